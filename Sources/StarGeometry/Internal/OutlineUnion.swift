#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stroke's outline redrawn as the boundary of the region it fills `nonzero`: the same ink,
/// but no part of it covered twice. Filled, the pieces and the outlines a stroke is made of
/// (two lines crossing in an X, a join's wedge over its segments, an inner corner's way
/// through the corner's point) overlap; a renderer that anti-aliases each edge by the area it
/// covers (Skia's, in Chromium and Firefox) gets a pixel where several such edges meet wrong,
/// a white pinhole where the X crosses or a dark speck at an inner corner, where the other
/// renderers agree. Their union has no overlap, and no edge inside the ink.
///
/// The segments are cut where they cross (lines and circular arcs solved exactly; a cubic
/// found on its chords, then refined on the curves by Newton's method), and each piece is
/// kept where the winding number is 0 on one side of it and not on the other (looked at
/// `1 / sideProbeShare` of the tolerance away), turned to have the ink on its right; the kept
/// pieces are joined into closed contours end to end, at vertices: ends within
/// `mergeDistance` tolerances of one another are one (`OutlineVertices`).
///
/// Most of that is for pieces that run nearly together: a round join's arc along the line it
/// continues, two collinear edges, an inner corner's turn of a hair, two arcs of nearly one
/// circle (Heroicons' user-circle), where a crossing refined on chords lands a few tolerances
/// off along the pieces, or is missed, and a side looked at 4 tolerances away sees past the
/// sliver between them. Measured on 290 sampled strokes of the sets (`StrokeOverlapTests`),
/// those not closing and kept overlapping: ends matched to a few last bits, 29; merged within
/// 4 tolerances 17, 10 tolerances 10, 25 tolerances 8; at 10, lines and arcs solved exactly
/// and each side looked at half a tolerance away, 6 (what is left: cubics' near-tangent
/// crossings).
///
/// Lines stay lines, arcs arcs and cubics cubics: only where they are cut is anything new.
/// The result is checked against the outline by area (the union's must be the outline's
/// `nonzero` area, within `sameArea`), and nil (keep the outline) when it is not, or when the
/// outline is too large to compare every pair of its segments.
enum OutlineUnion {
    /// The most segments compared pair by pair; above it the outline is kept as it is.
    static let maximumSegmentCount = 600
    /// The most steps each area check may take (`InkProfile`).
    static let maximumProfileWork = 20_000_000
    /// The relative difference of areas taken as the same region.
    static let sameArea = 2e-4

    /// How far apart, in tolerances, two ends of pieces may be and still meet
    /// (`OutlineVertices`). Where two pieces run nearly together their crossing is found a few
    /// tolerances off along them, but well within the tolerance across them, so merging those
    /// ends moves no edge visibly: 10 stroke tolerances are 0.5 px at the largest side drawn
    /// (4,096 px), 0.006 px at 48 px, and a piece shorter than that is none.
    static let mergeDistance = 10.0
    /// How far to each side of a piece the ink is looked for, as a share of the tolerance
    /// (the outline's chords for it 8 times closer to the curves).
    static let sideProbeShare = 2.0

    /// A kept piece, turned to have the ink on its right, between two vertices; `middle`: its
    /// middle, to tell it from another piece between the same vertices.
    private struct Edge {
        var from: Int
        var to: Int
        var segment: PathSegment
        var middle: Point
    }

    /// A segment of the outline and its chords, each point's parameter known.
    private struct Piece {
        var segment: PathSegment
        var points: [Point]
        var box: Rect
    }

    /// The outline's union as closed subpaths, or nil when it cannot be made and checked (see
    /// the type). `tolerance`: how far the chords that find crossings and measure the result
    /// may stray from the curves.
    static func union(of elements: [PathElement], tolerance: Double) -> [PathElement]? {
        guard let outline = try? FilledPath(elements: elements, fillRule: .nonzero) else { return nil }
        let contours = contours(of: outline)
        let count = contours.reduce(0) { $0 + $1.count }
        guard count > 1, count <= maximumSegmentCount else { return nil }
        var segments: [PathSegment] = []
        for contour in contours { segments += contour }
        let pieces = segments.map { segment in
            Piece(segment: segment, points: chords(of: segment, tolerance: tolerance, most: 64), box: segment.boundingBox)
        }
        // The cuts on each segment: parameters and the points both crossing segments share.
        var cuts = Array(repeating: [(t: Double, point: Point)](), count: segments.count)
        let slack = 16 * tolerance
        for i in 0..<pieces.count {
            for j in (i + 1)..<pieces.count where overlap(pieces[i].box, pieces[j].box, slack: slack) {
                for crossing in crossings(pieces[i], pieces[j]) {
                    let first = isEnd(crossing.t), second = isEnd(crossing.u)
                    if first && second { continue }
                    // An end on the other's inside cuts the other there, at the end's point.
                    if first {
                        cuts[j].append((crossing.u, crossing.t < 0.5 ? segments[i].start : StrokeOutliner.end(of: segments[i])))
                    } else if second {
                        cuts[i].append((crossing.t, crossing.u < 0.5 ? segments[j].start : StrokeOutliner.end(of: segments[j])))
                    } else {
                        cuts[i].append((crossing.t, crossing.point))
                        cuts[j].append((crossing.u, crossing.point))
                    }
                }
            }
        }
        // The pieces between cuts, kept where the ink is on one side only, their ends vertices
        // (`OutlineVertices`: ends within `merge` are one).
        let sideTolerance = tolerance / sideProbeShare / 8
        let outlinePolygons = contourPolygons(contours: contours, pieces: segments.map {
            chords(of: $0, tolerance: sideTolerance, most: 256)
        })
        let merge = mergeDistance * tolerance
        var vertices = OutlineVertices(radius: merge)
        var kept: [Edge] = []
        for (index, segment) in segments.enumerated() {
            var marks = [(t: 0.0, vertex: vertices.vertex(near: segment.start))]
            // A crossing found twice (on two chords that share it), or a hair from the last,
            // cuts once; a piece shorter than that (a contour's closing line across its ends'
            // rounding) is none.
            for cut in cuts[index].sorted(by: { $0.t < $1.t }) where cut.t > 0 && cut.t < 1 {
                let vertex = vertices.vertex(near: cut.point)
                if vertex != marks[marks.count - 1].vertex { marks.append((cut.t, vertex)) }
            }
            let last = vertices.vertex(near: StrokeOutliner.end(of: segment))
            if marks.count > 1 && marks[marks.count - 1].vertex == last { marks.removeLast() }
            marks.append((1, last))
            for (from, to) in zip(marks, marks.dropFirst()) where from.vertex != to.vertex {
                let middle = (from.t + to.t) / 2
                let point = StrokeOutliner.point(of: segment, at: middle)
                let tangent = StrokeOutliner.tangent(of: segment, at: middle)
                let step = tolerance / sideProbeShare
                let right = Point(x: point.x - tangent.y * step, y: point.y + tangent.x * step)
                let left = Point(x: point.x + tangent.y * step, y: point.y - tangent.x * step)
                let inkRight = PolygonWinding.number(of: outlinePolygons, around: right) != 0
                let inkLeft = PolygonWinding.number(of: outlinePolygons, around: left) != 0
                guard inkRight != inkLeft else { continue }
                guard let part = part(of: segment, from: from.t, to: to.t, start: vertices.points[from.vertex],
                                      end: vertices.points[to.vertex]) else { return nil }
                let edge = inkRight ? Edge(from: from.vertex, to: to.vertex, segment: part, middle: point)
                    : Edge(from: to.vertex, to: from.vertex, segment: reversed(part), middle: point)
                // A piece drawn twice (two pieces' arcs on one circle) is kept once, and one
                // drawn both ways cancels: neither is an edge of the region.
                func isSame(_ other: Edge) -> Bool { other.middle.distance(to: edge.middle) <= merge }
                if kept.contains(where: { $0.from == edge.from && $0.to == edge.to && isSame($0) }) { continue }
                if let opposite = kept.firstIndex(where: { $0.from == edge.to && $0.to == edge.from && isSame($0) }) {
                    kept.remove(at: opposite)
                    continue
                }
                kept.append(edge)
            }
        }
        guard let joined = join(kept, vertices: vertices.points) else { return nil }
        // Checked by area against the outline's nonzero fill, both on chords a tenth of the
        // tolerance from their curves (cut differently, the two differ by up to the outline's
        // length times that): a piece left out or kept wrongly is far more.
        let fine = tolerance / 10
        guard let result = try? FilledPath(elements: joined, fillRule: .nonzero),
              let outlineArea = InkProfile(paths: [FlattenedPath(polygons: outline.flattened(tolerance: fine), fillRule: .nonzero)],
                                           workLimit: maximumProfileWork)?.area,
              let resultArea = InkProfile(paths: [FlattenedPath(polygons: result.flattened(tolerance: fine), fillRule: .nonzero)],
                                          workLimit: maximumProfileWork)?.area,
              abs(outlineArea - resultArea) <= sameArea * outlineArea else { return nil }
        return joined
    }

    /// The closed contours of `outline`, its subpaths' segments less lines of no length, each
    /// with its closing line.
    private static func contours(of outline: FilledPath) -> [[PathSegment]] {
        var contours: [[PathSegment]] = []
        var first = 0
        for end in outline.subpathEnds {
            let subpath = outline.segments[first..<end]
            first = end
            var contour = subpath.filter { segment in
                if case .line(let from, let to) = segment { return from != to }
                return true
            }
            guard let start = subpath.first?.start, let last = subpath.last else { continue }
            let point = StrokeOutliner.end(of: last)
            if point != start { contour.append(.line(point, start)) }
            if !contour.isEmpty { contours.append(contour) }
        }
        return contours
    }

    /// The points of `segment`'s chords within `tolerance` of it, at most `most` chords.
    private static func chords(of segment: PathSegment, tolerance: Double, most: Int) -> [Point] {
        let steps = min(max(Int(segment.pieceCount(tolerance: tolerance)), 1), most)
        var points = [segment.start]
        for step in 1...steps {
            points.append(step == steps ? StrokeOutliner.end(of: segment)
                          : StrokeOutliner.point(of: segment, at: Double(step) / Double(steps)))
        }
        return points
    }

    /// Each contour's chords as one closed polygon.
    private static func contourPolygons(contours: [[PathSegment]], pieces: [[Point]]) -> [[Point]] {
        var polygons: [[Point]] = []
        var index = 0
        for contour in contours {
            var polygon: [Point] = []
            for _ in contour {
                polygon += pieces[index].dropLast()
                index += 1
            }
            polygons.append(polygon)
        }
        return polygons
    }

    private static func isEnd(_ t: Double) -> Bool { t < 1e-7 || t > 1 - 1e-7 }

    private static func overlap(_ a: Rect, _ b: Rect, slack: Double) -> Bool {
        a.minX <= b.maxX + slack && b.minX <= a.maxX + slack && a.minY <= b.maxY + slack && b.minY <= a.maxY + slack
    }

    /// Where two segments cross: on their chords, then by Newton's method on the curves.
    private static func crossings(_ a: Piece, _ b: Piece) -> [(t: Double, u: Double, point: Point)] {
        var found: [(t: Double, u: Double, point: Point)] = []
        if case .arc(let first) = a.segment, case .arc(let second) = b.segment, first.radiusX == first.radiusY,
           second.radiusX == second.radiusY, abs(first.radiusX - second.radiusX) <= 1e-9 * first.radiusX,
           first.center.distance(to: second.center) <= 1e-9 * first.radiusX {
            // One circle (a cap's arc over a join's): each end inside the other arc cuts it.
            for (end, u) in [(second.start, 0.0), (second.end, 1.0)] {
                if let t = fraction(of: end, on: first) { found.append((t, u, end)) }
            }
            for (end, t) in [(first.start, 0.0), (first.end, 1.0)] {
                if let u = fraction(of: end, on: second) { found.append((t, u, end)) }
            }
            return found
        }
        if let exact = exactCrossings(a.segment, b.segment) { return exact }
        let na = Double(a.points.count - 1), nb = Double(b.points.count - 1)
        for i in 0..<(a.points.count - 1) {
            let p = a.points[i], p2 = a.points[i + 1]
            let r = Point(x: p2.x - p.x, y: p2.y - p.y)
            for j in 0..<(b.points.count - 1) {
                let q = b.points[j], q2 = b.points[j + 1]
                let s = Point(x: q2.x - q.x, y: q2.y - q.y)
                let denominator = r.x * s.y - r.y * s.x
                let qp = Point(x: q.x - p.x, y: q.y - p.y)
                let rr = r.x * r.x + r.y * r.y, ss = s.x * s.x + s.y * s.y
                guard rr > 0, ss > 0 else { continue }
                if denominator.magnitude <= 1e-12 * (rr * ss).squareRoot() {
                    // Parallel: where they lie on one line (a piece's edge along another's),
                    // each end inside the other chord cuts it.
                    guard (qp.x * r.y - qp.y * r.x).magnitude <= 1e-9 * rr else { continue }
                    for (end, u) in [(q, Double(j) / nb), (q2, Double(j + 1) / nb)] {
                        let along = ((end.x - p.x) * r.x + (end.y - p.y) * r.y) / rr
                        if along > 1e-9 && along < 1 - 1e-9 { found.append(((Double(i) + along) / na, u, end)) }
                    }
                    for (end, t) in [(p, Double(i) / na), (p2, Double(i + 1) / na)] {
                        let across = ((end.x - q.x) * s.x + (end.y - q.y) * s.y) / ss
                        if across > 1e-9 && across < 1 - 1e-9 { found.append((t, (Double(j) + across) / nb, end)) }
                    }
                    continue
                }
                let along = (qp.x * s.y - qp.y * s.x) / denominator
                let across = (qp.x * r.y - qp.y * r.x) / denominator
                let margin = 1e-9
                guard along >= -margin, along <= 1 + margin, across >= -margin, across <= 1 + margin else { continue }
                var t = min(max((Double(i) + along) / na, 0), 1), u = min(max((Double(j) + across) / nb, 0), 1)
                refine(a.segment, b.segment, &t, &u)
                let point = StrokeOutliner.point(of: a.segment, at: t)
                // A crossing at a chord's end is found from both chords that share it.
                if found.contains(where: { abs($0.t - t) < 1e-9 && abs($0.u - u) < 1e-9 }) { continue }
                found.append((t, u, point))
            }
        }
        return found
    }

    /// Where two lines, a line and a circular arc, or two circular arcs cross, solved exactly;
    /// nil for any other pair (a cubic among them). Near-tangent pieces (a round join's arc
    /// along the line it continues, two arcs of nearly one circle: Heroicons' user-circle) cross
    /// where the chords' crossings, refined, land a few tolerances apart or are missed, and the
    /// pieces then do not close; solved, both crossings of a near-tangent pair come out, or
    /// neither.
    private static func exactCrossings(_ a: PathSegment, _ b: PathSegment) -> [(t: Double, u: Double, point: Point)]? {
        switch (a, b) {
        case (.line, .line):
            return nil
        case (.line(let p0, let p1), .arc(let arc)) where arc.radiusX == arc.radiusY:
            return lineCircleCrossings(p0, p1, arc).map { ($0.s, $0.share, $0.point) }
        case (.arc(let arc), .line(let p0, let p1)) where arc.radiusX == arc.radiusY:
            return lineCircleCrossings(p0, p1, arc).map { ($0.share, $0.s, $0.point) }
        case (.arc(let first), .arc(let second)) where first.radiusX == first.radiusY && second.radiusX == second.radiusY:
            let dx = second.center.x - first.center.x, dy = second.center.y - first.center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            let r1 = first.radiusX, r2 = second.radiusX
            guard distance > 0, distance <= r1 + r2, distance >= abs(r1 - r2) else { return [] }
            let along = (r1 * r1 - r2 * r2 + distance * distance) / (2 * distance)
            let across = max(r1 * r1 - along * along, 0).squareRoot()
            let middle = Point(x: first.center.x + along * dx / distance, y: first.center.y + along * dy / distance)
            var found: [(t: Double, u: Double, point: Point)] = []
            for sign in across > 0 ? [1.0, -1.0] : [1.0] {
                let point = Point(x: middle.x - sign * across * dy / distance, y: middle.y + sign * across * dx / distance)
                if let t = share(of: point, on: first), let u = share(of: point, on: second) { found.append((t, u, point)) }
            }
            return found
        default:
            return nil
        }
    }

    /// Where the line from `p0` to `p1` crosses a circular arc: the share along each, and the
    /// point.
    private static func lineCircleCrossings(_ p0: Point, _ p1: Point, _ arc: EllipticalArc) -> [(s: Double, share: Double, point: Point)] {
        let dx = p1.x - p0.x, dy = p1.y - p0.y
        let fx = p0.x - arc.center.x, fy = p0.y - arc.center.y
        let a = dx * dx + dy * dy
        let b = 2 * (fx * dx + fy * dy)
        let c = fx * fx + fy * fy - arc.radiusX * arc.radiusX
        let discriminant = b * b - 4 * a * c
        guard a > 0, discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        var found: [(s: Double, share: Double, point: Point)] = []
        for s in root > 0 ? [(-b - root) / (2 * a), (-b + root) / (2 * a)] : [-b / (2 * a)] {
            guard s >= -endSlack, s <= 1 + endSlack else { continue }
            let along = min(max(s, 0), 1)
            let point = Point(x: p0.x + dx * along, y: p0.y + dy * along)
            if let share = share(of: point, on: arc) { found.append((along, share, point)) }
        }
        return found
    }

    /// How far past its ends, as a share of a segment, a crossing solved exactly still counts
    /// (then at the end): its rounding.
    private static let endSlack = 1e-9

    /// Where on a circular arc, as a share of its sweep, the circle's point `point` is, within
    /// `endSlack` of its ends taken as on them; nil outside it.
    private static func share(of point: Point, on arc: EllipticalArc) -> Double? {
        let share = turnedShare(of: point, on: arc)
        // Just before the start reads as most of a turn past it.
        let before = share - 2 * Double.pi / arc.sweep.magnitude
        if share <= 1 + endSlack { return min(share, 1) }
        return before >= -endSlack ? 0 : nil
    }

    /// Where on a circular arc, as a share of its sweep, the circle's point `point` is; nil at
    /// its ends or outside it.
    private static func fraction(of point: Point, on arc: EllipticalArc) -> Double? {
        let share = turnedShare(of: point, on: arc)
        return share > 1e-9 && share < 1 - 1e-9 ? share : nil
    }

    /// The circle's point `point`'s angle from the arc's start, turned the arc's way and taken
    /// as a share of its sweep: from 0 up to a whole turn's share (above 1 past the arc's end).
    private static func turnedShare(of point: Point, on arc: EllipticalArc) -> Double {
        let angle = atan2(point.y - arc.center.y, point.x - arc.center.x) - atan2(arc.sinRotation, arc.cosRotation)
        let turn = 2 * Double.pi
        var delta = (angle - arc.startAngle).truncatingRemainder(dividingBy: turn)
        if arc.sweep > 0, delta < 0 { delta += turn }
        if arc.sweep < 0, delta > 0 { delta -= turn }
        return delta / arc.sweep
    }

    /// Newton's method on a(t) = b(u), the derivatives taken numerically; ends where it is.
    private static func refine(_ a: PathSegment, _ b: PathSegment, _ t: inout Double, _ u: inout Double) {
        for _ in 0..<4 {
            let pa = StrokeOutliner.point(of: a, at: t), pb = StrokeOutliner.point(of: b, at: u)
            let h = 1e-7
            let da = derivative(a, t, h), db = derivative(b, u, h)
            // [da, -db] (dt, du) = pb - pa
            let determinant = da.x * -db.y - (-db.x) * da.y
            guard determinant != 0, determinant.isFinite else { return }
            let rx = pb.x - pa.x, ry = pb.y - pa.y
            let dt = (rx * -db.y - (-db.x) * ry) / determinant
            let du = (da.x * ry - da.y * rx) / determinant
            t = min(max(t + dt, 0), 1)
            u = min(max(u + du, 0), 1)
        }
    }

    private static func derivative(_ segment: PathSegment, _ t: Double, _ h: Double) -> Point {
        let low = max(t - h, 0), high = min(t + h, 1)
        let a = StrokeOutliner.point(of: segment, at: low), b = StrokeOutliner.point(of: segment, at: high)
        return Point(x: (b.x - a.x) / (high - low), y: (b.y - a.y) / (high - low))
    }

    /// The part of a segment between two parameters, its ends moved onto the given points (the
    /// cuts both crossing segments share).
    private static func part(of segment: PathSegment, from t0: Double, to t1: Double, start: Point, end: Point) -> PathSegment? {
        switch segment {
        case .line:
            return .line(start, end)
        case .quadratic(let p0, let p1, let p2):
            // The control point of the part: where its end tangents meet, from the derivative.
            let d0 = PathSegment.quadraticDerivative(p0, p1, p2, at: t0)
            let scale = (t1 - t0) / 2
            return .quadratic(start, Point(x: start.x + d0.x * scale, y: start.y + d0.y * scale), end)
        case .cubic(let p0, let p1, let p2, let p3):
            let scale = (t1 - t0) / 3
            let d0 = PathSegment.cubicDerivative(p0, p1, p2, p3, at: t0)
            let d1 = PathSegment.cubicDerivative(p0, p1, p2, p3, at: t1)
            return .cubic(start, Point(x: start.x + d0.x * scale, y: start.y + d0.y * scale),
                          Point(x: end.x - d1.x * scale, y: end.y - d1.y * scale), end)
        case .arc(let arc):
            return .arc(EllipticalArc(center: arc.center, radiusX: arc.radiusX, radiusY: arc.radiusY, cosRotation: arc.cosRotation,
                                      sinRotation: arc.sinRotation, startAngle: arc.startAngle + arc.sweep * t0,
                                      sweep: arc.sweep * (t1 - t0), start: start, end: end))
        }
    }

    private static func reversed(_ segment: PathSegment) -> PathSegment {
        switch segment {
        case .line(let a, let b): .line(b, a)
        case .quadratic(let a, let b, let c): .quadratic(c, b, a)
        case .cubic(let a, let b, let c, let d): .cubic(d, c, b, a)
        case .arc(let arc):
            .arc(EllipticalArc(center: arc.center, radiusX: arc.radiusX, radiusY: arc.radiusY, cosRotation: arc.cosRotation,
                               sinRotation: arc.sinRotation, startAngle: arc.startAngle + arc.sweep, sweep: -arc.sweep,
                               start: arc.end, end: arc.start))
        }
    }

    /// The kept pieces joined end to start into closed subpaths, leaving out chains that do
    /// not close; nil when none does. Where several pieces leave one vertex (two parts of the
    /// region touching there) any of them will do: however the edges are chained, each point's
    /// winding number is the same.
    private static func join(_ kept: [Edge], vertices: [Point]) -> [PathElement]? {
        var leaving = Array(repeating: [Int](), count: vertices.count)
        for (index, edge) in kept.enumerated() { leaving[edge.from].append(index) }
        var used = Array(repeating: false, count: kept.count)
        var elements: [PathElement] = []
        for first in kept.indices where !used[first] {
            let contourStart = elements.count
            elements.append(.move(to: vertices[kept[first].from]))
            var index = first
            var isClosed = true
            while true {
                used[index] = true
                elements.append(element(kept[index].segment, to: vertices[kept[index].to]))
                if kept[index].to == kept[first].from { break }
                guard let following = leaving[kept[index].to].first(where: { !used[$0] }) else {
                    isClosed = false
                    break
                }
                index = following
            }
            // A chain that closes nowhere is a sliver kept twice (two pieces' arcs not quite on
            // one circle), left out; the area check says whether it was one.
            if isClosed {
                elements.append(.close)
            } else {
                elements.removeSubrange(contourStart...)
            }
        }
        return elements.isEmpty ? nil : elements
    }

    private static func element(_ segment: PathSegment, to end: Point) -> PathElement {
        switch segment {
        case .line: .line(to: end)
        case .quadratic(_, let control, _): .quadratic(control: control, to: end)
        case .cubic(_, let control1, let control2, _): .cubic(control1: control1, control2: control2, to: end)
        case .arc(let arc):
            .ellipticalArc(radiusX: arc.radiusX, radiusY: arc.radiusY, rotation: atan2(arc.sinRotation, arc.cosRotation),
                           isLargeArc: arc.sweep.magnitude > Double.pi, isSweepClockwise: arc.sweep > 0, to: end)
        }
    }
}
