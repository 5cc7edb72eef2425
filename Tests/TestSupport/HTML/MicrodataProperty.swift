/// One name–value pair of a `MicrodataItem`.
public struct MicrodataProperty: Equatable, Sendable {
    /// The property's name, one token of `itemprop`.
    public var name: String
    /// Its value.
    public var value: MicrodataValue

    /// A property called `name` with `value`.
    public init(name: String, value: MicrodataValue) {
        self.name = name
        self.value = value
    }
}
