import SVGKit

/// The values of a standalone rating SVG that differ between ratings of one shape (see
/// `StandaloneSVGShape`): the template slots the serialiser marks and `RatingSVGWriter` fills.
/// Everything else a standalone SVG holds follows from its shape, apart from the id prefix,
/// which a template handles by itself.
enum RatingSlot {
    /// The `<title>`'s text, the label.
    static let label = SVGTemplate.Slot(0)
    /// The soft-edged mask rectangle's `x`, placed at the fill edge.
    static let fillMaskX = SVGTemplate.Slot(1)
    /// The colour shown, as an SVG paint.
    static let fillPaint = SVGTemplate.Slot(2)
    /// The colour's opacity, written only when it is below 1.
    static let fillOpacity = SVGTemplate.Slot(3)
}
