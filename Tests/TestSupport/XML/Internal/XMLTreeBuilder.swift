import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Builds a `ParsedXMLDocument`'s parts from `XMLParser`'s callbacks.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    /// The root element, once it has ended.
    private(set) var root: ParsedXMLElement?
    private(set) var nodesOutsideRoot: [ParsedXMLNode] = []
    private(set) var declarations: [String] = []
    /// Parse errors with their position, and anything the tree cannot hold.
    private(set) var errors: [String] = []
    /// The open elements, innermost last.
    private var stack: [ParsedXMLElement] = []

    private func append(_ node: ParsedXMLNode) {
        guard !stack.isEmpty else {
            nodesOutsideRoot.append(node)
            return
        }
        let top = stack.count - 1
        // XMLParser may report one text node in several calls (around references): merge them.
        if case .text(let more) = node, case .text(let previous)? = stack[top].children.last {
            stack[top].children[stack[top].children.count - 1] = .text(previous + more)
        } else {
            stack[top].children.append(node)
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        stack.append(ParsedXMLElement(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        guard let element = stack.popLast() else {
            errors.append("unbalanced end tag \(elementName)")
            return
        }
        if stack.isEmpty {
            if root != nil { errors.append("a second root element <\(elementName)>") }
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        append(.text(string))
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        append(.cdata(String(decoding: CDATABlock, as: UTF8.self)))
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        append(.comment(comment))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        append(.processingInstruction(target: target, data: data))
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        declarations.append("entity declaration \(name)")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
                systemID: String?) {
        declarations.append("external entity declaration \(name)")
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        declarations.append("element declaration \(elementName)")
    }

    func parser(_ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String,
                forElement elementName: String, type: String?, defaultValue: String?) {
        declarations.append("attribute declaration \(attributeName)")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        declarations.append("external entity reference \(name)")
        return nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        errors.append("\(parseError) at line \(parser.lineNumber) column \(parser.columnNumber)")
    }
}
