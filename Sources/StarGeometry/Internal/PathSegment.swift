#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One drawn piece of a path with its start point resolved: what the bounding box and the
/// flattening work from.
enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quadratic(Point, Point, Point)
    case cubic(Point, Point, Point, Point)
    case arc(EllipticalArc)

    /// Where the segment starts.
    var start: Point {
        switch self {
        case .line(let start, _), .quadratic(let start, _, _), .cubic(let start, _, _, _): start
        case .arc(let arc): arc.start
        }
    }

    /// The exact bounding box: the end points and, for curves, the points where the derivative
    /// of x or of y vanishes inside the parameter range (a linear equation per axis for a
    /// quadratic, a quadratic one for a cubic), as a browser's `getBBox()` measures.
    var boundingBox: Rect {
        switch self {
        case .line(let p0, let p1):
            return Rect(enclosing: p0, p1)
        case .quadratic(let p0, let p1, let p2):
            var box = Rect(enclosing: p0, p2)
            for t in Self.quadraticExtrema(p0.x, p1.x, p2.x) + Self.quadraticExtrema(p0.y, p1.y, p2.y) {
                box = box.union(Self.quadraticPoint(p0, p1, p2, at: t))
            }
            return box
        case .cubic(let p0, let p1, let p2, let p3):
            var box = Rect(enclosing: p0, p3)
            for t in Self.cubicExtrema(p0.x, p1.x, p2.x, p3.x) + Self.cubicExtrema(p0.y, p1.y, p2.y, p3.y) {
                box = box.union(Self.cubicPoint(p0, p1, p2, p3, at: t))
            }
            return box
        case .arc(let arc):
            return arc.boundingBox
        }
    }

    /// The number of chords that keep every point of the segment within `tolerance` of them,
    /// as a Double (it may be huge before the caller caps it).
    ///
    /// A Bézier of degree d split at n equal parameter steps strays from each chord by at most
    /// d (d - 1) M / (8 n²), M the largest second difference of its control points (Wang's
    /// bound: the chord is the piece's linear interpolant, and the second derivative is a
    /// Bézier of the differences times d (d - 1)); so n = ceil(sqrt(d (d - 1) M / (8
    /// tolerance))). Arcs: see `EllipticalArc.pieceCount(tolerance:)`.
    func pieceCount(tolerance: Double) -> Double {
        switch self {
        case .line:
            return 1
        case .quadratic(let p0, let p1, let p2):
            let m = Self.length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
            return max((m / (4 * tolerance)).squareRoot().rounded(.up), 1)
        case .cubic(let p0, let p1, let p2, let p3):
            let m = max(Self.length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                        Self.length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
            return max((3 * m / (4 * tolerance)).squareRoot().rounded(.up), 1)
        case .arc(let arc):
            return arc.pieceCount(tolerance: tolerance)
        }
    }

    /// Appends the points of `pieces` equal parameter steps after the start, the last one the
    /// end point exactly, and returns an upper bound on the area between the segment and those
    /// chords: the region a piece and its chord enclose lies in the convex hull of the piece's
    /// own control points (a Bézier lies in its control points' hull, and the chord joins two
    /// of them), and for an arc it is exactly an elliptical segment, rx ry (d - sin d) / 2.
    func appendPoints(pieces: Int, to points: inout [Point]) -> Double {
        let step = 1 / Double(pieces)
        switch self {
        case .line(_, let p1):
            points.append(p1)
            return 0
        case .quadratic(let p0, let p1, let p2):
            var errorArea = 0.0
            var from = p0
            var fromTangent = Self.quadraticDerivative(p0, p1, p2, at: 0)
            for index in 1...pieces {
                let t = Double(index) * step
                let to = index == pieces ? p2 : Self.quadraticPoint(p0, p1, p2, at: t)
                // The piece's middle control point, from either end's tangent.
                let control = Point(x: from.x + fromTangent.x * step / 2, y: from.y + fromTangent.y * step / 2)
                errorArea += Self.triangleArea(from, control, to)
                points.append(to)
                from = to
                fromTangent = Self.quadraticDerivative(p0, p1, p2, at: t)
            }
            return errorArea
        case .cubic(let p0, let p1, let p2, let p3):
            var errorArea = 0.0
            var from = p0
            var fromTangent = Self.cubicDerivative(p0, p1, p2, p3, at: 0)
            for index in 1...pieces {
                let t = Double(index) * step
                let to = index == pieces ? p3 : Self.cubicPoint(p0, p1, p2, p3, at: t)
                let toTangent = Self.cubicDerivative(p0, p1, p2, p3, at: t)
                // The piece's control points: its ends, and a third of the step along each
                // end's tangent.
                let control1 = Point(x: from.x + fromTangent.x * step / 3, y: from.y + fromTangent.y * step / 3)
                let control2 = Point(x: to.x - toTangent.x * step / 3, y: to.y - toTangent.y * step / 3)
                errorArea += Self.hullArea(from, control1, control2, to)
                points.append(to)
                from = to
                fromTangent = toTangent
            }
            return errorArea
        case .arc(let arc):
            for index in 1..<pieces {
                points.append(arc.point(atAngle: arc.startAngle + arc.sweep * (Double(index) * step)))
            }
            points.append(arc.end)
            let angle = arc.sweep.magnitude * step
            // d - sin d <= d³ / 6, which for small steps is also the accurate way to compute it.
            let excess = angle < 0.01 ? angle * angle * angle / 6 : angle - sin(angle)
            return Double(pieces) * arc.radiusX * arc.radiusY * excess / 2
        }
    }

    static func quadraticDerivative(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
        let u = 1 - t
        return Point(x: 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x)), y: 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y)))
    }

    static func cubicDerivative(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return Point(x: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                     y: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// Twice the signed area of the triangle o, p, q.
    private static func cross(_ o: Point, _ p: Point, _ q: Point) -> Double {
        (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x)
    }

    static func triangleArea(_ a: Point, _ b: Point, _ c: Point) -> Double {
        cross(a, b, c).magnitude / 2
    }

    /// The area of the convex hull of four points: the largest of the four triangles and the
    /// three quadrilaterals they make (the hull is one of them, and each lies inside it).
    static func hullArea(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        let abc = cross(a, b, c), abd = cross(a, b, d), acd = cross(a, c, d), bcd = cross(b, c, d)
        let twice = max(abc.magnitude, abd.magnitude, acd.magnitude, bcd.magnitude,
                        (abc + acd).magnitude, (abd - acd).magnitude, (abd - abc).magnitude)
        return twice / 2
    }

    static func quadraticPoint(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = u * u, b = 2 * u * t, c = t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameters in (0, 1) where a quadratic's coordinate is extreme: B'(t) = 0 where
    /// t = (p0 - p1) / (p0 - 2 p1 + p2).
    private static func quadraticExtrema(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where a cubic's coordinate is extreme: the roots of its
    /// derivative, a t² + b t + c with a = 3 (-p0 + 3 p1 - 3 p2 + p3), b = 6 (p0 - 2 p1 + p2),
    /// c = 3 (p1 - p0), solved without cancellation.
    private static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3)
        let b = 6 * (p0 - 2 * p1 + p2)
        let c = 3 * (p1 - p0)
        var roots: [Double] = []
        // A leading coefficient this small against the others makes the equation linear to
        // within rounding (and the quadratic formula unstable).
        if a.magnitude <= 1e-12 * (b.magnitude + c.magnitude) {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
                roots.append(q / a)
                if q != 0 { roots.append(c / q) }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func length(_ dx: Double, _ dy: Double) -> Double {
        (dx * dx + dy * dy).squareRoot()
    }
}
