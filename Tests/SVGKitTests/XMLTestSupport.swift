// Shared helpers for the SVGKit tests: writing a document, and reading it back with
// Foundation's XMLParser (libxml2 on Linux) into a small tree that tests can compare.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SVGKit

/// A node read back by XMLParser.
indirect enum ParsedNode: Equatable, CustomStringConvertible {
    case element(ParsedElement)
    case text(String)
    case comment(String)
    case cdata(String)

    var description: String {
        switch self {
        case .element(let element): return element.description
        case .text(let text): return "text(\(text.debugDescription))"
        case .comment(let text): return "comment(\(text.debugDescription))"
        case .cdata(let text): return "cdata(\(text.debugDescription))"
        }
    }
}

/// An element read back by XMLParser. XMLParser gives attributes as a dictionary, so their
/// order is checked on the bytes instead (see AttributeOrderTests).
struct ParsedElement: Equatable, CustomStringConvertible {
    var name: String
    var attributes: [String: String]
    var children: [ParsedNode] = []

    /// Text and CDATA of the direct children, concatenated.
    var directText: String {
        children.map { node -> String in
            switch node {
            case .text(let text), .cdata(let text): return text
            default: return ""
            }
        }.joined()
    }

    /// Text and CDATA of all descendants, concatenated in document order.
    var allText: String {
        children.map { node -> String in
            switch node {
            case .text(let text), .cdata(let text): return text
            case .element(let element): return element.allText
            case .comment: return ""
            }
        }.joined()
    }

    /// CDATA sections of the direct children, concatenated (a split `]]>` gives two sections).
    var cdataText: String {
        children.map { node -> String in
            if case .cdata(let text) = node { return text }
            return ""
        }.joined()
    }

    /// Comments among the direct children.
    var comments: [String] {
        children.compactMap { node -> String? in
            if case .comment(let text) = node { return text }
            return nil
        }
    }

    /// Element children only.
    var elements: [ParsedElement] {
        children.compactMap { node -> ParsedElement? in
            if case .element(let element) = node { return element }
            return nil
        }
    }

    /// The first descendant (depth first, self included) called `name`.
    func first(_ name: String) -> ParsedElement? {
        if self.name == name { return self }
        for child in elements {
            if let found = child.first(name) { return found }
        }
        return nil
    }

    var description: String {
        let attributeText = attributes.sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value.debugDescription)" }.joined(separator: " ")
        return "<\(name) \(attributeText)>[\(children.map(\.description).joined(separator: ", "))]"
    }
}

/// Builds a `ParsedElement` tree from XMLParser callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [ParsedElement] = []
    var root: ParsedElement?
    var errors: [String] = []

    private func appendChild(_ node: ParsedNode) {
        guard !stack.isEmpty else {
            // Whitespace outside the root is not part of the tree; anything else is an error.
            if case .text(let text) = node, text.allSatisfy(\.isWhitespace) { return }
            errors.append("content outside the root element: \(node)")
            return
        }
        // XMLParser may report one text node in several calls: merge them.
        if case .text(let more) = node, case .text(let previous)? = stack[stack.count - 1].children.last {
            stack[stack.count - 1].children[stack[stack.count - 1].children.count - 1] = .text(previous + more)
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        stack.append(ParsedElement(name: elementName, attributes: attributeDict))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard let element = stack.popLast() else {
            errors.append("unbalanced end tag \(elementName)")
            return
        }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        appendChild(.text(string))
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        appendChild(.cdata(String(decoding: CDATABlock, as: UTF8.self)))
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        appendChild(.comment(comment))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        errors.append("parse error: \(parseError) line \(parser.lineNumber) column \(parser.columnNumber)")
    }
}

/// Parses `bytes` with XMLParser; records an issue (and returns nil) if the document is not
/// well-formed. `context` is printed with any failure so sweeps say which case failed.
func parseXML(
    _ bytes: [UInt8], context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> ParsedElement? {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(bytes))
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
        succeeded && builder.errors.isEmpty && builder.root != nil,
        "XMLParser rejected the output [\(context)]: \(builder.errors) \(parser.parserError.map { "\($0)" } ?? "")\n\(text)",
        sourceLocation: sourceLocation)
    guard succeeded, builder.errors.isEmpty else { return nil }
    return builder.root
}

/// Parses a string (as UTF-8) with XMLParser; see `parseXML(_:context:)`.
func parseXML(
    _ string: String, context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> ParsedElement? {
    parseXML(Array(string.utf8), context: context, sourceLocation: sourceLocation)
}

/// An `<svg>` root with the SVG namespace and the given children.
func svgRoot(_ children: [SVGNode], attributes: [SVGAttribute] = []) -> SVGElement {
    SVGElement("svg", [SVGAttribute("xmlns", "http://www.w3.org/2000/svg")] + attributes, children: children)
}

/// A one-element document: `<svg xmlns="…"><name attributes…>children</name></svg>`.
func document(
    _ name: String, _ attributes: [SVGAttribute] = [], children: [SVGNode] = []
) -> SVGDocument {
    SVGDocument(root: svgRoot([SVGElement(name, attributes, children: children).node]))
}

/// Writes `document` as a string.
func write(_ document: SVGDocument, _ options: SVGWriterOptions = .compact) -> String {
    document.string(options: options)
}

/// The text between the first `open` and the next `close` in `string`, if both occur.
func between(_ open: String, _ close: String, in string: String) -> String? {
    guard let start = string.range(of: open),
          let end = string.range(of: close, range: start.upperBound..<string.endIndex)
    else { return nil }
    return String(string[start.upperBound..<end.lowerBound])
}
