/// An affine map of the plane, as SVG's `matrix(a b c d e f)`: a point (x, y) goes to
/// (a x + c y + e, b x + d y + f).
public struct AffineTransform: Hashable, Sendable {
    /// The x of the image of (1, 0), less the translation.
    public var a: Double
    /// The y of the image of (1, 0), less the translation.
    public var b: Double
    /// The x of the image of (0, 1), less the translation.
    public var c: Double
    /// The y of the image of (0, 1), less the translation.
    public var d: Double
    /// The translation along x.
    public var e: Double
    /// The translation along y.
    public var f: Double

    /// Creates a transform from its six numbers, as SVG's `matrix()` orders them.
    /// - Parameters:
    ///   - a: x of the image of (1, 0), less the translation.
    ///   - b: y of the image of (1, 0), less the translation.
    ///   - c: x of the image of (0, 1), less the translation.
    ///   - d: y of the image of (0, 1), less the translation.
    ///   - e: the translation along x.
    ///   - f: the translation along y.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// A translation by (`x`, `y`).
    /// - Parameters:
    ///   - x: The move along x.
    ///   - y: The move along y.
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    /// A scaling about the origin.
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// The point's image.
    /// - Parameters:
    ///   - point: The point to map.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
    }

    /// `other` applied first, then this transform: SVG's `transform="this other"`, a list read
    /// left to right with the rightmost applied to the points first.
    /// - Parameters:
    ///   - other: The transform applied first.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * other.a + c * other.b, b: b * other.a + d * other.b,
                        c: a * other.c + c * other.d, d: b * other.c + d * other.d,
                        e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
    }

    /// The determinant of the linear part: negative for a transform that mirrors.
    public var determinant: Double { a * d - b * c }

    /// The largest factor by which the transform stretches a length: the linear part's larger
    /// singular value.
    public var largestStretch: Double {
        let sum = a * a + b * b + c * c + d * d
        let root = max(sum * sum - 4 * determinant * determinant, 0).squareRoot()
        return ((sum + root) / 2).squareRoot()
    }
}
