/// One piece of a parsed `MarkupTemplate`: literal text, a placeholder, or a section and what
/// it holds.
///
/// A struct, not an enum with payloads: the parsed templates live in static storage for the
/// whole run, and an enum keeps its case in the spare bits of its payload's pointer, where
/// LeakSanitizer's scan (in the fuzzer's builds) no longer sees the pointer and reports the
/// templates as leaked.
struct TemplateNode: Equatable, Sendable {
    /// What the node is.
    enum Kind: Equatable, Sendable {
        /// Template text, written as it is (its line breaks left out when lines are joined).
        case literal
        /// `{{context:name}}`: the value of `name`, escaped for `context`.
        case placeholder
        /// `{{#name}}…{{/name}}`.
        case section
        /// `{{^name}}…{{/name}}`.
        case invertedSection
    }

    /// What the node is.
    let kind: Kind
    /// The literal's text, or the placeholder's or the section's name.
    let text: String
    /// The placeholder's context; `nil` for the other kinds.
    let context: TemplatePlaceholderContext?
    /// A section's content; empty for the other kinds.
    let children: [TemplateNode]
    /// A literal's text as compact output writes it (`MarkupTemplate.LineBreaks.joined`), after
    /// text that does not end where a line of the template starts, and after text that does;
    /// empty for the other kinds. Worked out once, when the template is parsed: written a byte
    /// at a time at every render, it was a third of a rating input's markup and a tenth of a
    /// self-contained picture's batch line (Documentation/performance.md). (A script, the one
    /// template written `.unindented`, is rendered once a process.)
    var joined: [CompactText] = []

    /// A literal's bytes in compact output, and whether they end where a line of the template
    /// starts (its indentation still to leave out).
    struct CompactText: Equatable, Sendable {
        let bytes: [UInt8]
        let endsAtLineStart: Bool
    }

    /// Template text.
    static func literal(_ text: String) -> TemplateNode {
        let joined = [false, true].map { startsAtLineStart in
            var isAtLineStart = startsAtLineStart
            var bytes: [UInt8] = []
            appendWithoutIndentation(text, keepingLineBreaks: false, isAtLineStart: &isAtLineStart, to: &bytes)
            return CompactText(bytes: bytes, endsAtLineStart: isAtLineStart)
        }
        return TemplateNode(kind: .literal, text: text, context: nil, children: [], joined: joined)
    }

    /// A placeholder.
    static func placeholder(_ context: TemplatePlaceholderContext, name: String) -> TemplateNode {
        TemplateNode(kind: .placeholder, text: name, context: context, children: [])
    }

    /// A section, or an inverted one.
    static func section(name: String, isInverted: Bool, children: [TemplateNode]) -> TemplateNode {
        TemplateNode(kind: isInverted ? .invertedSection : .section, text: name, context: nil, children: children)
    }

    /// `text` without the spaces and tabs that start a line of the template, and without its
    /// line breaks too unless `keepingLineBreaks`.
    static func appendWithoutIndentation(_ text: String, keepingLineBreaks: Bool, isAtLineStart: inout Bool,
                                         to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count)
            for byte in utf8 {
                if byte == UInt8(ascii: "\n") {
                    isAtLineStart = true
                    if keepingLineBreaks { bytes.append(byte) }
                } else if isAtLineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) {
                    continue
                } else {
                    isAtLineStart = false
                    bytes.append(byte)
                }
            }
        }
    }
}
