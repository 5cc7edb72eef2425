/// The parts of a rating's SVG that carry an id, so that one part can refer to another.
///
/// The names say what each part is; the ids written into the output stay short (one letter
/// after the rating's prefix), since they are repeated in every rating of a page.
enum SVGRatingPart: CaseIterable, Sendable {
    /// The star outline, defined once and reused for every star.
    case starShape
    /// The row of all the stars, each a reuse of `starShape`.
    case starRow
    /// The mask of the star shapes, which clips the whole stack as the reference's outer mask.
    case starMask
    /// The filter that turns the stars into the rim: the bevel's grey over white, and the
    /// darkening over the colour (in a drawing of one colour, the colour tile's darkened rim).
    case rimFilter
    /// The filter that blurs the soft-edged mask rectangle.
    case softEdgeFilter
    /// The soft-edged mask that reveals the colour surface up to the fill edge.
    case fillMask
    /// The pattern tile of one empty star, bevelled: what the track's rectangle is filled with
    /// in a drawing of one colour (`SVGScene.writeTiledDrawing`).
    case trackTile
    /// The pattern tile of one star in the colour shown, bevelled: what the colour's rectangle
    /// is filled with in a drawing of one colour.
    case colorTile
    /// The filter that turns a star into the track's bevel, the grey of its blurred alpha.
    case trackFilter

    /// The short suffix of this part's id, right after the rating's prefix.
    var idSuffix: String {
        switch self {
        case .starShape: "s"
        case .starRow: "r"
        case .starMask: "k"
        case .rimFilter: "e"
        case .softEdgeFilter: "m"
        case .fillMask: "f"
        case .trackTile: "t"
        case .colorTile: "c"
        case .trackFilter: "b"
        }
    }
}
