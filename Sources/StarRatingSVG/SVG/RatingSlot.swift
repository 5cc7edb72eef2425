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
    /// In a picture drawn through one filter (`FilteredFillSplit`): the soft edge's two floods,
    /// the whole pixels' extent and the edge's pixel's x and opacity, and the colour's and the
    /// track's rectangles of tiles.
    static let wholeFloodExtent = SVGTemplate.Slot(4)
    static let partialFloodX = SVGTemplate.Slot(5)
    static let partialFloodOpacity = SVGTemplate.Slot(6)
    static let colorRectX = SVGTemplate.Slot(7)
    static let colorRectWidth = SVGTemplate.Slot(8)
    static let trackRectX = SVGTemplate.Slot(9)
    static let trackRectWidth = SVGTemplate.Slot(10)
}
