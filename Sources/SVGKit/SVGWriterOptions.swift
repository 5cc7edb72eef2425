/// How a document is written.
public struct SVGWriterOptions: Equatable, Sendable {
    /// Spaces per nesting level; `nil` writes compact output with no whitespace between tags.
    /// Default `nil`.
    public var indentation: Int?
    /// Decimal places of every number written. Default 2.
    public var numberPrecision: Int
    /// Whether to start with `<?xml version="1.0" encoding="UTF-8"?>`. Default `false`:
    /// standalone SVG is UTF-8 without it, and inline SVG in HTML must not have it.
    public var includesXMLDeclaration: Bool
    /// Whether numbers between -1 and 1 leave out their `0` (`.5`). Default `true`: every SVG
    /// renderer reads them, and most fractions in a drawing are such numbers.
    public var omitsLeadingZeros: Bool

    /// Creates options; every parameter defaults as its property documents.
    public init(indentation: Int? = nil, numberPrecision: Int = 2, includesXMLDeclaration: Bool = false,
                omitsLeadingZeros: Bool = true) {
        self.indentation = indentation
        self.numberPrecision = numberPrecision
        self.includesXMLDeclaration = includesXMLDeclaration
        self.omitsLeadingZeros = omitsLeadingZeros
    }

    /// Compact output: no whitespace between tags.
    public static let compact = SVGWriterOptions()
    /// Indented output, two spaces a level.
    public static let pretty = SVGWriterOptions(indentation: 2)
}
