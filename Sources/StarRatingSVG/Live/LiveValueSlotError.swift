/// Why a text cannot be a live rating's value slot (`LiveValueSlot.init(_:)`).
public enum LiveValueSlotError: RatingParameterError, Equatable {
    /// The text is empty: the snippet would give no value at all.
    case empty
    /// The text is longer than `LiveValueSlot.maximumLength` scalars (it holds this many).
    case tooLong(Int)
    /// The text, as given, holds a `"`, which would end the attribute the slot stands in.
    case quote(String)
    /// The text holds a control character (a line break, a tab), which no attribute holds.
    case controlCharacter
    /// The text holds U+FFFE or U+FFFF, which no HTML or XML may hold, and a label neither.
    case noncharacter

    /// `.valueSlot`.
    public var parameter: RatingParameter { .valueSlot }

    /// What a slot must be, and why this one is not, without the text given.
    public var requirement: String {
        switch self {
        case .empty:
            "the value slot must not be empty: it is what the template engine replaces with the value"
        case .tooLong:
            "the value slot must be at most \(LiveValueSlot.maximumLength) characters"
        case .quote:
            "the value slot must not hold a \" (it is written unescaped inside double-quoted attributes, which it would end; use single quotes in the engine's expression)"
        case .controlCharacter:
            "the value slot must not hold control characters such as a line break or a tab (it stands inside attributes)"
        case .noncharacter:
            "the value slot must not hold U+FFFE or U+FFFF, which are not characters and which no HTML or XML may hold"
        }
    }

    /// The requirement, then what was found.
    public var description: String {
        switch self {
        case .empty, .controlCharacter, .noncharacter, .quote: requirement
        case .tooLong(let count): "\(requirement) (got \(count))"
        }
    }
}
