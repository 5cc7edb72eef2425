import LocalizedTexts

/// The language and texts given to a rating, held by one reference: a rating holds them, and a
/// batch holds every rating it checks until it writes them. Held inline they made every rating
/// 24 bytes larger, given or not (161 to 185; 4.6 MiB for 200,000 ratings, where the peak's
/// budget leaves 5); a rating without either pays 8 bytes.
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
