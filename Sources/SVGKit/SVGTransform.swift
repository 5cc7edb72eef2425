/// One SVG transform function.
public enum SVGTransform: Equatable, Sendable {
    /// `translate(x y)`.
    case translate(x: Double, y: Double)
    /// `scale(x y)`.
    case scale(x: Double, y: Double)
    /// `rotate(degrees)` about the origin.
    case rotate(degrees: Double)
    /// `matrix(a b c d e f)`.
    case matrix(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)
}
