import SVGKit
import WebTemplates

/// The rating input's templates, parsed once.
enum InputTemplates {
    /// `Templates/rating-input.html`: the radio buttons over the stars.
    static let markup = RatingTemplates.parse(EmbeddedTemplates.ratingInput, "rating-input.html")
    /// `Templates/rating-input.js`: the optional script that clears the rating.
    static let script = RatingTemplates.parse(EmbeddedTemplates.script, "rating-input.js")

    /// The script as compact output writes it, without indentation (it keeps its line
    /// breaks), and as pretty output does: the same text for every input, so made once
    /// rather than for each (it has no value; its numbers need no precision).
    static let compactScript = renderedScript(lineBreaks: .unindented)
    static let prettyScript = renderedScript(lineBreaks: .kept)

    private static func renderedScript(lineBreaks: MarkupTemplate.LineBreaks) -> String {
        RatingTemplates.render(script, [:], "rating-input.js", numberFormatter: SVGNumberFormatter(precision: 2), lineBreaks: lineBreaks)
    }
}
