/// Which of its three drawings a face draws a scene with (`SVGScene.drawing(for:)`). The
/// style sheet's forced colours need the drawing's name: each drawing's flat look styles its
/// own parts, and a rule for another drawing's parts is bytes that no element reads.
enum RatingDrawing: Sendable {
    /// A still picture that shows a colour: its tiles through one filter
    /// (`SVGScene.writeFilteredDrawing`), which a browser draws for less than the tiles.
    case filtered
    /// Any other face that shows one colour, or none: pattern tiles under a mask that CSS can
    /// slide (`SVGScene.writeTiledDrawing`), for less than the row drawing.
    case tiled
    /// A rating input, whose style sheet switches between stacked band layers: the
    /// definitions, then the stack masked by the stars.
    case row
}
