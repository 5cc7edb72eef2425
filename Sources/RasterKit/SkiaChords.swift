#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path's curves cut into the chords Chromium fills them with, so that the PNG of an icon has
/// the pixels Chromium draws from its SVG.
///
/// Skia's scan converter draws no curve: it steps along each one in 2ⁿ equal parameter steps
/// and fills the chords, n chosen from how far the curve bows from its chord, and the chords
/// are coarse at icon sizes: a circle of 8 px radius, written as four arcs, is a 20-gon whose
/// sides lie up to 0.14 px inside the circle. A stroked icon's lines are two such outlines a
/// pixel or two apart, so that Chromium's ring of a Lucide clock at 16 px differed from the
/// true circle's by a mean of 3.4 a channel, the largest part of what was left between our PNG
/// and Chromium's after the box blur and the union. Each curve is cut here as Skia cuts it
/// (`SkPath::arcTo`, `SkAutoConicToQuads` and `SkAnalyticQuadraticEdge`/`SkAnalyticCubicEdge`),
/// in device pixels, its points on the curve at the same parameters; measured on three rings
/// of arcs (radii 4.4 to 7.1 px) in Chromium 156, filled with `fill(polygons:rule:)`, a mean
/// of 0.3 to 1.6 from Chromium's pixels where the true circle was 1.9 to 3.9 off. (Skia's
/// fixed-point steps and its snapping of long steps to whole pixels are left out.)
///
/// - An arc: Skia's `arcTo` makes conics of at most a third of a turn; each conic becomes 2ᵏ
///   quadratics, k the least that brings its error estimate within a quarter pixel.
/// - A quadratic: cut where its y turns; each piece in 2ⁿ steps, n from the distance between
///   its middle and its chord's, in eighths of a pixel (at least 1, at most 6).
/// - A cubic: cut where its y turns; each piece in 2ⁿ steps, n one more than that from its
///   off-curve points' distances from the points a third and two thirds along it (at most 6).
package enum SkiaChords {
    /// `elements`, in device pixels, as closed polygons (each subpath one, closing back to its
    /// start), each curve as Skia's chords.
    /// - Complexity: O(n + p) in the number of elements and of points made (at most 64 a curve
    ///   piece).
    package static func polygons(of elements: [PathElement]) -> [[Point]] {
        var polygons: [[Point]] = []
        var polygon: [Point] = []
        var current = Point.zero
        var subpathStart = Point.zero
        func finish() {
            if polygon.count >= 3 { polygons.append(polygon) }
            polygon = []
        }
        for element in elements {
            if case .move = element {} else if case .close = element {} else if polygon.isEmpty { polygon = [current] }
            switch element {
            case .move(let point):
                finish()
                polygon = [point]
                current = point
                subpathStart = point
            case .line(let point):
                polygon.append(point)
                current = point
            case .quadratic(let control, let end):
                appendQuadratic([current, control, end], to: &polygon)
                current = end
            case .cubic(let control1, let control2, let end):
                appendCubic([current, control1, control2, end], to: &polygon)
                current = end
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let end):
                appendArc(from: current, to: end, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
                          isLargeArc: isLargeArc, isSweepClockwise: isSweepClockwise, to: &polygon)
                current = end
            case .close:
                finish()
                current = subpathStart
            }
        }
        finish()
        return polygons
    }

    /// The largest n of a curve's 2ⁿ steps (Skia's `MAX_COEFF_SHIFT`).
    private static let maximumShift = 6

    /// Skia's step count exponent for a curve bowing `dx`, `dy` from its chord (in 256ths of a
    /// pixel, Skia's FDot6 at its anti-aliasing scale): the distance max + min/2, rounded to
    /// eighths of a pixel, then half its bit length (each halving of the step quarters the
    /// error). Skia's `diff_to_shift`.
    private static func shift(dx: Int, dy: Int) -> Int {
        let (x, y) = (abs(dx), abs(dy))
        let distance = (x > y ? x + y / 2 : y + x / 2) + 16
        let eighths = distance >> 5
        return eighths == 0 ? 0 : (Int.bitWidth - eighths.leadingZeroBitCount) / 2
    }

    /// A coordinate in 256ths of a pixel, truncated as Skia's float-to-int conversion does.
    private static func fixed(_ value: Double) -> Int {
        guard value.isFinite, value.magnitude < 1e12 else { return 0 }
        return Int(value * 256)
    }

    /// Appends a quadratic's chords after its start (`points[0]`, already in `polygon`).
    private static func appendQuadratic(_ points: [Point], to polygon: inout [Point]) {
        for piece in monotonicPieces(points, turning: yTurnOfQuadratic(points)) {
            let (x, y) = (piece.map { fixed($0.x) }, piece.map { fixed($0.y) })
            var shift = shift(dx: (2 * x[1] - x[0] - x[2]) >> 2, dy: (2 * y[1] - y[0] - y[2]) >> 2)
            shift = min(max(shift, 1), maximumShift)
            let steps = 1 << shift
            for step in 1..<steps { polygon.append(bezierPoint(piece, at: Double(step) / Double(steps))) }
            polygon.append(piece[2])
        }
    }

    /// Appends a cubic's chords after its start.
    private static func appendCubic(_ points: [Point], to polygon: inout [Point]) {
        for piece in monotonicPieces(points, turning: yTurnsOfCubic(points)) {
            let (x, y) = (piece.map { fixed($0.x) }, piece.map { fixed($0.y) })
            // Skia's `cubic_delta_from_line`: 19/512 for 1/27.
            func delta(_ v: [Int]) -> Int {
                let oneThird = ((v[0] * 8 - v[1] * 15 + 6 * v[2] + v[3]) * 19) >> 9
                let twoThirds = ((v[0] + 6 * v[1] - v[2] * 15 + v[3] * 8) * 19) >> 9
                return max(abs(oneThird), abs(twoThirds))
            }
            let shift = min(shift(dx: delta(x), dy: delta(y)) + 1, maximumShift)
            let steps = 1 << shift
            for step in 1..<steps { polygon.append(bezierPoint(piece, at: Double(step) / Double(steps))) }
            polygon.append(piece[3])
        }
    }

    /// Appends an arc as Skia's `arcTo` draws SVG's `A`: conics of at most a third of a turn,
    /// each as quadratics (`SkConic::computeQuadPOW2` with a quarter pixel, and its halvings).
    private static func appendArc(from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotation: Double,
                                  isLargeArc: Bool, isSweepClockwise: Bool, to polygon: inout [Point]) {
        var (rx, ry) = (radiusX.magnitude, radiusY.magnitude)
        guard start != end, rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
            polygon.append(end)
            return
        }
        let (cosine, sine) = (cos(rotation), sin(rotation))
        // The end points in the ellipse's own axes, the radii grown if they cannot span them.
        let halfX = (start.x - end.x) / 2
        let halfY = (start.y - end.y) / 2
        let turnedX = cosine * halfX + sine * halfY
        let turnedY = -sine * halfX + cosine * halfY
        let reach = turnedX * turnedX / (rx * rx) + turnedY * turnedY / (ry * ry)
        if reach > 1 { rx *= reach.squareRoot(); ry *= reach.squareRoot() }
        // On the unit circle: the end points, the centre, their angles.
        func unit(_ point: Point) -> Point {
            Point(x: (cosine * point.x + sine * point.y) / rx, y: (-sine * point.x + cosine * point.y) / ry)
        }
        func placed(_ point: Point) -> Point {
            let (x, y) = (point.x * rx, point.y * ry)
            return Point(x: cosine * x - sine * y, y: sine * x + cosine * y)
        }
        let (first, last) = (unit(start), unit(end))
        let (deltaX, deltaY) = (last.x - first.x, last.y - first.y)
        let squared = deltaX * deltaX + deltaY * deltaY
        var factor = max(1 / squared - 0.25, 0).squareRoot()
        if isSweepClockwise == isLargeArc { factor = -factor }
        let center = Point(x: (first.x + last.x) / 2 - factor * deltaY, y: (first.y + last.y) / 2 + factor * deltaX)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        var sweep = atan2(last.y - center.y, last.x - center.x) - startAngle
        if sweep < 0 && isSweepClockwise { sweep += 2 * Double.pi }
        if sweep > 0 && !isSweepClockwise { sweep -= 2 * Double.pi }
        guard sweep.isFinite, abs(sweep) >= Double.pi / 1_000_000 else {
            polygon.append(end)
            return
        }
        let conics = Int((abs(sweep) / (2 * Double.pi / 3)).rounded(.up))
        let width = sweep / Double(conics)
        let tangent = tan(width / 2)
        let weight = (0.5 + cos(width) / 2).squareRoot()
        var conicStart = start
        for index in 1...conics {
            let angle = startAngle + width * Double(index)
            let onCircle = Point(x: cos(angle) + center.x, y: sin(angle) + center.y)
            let control = placed(Point(x: onCircle.x + tangent * sin(angle), y: onCircle.y - tangent * cos(angle)))
            let conicEnd = index == conics ? end : placed(onCircle)
            for quadratic in quadratics(ofConic: [conicStart, control, conicEnd], weight: weight) {
                appendQuadratic(quadratic, to: &polygon)
            }
            conicStart = conicEnd
        }
    }

    /// A conic as Skia's quadratics: halved 2ᵏ times, each half's control points a quadratic's.
    private static func quadratics(ofConic points: [Point], weight: Double) -> [[Point]] {
        let a = weight - 1
        let k = a / (4 * (2 + a))
        var error = abs(k) * hypot(points[0].x - 2 * points[1].x + points[2].x, points[0].y - 2 * points[1].y + points[2].y)
        var halvings = 0
        while halvings < 5 && error > 0.25 {
            error *= 0.25
            halvings += 1
        }
        var conics = [(points, weight)]
        for _ in 0..<halvings {
            conics = conics.flatMap { conic, weight -> [([Point], Double)] in
                let scale = 1 / (1 + weight)
                let weighted = Point(x: conic[1].x * weight, y: conic[1].y * weight)
                let middle = Point(x: (conic[0].x + 2 * weighted.x + conic[2].x) * scale / 2,
                                   y: (conic[0].y + 2 * weighted.y + conic[2].y) * scale / 2)
                let halfWeight = (0.5 + weight / 2).squareRoot()
                return [([conic[0], Point(x: (conic[0].x + weighted.x) * scale, y: (conic[0].y + weighted.y) * scale), middle], halfWeight),
                        ([middle, Point(x: (weighted.x + conic[2].x) * scale, y: (weighted.y + conic[2].y) * scale), conic[2]], halfWeight)]
            }
        }
        return conics.map(\.0)
    }

    /// Where a quadratic's y turns, if inside it.
    private static func yTurnOfQuadratic(_ points: [Point]) -> [Double] {
        let denominator = points[0].y - 2 * points[1].y + points[2].y
        guard denominator != 0 else { return [] }
        let t = (points[0].y - points[1].y) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where a cubic's y turns, inside it, in order.
    private static func yTurnsOfCubic(_ points: [Point]) -> [Double] {
        // The derivative over 3: a t² + b t + c.
        let a = -points[0].y + 3 * points[1].y - 3 * points[2].y + points[3].y
        let b = 2 * (points[0].y - 2 * points[1].y + points[2].y)
        let c = points[1].y - points[0].y
        var roots: [Double] = []
        if a == 0 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-b - root) / (2 * a), (-b + root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }.sorted()
    }

    /// A Bézier (3 or 4 points) cut at `turns` (increasing parameters of the whole curve).
    private static func monotonicPieces(_ points: [Point], turning turns: [Double]) -> [[Point]] {
        var pieces: [[Point]] = []
        var rest = points
        var done = 0.0
        for turn in turns {
            let (before, after) = split(rest, at: (turn - done) / (1 - done))
            pieces.append(before)
            rest = after
            done = turn
        }
        pieces.append(rest)
        return pieces
    }

    /// De Casteljau's split of a Bézier at `t`.
    private static func split(_ points: [Point], at t: Double) -> ([Point], [Point]) {
        var levels = [points]
        while levels.last!.count > 1 {
            let level = levels.last!
            levels.append((1..<level.count).map { Point(x: level[$0 - 1].x + (level[$0].x - level[$0 - 1].x) * t,
                                                        y: level[$0 - 1].y + (level[$0].y - level[$0 - 1].y) * t) })
        }
        return (levels.map { $0.first! }, levels.reversed().map { $0.last! })
    }

    /// The point of a Bézier (3 or 4 points) at parameter `t`.
    private static func bezierPoint(_ points: [Point], at t: Double) -> Point {
        var level = points
        while level.count > 1 {
            level = (1..<level.count).map { Point(x: level[$0 - 1].x + (level[$0].x - level[$0 - 1].x) * t,
                                                  y: level[$0 - 1].y + (level[$0].y - level[$0 - 1].y) * t) }
        }
        return level[0]
    }
}
