#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CoverageRasterizer {
    /// A circular arc from the current point to `end`, as a path's `A` command of equal radii
    /// draws it (SVG 1.1, F.6.5 and F.6.6): nothing when it ends where it starts, a straight
    /// edge for a zero radius (and, as its limit, for one that is not finite), a radius too
    /// small to reach `end` grown until it just does.
    ///
    /// The centre is found again from the end points, which is ill-conditioned near a half
    /// turn: rounding the end points by ε moves it by about √(2rε). A caller whose arcs come
    /// from a centre (StarGeometry's `Outline`) gives them in pieces of at most a quarter turn,
    /// as browsers get them from the SVG face, where it moves by about ε.
    /// - Complexity: O(pixels the arc crosses).
    mutating func circularArc(to end: Point, radius: Double, isLargeArc: Bool, isSweepClockwise: Bool) {
        let start = currentPoint
        guard start != end else { return }
        var radius = radius.magnitude
        guard radius > 0, radius.isFinite else {
            line(to: end)
            return
        }
        // F.6.5.1 for a circle, whose rotation changes nothing: the start's offset from the
        // chord's midpoint.
        let halfX = (start.x - end.x) / 2
        let halfY = (start.y - end.y) / 2
        let halfChordSquared = halfX * halfX + halfY * halfY
        // F.6.6.2: a radius too small to span the end points grows until it just does.
        if halfChordSquared > radius * radius { radius = halfChordSquared.squareRoot() }
        // F.6.5.2, the numerator clamped at zero, which rounding can cross when it just fits.
        var coefficient = (max(radius * radius - halfChordSquared, 0) / halfChordSquared).squareRoot()
        if isLargeArc == isSweepClockwise { coefficient = -coefficient }
        let centerX = coefficient * halfY
        let centerY = -coefficient * halfX
        // F.6.5.3 to F.6.5.6: the centre, and the end points' angles around it.
        let center = Point(x: centerX + (start.x + end.x) / 2, y: centerY + (start.y + end.y) / 2)
        let startAngle = atan2(halfY - centerY, halfX - centerX)
        let endAngle = atan2(-halfY - centerY, -halfX - centerX)
        var sweep = endAngle - startAngle
        if isSweepClockwise, sweep < 0 { sweep += 2 * Double.pi }
        if !isSweepClockwise, sweep > 0 { sweep -= 2 * Double.pi }
        arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }
}
