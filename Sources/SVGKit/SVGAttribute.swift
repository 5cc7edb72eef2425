/// A named attribute with a typed value, turned into text only when written.
public struct SVGAttribute: Equatable, Sendable {
    /// The qualified attribute name, e.g. `viewBox` or `xlink:href`. Names come from code,
    /// never from input: the writer does not escape them.
    public let name: String
    /// The value.
    public let value: SVGAttributeValue

    /// Creates an attribute.
    public init(_ name: String, _ value: SVGAttributeValue) {
        self.name = name
        self.value = value
    }

    /// A text-valued attribute.
    public init(_ name: String, _ text: String) {
        self.init(name, .text(text))
    }

    /// A number-valued attribute, written through the document's number formatter.
    public init(_ name: String, _ number: Double) {
        self.init(name, .number(number))
    }
}
