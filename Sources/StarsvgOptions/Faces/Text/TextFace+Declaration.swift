import StarRatingSVG

extension TextFace: CommandLineFace {
    /// The line of plain text as the command offers it (`--format text`). It takes the
    /// rating's value, stars, shape, label, locale and direction; every option of the
    /// picture's look is refused, since a line of text shows none of it.
    package static let declaration = FaceDeclaration(
        TextFace.self, format: "the rating as a line of plain text for terminals, Markdown, commit messages and chat: whole stars (a half rounded up), then the value over the number of stars in the locale's digits",
        refusal: "plain text is a line of characters, with nothing but the stars and the value",
        optionRefusals: [
            (.levels, "plain text has no colour for the levels to choose"),
            (.colors, "plain text has no colour; the terminal or the page colours the characters"),
            (.size, "plain text takes the size of the text around it"),
            (.gap, "plain text takes the spacing of the font's characters"),
            (.fillMode, "plain text fills whole stars, and the value that follows them is exact"),
            (.points, "plain text writes every star as ★"),
            (.inner, "plain text writes every star as ★"),
            (.rounding, "plain text writes every star as ★"),
            (.iconBox, "plain text writes every star as a character, and has no icon to fit"),
            (.blur, "plain text has no soft edge or rim to blur"),
            (.texts, "plain text says no words but \(option: .label); the stars and the value need none"),
        ]
    ) { _, rating throws(RequestError) in
        do throws(TextFaceError) {
            return .plan(try TextFace().plan(rating), of: TextFace.self)
        } catch {
            throw RequestError(error)
        }
    }
}
