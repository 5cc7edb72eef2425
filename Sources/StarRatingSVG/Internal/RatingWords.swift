import LocalizedTexts

/// The language and texts given to a rating, held by one reference: a rating holds them, and a
/// batch holds every rating it checks until it writes them. Held inline they made every rating
/// larger, given or not, which a batch's peak memory has no room for; a rating without either
/// pays one pointer.
final class RatingWords: Sendable {
    /// The language, or `nil` for English, unnamed.
    let locale: RatingLocale?
    /// The texts given, or `nil` for the locale's.
    let texts: RatingTexts?

    init(locale: RatingLocale?, texts: RatingTexts?) {
        self.locale = locale
        self.texts = texts
    }
}
