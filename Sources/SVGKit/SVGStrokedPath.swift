/// A path that an icon strokes, as `SVGIcon` reads it: its elements in its own coordinates,
/// the stroke's style there, and the transform that takes them to the icon's `viewBox`.
///
/// The stroke is kept in the path's own coordinates because that is where SVG strokes it: a
/// width is measured there, and a transform that stretches one way stretches the line with it.
public struct SVGStrokedPath: Equatable, Sendable {
    /// The path's elements, absolute, in its own coordinates.
    public var elements: [PathElement]
    /// The stroke's width, caps, joins and miter limit, as in force for the element.
    public var style: StrokeStyle
    /// The map from the path's coordinates to the `viewBox`'s: every `transform` from the root
    /// to the element, composed.
    public var transform: AffineTransform
    /// Where the shape's element starts in the file it was read from (its `<`), so that a
    /// message about its stroke can point at it; nil for a path made in code.
    public var location: SVGIconError.Location?

    /// Creates a stroked path.
    /// - Parameters:
    ///   - elements: the path's absolute elements, in its own coordinates.
    ///   - style: the stroke's style.
    ///   - transform: the map to the `viewBox`'s coordinates. Default: none.
    ///   - location: where its element starts in a file. Default: nil, for none.
    public init(elements: [PathElement], style: StrokeStyle, transform: AffineTransform = .identity,
                location: SVGIconError.Location? = nil) {
        self.elements = elements
        self.style = style
        self.transform = transform
        self.location = location
    }
}
