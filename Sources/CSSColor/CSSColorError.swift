/// Why colour text was refused by `CSSColor(parsing:)` or `CSSColor.parseList(_:)`.
///
/// One case on purpose: whatever was wrong with the text (an unknown name, a malformed
/// function, an empty list item, too many characters), what a person needs in order to fix it
/// is the grammar, which `requirement` states, and the text they gave, which the case carries.
///
/// `description` is one plain sentence: the rule, then the text given. `requirement` is the
/// rule alone, for callers (the CLI) that quote the user's own text in their own way.
public enum CSSColorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not a colour of the grammar `CSSColor(parsing:)` accepts (CSS hex, a CSS
    /// named colour, `rgb()`/`rgba()`/`hsl()`/`hsla()`, `transparent` or `currentColor`, in at
    /// most `CSSColor.maximumTextLength` bytes), or a colour list has an empty or unbalanced
    /// item. It carries the refused text as given: the whole text, or the list's first bad item.
    case invalidColor(String)

    /// The refused text, as given.
    public var text: String {
        switch self {
        case .invalidColor(let text): return text
        }
    }

    /// What a colour must be, without the text given.
    public var requirement: String {
        switch self {
        case .invalidColor:
            return "a colour must be CSS hex (#rgb, #rgba, #rrggbb or #rrggbbaa), a CSS colour name such as gold, rgb(), rgba(), hsl() or hsla(), transparent or currentColor, in at most \(CSSColor.maximumTextLength) characters"
        }
    }

    /// The requirement, then the text given in quotes: `… (got 'redd')`.
    public var description: String {
        switch self {
        case .invalidColor(let text): return "\(requirement) (got '\(text)')"
        }
    }
}
