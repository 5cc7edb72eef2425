/// An element of a document read by `ParsedXMLDocument`, with all its children in document order.
///
/// `XMLParser` hands over attributes as a dictionary, so their order is lost here: tests that
/// care about it read the bytes instead (see SVGKit's `AttributeOrderTests`).
public struct ParsedXMLElement: Equatable, Sendable, CustomStringConvertible {
    /// The qualified name, as written (`svg`, `xlink:href`); namespaces are not processed.
    public var name: String
    /// The attributes, by qualified name.
    public var attributes: [String: String]
    /// The child nodes in document order; adjacent text is one node.
    public var children: [ParsedXMLNode]

    /// An element called `name` with `attributes` and `children`.
    public init(name: String, attributes: [String: String], children: [ParsedXMLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// The element children, in document order.
    public var elements: [ParsedXMLElement] {
        children.compactMap { node in
            if case .element(let element) = node { return element }
            return nil
        }
    }

    /// This element and every element below it, depth first, in document order.
    /// - Complexity: O(n) in the number of elements below this one.
    public var allElements: [ParsedXMLElement] {
        [self] + elements.flatMap(\.allElements)
    }

    /// The text of the direct children, concatenated; CDATA sections left out.
    public var text: String {
        children.map { node in
            if case .text(let text) = node { return text }
            return ""
        }.joined()
    }

    /// The text and CDATA sections of the direct children, concatenated in document order.
    public var textAndCDATA: String {
        children.map { node in
            switch node {
            case .text(let text), .cdata(let text): return text
            default: return ""
            }
        }.joined()
    }

    /// The text and CDATA sections of all descendants, concatenated in document order.
    public var allText: String {
        children.map { node in
            switch node {
            case .text(let text), .cdata(let text): return text
            case .element(let element): return element.allText
            case .comment, .processingInstruction: return ""
            }
        }.joined()
    }

    /// The CDATA sections of the direct children, concatenated (a split `]]>` gives two).
    public var cdataText: String {
        children.map { node in
            if case .cdata(let text) = node { return text }
            return ""
        }.joined()
    }

    /// The comments among the direct children, in document order.
    public var comments: [String] {
        children.compactMap { node in
            if case .comment(let text) = node { return text }
            return nil
        }
    }

    /// The first element called `name`, depth first, this one included.
    public func first(_ name: String) -> ParsedXMLElement? {
        if self.name == name { return self }
        for child in elements {
            if let found = child.first(name) { return found }
        }
        return nil
    }

    /// `<name a="…" b="…">[children]`, attributes sorted by name so the text is stable.
    public var description: String {
        let attributeText = attributes.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.debugDescription)" }.joined(separator: " ")
        return "<\(name) \(attributeText)>[\(children.map(\.description).joined(separator: ", "))]"
    }
}
