import Foundation
import Testing
import SVGKit
import TestSupport

@Suite("Pretty and compact output")
struct PrettyCompactTests {
    static let titleText = "Rated 4.5 out of 5 stars"
    static let descText = "  A row of   five stars, spaced  "
    static let css = ".a { fill: #fc0; }\n.b > .c { stroke: blue; }\n"

    /// A non-trivial tree: nesting, text with spaces, CDATA, a comment, empty elements,
    /// an element with no attributes and no children, mixed content.
    static func tree() -> SVGDocument {
        var path = SVGPathData()
        path.move(to: 0, 0)
        path.line(to: 10, 0)
        path.close()
        return SVGDocument(root: svgRoot([
            SVGElement("title", children: [.text(titleText)]).node,
            SVGElement("desc", children: [.text(descText)]).node,
            SVGElement("defs", children: [
                SVGElement("style", [SVGAttribute("type", "text/css")], children: [.cdata(css)]).node,
                SVGElement("linearGradient", [SVGAttribute("id", "gold")], children: [
                    SVGElement("stop", [SVGAttribute("offset", 0)]).node,
                    SVGElement("stop", [SVGAttribute("offset", 1)]).node,
                ]).node,
                SVGElement("clipPath", [SVGAttribute("id", "half")], children: [
                    SVGElement("rect", [SVGAttribute("width", 50), SVGAttribute("height", 20)]).node,
                ]).node,
            ]).node,
            SVGElement("g", [SVGAttribute("transform", .transform([.translate(x: 12.5, y: 0)]))], children: [
                SVGElement("path", [SVGAttribute("d", .path(path)), SVGAttribute("fill", .url(id: "gold"))]).node,
                SVGElement("g").node,
                SVGElement("g", children: [
                    SVGElement("use", [SVGAttribute("href", .fragment(id: "star"))]).node,
                ]).node,
            ]).node,
            SVGElement("g", [SVGAttribute("class", "note")], children: [.comment(" a comment ")]).node,
            SVGElement("text", [SVGAttribute("x", 0), SVGAttribute("y", 15)], children: [
                .text("4.5 "),
                SVGElement("tspan", [SVGAttribute("font-weight", "bold")], children: [.text("stars")]).node,
                .text(" (rated)"),
            ]).node,
        ], attributes: [SVGAttribute("viewBox", .numbers([0, 0, 100, 20]))]))
    }

    static let expectedCompact =
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20">"#
        + "<title>Rated 4.5 out of 5 stars</title>"
        + "<desc>  A row of   five stars, spaced  </desc>"
        + #"<defs><style type="text/css"><![CDATA[.a { fill: #fc0; }"# + "\n" + ".b > .c { stroke: blue; }\n]]></style>"
        + #"<linearGradient id="gold"><stop offset="0"/><stop offset="1"/></linearGradient>"#
        + #"<clipPath id="half"><rect width="50" height="20"/></clipPath></defs>"#
        + ##"<g transform="translate(12.5)"><path d="M0 0l10 0z" fill="url(#gold)"/><g/><g><use href="#star"/></g></g>"##
        + #"<g class="note"><!-- a comment --></g>"#
        + #"<text x="0" y="15">4.5 <tspan font-weight="bold">stars</tspan> (rated)</text>"#
        + "</svg>\n"

    static let expectedPretty = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20">
          <title>Rated 4.5 out of 5 stars</title>
          <desc>  A row of   five stars, spaced  </desc>
          <defs>
            <style type="text/css"><![CDATA[.a { fill: #fc0; }
        .b > .c { stroke: blue; }
        ]]></style>
            <linearGradient id="gold">
              <stop offset="0"/>
              <stop offset="1"/>
            </linearGradient>
            <clipPath id="half">
              <rect width="50" height="20"/>
            </clipPath>
          </defs>
          <g transform="translate(12.5)">
            <path d="M0 0l10 0z" fill="url(#gold)"/>
            <g/>
            <g>
              <use href="#star"/>
            </g>
          </g>
          <g class="note"><!-- a comment --></g>
          <text x="0" y="15">4.5 <tspan font-weight="bold">stars</tspan> (rated)</text>
        </svg>

        """

    /// Removes runs of spaces and newlines that lie entirely between a `>` and a `<`.
    static func removingWhitespaceBetweenTags(_ string: String) -> String {
        var result = ""
        var pending = ""
        var afterTag = false
        for character in string {
            if afterTag && (character == " " || character == "\n") {
                pending.append(character)
                continue
            }
            if character != "<" { result += pending }
            pending = ""
            result.append(character)
            afterTag = character == ">"
        }
        return result + pending
    }

    @Test("compact output is exactly as expected")
    func compactGolden() {
        #expect(write(Self.tree(), .compact) == Self.expectedCompact)
    }

    @Test("pretty output is exactly as expected")
    func prettyGolden() {
        #expect(write(Self.tree(), .pretty) == Self.expectedPretty)
    }

    @Test("pretty and compact agree once whitespace between tags is removed", .cases(5), arguments: [0, 1, 2, 4, 8])
    func prettyMatchesCompact(indentation: Int) {
        let compact = write(Self.tree(), .compact)
        let pretty = write(Self.tree(), SVGWriterOptions(indentation: indentation))
        #expect(pretty != compact)
        #expect(Self.removingWhitespaceBetweenTags(pretty) == Self.removingWhitespaceBetweenTags(compact))
        // Compact output has no whitespace between tags to remove.
        #expect(Self.removingWhitespaceBetweenTags(compact) == compact)
    }

    @Test("indentation is the given number of spaces a level")
    func indentationWidth() {
        let pretty = write(Self.tree(), SVGWriterOptions(indentation: 4))
        #expect(pretty.contains("\n    <defs>\n        <style "))
        #expect(pretty.contains("\n            <stop offset=\"0\"/>\n"))
        let zero = write(Self.tree(), SVGWriterOptions(indentation: 0))
        #expect(zero.contains("\n<defs>\n<style "))
        #expect(!zero.contains("\n "))
    }

    @Test("pretty output parses to the same tree, and text-holding elements are untouched")
    func prettyKeepsText() {
        guard let compact = parseXML(write(Self.tree(), .compact)),
              let pretty = parseXML(write(Self.tree(), .pretty)) else { return }
        #expect(compact.first("title")?.children == [.text(Self.titleText)])
        #expect(compact.first("desc")?.children == [.text(Self.descText)])
        #expect(compact.first("style")?.cdataText == Self.css)
        for name in ["title", "desc", "style", "text", "tspan"] {
            #expect(pretty.first(name) != nil, "\(name) missing")
            #expect(pretty.first(name) == compact.first(name), "\(name) differs between pretty and compact")
        }
        #expect(pretty.first("g")?.first("g") != nil)
        #expect(Self.droppingIndentation(pretty) == compact)
    }

    /// The parsed tree without whitespace-only text in elements that hold no other text.
    static func droppingIndentation(_ element: ParsedXMLElement) -> ParsedXMLElement {
        var copy = element
        let holdsText = element.children.contains {
            switch $0 {
            case .text(let text): return !text.allSatisfy { $0 == " " || $0 == "\n" }
            case .cdata, .comment, .processingInstruction: return true
            case .element: return false
            }
        }
        copy.children = element.children.compactMap { child in
            switch child {
            case .element(let inner): return .element(droppingIndentation(inner))
            case .text where !holdsText: return nil
            default: return child
            }
        }
        return copy
    }

    @Test("pretty output adds no whitespace inside text-holding elements", .cases(5), arguments: [
        SVGNode.text("x"), .text(" "), .comment("c"), .cdata("c"), .raw("<b/>"),
    ])
    func noIndentationNextToTextLikeChild(child: SVGNode) {
        let element = SVGElement("text", children: [
            SVGElement("tspan", children: [.text("a")]).node, child,
            SVGElement("tspan", children: [.text("b")]).node,
        ])
        let pretty = write(SVGDocument(root: svgRoot([element.node])), .pretty)
        let compact = write(SVGDocument(root: svgRoot([element.node])), .compact)
        guard let inner = between("<text>", "</text>", in: pretty) else {
            Issue.record("no <text> in \(pretty)")
            return
        }
        #expect(!inner.contains("\n"), "\(child): \(pretty)")
        #expect(between("<text>", "</text>", in: compact) == inner)
        #expect(parseXML(pretty) != nil)
    }

    @Test("pretty output adds no whitespace between the tspans of a <text>")
    func textWithOnlyTspans() {
        // In SVG, whitespace between tspans is rendered as a space: "a b" instead of "ab".
        let element = SVGElement("text", [SVGAttribute("x", 0)], children: [
            SVGElement("tspan", children: [.text("a")]).node,
            SVGElement("tspan", children: [.text("b")]).node,
        ])
        let doc = SVGDocument(root: svgRoot([element.node]))
        guard let compact = parseXML(write(doc, .compact)), let pretty = parseXML(write(doc, .pretty)) else { return }
        #expect(compact.first("text")?.allText == "ab")
        #expect(pretty.first("text")?.allText == "ab", "pretty: \(write(doc, .pretty).debugDescription)")
    }

    @Test("compact output has no newline but the final one", .cases(3), arguments: [0, 2, 9])
    func compactNewlines(precision: Int) {
        let output = write(Self.treeWithoutNewlinesInContent(), SVGWriterOptions(numberPrecision: precision))
        #expect(output.last == "\n")
        #expect(!output.dropLast().contains("\n"), "\(output)")
        #expect(!output.contains("\r"))
        #expect(!output.contains("  "), "double space in compact output")
    }

    static func treeWithoutNewlinesInContent() -> SVGDocument {
        SVGDocument(root: svgRoot([
            SVGElement("title", children: [.text("No newlines here")]).node,
            SVGElement("defs", children: [
                SVGElement("style", children: [.cdata(".a{fill:red}")]).node,
                SVGElement("g", children: [SVGElement("rect", [SVGAttribute("width", 1.0 / 3.0)]).node]).node,
            ]).node,
            SVGElement("g", children: [SVGElement("g", children: [SVGElement("g").node]).node]).node,
        ]))
    }

    @Test(
        "the document ends with exactly one newline",
        .cases(5), arguments: [
            SVGWriterOptions.compact, .pretty, SVGWriterOptions(indentation: 0),
            SVGWriterOptions(includesXMLDeclaration: true), SVGWriterOptions(indentation: 3, includesXMLDeclaration: true),
        ])
    func endsWithOneNewline(options: SVGWriterOptions) {
        for doc in [Self.tree(), SVGDocument(root: svgRoot([])), SVGDocument(root: SVGElement("svg"))] {
            let output = write(doc, options)
            #expect(output.hasSuffix(">\n"), "\(options): \(output.suffix(10).debugDescription)")
            #expect(!output.hasSuffix("\n\n"))
            #expect(parseXML(output) != nil)
        }
    }

    @Test("an empty root is self-closing")
    func emptyRoot() {
        #expect(write(SVGDocument(root: SVGElement("svg"))) == "<svg/>\n")
        #expect(write(SVGDocument(root: SVGElement("svg")), .pretty) == "<svg/>\n")
        #expect(write(SVGDocument(root: svgRoot([])), .pretty) == "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
    }

    @Test("the XML declaration is written only when asked, first, followed by a newline")
    func xmlDeclaration() {
        let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
        #expect(SVGWriterOptions().includesXMLDeclaration == false)
        #expect(SVGWriterOptions.compact.includesXMLDeclaration == false)
        #expect(SVGWriterOptions.pretty.includesXMLDeclaration == false)
        let doc = Self.tree()
        #expect(!write(doc, .compact).contains("<?xml"))
        #expect(!write(doc, .pretty).contains("<?xml"))
        for indentation in [nil, 2] as [Int?] {
            let without = write(doc, SVGWriterOptions(indentation: indentation))
            let with = write(doc, SVGWriterOptions(indentation: indentation, includesXMLDeclaration: true))
            #expect(with == declaration + "\n" + without, "indentation \(String(describing: indentation))")
            #expect(parseXML(with) != nil)
        }
    }

    @Test("option presets are as documented")
    func presets() {
        #expect(SVGWriterOptions.compact == SVGWriterOptions(indentation: nil, numberPrecision: 2, includesXMLDeclaration: false))
        #expect(SVGWriterOptions.pretty == SVGWriterOptions(indentation: 2, numberPrecision: 2, includesXMLDeclaration: false))
        #expect(SVGWriter().options == .compact)
        #expect(SVGDocument(root: SVGElement("svg")).string() == SVGDocument(root: SVGElement("svg")).string(options: .compact))
    }

    @Test("a negative indentation does not crash the writer")
    func negativeIndentation() async {
        // SVGWriter.newline(depth:) makes `0..<depth * indentation`, a range that traps when
        // negative. Precision is clamped; indentation should be too (or treated as 0).
        await #expect(processExitsWith: .success) {
            let doc = SVGDocument(root: SVGElement("svg", children: [SVGElement("g").node]))
            _ = doc.utf8Bytes(options: SVGWriterOptions(indentation: -1))
        }
    }
}
