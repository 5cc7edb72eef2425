import WebTemplates

/// The templates of `Templates/`, parsed once.
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
