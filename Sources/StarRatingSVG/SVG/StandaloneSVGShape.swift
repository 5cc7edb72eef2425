import CSSColor
import StarGeometry

/// Everything that fixes a standalone rating SVG's bytes apart from its id prefix and its
/// slots (`RatingSlot`): ratings of one shape differ only in their ids, label, fill edge and
/// colour, so they can share one template.
///
/// What is left out, and why that is safe: the value, levels, colours and fill mode only
/// choose the fill edge and the colour, which are slots; whether there is a fill at all, and
/// whether its colour has an opacity below 1, add elements and an attribute, so they are here.
struct StandaloneSVGShape: Hashable, Sendable {
    /// The stars, their layout and shape.
    let row: StarRow
    /// The blur's σ, which sets the filters and the soft edge's rectangle.
    let blur: Double
    /// Whether references also carry `xlink:href`.
    let includesXLink: Bool
    /// Whether any colour shows (the value is above 0).
    let hasFill: Bool
    /// Whether the colour shown has an opacity below 1 (the colour layer's `opacity`).
    let hasFillOpacity: Bool
    /// Whether the row fills from the right: the soft edge's rectangle starts at its other end.
    let isRightToLeft: Bool
    /// The language the root names (`xml:lang`), if any.
    let language: String?

    /// The shape of `rating`'s standalone SVG, showing `fill` in `color`.
    init(rating: StarRating, fill: FillState?, color: CSSColor?, includingXLink: Bool) {
        row = rating.row
        blur = rating.blur
        includesXLink = includingXLink
        hasFill = fill != nil
        hasFillOpacity = (color?.opacity ?? 1) < 1
        isRightToLeft = rating.direction.drawsRightToLeft
        language = rating.locale?.tag
    }

}
