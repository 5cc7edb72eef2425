/// A placeholder of a text template, written `{value}` or `{stars}`.
public enum TextPlaceholder: String, CaseIterable, Sendable {
    /// The rating's value, as the locale writes it ("3,5" in German).
    case value
    /// The number of stars, as the locale writes it.
    case stars
}
