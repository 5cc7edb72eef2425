import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Records what FoundationXML's `XMLParser` sees in a document: every element with its
/// attributes and parent, the text of each element, and anything that is not an element or
/// text (comments, CDATA, processing instructions, DTD declarations), which a rating never has.
final class SVGParseRecorder: NSObject, XMLParserDelegate {
    /// One element as parsed.
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The index of the parent in `elements`, `nil` for the root.
        let parent: Int?
        var text = ""
    }

    private(set) var elements: [Element] = []
    /// Nodes of kinds a rating never contains, described for the failure message.
    private(set) var unexpectedNodes: [String] = []
    private var stack: [Int] = []

    /// Parses `bytes`; returns the parser's error for anything that is not well-formed XML.
    func parse(_ bytes: [UInt8]) -> Error? {
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        // Never reach outside the document, whatever it declares.
        parser.shouldResolveExternalEntities = false
        return parser.parse() ? nil : (parser.parserError ?? NSError(domain: "SVGParseRecorder", code: 1))
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributes, parent: stack.last))
        stack.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = stack.last else {
            unexpectedNodes.append("text outside the root: \(string.debugDescription)")
            return
        }
        elements[current].text += string
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        unexpectedNodes.append("comment \(comment.debugDescription)")
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        unexpectedNodes.append("CDATA section")
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        unexpectedNodes.append("processing instruction \(target)")
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        unexpectedNodes.append("entity declaration \(name)")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        unexpectedNodes.append("external entity declaration \(name)")
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        unexpectedNodes.append("element declaration \(elementName)")
    }

    func parser(_ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?, defaultValue: String?) {
        unexpectedNodes.append("attribute declaration \(attributeName)")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        unexpectedNodes.append("external entity reference \(name)")
        return nil
    }
}
