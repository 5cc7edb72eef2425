#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Outline {
    /// The exact area of the part of the enclosed region with X <= `x`.
    ///
    /// Integrates (X - x) dY over just the parts of the boundary left of the cut (Green's
    /// theorem; the closing pieces along X = x contribute nothing because X - x = 0 there).
    /// Returns 0 at or left of `boundingBox.minX` (and for NaN), `area` at or right of
    /// `boundingBox.maxX`, and is clamped into 0...area against rounding.
    /// - Parameters:
    ///   - x: Where to cut.
    /// - Complexity: O(n) in the number of segments; allocates nothing.
    public func area(leftOf x: Double) -> Double {
        min(max(areaAndChord(leftOf: x).area, 0), area)
    }

    /// The length of the vertical chord through the region at `x` (the derivative of
    /// `area(leftOf:)`); 0 outside the bounding box.
    /// - Parameters:
    ///   - x: Where to cut.
    /// - Complexity: O(n) in the number of segments; allocates nothing.
    public func chordLength(at x: Double) -> Double {
        max(areaAndChord(leftOf: x).chord, 0)
    }

    /// The x such that `area(leftOf: x) == fraction * area`, accurate to about 1e-12 of the
    /// width.
    ///
    /// Safeguarded Newton's method on `boundingBox.minX...maxX` (the derivative is the chord
    /// length, so each step costs one pass over the segments), falling back to bisection
    /// whenever a step would leave the shrinking bracket.
    /// - Parameters:
    ///   - fraction: The share of the area to leave on the left, clamped to 0...1 (NaN counts
    ///     as 0); 0 gives `boundingBox.minX` and 1 gives `boundingBox.maxX`.
    /// - Complexity: O(n) per iteration in the number of segments, at most 100 iterations;
    ///   allocates nothing.
    public func x(leavingAreaFraction fraction: Double) -> Double {
        let box = boundingBox
        let clamped = fraction > 0 ? min(fraction, 1) : 0
        if clamped == 0 { return box.minX }
        if clamped == 1 { return box.maxX }
        let target = clamped * area
        let tolerance = 1e-12 * box.width
        var lower = box.minX
        var upper = box.maxX
        // Guessing as if the area grew linearly is usually close enough for Newton to take over.
        var guess = box.minX + clamped * box.width
        for _ in 0..<100 {
            let (value, chord) = areaAndChord(leftOf: guess)
            let excess = value - target
            if excess == 0 { return guess }
            if excess < 0 { lower = guess } else { upper = guess }
            var next = guess - excess / chord
            // Also catches a zero chord (infinite step) and NaN.
            if !(next > lower && next < upper) { next = (lower + upper) / 2 }
            if (next - guess).magnitude <= tolerance || upper - lower <= tolerance { return next }
            guess = next
        }
        return guess
    }

    /// The unclamped area left of `cut` and the vertical chord length at `cut`, from one pass.
    ///
    /// Both come out of the same clipped boundary: the area is the integral of (x - cut) dy, the
    /// chord minus the integral of dy (the closing vertical pieces would make the dy total zero).
    /// Both are normalised by the orientation so they are positive.
    func areaAndChord(leftOf cut: Double) -> (area: Double, chord: Double) {
        let box = boundingBox
        if cut <= box.minX || cut.isNaN { return (0, 0) }
        if cut >= box.maxX { return (area, 0) }
        let cutFromReference = cut - referenceX
        var xDy = 0.0
        var dy = 0.0
        for segment in metrics {
            if segment.maxX <= cut {
                xDy += segment.fullXDy - cutFromReference * segment.fullDy
                dy += segment.fullDy
            } else if segment.minX < cut {
                let piece = segment.clippedIntegrals(leftOf: cut)
                xDy += piece.xDy
                dy += piece.dy
            }
        }
        let orientation: Double = signedArea < 0 ? -1 : 1
        return (orientation * xDy, -orientation * dy)
    }

    /// One segment's term of the signed area 1/2 * integral(x dy - y dx), measured from
    /// `reference` (the total over a closed outline does not depend on it, but rounding does).
    static func signedAreaTerm(of segment: OutlineSegment, relativeTo reference: Point) -> Double {
        switch segment {
        case .line(let from, let to):
            let px = from.x - reference.x, py = from.y - reference.y
            let qx = to.x - reference.x, qy = to.y - reference.y
            return (px * qy - qx * py) / 2
        case .arc(let arc):
            let cx = arc.center.x - reference.x, cy = arc.center.y - reference.y
            let r = arc.radius
            let a = arc.startAngle, b = arc.endAngle
            return (r * (cx * (sin(b) - sin(a)) - cy * (cos(b) - cos(a))) + r * r * (b - a)) / 2
        }
    }
}
