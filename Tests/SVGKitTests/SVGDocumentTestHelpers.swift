// Shared helpers for the SVGKit tests: building a small document, writing it, and reading it
// back with TestSupport's XML reader (FoundationXML's XMLParser) into a tree tests can compare.

import Testing
import SVGKit
import TestSupport

/// Parses `bytes` with `ParsedXMLDocument`; records an issue (and returns nil) if the document is
/// not well-formed or holds anything but whitespace outside the root element. `context` is
/// printed with any failure so sweeps say which case failed.
func parseXML(
    _ bytes: [UInt8], context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> ParsedXMLElement? {
    let text = String(decoding: bytes, as: UTF8.self)
    let document: ParsedXMLDocument
    do {
        document = try ParsedXMLDocument(parsing: bytes)
    } catch {
        Issue.record("XMLParser rejected the output [\(context)]: \(error)\n\(text)", sourceLocation: sourceLocation)
        return nil
    }
    // Whitespace outside the root is not part of the tree; anything else is an error.
    let strays = document.nodesOutsideRoot.filter { node in
        if case .text(let text) = node { return !text.allSatisfy(\.isWhitespace) }
        return true
    }
    guard strays.isEmpty else {
        Issue.record("content outside the root element [\(context)]: \(strays)\n\(text)", sourceLocation: sourceLocation)
        return nil
    }
    return document.root
}

/// Parses a string (as UTF-8); see `parseXML(_:context:sourceLocation:)`.
func parseXML(
    _ string: String, context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> ParsedXMLElement? {
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
