import WebTemplates

/// The rating input's templates, parsed once.
enum InputTemplates {
    /// `Templates/rating-input.html`: the radio buttons over the stars.
    static let markup = RatingTemplates.parse(EmbeddedTemplates.ratingInput, "rating-input.html")
    /// `Templates/rating-input.js`: the optional script that clears the rating.
    static let script = RatingTemplates.parse(EmbeddedTemplates.script, "rating-input.js")
}
