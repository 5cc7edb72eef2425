/// One item read by `MicrodataReader`: its types (`itemtype`) and its properties in tree order.
public struct MicrodataItem: Equatable, Sendable {
    /// The `itemtype` tokens, such as `https://schema.org/Rating`.
    public var types: [String]
    /// Each property's name and value, in tree order; a name may repeat.
    public var properties: [MicrodataProperty]

    /// An item of `types` with `properties`.
    public init(types: [String], properties: [MicrodataProperty]) {
        self.types = types
        self.properties = properties
    }

    /// The values of the properties called `name`, in tree order.
    public func values(of name: String) -> [MicrodataValue] {
        properties.filter { $0.name == name }.map(\.value)
    }

    /// The text of the one property called `name`, or `nil` when there is not exactly one or
    /// it is an item.
    public func text(of name: String) -> String? {
        let values = values(of: name)
        guard values.count == 1, case .text(let text) = values[0] else { return nil }
        return text
    }
}
