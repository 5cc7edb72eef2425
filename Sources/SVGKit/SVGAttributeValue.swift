/// The typed value of an attribute; each case is written in its own syntax by the writer.
public enum SVGAttributeValue: Equatable, Sendable {
    /// Free text, escaped as an attribute value.
    case text(String)
    /// A number, through the number formatter.
    case number(Double)
    /// Numbers separated by single spaces (`viewBox`, `values`).
    case numbers([Double])
    /// Path data (`d`).
    case path(SVGPathData)
    /// A transform list (`transform`); written as the empty string when empty.
    case transform([SVGTransform])
    /// A reference to an element of the same document by id, written `url(#id)`.
    case url(id: String)
    /// A same-document fragment link by id, written `#id` (`href`).
    case fragment(id: String)
}
