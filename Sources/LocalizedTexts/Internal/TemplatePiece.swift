/// A piece of a parsed text template: literal text, or a placeholder to fill.
enum TemplatePiece: Equatable, Hashable, Sendable {
    /// Text written as it is, with "{{" and "}}" already turned into single braces.
    case literal(String)
    /// A placeholder, replaced by its value when the template is filled.
    case placeholder(TextPlaceholder)
}
