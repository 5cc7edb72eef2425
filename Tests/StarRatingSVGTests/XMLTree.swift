import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML element, read back by FoundationXML's `XMLParser`: a real XML parser judges
/// every document the tests look at.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    var children: [XMLTree] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// This element and all below it, depth first, in document order.
    var allElements: [XMLTree] { [self] + children.flatMap(\.allElements) }

    /// Parses `data`; throws the parser's error for anything that is not well-formed XML.
    static func parse(_ data: Data) throws -> XMLTree {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw parser.parserError ?? NSError(domain: "XMLTree", code: 1)
        }
        return root
    }

    static func parse(_ string: String) throws -> XMLTree {
        try parse(Data(string.utf8))
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = XMLTree(name: elementName, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
