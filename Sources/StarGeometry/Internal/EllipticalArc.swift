#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An arc of a rotated ellipse in centre form: the point at parameter t is
/// `center + rotation * (radiusX cos t, radiusY sin t)`, t running from `startAngle` through
/// `sweep` (positive = clockwise on screen, y down).
struct EllipticalArc: Hashable, Sendable {
    let center: Point
    let radiusX: Double
    let radiusY: Double
    let cosRotation: Double
    let sinRotation: Double
    let startAngle: Double
    let sweep: Double
    /// The end points as given, so that flattening joins the neighbouring segments exactly
    /// rather than at the rounded ends of the parametrisation.
    let start: Point
    let end: Point

    /// The segment SVG draws for an `A` command from `start` (SVG 1.1, F.6.2 and F.6.5): nil
    /// when the arc ends where it starts (SVG leaves it out), a line when a radius is zero, else
    /// the arc, with radii scaled up as F.6.6 says when they are too small to reach `end`.
    static func segment(from start: Point, to end: Point, radiusX: Double, radiusY: Double, rotation: Double,
                        isLargeArc: Bool, isSweepClockwise: Bool) -> PathSegment? {
        if start == end { return nil }
        var rx = radiusX.magnitude
        var ry = radiusY.magnitude
        if rx == 0 || ry == 0 { return .line(start, end) }
        let cosPhi = cos(rotation)
        let sinPhi = sin(rotation)
        // F.6.5.1: the midpoint's offset in the ellipse's axes.
        let halfDx = (start.x - end.x) / 2
        let halfDy = (start.y - end.y) / 2
        let x1 = cosPhi * halfDx + sinPhi * halfDy
        let y1 = -sinPhi * halfDx + cosPhi * halfDy
        // F.6.6.2: radii too small to span the end points grow, keeping their ratio, until
        // they just do; the centre is then the midpoint.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let grow = lambda.squareRoot()
            rx *= grow
            ry *= grow
        }
        // F.6.5.2, with the numerator clamped at zero: rounding can make it slightly negative
        // when the radii were just scaled to fit.
        let numerator = max(rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1, 0)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (numerator / denominator).squareRoot() : 0
        if isLargeArc == isSweepClockwise { coefficient = -coefficient }
        let centerX1 = coefficient * rx * y1 / ry
        let centerY1 = -coefficient * ry * x1 / rx
        // F.6.5.3
        let center = Point(x: cosPhi * centerX1 - sinPhi * centerY1 + (start.x + end.x) / 2,
                           y: sinPhi * centerX1 + cosPhi * centerY1 + (start.y + end.y) / 2)
        // F.6.5.5 and F.6.5.6: the angles of the end points on the unit circle the ellipse maps
        // from; the sweep takes the sign the flag asks for.
        let startAngle = atan2((y1 - centerY1) / ry, (x1 - centerX1) / rx)
        let endAngle = atan2((-y1 - centerY1) / ry, (-x1 - centerX1) / rx)
        var sweep = endAngle - startAngle
        if isSweepClockwise, sweep < 0 { sweep += 2 * Double.pi }
        if !isSweepClockwise, sweep > 0 { sweep -= 2 * Double.pi }
        return .arc(EllipticalArc(center: center, radiusX: rx, radiusY: ry, cosRotation: cosPhi, sinRotation: sinPhi,
                                  startAngle: startAngle, sweep: sweep, start: start, end: end))
    }

    /// The point at parameter `angle`.
    func point(atAngle angle: Double) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(x: center.x + radiusX * cosRotation * c - radiusY * sinRotation * s,
                     y: center.y + radiusX * sinRotation * c + radiusY * cosRotation * s)
    }

    /// The exact bounding box: the end points and the points where x or y is extreme (two
    /// parameters each, half a turn apart) that the sweep passes.
    var boundingBox: Rect {
        var box = Rect(enclosing: start, end)
        let lower = min(startAngle, startAngle + sweep)
        let upper = max(startAngle, startAngle + sweep)
        // dx/dt = -radiusX cos(phi) sin t - radiusY sin(phi) cos t is zero at the first; dy/dt
        // at the second.
        let extremeX = atan2(-radiusY * sinRotation, radiusX * cosRotation)
        let extremeY = atan2(radiusY * cosRotation, radiusX * sinRotation)
        for angle in [extremeX, extremeX + Double.pi, extremeY, extremeY + Double.pi]
        where CircularArc.interval(lower, upper, containsAngle: angle) {
            box = box.union(point(atAngle: angle))
        }
        return box
    }

    /// How many chords keep every point of the arc within `tolerance` of them: the ellipse is
    /// the unit circle under a linear map stretching by at most the larger radius, and a chord
    /// of the unit circle spanning angle d strays from its arc by 1 - cos(d / 2) = 2 sin²(d / 4),
    /// so steps of d = 4 asin(sqrt(tolerance / (2 r))) are small enough (written so that a
    /// tolerance far below the radius does not round the step to zero).
    func pieceCount(tolerance: Double) -> Double {
        let ratio = tolerance / (2 * max(radiusX, radiusY))
        let step = ratio >= 1 ? 2 * Double.pi : 4 * asin(ratio.squareRoot())
        return max((sweep.magnitude / step).rounded(.up), 1)
    }
}
