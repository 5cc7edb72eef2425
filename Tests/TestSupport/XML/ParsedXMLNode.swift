/// One node of a document read by `ParsedXMLDocument`: what FoundationXML's `XMLParser` reported,
/// adjacent text merged into one node.
public indirect enum ParsedXMLNode: Equatable, Sendable, CustomStringConvertible {
    /// An element and everything inside it.
    case element(ParsedXMLElement)
    /// Character data outside CDATA sections, entity and character references resolved.
    case text(String)
    /// A comment's content, without `<!--` and `-->`.
    case comment(String)
    /// A CDATA section's content, without `<![CDATA[` and `]]>`.
    case cdata(String)
    /// A processing instruction (`<?target data?>`); never the XML declaration.
    case processingInstruction(target: String, data: String?)

    /// The node in a compact, unambiguous form for failure messages.
    public var description: String {
        switch self {
        case .element(let element): return element.description
        case .text(let text): return "text(\(text.debugDescription))"
        case .comment(let text): return "comment(\(text.debugDescription))"
        case .cdata(let text): return "cdata(\(text.debugDescription))"
        case .processingInstruction(let target, let data):
            return "processingInstruction(\(target.debugDescription), \(data.debugDescription))"
        }
    }
}
