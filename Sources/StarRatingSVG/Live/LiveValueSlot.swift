/// Text that a template engine fills with a live rating's value (`--value-slot`): written
/// verbatim where the value goes in a live snippet (its `--starsvg-value` and its accessible
/// name), such as `{{ rating|float }}`, `<%= rating.to_f %>` or `<?= (float)$rating ?>`.
///
/// Give it a filter that makes the engine write a number: the value stands in a `style`
/// attribute, where the engine's HTML escaping protects nothing (the browser decodes it before
/// CSS reads it), so a value such as `4;position:fixed` would add declarations of its own.
///
/// It stands inside double-quoted attributes, unescaped so that the engine reads its own code:
/// a `"` would end the attribute, and a control character has no place in one, so neither is
/// taken.
public struct LiveValueSlot: Equatable, Hashable, Sendable {
    /// The text, as given.
    public let text: String

    /// The longest slot, in Unicode scalars.
    public static let maximumLength = 200

    /// A slot of `text`.
    /// - Throws: `LiveValueSlotError` for an empty text, one too long, or one holding a `"`
    ///   or a control character.
    public init(_ text: String) throws(LiveValueSlotError) {
        guard !text.isEmpty else { throw .empty }
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if scalar == "\"" { throw .quote(text) }
            // C0, DEL and C1: none belongs in an attribute, and a line break would split it.
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { throw .controlCharacter }
        }
        guard count <= Self.maximumLength else { throw .tooLong(count) }
        self.text = text
    }
}
