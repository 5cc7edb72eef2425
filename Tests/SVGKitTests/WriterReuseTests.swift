import Testing
import SVGKit
import TestSupport

@Suite("Writer reuse")
struct WriterReuseTests {
    static let first = SVGDocument(root: svgRoot([
        SVGElement("title", children: [.text("First & only ★")]).node,
        SVGElement("rect", [SVGAttribute("width", 10.125), SVGAttribute("height", .numbers([1, 2]))]).node,
    ]))
    static let second = SVGDocument(root: SVGElement("svg", [SVGAttribute("id", "second")]))

    @Test("a reset writer writes identical bytes again", .cases(2), arguments: [SVGWriterOptions.compact, .pretty])
    func resetAndReuse(options: SVGWriterOptions) {
        var writer = SVGWriter(options: options)
        #expect(writer.bytes.isEmpty)
        writer.write(Self.first)
        let once = writer.bytes
        #expect(once == Self.first.utf8Bytes(options: options))
        #expect(parseXML(once) != nil)
        for round in 0..<10 {
            writer.reset()
            #expect(writer.bytes.isEmpty, "round \(round)")
            writer.write(Self.first)
            #expect(writer.bytes == once, "round \(round)")
        }
    }

    /// Many paths, each written several times in a shuffled order through one reused writer,
    /// must come out exactly as a fresh writer writes them.
    @Test("a reused writer writes every path as a fresh one does", .cases(2), arguments: [SVGWriterOptions.compact, .pretty])
    func pathsWrittenAgain(options: SVGWriterOptions) {
        var random = SplitMix64(seed: 99)
        let paths = (0..<150).map { index -> SVGPathData in
            var path = SVGPathData()
            path.move(to: Double(index) / 7, -Double(random.next() % 1000) / 100)
            path.line(to: Double(random.next() % 5000) / 100, 0.5)
            path.arc(radius: 2.01, isLargeArc: index % 2 == 0, isClockwise: true, to: 3.25, -Double(index))
            path.close()
            return path
        }
        var writer = SVGWriter(options: options)
        for round in 0..<600 {
            let path = paths[Int(random.next() % UInt64(paths.count))]
            let document = SVGDocument(root: SVGElement("svg", children: [SVGElement("path", [SVGAttribute("d", .path(path))]).node]))
            writer.reset()
            writer.write(document)
            #expect(writer.bytes == document.utf8Bytes(options: options), "round \(round)")
        }
    }

    @Test("after reset nothing of the previous document is left")
    func resetForgetsPreviousDocument() {
        var writer = SVGWriter()
        writer.write(Self.first)
        writer.reset()
        writer.write(Self.second)
        #expect(writer.bytes == Array("<svg id=\"second\"/>\n".utf8))
        #expect(writer.bytes == Self.second.utf8Bytes())
    }

    @Test("without reset a second document is appended")
    func writeAppends() {
        var writer = SVGWriter()
        writer.write(Self.second)
        writer.write(Self.second)
        #expect(writer.bytes == Array("<svg id=\"second\"/>\n<svg id=\"second\"/>\n".utf8))
    }

    @Test("reset keeps the buffer's capacity")
    func resetKeepsCapacity() {
        var writer = SVGWriter()
        writer.write(Self.first)
        let count = writer.bytes.count
        writer.reset()
        #expect(writer.bytes.isEmpty)
        #expect(writer.capacity >= count)
    }

    @Test("writers are values: a copy written to leaves the original as it was")
    func copiesAreIndependent() {
        var writer = SVGWriter()
        writer.write(Self.first)
        let before = writer.bytes
        var copy = writer
        copy.write(Self.second)
        copy.reset()
        #expect(writer.bytes == before)
        writer.write(Self.second)
        #expect(writer.bytes == before + Array("<svg id=\"second\"/>\n".utf8))
        #expect(copy.bytes.isEmpty)
    }

    @Test("write(_ node:) writes one node at the top level, with no final newline")
    func writeNode() {
        var writer = SVGWriter(options: .pretty)
        writer.write(SVGElement("g", [SVGAttribute("x", 1)], children: [SVGElement("rect").node]).node)
        #expect(writer.bytes == Array("<g x=\"1\">\n  <rect/>\n</g>".utf8))
        writer.reset()
        writer.write(.text("a<b"))
        writer.write(.comment("c"))
        writer.write(.cdata("]]>"))
        writer.write(.raw("<x/>"))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "a&lt;b<!--c--><![CDATA[]]]]><![CDATA[>]]><x/>")
    }

    @Test("utf8Bytes and string agree")
    func bytesAndString() {
        for options in [SVGWriterOptions.compact, .pretty, SVGWriterOptions(includesXMLDeclaration: true)] {
            #expect(Array(Self.first.string(options: options).utf8) == Self.first.utf8Bytes(options: options))
        }
    }

    @Test("writers with the same options used in turn give the same bytes")
    func independentWriters() {
        var a = SVGWriter(options: .pretty)
        var b = SVGWriter(options: .pretty)
        a.write(Self.second)
        a.reset()
        a.write(Self.first)
        b.write(Self.first)
        #expect(a.bytes == b.bytes)
    }
}
