#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One outline segment flattened into the numbers the area integrals need, computed once when
/// the outline is built so that evaluating the area left of a line allocates nothing and calls
/// trigonometric functions only for the few segments the line actually cuts.
struct SegmentMetrics: Sendable {
    /// Whether the segment is a straight line (`first`/`second` are its ends) or an arc.
    let isLine: Bool
    /// A line's start point; unused for arcs.
    let first: Point
    /// A line's end point, or an arc's centre.
    let second: Point
    /// An arc's radius; 0 for lines.
    let radius: Double
    /// An arc's smaller end angle.
    let lowerAngle: Double
    /// An arc's larger end angle.
    let upperAngle: Double
    /// +1 when an arc is traversed towards increasing angle, -1 otherwise.
    let direction: Double
    /// The segment's exact horizontal extent, used to skip segments the cut does not touch.
    let minX: Double
    /// See `minX`.
    let maxX: Double
    /// The integral of (x - referenceX) dy along the whole segment.
    let fullXDy: Double
    /// The integral of dy along the whole segment (its end y minus its start y).
    let fullDy: Double

    private init(isLine: Bool, first: Point, second: Point, radius: Double, lowerAngle: Double, upperAngle: Double,
                 direction: Double, minX: Double, maxX: Double, fullXDy: Double, fullDy: Double) {
        self.isLine = isLine
        self.first = first
        self.second = second
        self.radius = radius
        self.lowerAngle = lowerAngle
        self.upperAngle = upperAngle
        self.direction = direction
        self.minX = minX
        self.maxX = maxX
        self.fullXDy = fullXDy
        self.fullDy = fullDy
    }

    /// These metrics for the segment scaled by a positive `factor` about the origin and then
    /// moved by `offset`, measured from the reference x moved the same way: angles and
    /// directions stay, lengths scale, and the integral of (x - reference) dy scales by the
    /// square of the factor.
    func scaled(by factor: Double, thenTranslatedBy offset: Point) -> SegmentMetrics {
        func map(_ point: Point) -> Point { Point(x: point.x * factor + offset.x, y: point.y * factor + offset.y) }
        return SegmentMetrics(isLine: isLine, first: map(first), second: map(second), radius: radius * factor,
                              lowerAngle: lowerAngle, upperAngle: upperAngle, direction: direction,
                              minX: minX * factor + offset.x, maxX: maxX * factor + offset.x,
                              fullXDy: fullXDy * factor * factor, fullDy: fullDy * factor)
    }

    /// Flattens `segment`, measuring x relative to `referenceX` (the outline's centre) so the
    /// integrals stay accurate for outlines far from the origin.
    init(_ segment: OutlineSegment, referenceX: Double) {
        let box = segment.boundingBox
        minX = box.minX
        maxX = box.maxX
        switch segment {
        case .line(let from, let to):
            isLine = true
            first = from
            second = to
            radius = 0
            lowerAngle = 0
            upperAngle = 0
            direction = 1
            fullDy = to.y - from.y
            fullXDy = ((from.x - referenceX) + (to.x - referenceX)) / 2 * fullDy
        case .arc(let arc):
            isLine = false
            first = arc.center
            second = arc.center
            radius = arc.radius
            lowerAngle = min(arc.startAngle, arc.endAngle)
            upperAngle = max(arc.startAngle, arc.endAngle)
            direction = arc.sweep < 0 ? -1 : 1
            let whole = Self.arcIntegrals(centerX: arc.center.x, radius: arc.radius, cut: referenceX,
                                          from: arc.startAngle, to: arc.endAngle)
            fullXDy = whole.xDy
            fullDy = whole.dy
        }
    }

    /// The integrals of (x - cut) dy and of dy over the part of the segment with x <= cut,
    /// in the direction the segment is traversed.
    func clippedIntegrals(leftOf cut: Double) -> (xDy: Double, dy: Double) {
        isLine ? clippedLineIntegrals(leftOf: cut) : clippedArcIntegrals(leftOf: cut)
    }

    private func clippedLineIntegrals(leftOf cut: Double) -> (xDy: Double, dy: Double) {
        let from = first, to = second
        let fromInside = from.x <= cut
        let toInside = to.x <= cut
        // On a straight piece x - cut is linear in y, so its integral is the mean of the ends times dy.
        switch (fromInside, toInside) {
        case (true, true):
            let dy = to.y - from.y
            return (((from.x - cut) + (to.x - cut)) / 2 * dy, dy)
        case (false, false):
            return (0, 0)
        case (true, false):
            let crossingY = from.y + (cut - from.x) / (to.x - from.x) * (to.y - from.y)
            let dy = crossingY - from.y
            return ((from.x - cut) / 2 * dy, dy)
        case (false, true):
            let crossingY = from.y + (cut - from.x) / (to.x - from.x) * (to.y - from.y)
            let dy = to.y - crossingY
            return ((to.x - cut) / 2 * dy, dy)
        }
    }

    private func clippedArcIntegrals(leftOf cut: Double) -> (xDy: Double, dy: Double) {
        let centerX = second.x
        let ratio = (cut - centerX) / radius
        if ratio >= 1 {
            // The whole circle is left of the cut.
            let whole = Self.arcIntegrals(centerX: centerX, radius: radius, cut: cut,
                                          from: lowerAngle, to: upperAngle)
            return (direction * whole.xDy, direction * whole.dy)
        }
        if !(ratio > -1) { return (0, 0) }
        // cos t <= ratio exactly on the angle intervals [t0, 2pi - t0] + 2pi m.
        let t0 = acos(ratio)
        let fullTurn = 2 * Double.pi
        var turn = ((lowerAngle - fullTurn + t0) / fullTurn).rounded(.up)
        var xDy = 0.0
        var dy = 0.0
        // The arc spans at most one full turn, so it meets at most two of those intervals;
        // a third pass only guards against rounding in `turn`.
        for _ in 0..<3 {
            let from = max(lowerAngle, t0 + fullTurn * turn)
            let to = min(upperAngle, fullTurn - t0 + fullTurn * turn)
            if from < to {
                let piece = Self.arcIntegrals(centerX: centerX, radius: radius, cut: cut, from: from, to: to)
                xDy += piece.xDy
                dy += piece.dy
            }
            turn += 1
        }
        return (direction * xDy, direction * dy)
    }

    /// The integrals of (x - cut) dy and of dy along the circle from angle `from` to `to`, where
    /// x = centerX + radius cos t and dy = radius cos t dt.
    static func arcIntegrals(centerX: Double, radius: Double, cut: Double,
                             from: Double, to: Double) -> (xDy: Double, dy: Double) {
        let sinFrom = sin(from), cosFrom = cos(from)
        let sinTo = sin(to), cosTo = cos(to)
        let dy = radius * (sinTo - sinFrom)
        // (sin 2b - sin 2a) / 4 == (sin b cos b - sin a cos a) / 2
        let xDy = (centerX - cut) * dy
            + radius * radius * ((to - from) / 2 + (sinTo * cosTo - sinFrom * cosFrom) / 2)
        return (xDy, dy)
    }
}
