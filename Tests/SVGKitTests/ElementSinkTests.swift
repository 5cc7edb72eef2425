// The element-by-element API: what the rating's serialiser writes through. The same calls must
// give the bytes the tree writer gives for the same tree, and the tree builder must give the
// tree back.

import Testing
import TestSupport
import SVGKit

@Suite("Element sink")
struct ElementSinkTests {
    /// Replays `node` into `sink` through the sink's calls only (text and elements; the test
    /// trees hold nothing else).
    static func replay<Sink: SVGElementSink>(_ node: SVGNode, into sink: inout Sink) {
        switch node {
        case .element(let element):
            sink.startElement(element.name)
            for attribute in element.attributes { sink.attribute(attribute.name, attribute.value) }
            for child in element.children { replay(child, into: &sink) }
            sink.endElement()
        case .text(let text):
            sink.text(text)
        default:
            Issue.record("the replay only knows elements and text")
        }
    }

    /// `PrettyCompactTests.tree()` without its comment and CDATA, which the sink protocol does
    /// not carry: nesting, text, mixed content in `<text>`, empty elements.
    static func treeOfElementsAndText() -> SVGDocument {
        func stripped(_ element: SVGElement) -> SVGElement {
            var copy = element
            copy.children = element.children.compactMap { child in
                switch child {
                case .element(let inner): .element(stripped(inner))
                case .text: child
                default: nil
                }
            }
            return copy
        }
        return SVGDocument(root: stripped(PrettyCompactTests.tree().root))
    }

    @Test("the tree builder gives back the tree it was fed")
    func builderRoundTrip() {
        let tree = Self.treeOfElementsAndText()
        var builder = SVGTreeBuilder()
        Self.replay(.element(tree.root), into: &builder)
        #expect(builder.document == tree)
    }

    @Test("writing element by element gives the tree writer's bytes", .cases(2), arguments: [SVGWriterOptions.compact, .pretty])
    func streamMatchesTree(options: SVGWriterOptions) {
        let tree = Self.treeOfElementsAndText()
        var streamed = SVGWriter(options: options)
        streamed.writeDocument { Self.replay(.element(tree.root), into: &$0) }
        #expect(String(decoding: streamed.bytes, as: UTF8.self) == write(tree, options))
    }

    @Test("an element with no content closes itself; one with content gets an end tag")
    func closing() {
        var writer = SVGWriter()
        writer.startElement("g")
        writer.attribute("id", "a")
        writer.emptyElement("rect", SVGAttribute("width", 2.5))
        writer.startElement("title")
        writer.text("A & B")
        writer.endElement()
        writer.endElement()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"<g id="a"><rect width="2.5"/><title>A &amp; B</title></g>"#)
    }

    @Test("in pretty output, elements written one after another at the top level go on lines of their own")
    func prettyTopLevel() {
        var writer = SVGWriter(options: .pretty)
        writer.emptyElement("mask", SVGAttribute("id", "k"))
        writer.startElement("g")
        writer.emptyElement("use", SVGAttribute("href", .fragment(id: "k")))
        writer.endElement()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "<mask id=\"k\"/>\n<g>\n  <use href=\"#k\"/>\n</g>")
        var compact = SVGWriter()
        compact.emptyElement("mask", SVGAttribute("id", "k"))
        compact.emptyElement("g")
        #expect(String(decoding: compact.bytes, as: UTF8.self) == "<mask id=\"k\"/><g/>")
    }

    @Test("reset empties the buffer and forgets open elements")
    func reset() {
        var writer = SVGWriter()
        writer.startElement("g")
        writer.reset()
        writer.emptyElement("path")
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "<path/>")
    }
}
