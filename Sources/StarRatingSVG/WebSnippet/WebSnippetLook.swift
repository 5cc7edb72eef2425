import SVGKit
import StarGeometry

/// What fixes the style groups every web face's look shares, the first part of each face's
/// key in `WebSnippetMemo`: the row, the blur, the direction and the colours, the load
/// animation, and how the sheet is written (its numbers' precision, compact or pretty, and
/// whether it is scoped to the snippet). A face's key adds what fixes its own groups.
struct WebSnippetLook: Hashable {
    let precision: Int
    let isCompact: Bool
    let isScopedToItself: Bool
    let row: StarRow
    let blur: Double
    let direction: RatingDirection
    let colors: [CSSColor]
    let isAnimated: Bool

    /// The look of `rating` as a face writes it with `writerOptions`, its sheet scoped to the
    /// snippet or not, animated or not.
    init(of rating: StarRating, writerOptions: SVGWriterOptions, isScopedToItself: Bool, isAnimated: Bool) {
        precision = writerOptions.numberPrecision
        isCompact = writerOptions.indentation == nil
        self.isScopedToItself = isScopedToItself
        row = rating.row
        blur = rating.blur
        direction = rating.direction
        colors = rating.colors
        self.isAnimated = isAnimated
    }
}
