/// A rating shape fitted in a cell as a rasterizer fills it: closed contours of lines and
/// circular arcs, and the fill rule. Each point is `point * scale + offset` in the cell.
///
/// The star, the heart and the circle give their outline, already fitted (scale 1, no offset),
/// its arcs exact; an icon gives its paths flattened into chords, in its own units with the
/// fit's scale and offset, so that a face fills every shape alike.
///
/// Its contours carried an icon's polygons as `OutlineSegment` lines, a second vocabulary beside
/// the plane's `Point` and `PathElement`; a rasterizer now takes the fitted outline
/// (`RatingShape.outline(fittedInSquareOfSide:)`, whose arcs it draws from their centres) or an
/// icon's polygons (`IconShape.flattened(tolerance:)`) as they are.
@available(*, deprecated, message: "fill outline(fittedInSquareOfSide:) or an icon's flattened(tolerance:) polygons")
public struct FittedContours: Sendable {
    /// The contours, each closed from its last point back to its first.
    public let contours: [[OutlineSegment]]
    /// What each point is multiplied by, before `offset` is added.
    public let scale: Double
    /// What is added to each scaled point.
    public let offset: Point
    /// The rule that fills the contours.
    public let fillRule: FillRule
}

extension RatingShape {
    /// The rule that fills the shape: an icon's `drawing`'s; nonzero for the others.
    public var fillRule: FillRule {
        if case .icon(let icon) = self { return icon.drawing.fillRule }
        return .nonzero
    }

    /// The shape fitted in the square [0, side] x [0, side], as contours to fill.
    /// - Parameters:
    ///   - side: The side of the square cell.
    ///   - tolerance: How far an icon's chords may stray from its curves once the cell is drawn
    ///     at `deviceScale` device pixels per unit, in device pixels.
    ///   - deviceScale: The device pixels per unit of the cell.
    /// - Complexity: O(n) in the number of outline segments; for an icon, O(n + p) in its
    ///   elements and the points made.
    @available(*, deprecated, message: "fill outline(fittedInSquareOfSide:) or an icon's flattened(tolerance:) polygons")
    public func contours(fittedInSquareOfSide side: Double, tolerance: Double, deviceScale: Double) -> FittedContours {
        let outline: Outline
        switch self {
        case .star(let star): outline = star.outline(fittedInSquareOfSide: side)
        case .heart: outline = fitted(Self.heartUnitOutline, side)
        case .circle: outline = fitted(Self.circleUnitOutline, side)
        case .icon(let icon):
            let fit = fitting(inSquareOfSide: side)
            let polygons = icon.flattened(tolerance: tolerance / (fit.scale * deviceScale)).flatMap(\.polygons)
            let contours = polygons.map { polygon in zip(polygon, polygon.dropFirst()).map { OutlineSegment.line(from: $0, to: $1) } }
            return FittedContours(contours: contours, scale: fit.scale, offset: fit.offset, fillRule: fillRule)
        }
        return FittedContours(contours: [outline.segments], scale: 1, offset: .zero, fillRule: fillRule)
    }
}
