/// One command of SVG path data, in absolute coordinates.
public enum SVGPathCommand: Equatable, Sendable {
    /// `M x y`: start a subpath.
    case move(x: Double, y: Double)
    /// `L x y`: a straight line.
    case line(x: Double, y: Double)
    /// `A rx ry rotation large-arc sweep x y`: an elliptical arc to `(x, y)`.
    case arc(
        radiusX: Double, radiusY: Double, rotationDegrees: Double,
        isLargeArc: Bool, isClockwise: Bool, x: Double, y: Double)
    /// `Z`: close the subpath.
    case close
}
