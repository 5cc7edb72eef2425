/// An element: a name, attributes in insertion order, and children.
///
/// Attributes live in an array, never a dictionary, so they are written in the order given on
/// every run (Swift's hashing is seeded per process). Setting a name twice keeps the first
/// position and the last value, as Plot does.
public struct SVGElement: Equatable, Sendable {
    /// The qualified element name, e.g. `svg`, `feGaussianBlur`. From code, never input.
    public let name: String
    /// The attributes, in the order they are written.
    public private(set) var attributes: [SVGAttribute]
    /// The child nodes.
    public var children: [SVGNode]

    /// Creates an element.
    /// - Complexity: O(*a*²) for *a* attributes, to resolve repeated names; *a* is small.
    public init(_ name: String, _ attributes: [SVGAttribute] = [], children: [SVGNode] = []) {
        self.name = name
        self.attributes = []
        self.attributes.reserveCapacity(attributes.count)
        self.children = children
        for attribute in attributes { set(attribute) }
    }

    /// Adds an attribute, or replaces the value of one with the same name in its place.
    /// - Complexity: O(*a*) for *a* attributes.
    public mutating func set(_ attribute: SVGAttribute) {
        if let index = attributes.firstIndex(where: { $0.name == attribute.name }) {
            attributes[index] = attribute
        } else {
            attributes.append(attribute)
        }
    }

    /// The value of the attribute called `name`, if any.
    /// - Complexity: O(*a*) for *a* attributes.
    public func value(of name: String) -> SVGAttributeValue? {
        attributes.first(where: { $0.name == name })?.value
    }

    /// This element as a node.
    public var node: SVGNode { .element(self) }
}
