/// One command of a path, in absolute coordinates with y downwards, with SVG's meaning.
///
/// The current point is where the previous element ended. A path starts with `move(to:)`.
/// After `close`, an element other than a move starts a new subpath at the closed one's start,
/// as in SVG.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point (SVG's `M`).
    case move(to: Point)
    /// A straight line from the current point (SVG's `L`).
    case line(to: Point)
    /// A quadratic Bézier curve from the current point (SVG's `Q`).
    case quadratic(control: Point, to: Point)
    /// A cubic Bézier curve from the current point (SVG's `C`).
    case cubic(control1: Point, control2: Point, to: Point)
    /// An arc of an ellipse from the current point (SVG's `A`), with SVG's semantics: the
    /// radii's signs are ignored; radii too small to reach the end point are scaled up until
    /// they just do (SVG 1.1, appendix F.6.6); a zero radius makes a straight line; an arc that
    /// ends where it starts is left out.
    /// - `radiusX`, `radiusY`: the ellipse's radii before rotation.
    /// - `rotation`: the angle, in radians, from the x axis to the ellipse's first axis
    ///   (clockwise on screen, as SVG's x-axis-rotation, which is in degrees).
    /// - `isLargeArc`: SVG's large-arc-flag: take the arc of more than half a turn.
    /// - `isSweepClockwise`: SVG's sweep-flag: turn clockwise on screen (increasing angle).
    /// - `to`: the end point.
    case ellipticalArc(radiusX: Double, radiusY: Double, rotation: Double,
                       isLargeArc: Bool, isSweepClockwise: Bool, to: Point)
    /// Closes the subpath with a straight line back to its start (SVG's `Z`).
    case close
}
