/// The plain-text face (`--format text`): the rating as one line of text, for terminals,
/// Markdown, commit messages and chat, where no picture goes: `★★★★☆ 4.3/5`.
///
/// The line is whole symbols, then the value over the number of stars:
/// - **Whole stars**: the value rounded to the nearest whole star, a half up (`TextRatingLine.filledCount(value:)`):
///   4.3 is four filled stars, 4.5 five, 0.4 none. The exact value follows, so that nothing
///   is lost to the rounding.
/// - **Symbols**: `★` and `☆` for a star of any points, `♥` and `♡` for a heart, `●` and `○`
///   for a circle; an icon file has no character, and is refused (`TextFaceError`).
/// - **Numbers in the locale's digits and decimal sign**: `★★★★☆ 4,3/5` in German,
///   `★★★★☆ ٤٫٣/٥` in Arabic.
/// - **Direction**: a right-to-left line (`RatingDirection.rightToLeft`, or `auto` in a
///   right-to-left locale: Arabic, Hebrew, Persian, Urdu) starts with U+200F RIGHT-TO-LEFT
///   MARK, so that a terminal or a chat that lays a paragraph out by its first strong
///   character shows it right to left, the filled stars on the right as the mirrored picture
///   has them; a left-to-right line in a right-to-left locale starts with U+200E LEFT-TO-RIGHT
///   MARK. A left-to-right line in a left-to-right locale has no mark.
/// - **The label**: a label of the rating's own (`StarRating(label:)`, `--label`) comes first,
///   then a space: `Food: ★★★★☆ 4.3/5` for the label `Food:`. The texts' label, the default
///   (“Rating: 4.3 out of 5”), says what the line shows already, and is left out.
///
/// The line ends with a line feed. No colour, size or look of the picture is part of it.
public struct TextFace: RatingFace, Equatable {
    /// `text`.
    public static let name = "text"
    /// `text`.
    public static let format = "text"
    /// `text/plain`: UTF-8 text.
    public static let mediaType = "text/plain"
    /// `false`: it is text.
    public static let isBinary = false

    /// A text face: it takes no parameter beyond the rating's own.
    public init() {}

    /// `rating`'s line.
    /// - Throws: `TextFaceError.iconShape` for a rating of an icon file's shape, which has
    ///   no character.
    public func plan(_ rating: StarRating) throws(TextFaceError) -> TextRatingLine {
        try TextRatingLine(rating)
    }
}
