/// One command of SVG path data, in absolute coordinates.
///
/// Every other command of the path grammar is one of these in absolute form:
/// `SVGPathData(parsing:)` turns `H` and `V` into lines, `S` and `T` into curves with their
/// reflected control point, and relative commands into absolute ones.
public enum SVGPathCommand: Equatable, Sendable {
    /// `M x y`: start a subpath.
    case move(x: Double, y: Double)
    /// `L x y`: a straight line.
    case line(x: Double, y: Double)
    /// `C x1 y1 x2 y2 x y`: a cubic Bézier curve to `(x, y)`, leaving the current point towards
    /// `(x1, y1)` and arriving from `(x2, y2)`.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
    /// `Q x1 y1 x y`: a quadratic Bézier curve to `(x, y)` with the control point `(x1, y1)`.
    case quadratic(x1: Double, y1: Double, x: Double, y: Double)
    /// `A rx ry rotation large-arc sweep x y`: an elliptical arc to `(x, y)`.
    case arc(
        radiusX: Double, radiusY: Double, rotationDegrees: Double,
        isLargeArc: Bool, isClockwise: Bool, x: Double, y: Double)
    /// `Z`: close the subpath.
    case close
}
