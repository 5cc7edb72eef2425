import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A document read by FoundationXML's `XMLParser` (libxml2 on Linux): a real XML parser judges
/// every document the tests look at, and hands back a tree they can compare and search.
///
/// Everything the parser reports is kept, so that each test decides what it tolerates: the
/// root element and all inside it, what stands outside the root, and any document type
/// declarations. External entities are never fetched.
///
/// Two limits of FoundationXML on Linux (swift-corelibs-foundation), which no output of this
/// package comes near: a processing instruction without data (`<?x?>`) crashes the parser
/// (it calls `strlen` on a null pointer), and entity declarations are never reported.
public struct ParsedXMLDocument: Sendable {
    /// The root element and everything inside it.
    public let root: ParsedXMLElement
    /// Comments, processing instructions and text the parser reported before or after the root
    /// element, in document order.
    public let nodesOutsideRoot: [ParsedXMLNode]
    /// The document type's declarations (elements, attributes; entities where the parser
    /// reports them) and the external entities the document refers to, each described in a few
    /// words, in document order.
    public let declarations: [String]

    /// Parses `bytes`.
    /// - Throws: `XMLReadingError` when the document is not well-formed XML.
    public init(parsing bytes: [UInt8]) throws {
        let builder = XMLTreeBuilder()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        // Never reach outside the document, whatever it declares.
        parser.shouldResolveExternalEntities = false
        let succeeded = parser.parse()
        guard succeeded, builder.errors.isEmpty, let root = builder.root else {
            let reasons = builder.errors.isEmpty ? ["\(parser.parserError.map { "\($0)" } ?? "no root element")"] : builder.errors
            throw XMLReadingError(description: "not well-formed XML: " + reasons.joined(separator: "; "))
        }
        self.root = root
        self.nodesOutsideRoot = builder.nodesOutsideRoot
        self.declarations = builder.declarations
    }

    /// Parses `text`, encoded as UTF-8.
    /// - Throws: `XMLReadingError` when the document is not well-formed XML.
    public init(parsing text: String) throws {
        try self.init(parsing: Array(text.utf8))
    }
}
