import SVGKit
import WebTemplates

/// The templates of `Templates/`, parsed once, and how every web face fills one.
enum RatingTemplates {
    /// `Templates/rating.css`.
    static let styleSheet = parse(EmbeddedTemplates.styleSheet, "rating.css")
    /// `Templates/snippet.html`.
    static let snippet = parse(EmbeddedTemplates.snippet, "snippet.html")
    /// `Templates/rating-input.html`.
    static let ratingInput = parse(EmbeddedTemplates.ratingInput, "rating-input.html")
    /// `Templates/rating-input.js`.
    static let script = parse(EmbeddedTemplates.script, "rating-input.js")
    /// `Templates/live.css`.
    static let liveStyleSheet = parse(EmbeddedTemplates.liveStyleSheet, "live.css")
    /// `Templates/live.html`.
    static let live = parse(EmbeddedTemplates.live, "live.html")

    /// Fills `template`, named `name` in `Templates/`; the names given are exactly those the
    /// templates use, and a test renders every template in every mode, so a failure is a bug
    /// in the face that fills it.
    static func render(_ template: MarkupTemplate, _ values: TemplateValues, _ name: String,
                       numberFormatter: SVGNumberFormatter, lineBreaks: MarkupTemplate.LineBreaks) -> String {
        do {
            return try template.render(values, numberFormatter: numberFormatter, lineBreaks: lineBreaks)
        } catch {
            preconditionFailure("Templates/\(name): \(error)")
        }
    }

    /// The line breaks of a snippet's markup and style sheet in `options`: compact output
    /// leaves out the templates' own.
    static func lineBreaks(_ options: SVGWriterOptions) -> MarkupTemplate.LineBreaks {
        options.indentation == nil ? .joined : .kept
    }

    /// The templates are part of the program, not input: one that does not parse is a bug,
    /// which `EmbeddedTemplateTests` catches before any release.
    private static func parse(_ source: String, _ name: String) -> MarkupTemplate {
        do {
            return try MarkupTemplate(source: source)
        } catch {
            preconditionFailure("Templates/\(name) is malformed: \(error)")
        }
    }
}
