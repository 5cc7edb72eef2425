/// Every way a `MarkupTemplate` can be malformed, or filled with the wrong values.
public enum MarkupTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `{{` without its `}}`, at this byte offset of the source.
    case unclosedTag(offset: Int)
    /// A tag that is not a comment, a section or `context:name` with a known context and a
    /// name of ASCII letters and digits.
    case invalidTag(String, offset: Int)
    /// A section opened and never closed.
    case unclosedSection(String)
    /// A `{{/name}}` that closes no open section of that name.
    case unexpectedClose(String, offset: Int)
    /// A name the template uses and the values do not give.
    case missingValue(String)
    /// A value of the wrong kind for where it is used: text or a number in a `markup`
    /// placeholder, markup outside one, a list as a placeholder, text as a section.
    case mismatchedValue(name: String, usage: String)

    /// The error in one line, naming the placeholder or the place in the template.
    public var description: String {
        switch self {
        case .unclosedTag(let offset): return "a tag opened at byte \(offset) is never closed with }}"
        case .invalidTag(let tag, let offset): return "invalid tag {{\(tag)}} at byte \(offset)"
        case .unclosedSection(let name): return "section \(name) is never closed"
        case .unexpectedClose(let name, let offset): return "{{/\(name)}} at byte \(offset) closes no open section"
        case .missingValue(let name): return "no value for \(name)"
        case .mismatchedValue(let name, let usage): return "the value of \(name) cannot be used as \(usage)"
        }
    }
}
