/// An `SVGElementSink` that builds the tree: what a drawing written for a sink looks like as
/// `SVGNode`s, to inspect, change or compare.
public struct SVGTreeBuilder: SVGElementSink {
    /// The elements opened and not yet closed, outermost first.
    private var openElements: [SVGElement] = []
    /// The top-level nodes finished so far, in order.
    public private(set) var nodes: [SVGNode] = []

    /// An empty builder.
    public init() {}

    public mutating func startElement(_ name: String) {
        openElements.append(SVGElement(name))
    }

    public mutating func attribute(_ name: String, _ value: SVGAttributeValue) {
        precondition(!openElements.isEmpty, "an attribute needs an open element")
        openElements[openElements.count - 1].set(SVGAttribute(name, value))
    }

    public mutating func text(_ text: String) {
        append(.text(text))
    }

    public mutating func endElement() {
        guard let element = openElements.popLast() else { preconditionFailure("no element is open") }
        append(element.node)
    }

    /// The document whose root is the one top-level element written.
    public var document: SVGDocument {
        guard openElements.isEmpty, nodes.count == 1, case .element(let root) = nodes[0] else {
            preconditionFailure("a document is one closed root element")
        }
        return SVGDocument(root: root)
    }

    private mutating func append(_ node: SVGNode) {
        if openElements.isEmpty {
            nodes.append(node)
        } else {
            openElements[openElements.count - 1].children.append(node)
        }
    }
}
