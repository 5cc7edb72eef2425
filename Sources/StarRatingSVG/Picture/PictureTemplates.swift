import WebTemplates

/// The HTML picture's template, parsed once.
enum PictureTemplates {
    /// `Templates/snippet.html`: the picture, its layers drawn by its style sheet.
    static let markup = RatingTemplates.parse(EmbeddedTemplates.snippet, "snippet.html")
}
