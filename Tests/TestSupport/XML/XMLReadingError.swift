/// A document `ParsedXMLDocument` refuses: `XMLParser` found it not well-formed.
public struct XMLReadingError: Error, Sendable, CustomStringConvertible {
    /// The parser's complaints, each with its line and column.
    public let description: String
}
