/// A curve's offsets written as cubic Béziers: an offset of a Bézier or an elliptical arc is no
/// such curve itself, but a few cubics follow it within the tolerance where hundreds of chords
/// would (a stroked Lucide heart's row was 4,829 bytes of chords, four times the built-in
/// heart's).
extension StrokeOutliner {
    /// The samples of the offset a cubic is fitted to, and as many again between them that it
    /// is checked against.
    private static let fittingSamples = 8
    /// The most times a parameter range is halved before its offset is written as chords: a
    /// range that no cubic fits after ten halvings is a cusp's neighbourhood (a control point
    /// on an end), where chords are what the slices drew.
    private static let maximumFittingDepth = 10

    /// The point at parameter `t` of the offset of `segment` on `side` (1: the left, -1: the
    /// right), its ends exactly those the joins and caps start from.
    func offsetPoint(of segment: PathSegment, at t: Double, side: Double) -> Point {
        let point = t == 0 ? segment.start : t == 1 ? Self.end(of: segment) : Self.point(of: segment, at: t)
        return point.translated(by: leftNormal(Self.tangent(of: segment, at: t)).scaled(by: side))
    }

    /// Whether either offset of a curve runs backwards anywhere (a turn tighter than the half
    /// width), by the steps its slices take: there the region its normals sweep counts some
    /// points negatively, and only pieces (`addSlices`) draw it.
    func folds(_ segment: PathSegment) -> Bool {
        let steps = stepCount(for: segment)
        var previous = (point: segment.start, normal: leftNormal(Self.tangent(of: segment, at: 0)))
        for index in 1...steps {
            let t = Double(index) / Double(steps)
            let point = index == steps ? Self.end(of: segment) : Self.point(of: segment, at: t)
            let normal = leftNormal(Self.tangent(of: segment, at: t))
            let along = Point(x: point.x - previous.point.x, y: point.y - previous.point.y)
            // The sides advance by the centre's step plus and minus the normal's change.
            let centre = along.x * along.x + along.y * along.y
            let turn = (normal.x - previous.normal.x) * along.x + (normal.y - previous.normal.y) * along.y
            if centre + turn <= 0 || centre - turn <= 0 { return true }
            previous = (point, normal)
        }
        return false
    }

    /// Appends, from the current point (the offset's point at `from`), the offset of `segment`
    /// on `side` to its point at `to` (`to` below `from` runs it backwards): cubic Béziers, each
    /// fitted to the offset's points and checked against as many others, within the tolerance;
    /// a range none fits is halved, down to `maximumFittingDepth`, past which it is chords.
    /// For a range where the offset does not change direction: a curve that does not fold
    /// (`folds`), a run of unfolded slices, either side of a run of folded ones.
    mutating func appendOffsetCurve(of segment: PathSegment, from: Double, to: Double, side: Double, depth: Int = 0) {
        if let cubic = fittedOffset(of: segment, from: from, to: to, side: side) {
            elements.append(.cubic(control1: cubic.control1, control2: cubic.control2, to: cubic.end))
            return
        }
        guard depth < Self.maximumFittingDepth else {
            let chords = max(Int((Double(stepCount(for: segment)) * (to - from).magnitude).rounded(.up)), 1)
            for index in 1...chords {
                let t = index == chords ? to : from + (to - from) * Double(index) / Double(chords)
                elements.append(.line(to: offsetPoint(of: segment, at: t, side: side)))
            }
            return
        }
        let middle = (from + to) / 2
        appendOffsetCurve(of: segment, from: from, to: middle, side: side, depth: depth + 1)
        appendOffsetCurve(of: segment, from: middle, to: to, side: side, depth: depth + 1)
    }

    /// The cubic from the offset's point at `from` to its point at `to`, leaving and arriving
    /// along the curve's tangents there (an offset's direction is its curve's), whose handle
    /// lengths are the least-squares fit to the offset's points between (placed by their chord
    /// lengths, then once by the cubic's nearest points), as Schneider's curve fitting takes
    /// them; nil when it strays from the offset by more than the tolerance at any of its points
    /// or the points between them.
    private func fittedOffset(of segment: PathSegment, from: Double, to: Double,
                              side: Double) -> (control1: Point, control2: Point, end: Point)? {
        let start = offsetPoint(of: segment, at: from, side: side)
        let end = offsetPoint(of: segment, at: to, side: side)
        let sense = to > from ? 1.0 : -1.0
        let leaving = Self.tangent(of: segment, at: from).scaled(by: sense)
        let arriving = Self.tangent(of: segment, at: to).scaled(by: sense)
        let count = Self.fittingSamples
        // The offset's points at every half sample; the even ones fit, all are checked.
        let points = (1..<(2 * count)).map { index in
            offsetPoint(of: segment, at: from + (to - from) * Double(index) / Double(2 * count), side: side)
        }
        var lengths = [0.0]
        var previous = start
        for point in points {
            lengths.append(lengths[lengths.count - 1] + previous.distance(to: point))
            previous = point
        }
        let total = lengths[lengths.count - 1] + previous.distance(to: end)
        guard total > 0 else { return nil }
        var parameters = lengths.dropFirst().map { $0 / total }
        let fitting = stride(from: 1, to: points.count, by: 2)
        var handles = (first: total / 3, second: total / 3)
        for round in 0..<2 {
            guard let fitted = Self.handleLengths(start: start, leaving: leaving, end: end, arriving: arriving,
                                                  points: fitting.map { points[$0] }, parameters: fitting.map { parameters[$0] }),
                  // Both handles along the tangents, or both against them (a folding side runs
                  // backwards), and no longer than the offset's length twice.
                  fitted.first * fitted.second > 0, fitted.first.magnitude < 2 * total, fitted.second.magnitude < 2 * total else {
                return nil
            }
            handles = fitted
            guard round == 0 else { break }
            let cubic = Self.cubic(start, leaving, end, arriving, handles)
            parameters = zip(points, parameters).map { Self.nearestParameter(on: cubic, to: $0, from: $1) }
        }
        let cubic = Self.cubic(start, leaving, end, arriving, handles)
        // Both ways: the offset's points to the cubic, and the cubic's points, between them, to
        // the offset (the half width from the curve, on this side).
        var last = (curve: from, cubic: 0.0)
        for (index, (point, parameter)) in zip(points, parameters).enumerated() {
            let nearest = Self.nearestParameter(on: cubic, to: point, from: parameter)
            guard PathSegment.cubicPoint(cubic[0], cubic[1], cubic[2], cubic[3], at: nearest).distance(to: point) <= tolerance else {
                return nil
            }
            let t = from + (to - from) * Double(index + 1) / Double(2 * count)
            let between = PathSegment.cubicPoint(cubic[0], cubic[1], cubic[2], cubic[3], at: (last.cubic + nearest) / 2)
            guard offsetDistance(of: between, from: segment, near: (last.curve + t) / 2, side: side) <= tolerance else { return nil }
            last = (t, nearest)
        }
        let final = PathSegment.cubicPoint(cubic[0], cubic[1], cubic[2], cubic[3], at: (last.cubic + 1) / 2)
        guard offsetDistance(of: final, from: segment, near: (last.curve + to) / 2, side: side) <= tolerance else { return nil }
        return (cubic[1], cubic[2], end)
    }

    /// How far `point` is from the offset of `segment` on `side` near parameter `guess`: its
    /// distance from the curve's point whose normal passes through it (found by Newton's
    /// method, the slope taken numerically: near a fold the curvature matters), less the half
    /// width; infinite on the other side.
    private func offsetDistance(of point: Point, from segment: PathSegment, near guess: Double, side: Double) -> Double {
        // The foot is where the point's offset from the curve is square to its tangent.
        func along(_ t: Double) -> Double {
            let foot = Self.point(of: segment, at: t)
            let tangent = Self.tangent(of: segment, at: t)
            return (point.x - foot.x) * tangent.x + (point.y - foot.y) * tangent.y
        }
        var t = guess
        for _ in 0..<4 {
            let h = 1e-7
            let low = max(t - h, 0), high = min(t + h, 1)
            let slope = (along(high) - along(low)) / (high - low)
            guard slope != 0, slope.isFinite else { break }
            t = min(max(t - along(t) / slope, 0), 1)
        }
        let foot = Self.point(of: segment, at: t)
        let normal = leftNormal(Self.tangent(of: segment, at: t)).scaled(by: side)
        guard (point.x - foot.x) * normal.x + (point.y - foot.y) * normal.y > 0 else { return .infinity }
        return abs(foot.distance(to: point) - halfWidth)
    }

    /// The cubic's four points, its handles along the given directions.
    private static func cubic(_ start: Point, _ leaving: Point, _ end: Point, _ arriving: Point,
                              _ handles: (first: Double, second: Double)) -> [Point] {
        [start, start.translated(by: leaving.scaled(by: handles.first)), end.translated(by: arriving.scaled(by: -handles.second)), end]
    }

    /// The handle lengths whose cubic comes nearest, in the least squares, to `points` at
    /// `parameters`: two linear equations; nil when they have no single answer.
    private static func handleLengths(start: Point, leaving: Point, end: Point, arriving: Point, points: [Point],
                                      parameters: [Double]) -> (first: Double, second: Double)? {
        var a11 = 0.0, a12 = 0.0, a22 = 0.0, b1 = 0.0, b2 = 0.0
        for (point, u) in zip(points, parameters) {
            let v = 1 - u
            let weight1 = 3 * u * v * v, weight2 = 3 * u * u * v
            // What the handles leave to be made: the point less the ends' share.
            let rest = Point(x: point.x - start.x * (v * v * v + weight1) - end.x * (weight2 + u * u * u),
                             y: point.y - start.y * (v * v * v + weight1) - end.y * (weight2 + u * u * u))
            let first = leaving.scaled(by: weight1)
            let second = arriving.scaled(by: -weight2)
            a11 += first.x * first.x + first.y * first.y
            a12 += first.x * second.x + first.y * second.y
            a22 += second.x * second.x + second.y * second.y
            b1 += first.x * rest.x + first.y * rest.y
            b2 += second.x * rest.x + second.y * rest.y
        }
        let determinant = a11 * a22 - a12 * a12
        guard determinant.magnitude > 1e-12 * max(a11 * a22, .leastNormalMagnitude) else { return nil }
        return ((b1 * a22 - b2 * a12) / determinant, (a11 * b2 - a12 * b1) / determinant)
    }

    /// The parameter of the cubic's point nearest `point`, by Newton's method on the distance's
    /// derivative from `guess`, kept in [0, 1].
    private static func nearestParameter(on cubic: [Point], to point: Point, from guess: Double) -> Double {
        var u = guess
        for _ in 0..<3 {
            let at = PathSegment.cubicPoint(cubic[0], cubic[1], cubic[2], cubic[3], at: u)
            let first = PathSegment.cubicDerivative(cubic[0], cubic[1], cubic[2], cubic[3], at: u)
            let v = 1 - u
            let second = Point(x: 6 * v * (cubic[2].x - 2 * cubic[1].x + cubic[0].x) + 6 * u * (cubic[3].x - 2 * cubic[2].x + cubic[1].x),
                               y: 6 * v * (cubic[2].y - 2 * cubic[1].y + cubic[0].y) + 6 * u * (cubic[3].y - 2 * cubic[2].y + cubic[1].y))
            let difference = Point(x: at.x - point.x, y: at.y - point.y)
            let numerator = difference.x * first.x + difference.y * first.y
            let denominator = first.x * first.x + first.y * first.y + difference.x * second.x + difference.y * second.y
            guard denominator > 0 else { break }
            u = min(max(u - numerator / denominator, 0), 1)
        }
        return u
    }
}
