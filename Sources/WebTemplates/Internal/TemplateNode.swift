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

    /// Template text.
    static func literal(_ text: String) -> TemplateNode {
        TemplateNode(kind: .literal, text: text, context: nil, children: [])
    }

    /// A placeholder.
    static func placeholder(_ context: TemplatePlaceholderContext, name: String) -> TemplateNode {
        TemplateNode(kind: .placeholder, text: name, context: context, children: [])
    }

    /// A section, or an inverted one.
    static func section(name: String, isInverted: Bool, children: [TemplateNode]) -> TemplateNode {
        TemplateNode(kind: isInverted ? .invertedSection : .section, text: name, context: nil, children: children)
    }
}
