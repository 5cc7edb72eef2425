/// Text that a template engine fills with a live rating's value (`--value-slot`): written
/// verbatim where the value goes in a live snippet (its `--starsvg-value` and its accessible
/// name), such as `{{ rating|float }}`, `<%= rating.to_f %>` or `<?= (float)$rating ?>`.
///
/// Give it a filter that makes the engine write a number: the value stands in a `style`
/// attribute, where the engine's HTML escaping protects nothing (the browser decodes it before
/// CSS reads it), so a value such as `4;position:fixed` would add declarations of its own.
///
/// Under a Content-Security-Policy that refuses style attributes (`style-src 'self'`), place
/// it in the class instead (`placement`, `--slot-in class`), filled with the value in tenths:
/// `try LiveValueSlot("{{ (rating|float * 10)|round|int }}", placement: .class)`.
///
/// It stands inside double-quoted attributes, unescaped so that the engine reads its own code:
/// a `"` would end the attribute, and a control character has no place in one, so neither is
/// taken; nor are U+FFFE and U+FFFF, which a label may not hold either.
public struct LiveValueSlot: Equatable, Hashable, Sendable {
    /// The text, as given.
    public let text: String
    /// Where the slot stands, and so what the engine fills it with: the value in a `style`
    /// attribute (`.style`, the default) or its tenths in a class (`.class`).
    public var placement: LiveValueSlotPlacement = .style

    /// The longest slot, in Unicode scalars.
    public static let maximumLength = 200

    /// A slot of `text`.
    /// - Throws: `LiveValueSlotError` for an empty text, one too long, or one holding a `"`
    ///   or what a label may not hold (a control character, U+FFFE or U+FFFF).
    public init(_ text: String) throws(LiveValueSlotError) {
        guard !text.isEmpty else { throw .empty }
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if scalar == "\"" { throw .quote(text) }
            // What a label may not hold (`ForbiddenCharacter`): a slot the engine leaves as it
            // is stands in the accessible name where a label would. A control character (a
            // line break would split the attribute) and U+FFFE, U+FFFF.
            switch ForbiddenCharacter(scalar) {
            case .control: throw .controlCharacter
            case .noncharacter: throw .noncharacter
            case nil: break
            }
        }
        guard count <= Self.maximumLength else { throw .tooLong(count) }
        self.text = text
    }

    /// A slot of `text`, placed in `placement`: `.class` for a page whose policy refuses
    /// style attributes, the engine filling `text` with the value in tenths.
    /// - Throws: as `init(_:)`.
    public init(_ text: String, placement: LiveValueSlotPlacement) throws(LiveValueSlotError) {
        try self.init(text)
        self.placement = placement
    }
}
