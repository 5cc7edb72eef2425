/// One node of an SVG (XML) tree.
///
/// Text-like nodes hold raw, unescaped strings: the writer escapes each for its context exactly
/// once. Trees are `Equatable`, so tests compare trees rather than strings.
public indirect enum SVGNode: Equatable, Sendable {
    /// An element with its attributes and children.
    case element(SVGElement)
    /// Character data, escaped as XML text when written.
    case text(String)
    /// A comment, its content made safe (`--` split) when written.
    case comment(String)
    /// A CDATA section (for `<style>`), `]]>` split when written.
    case cdata(String)
    /// Markup written as it is, unescaped. The unsafe escape hatch: never pass user input.
    case raw(String)

    /// Whether whitespace added around this node would change the document's text.
    var isTextLike: Bool {
        if case .element = self { return false }
        return true
    }
}
