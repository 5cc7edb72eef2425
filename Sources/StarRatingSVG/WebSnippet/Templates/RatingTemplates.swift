import SVGKit
import WebTemplates

/// How every web face parses and fills its templates (`Templates/`, compiled in as
/// `EmbeddedTemplates`), and the template of the style sheet they share. Each face parses its
/// own templates in its own folder (`PictureTemplates`, `InputTemplates`, `LiveTemplates`).
enum RatingTemplates {
    /// `Templates/rating.css`: the style sheet's groups (`RatingStyleSheet.GroupTemplate.rating`).
    static let styleSheet = parse(EmbeddedTemplates.styleSheet, "rating.css")

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

    /// `source`, the compiled-in copy of `Templates/<name>`, parsed. The templates are part of
    /// the program, not input: one that does not parse is a bug, which `EmbeddedTemplateTests`
    /// catches before any release.
    static func parse(_ source: String, _ name: String) -> MarkupTemplate {
        do {
            return try MarkupTemplate(source: source)
        } catch {
            preconditionFailure("Templates/\(name) is malformed: \(error)")
        }
    }
}
