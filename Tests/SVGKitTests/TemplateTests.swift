// Templates: a document recorded once and written again with another id prefix and other slot
// values must give exactly the bytes the drawing itself writes with them.

import Testing
import SVGKit
import TestSupport

@Suite("Templates")
struct TemplateTests {
    /// What varies between the test drawing's documents.
    struct Values: Sendable {
        var prefix: String
        var label: String
        var x: Double
        var paint: String
        var target: String
    }

    static let label = SVGTemplate.Slot(0)
    static let x = SVGTemplate.Slot(1)
    static let paint = SVGTemplate.Slot(2)
    static let reference = SVGTemplate.Slot(3)

    /// A drawing with ids under a prefix (as `id`, in `url(#…)` and in `#…`), an id outside it,
    /// text and attribute slots, and fixed values that look like the prefix without being ids.
    static func draw<Sink: SVGElementSink>(_ values: Values, into sink: inout Sink) {
        let prefix = values.prefix
        sink.startElement("svg")
        sink.attribute("id", prefix)
        // Looks like an id under the first document's prefix, but is no id: fixed.
        sink.attribute("class", "Px")
        sink.startElement("title")
        sink.text(values.label, slot: label)
        sink.endElement()
        sink.startElement("mask")
        sink.attribute("id", prefix + "k")
        sink.startElement("path")
        sink.attribute("id", prefix + "s")
        sink.attribute("d", .path(path))
        sink.endElement()
        sink.startElement("use")
        sink.attribute("href", .fragment(id: prefix + "s"))
        sink.attribute("x", 40)
        sink.endElement()
        sink.endElement()
        sink.startElement("g")
        sink.attribute("id", "fixed")
        sink.attribute("mask", .url(id: prefix + "k"))
        sink.startElement("rect")
        sink.attribute("x", .number(values.x), slot: x)
        sink.attribute("fill", .text(values.paint), slot: paint)
        sink.attribute("filter", .url(id: values.target), slot: reference)
        sink.endElement()
        sink.startElement("use")
        sink.attribute("href", .fragment(id: "fixed"))
        sink.endElement()
        sink.endElement()
        sink.endElement()
    }

    static let path: SVGPathData = {
        var path = SVGPathData()
        path.move(to: 1.5, 2)
        path.line(to: 10, 2)
        path.close()
        return path
    }()

    static let first = Values(prefix: "P", label: "First", x: -12.5, paint: "#f00", target: "Pk")

    static let others: [Values] = [
        Values(prefix: "abc9_-", label: "Rating: 3.5 out of 5", x: 0.125, paint: "#00ff0080", target: "abc9_-k"),
        Values(prefix: "a&b\"c", label: "<b>&amp;</b> \"quoted\" \r\n★", x: 1e6, paint: "url(#x) \"", target: "outside"),
        Values(prefix: "Pk", label: "", x: -0.004, paint: "none", target: "P"),
        Values(prefix: "x", label: "]]> --> \t", x: 7, paint: "#fff", target: "xk"),
    ]

    static func direct(_ values: Values, options: SVGWriterOptions) -> String {
        var writer = SVGWriter(options: options)
        writer.writeDocument { draw(values, into: &$0) }
        return text(writer)
    }

    static func text(_ writer: SVGWriter) -> String {
        String(decoding: writer.bytes, as: UTF8.self)
    }

    static func slotValue(_ values: Values) -> (SVGTemplate.Slot, inout SVGTemplate.SlotValue) -> Void {
        { slot, value in
            switch slot {
            case label: value.set(.text(values.label))
            case x: value.set(.number(values.x))
            case paint: value.set(.text(values.paint))
            case reference: value.set(.url(id: values.target))
            default: value.set(.text("unknown slot \(slot.index)"))
            }
        }
    }

    static let optionSets: [SVGWriterOptions] = [
        .compact, .pretty, SVGWriterOptions(indentation: 4, numberPrecision: 4, includesXMLDeclaration: true),
    ]

    @Test("recording writes what the drawing writes", .cases(3), arguments: optionSets)
    func recordingWritesTheDocument(options: SVGWriterOptions) {
        var writer = SVGWriter(options: options)
        _ = writer.recordDocument(idPrefix: Self.first.prefix) { Self.draw(Self.first, into: &$0) }
        #expect(Self.text(writer) == Self.direct(Self.first, options: options))
        #expect(parseXML(writer.bytes) != nil)
    }

    @Test("a template written with other values gives the drawing's bytes for them", .cases(3), arguments: optionSets)
    func templateMatchesDirectWriting(options: SVGWriterOptions) {
        var recorder = SVGWriter(options: options)
        let template = recorder.recordDocument(idPrefix: Self.first.prefix) { Self.draw(Self.first, into: &$0) }
        var writer = SVGWriter(options: options)
        for values in [Self.first] + Self.others + Self.others.reversed() {
            writer.reset()
            writer.writeDocument(template, idPrefix: values.prefix, slots: Self.slotValue(values))
            #expect(Self.text(writer) == Self.direct(values, options: options))
        }
    }

    @Test("the holes are the ids under the prefix and the slots, nothing else")
    func holes() {
        var writer = SVGWriter()
        let template = writer.recordDocument(idPrefix: "P") { Self.draw(Self.first, into: &$0) }
        // svg id, mask id, path id, the use's href, the group's mask url: not the class that
        // starts with the prefix, not "fixed", not the url inside the reference slot.
        #expect(template.idPrefixHoleCount == 5)
        #expect(template.slots == [Self.label, Self.x, Self.paint, Self.reference])
        // The literal keeps the recorded prefix in place, and leaves out the slots' values.
        #expect(template.literalByteCount == writer.bytes.count - "First".utf8.count
            - "-12.5".utf8.count - "#f00".utf8.count - "url(#Pk)".utf8.count)
        #expect(template.options == .compact)
    }

    /// A prefix of the recorded one's length is written over it in place; any other length is
    /// written piece by piece. Both ways, after one another, from one template.
    @Test("prefixes of the recorded length and of others give the drawing's bytes")
    func prefixLengths() {
        let recorded = Values(prefix: "abcdef", label: "L", x: 1, paint: "#000", target: "abcdefk")
        var writer = SVGWriter()
        let template = writer.recordDocument(idPrefix: recorded.prefix) { Self.draw(recorded, into: &$0) }
        for prefix in ["UVWXYZ", "a&b", "abcdef", "abcde", "abcdefg", "Q9_-x0", "a<bcd"] {
            let values = Values(prefix: prefix, label: "\(prefix) ★", x: -3.25, paint: "#abc", target: prefix + "s")
            writer.reset()
            writer.writeDocument(template, idPrefix: values.prefix, slots: Self.slotValue(values))
            #expect(Self.text(writer) == Self.direct(values, options: .compact), "prefix \(prefix)")
        }
    }

    @Test("a prefix that needs escaping is recorded and written escaped")
    func escapedPrefix() {
        let values = Values(prefix: "q&<", label: "L", x: 1, paint: "#000", target: "q&<k")
        var writer = SVGWriter()
        let template = writer.recordDocument(idPrefix: values.prefix) { Self.draw(values, into: &$0) }
        #expect(Self.text(writer) == Self.direct(values, options: .compact))
        #expect(template.idPrefixHoleCount == 5)
        for other in [Self.first] + Self.others {
            writer.reset()
            writer.writeDocument(template, idPrefix: other.prefix, slots: Self.slotValue(other))
            #expect(Self.text(writer) == Self.direct(other, options: .compact))
        }
    }

    @Test("a template is written after what the writer holds, and the writer goes on")
    func writtenAmongOtherOutput() {
        var writer = SVGWriter()
        let template = writer.recordDocument(idPrefix: "P") { Self.draw(Self.first, into: &$0) }
        let values = Self.others[0]
        writer.writeDocument(template, idPrefix: values.prefix, slots: Self.slotValue(values))
        writer.write(SVGDocument(root: SVGElement("svg", [SVGAttribute("id", "P")])))
        #expect(Self.text(writer) == Self.direct(Self.first, options: .compact) + Self.direct(values, options: .compact)
            + "<svg id=\"P\"/>\n")
    }

    @Test("a copy of a writer keeps its own bytes when the other writes a template")
    func copiesStayApart() {
        var writer = SVGWriter()
        let template = writer.recordDocument(idPrefix: "P") { Self.draw(Self.first, into: &$0) }
        let copy = writer
        writer.writeDocument(template, idPrefix: "Z", slots: Self.slotValue(Self.others[0]))
        #expect(Self.text(copy) == Self.direct(Self.first, options: .compact))
    }

    /// Copies of a writer, each writing on a thread of its own, give their own slots' values:
    /// the room a writer keeps for a slot's text is not shared between copies.
    @Test("copies of a writer on two threads write their own slot values")
    func copiesOnTwoThreads() async {
        var recorder = SVGWriter()
        let template = recorder.recordDocument(idPrefix: "P") { Self.draw(Self.first, into: &$0) }
        // A writer that has written a template (and holds room for a slot's text), copied.
        var used = SVGWriter()
        used.writeDocument(template, idPrefix: "P", slots: Self.slotValue(Self.first))
        let original = used
        let copy = used
        let results = await withTaskGroup(of: Bool.self) { group in
            for (index, values) in [Self.others[0], Self.others[1]].enumerated() {
                group.addTask {
                    var writer = index == 0 ? original : copy
                    var isRight = true
                    for _ in 0..<2_000 {
                        writer.reset()
                        writer.writeDocument(template, idPrefix: values.prefix, slots: Self.slotValue(values))
                        isRight = isRight && Self.text(writer) == Self.direct(values, options: .compact)
                    }
                    return isRight
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == [true, true])
    }

    @Test("the tree builder ignores slots")
    func treeBuilderIgnoresSlots() {
        var builder = SVGTreeBuilder()
        Self.draw(Self.first, into: &builder)
        #expect(String(decoding: builder.document.utf8Bytes(), as: UTF8.self) == Self.direct(Self.first, options: .compact))
    }
}
