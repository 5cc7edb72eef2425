import OutputText

/// Writes SVG as UTF-8 bytes: the one place where values become text.
///
/// It takes a drawing either element by element, as an `SVGElementSink` (`startElement`,
/// `attribute`, `text`, `endElement`: no tree is built, which is what makes writing many
/// documents fast), or as a tree (`write(_:)` of an `SVGDocument` or `SVGNode`, which walks the
/// tree through the same calls). Either way the same values give the same bytes.
///
/// Pretty and compact output come from the same code: indentation is only ever added between
/// elements, never inside an element that holds text (`<title>`, `<style>`, `<text>`), so both
/// forms carry the same content. A writer can be reused: `reset()` keeps the buffer's capacity,
/// which matters when writing many documents in a row.
public struct SVGWriter: SVGElementSink, Sendable {
    /// The options in force.
    public let options: SVGWriterOptions
    /// The formatter every number goes through.
    public let numberFormatter: SVGNumberFormatter
    /// The bytes written so far.
    public var bytes: [UInt8] { storage.array }
    /// The number of bytes written so far.
    public var byteCount: Int { storage.count }
    /// Calls `body` with the bytes written so far, without copying them into an array.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withBytes(body)
    }
    /// The bytes the buffer holds without growing; `reset()` keeps them.
    public var capacity: Int { storage.capacity }
    /// Where the bytes go: copied before a change when another writer shares it, so that
    /// writers are values, as if it were an array, but checked once per call instead of once
    /// per byte.
    private var storage: ByteStorage
    /// The indentation in force, clamped to 0...16; `nil` for compact output.
    private let indentWidth: Int?
    /// The elements opened and not yet closed, innermost last.
    private var openElements: [OpenElement] = []
    /// The template being recorded, while `recordDocument(idPrefix:_:)` runs.
    private var recording: TemplateRecording?

    /// What a template's recording has found so far.
    private struct TemplateRecording: Sendable {
        /// The id prefix as written in an attribute value.
        let escapedIDPrefix: [UInt8]
        /// The holes' bytes in the buffer, in document order.
        var holes: [(range: Range<Int>, kind: HoleKind)] = []
        /// Whether a slot's value is being written: an id inside it is part of the slot.
        var isInSlot = false

        /// What a hole holds.
        enum HoleKind: Equatable, Sendable {
            case idPrefix
            case attributeSlot(SVGTemplate.Slot)
            case textSlot(SVGTemplate.Slot)
        }
    }

    /// An element being written.
    private struct OpenElement: Sendable {
        let name: String
        /// Whether its children go on lines of their own (pretty output only).
        let indentsContent: Bool
        /// Whether anything has been written inside it (its start tag is then closed).
        var hasContent = false
    }

    /// Elements whose descendants' whitespace is rendered text (`<text><tspan>a</tspan>…`):
    /// never indented inside, even when all their children are elements.
    private static let textContentElements: Set<String> = ["text", "tspan", "textPath", "title", "desc", "style", "script"]

    /// Creates a writer with an empty buffer.
    /// - Parameters:
    ///   - options: how to write.
    ///   - capacity: bytes to reserve at once, when the size of the output is known roughly:
    ///     the buffer then grows in one step instead of several.
    public init(options: SVGWriterOptions = .compact, capacity: Int = 0) {
        storage = ByteStorage(capacity: capacity)
        openElements.reserveCapacity(8)
        self.options = options
        self.numberFormatter = SVGNumberFormatter(precision: options.numberPrecision, omitsLeadingZero: options.omitsLeadingZeros)
        self.indentWidth = options.indentation.map { min(max($0, 0), 16) }
    }

    /// Empties the buffer, keeping its capacity.
    public mutating func reset() {
        makeStorageUnique()
        storage.removeAll()
        openElements.removeAll(keepingCapacity: true)
    }

    /// Writes a whole document: the optional XML declaration, the root element, a final newline.
    /// - Complexity: O(*n*) in the size of the output.
    public mutating func write(_ document: SVGDocument) {
        writeDocument { $0.write(.element(document.root)) }
    }

    /// Writes a whole document whose root element `body` writes: the optional XML declaration,
    /// the root, a final newline.
    public mutating func writeDocument(_ body: (inout SVGWriter) -> Void) {
        makeStorageUnique()
        if options.includesXMLDeclaration {
            append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        }
        body(&self)
        makeStorageUnique()
        storage.appendByte(UInt8(ascii: "\n"))
    }

    // MARK: Templates

    /// Writes a whole document as `writeDocument(_:)` does, and returns it as a template: its
    /// bytes with holes where `idPrefix` starts an id and where `body` marked a slot (see
    /// `SVGTemplate`). `writeDocument(_:idPrefix:slots:)` then writes documents like it fast.
    /// - Parameters:
    ///   - idPrefix: the prefix of the document's ids; not empty.
    ///   - body: writes the document's root element, marking its slots.
    /// - Returns: the template of the document `body` wrote.
    public mutating func recordDocument(idPrefix: String, _ body: (inout SVGWriter) -> Void) -> SVGTemplate {
        precondition(recording == nil && openElements.isEmpty, "a template is a whole document")
        precondition(!idPrefix.isEmpty, "an empty prefix starts every id")
        var escapedIDPrefix: [UInt8] = []
        Escaping.appendAttributeValue(idPrefix, to: &escapedIDPrefix)
        makeStorageUnique()
        let start = storage.count
        recording = TemplateRecording(escapedIDPrefix: escapedIDPrefix)
        writeDocument(body)
        let holes = recording!.holes
        recording = nil

        // The literal is the document without the slots' values; the prefix stays in place.
        var literal: [UInt8] = []
        literal.reserveCapacity(storage.count - start)
        var idPrefixOffsets: [Int] = []
        var slotHoles: [SVGTemplate.SlotHole] = []
        var from = start
        for hole in holes {
            switch hole.kind {
            case .idPrefix:
                idPrefixOffsets.append(literal.count + hole.range.lowerBound - from)
            case .attributeSlot(let slot), .textSlot(let slot):
                literal += storage.bytes(in: from..<hole.range.lowerBound)
                slotHoles.append(SVGTemplate.SlotHole(offset: literal.count, slot: slot, isText: hole.kind == .textSlot(slot)))
                from = hole.range.upperBound
            }
        }
        literal += storage.bytes(in: from..<storage.count)
        return SVGTemplate(options: options, literal: literal, recordedIDPrefix: escapedIDPrefix,
                           idPrefixOffsets: idPrefixOffsets, slotHoles: slotHoles)
    }

    /// Writes the document `template` was recorded from, with `idPrefix` starting its ids and
    /// `slots` giving each slot's value (text for a text slot) through the `SlotValue` it is
    /// handed: the bytes the drawing itself would write with those values.
    /// - Precondition: the template was recorded in this writer's options.
    /// - Complexity: O(*n*) in the size of the output.
    public mutating func writeDocument(_ template: SVGTemplate, idPrefix: String,
                                       slots: (SVGTemplate.Slot, inout SVGTemplate.SlotValue) -> Void) {
        precondition(template.options == options, "a template is written in the options it was recorded in")
        precondition(recording == nil && openElements.isEmpty, "a template is a whole document")
        makeStorageUnique()
        Escaping.withAttributeValue(idPrefix) { prefix in
            template.literal.withUnsafeBufferPointer { literal in
                if prefix.count == template.recordedIDPrefix.count {
                    writeLiteral(of: template, literal, overwritingIDPrefixWith: prefix, slots: slots)
                } else {
                    writeLiteral(of: template, literal, replacingIDPrefixWith: prefix, slots: slots)
                }
            }
        }
    }

    /// Writes the template's bytes run by run between its slots, and the new prefix over the
    /// recorded one, which has as many bytes: one copy a run, whatever the number of ids.
    /// With `RatingSVGWriter`'s re-recording for derived ids, the batch writes most of a
    /// rating this way rather than piece by piece.
    private mutating func writeLiteral(of template: SVGTemplate, _ literal: UnsafeBufferPointer<UInt8>,
                                       overwritingIDPrefixWith prefix: UnsafeBufferPointer<UInt8>,
                                       slots: (SVGTemplate.Slot, inout SVGTemplate.SlotValue) -> Void) {
        var from = 0
        var nextPrefix = 0
        template.idPrefixOffsets.withUnsafeBufferPointer { offsets in
            func copyRun(to end: Int) {
                let runStart = storage.count - from
                storage.appendBytes(UnsafeBufferPointer(rebasing: literal[from..<end]))
                var nextEnd = nextPrefix
                while nextEnd < offsets.count, offsets[nextEnd] < end { nextEnd += 1 }
                storage.overwrite(at: UnsafeBufferPointer(rebasing: offsets[nextPrefix..<nextEnd]), shiftedBy: runStart, with: prefix)
                nextPrefix = nextEnd
                from = end
            }
            for hole in template.slotHoles {
                copyRun(to: hole.offset)
                writeSlot(hole, slots)
            }
            copyRun(to: literal.count)
        }
    }

    /// Writes the template's bytes piece by piece, with the new prefix in place of each
    /// recorded one: for a prefix of another length.
    private mutating func writeLiteral(of template: SVGTemplate, _ literal: UnsafeBufferPointer<UInt8>,
                                       replacingIDPrefixWith prefix: UnsafeBufferPointer<UInt8>,
                                       slots: (SVGTemplate.Slot, inout SVGTemplate.SlotValue) -> Void) {
        var from = 0
        var nextPrefix = 0
        for hole in template.slotHoles + [nil] {
            let end = hole?.offset ?? literal.count
            while nextPrefix < template.idPrefixOffsets.count, template.idPrefixOffsets[nextPrefix] < end {
                let offset = template.idPrefixOffsets[nextPrefix]
                storage.appendBytes(UnsafeBufferPointer(rebasing: literal[from..<offset]))
                storage.appendBytes(prefix)
                from = offset + template.recordedIDPrefix.count
                nextPrefix += 1
            }
            storage.appendBytes(UnsafeBufferPointer(rebasing: literal[from..<end]))
            from = end
            if let hole { writeSlot(hole, slots) }
        }
    }

    /// Writes a slot's value, as an attribute value or as text.
    private mutating func writeSlot(_ hole: SVGTemplate.SlotHole, _ slots: (SVGTemplate.Slot, inout SVGTemplate.SlotValue) -> Void) {
        var value = SVGTemplate.SlotValue()
        slots(hole.slot, &value)
        guard let attribute = value.attribute else { preconditionFailure("every slot is given a value") }
        guard hole.isText else { return write(attribute) }
        guard case .text(let text) = attribute else { preconditionFailure("a text slot takes text") }
        Escaping.appendText(text, to: &storage)
    }

    /// Writes an id as an attribute value; while a template is recorded, its prefix is a hole.
    private mutating func writeID(_ id: String) {
        let start = storage.count
        Escaping.appendAttributeValue(id, to: &storage)
        guard recording != nil, !recording!.isInSlot, storage.hasBytes(recording!.escapedIDPrefix, at: start) else { return }
        recording!.holes.append((start..<start + recording!.escapedIDPrefix.count, .idPrefix))
    }

    /// Writes one node (and everything below it) where the writer stands.
    /// - Complexity: O(*n*) in the size of the output.
    public mutating func write(_ node: SVGNode) {
        makeStorageUnique()
        switch node {
        case .element(let element):
            startElement(element.name, indentsContent: !element.children.contains(where: \.isTextLike))
            for attribute in element.attributes { self.attribute(attribute.name, attribute.value) }
            for child in element.children { write(child) }
            endElement()
        case .text(let text):
            self.text(text)
        case .comment(let comment):
            beginContent(isElement: false)
            append("<!--")
            Escaping.appendComment(comment, to: &storage)
            append("-->")
        case .cdata(let content):
            beginContent(isElement: false)
            append("<![CDATA[")
            Escaping.appendCDATA(content, to: &storage)
            append("]]>")
        case .raw(let markup):
            beginContent(isElement: false)
            append(markup)
        }
    }

    // MARK: Element by element

    public mutating func startElement(_ name: String) {
        startElement(name, indentsContent: true)
    }

    /// Opens an element.
    /// - Parameters:
    ///   - name: the element's name.
    ///   - indentsContent: `false` keeps the element's content on its line in pretty
    ///     output, as for mixed text and elements; text-content elements (`<title>`, `<style>`,
    ///     `<text>`, …) never indent.
    public mutating func startElement(_ name: String, indentsContent: Bool) {
        makeStorageUnique()
        beginContent(isElement: true)
        storage.appendByte(UInt8(ascii: "<"))
        append(name)
        openElements.append(OpenElement(
            name: name, indentsContent: indentWidth != nil && indentsContent && !Self.textContentElements.contains(name)))
    }

    public mutating func attribute(_ name: String, _ value: SVGAttributeValue) {
        startAttribute(name)
        if recording != nil, name == "id", case .text(let id) = value {
            writeID(id)
        } else {
            write(value)
        }
        storage.appendByte(UInt8(ascii: "\""))
    }

    public mutating func text(_ text: String) {
        makeStorageUnique()
        beginContent(isElement: false)
        Escaping.appendText(text, to: &storage)
    }

    public mutating func attribute(_ name: String, _ value: SVGAttributeValue, slot: SVGTemplate.Slot) {
        guard recording != nil else { return attribute(name, value) }
        startAttribute(name)
        let start = storage.count
        recording!.isInSlot = true
        write(value)
        recording!.isInSlot = false
        recording!.holes.append((start..<storage.count, .attributeSlot(slot)))
        storage.appendByte(UInt8(ascii: "\""))
    }

    public mutating func text(_ text: String, slot: SVGTemplate.Slot) {
        guard recording != nil else { return self.text(text) }
        makeStorageUnique()
        beginContent(isElement: false)
        let start = storage.count
        Escaping.appendText(text, to: &storage)
        recording!.holes.append((start..<storage.count, .textSlot(slot)))
    }

    /// Writes ` name="`, before an attribute's value and its closing quote.
    private mutating func startAttribute(_ name: String) {
        makeStorageUnique()
        storage.appendByte(UInt8(ascii: " "))
        append(name)
        append("=\"")
    }

    public mutating func endElement() {
        guard let element = openElements.popLast() else { preconditionFailure("no element is open") }
        makeStorageUnique()
        guard element.hasContent else {
            append("/>")
            return
        }
        if element.indentsContent { newline(depth: openElements.count) }
        append("</")
        append(element.name)
        storage.appendByte(UInt8(ascii: ">"))
    }

    /// Closes the parent's start tag before its first content, and starts a line for an element
    /// inside a parent that indents.
    /// At the top level, in pretty output, an element after other output starts a line of its
    /// own, so that a sequence of elements written without a root reads one per line.
    private mutating func beginContent(isElement: Bool) {
        guard let parent = openElements.last else {
            if isElement && indentWidth != nil, let last = storage.last, last != UInt8(ascii: "\n") { newline(depth: 0) }
            return
        }
        if !parent.hasContent {
            storage.appendByte(UInt8(ascii: ">"))
            openElements[openElements.count - 1].hasContent = true
        }
        if isElement && parent.indentsContent { newline(depth: openElements.count) }
    }

    // MARK: Values

    private mutating func write(_ value: SVGAttributeValue) {
        switch value {
        case .text(let text):
            Escaping.appendAttributeValue(text, to: &storage)
        case .number(let number):
            numberFormatter.appendUnits(numberFormatter.units(number), to: &storage)
        case .numbers(let numbers):
            write(numbers)
        case .path(let path):
            write(path)
        case .transform(let transforms):
            for (index, transform) in transforms.enumerated() {
                if index > 0 { storage.appendByte(UInt8(ascii: " ")) }
                write(transform)
            }
        case .url(let id):
            append("url(#")
            writeID(id)
            storage.appendByte(UInt8(ascii: ")"))
        case .fragment(let id):
            storage.appendByte(UInt8(ascii: "#"))
            writeID(id)
        }
    }

    /// A transform in its shortest form: `translate(x)` when y is 0, `scale(s)` when both
    /// factors are equal, as SVG allows.
    private mutating func write(_ transform: SVGTransform) {
        switch transform {
        case .translate(let x, let y):
            append("translate(")
            write(numberFormatter.units(y) == 0 ? [x] : [x, y])
        case .scale(let x, let y):
            append("scale(")
            write(numberFormatter.units(x) == numberFormatter.units(y) ? [x] : [x, y])
        case .rotate(let degrees):
            append("rotate(")
            write([degrees])
        case .matrix(let a, let b, let c, let d, let e, let f):
            append("matrix(")
            write([a, b, c, d, e, f])
        }
        storage.appendByte(UInt8(ascii: ")"))
    }

    /// Path data in its shortest plain form: the first move absolute, every other command
    /// relative (lower case; a curve's control points are relative to its start, as `c` and `q`
    /// read them), numbers separated by a space only where neither a minus sign nor a second
    /// decimal point (`.87.64`) already separates them, nor an arc's flags (unless the path
    /// asks for them spaced). Relative offsets are differences of *rounded* absolute points, so rounding never accumulates along the path:
    /// the points drawn are exactly the absolute coordinates rounded to the precision.
    private mutating func write(_ path: SVGPathData) {
        var current = (x: Int64(0), y: Int64(0))
        var subpathStart = current
        var isFirst = true
        for element in path.elements {
            switch element {
            case .move(let end):
                let point = (x: numberFormatter.units(end.x), y: numberFormatter.units(end.y))
                if isFirst {
                    storage.appendByte(UInt8(ascii: "M"))
                    writeUnits(point.x, point.y)
                } else {
                    storage.appendByte(UInt8(ascii: "m"))
                    writeUnits(point.x - current.x, point.y - current.y)
                }
                current = point
                subpathStart = point
            case .line(let end):
                let point = (x: numberFormatter.units(end.x), y: numberFormatter.units(end.y))
                storage.appendByte(UInt8(ascii: "l"))
                writeUnits(point.x - current.x, point.y - current.y)
                current = point
            case .cubic(let control1, let control2, let end):
                // Both control points are relative to the curve's start, as `c` reads them.
                let point = (x: numberFormatter.units(end.x), y: numberFormatter.units(end.y))
                storage.appendByte(UInt8(ascii: "c"))
                writeUnits(numberFormatter.units(control1.x) - current.x, numberFormatter.units(control1.y) - current.y,
                           numberFormatter.units(control2.x) - current.x, numberFormatter.units(control2.y) - current.y,
                           point.x - current.x, point.y - current.y)
                current = point
            case .quadratic(let controlPoint, let end):
                let point = (x: numberFormatter.units(end.x), y: numberFormatter.units(end.y))
                let control = (x: numberFormatter.units(controlPoint.x) - current.x, y: numberFormatter.units(controlPoint.y) - current.y)
                storage.appendByte(UInt8(ascii: "q"))
                writeUnits(control.x, control.y)
                writeUnit(point.x - current.x, after: control.y)
                writeUnit(point.y - current.y, after: point.x - current.x)
                current = point
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isClockwise, let end):
                let point = (x: numberFormatter.units(end.x), y: numberFormatter.units(end.y))
                storage.appendByte(UInt8(ascii: "a"))
                // `PathElement`'s radians, in SVG's degrees.
                writeArcUnits(numberFormatter.units(radiusX), numberFormatter.units(radiusY), numberFormatter.units(rotation * 180 / .pi),
                              isLargeArc: isLargeArc, isClockwise: isClockwise, point.x - current.x, point.y - current.y,
                              separatingFlags: path.separatesArcFlags)
                current = point
            case .close:
                storage.appendByte(UInt8(ascii: "z"))
                current = subpathStart
            }
            isFirst = false
        }
    }

    /// Numbers given in units, separated by a space unless the next one starts with `-`, or
    /// starts with its decimal point after a number that has one. (Separate arguments, not an
    /// array: this runs for every number of every path.)
    private mutating func writeUnits(_ first: Int64, _ second: Int64) {
        numberFormatter.appendUnits(first, to: &storage)
        writeUnit(second, after: first)
    }

    /// A cubic curve's six numbers, separated as `writeUnits(_:_:)` separates two.
    private mutating func writeUnits(_ x1: Int64, _ y1: Int64, _ x2: Int64, _ y2: Int64, _ x: Int64, _ y: Int64) {
        writeUnits(x1, y1)
        writeUnit(x2, after: y1)
        writeUnit(y2, after: x2)
        writeUnit(x, after: y2)
        writeUnit(y, after: x)
    }

    /// An arc's numbers, its two flags written as the single digits they are, with nothing
    /// between them and the point after them (`0 01.14 3.49`): the path grammar reads a flag
    /// as one character, in SVG 1.1 as in SVG 2, which saves two bytes an arc. With
    /// `separatingFlags`, the flags are spaced as numbers are (`0 0 1.14 3.49`, `0 1-2.97`).
    private mutating func writeArcUnits(_ radiusX: Int64, _ radiusY: Int64, _ rotation: Int64,
                                        isLargeArc: Bool, isClockwise: Bool, _ x: Int64, _ y: Int64, separatingFlags: Bool) {
        numberFormatter.appendUnits(radiusX, to: &storage)
        writeUnit(radiusY, after: radiusX)
        writeUnit(rotation, after: radiusY)
        storage.appendByte(UInt8(ascii: " "))
        storage.appendByte(UInt8(ascii: isLargeArc ? "1" : "0"))
        if separatingFlags { storage.appendByte(UInt8(ascii: " ")) }
        storage.appendByte(UInt8(ascii: isClockwise ? "1" : "0"))
        // A spaced flag is followed as a number without a decimal point is: by a space unless
        // the next number starts with its sign.
        if separatingFlags && x >= 0 { storage.appendByte(UInt8(ascii: " ")) }
        numberFormatter.appendUnits(x, to: &storage)
        writeUnit(y, after: x)
    }

    private mutating func writeUnit(_ number: Int64, after previous: Int64) {
        if number >= 0 && !(numberFormatter.hasDecimalPoint(units: previous) && numberFormatter.startsWithDecimalPoint(units: number)) {
            storage.appendByte(UInt8(ascii: " "))
        }
        numberFormatter.appendUnits(number, to: &storage)
    }

    private mutating func write(_ numbers: [Double]) {
        for (index, number) in numbers.enumerated() {
            if index > 0 { storage.appendByte(UInt8(ascii: " ")) }
            numberFormatter.appendUnits(numberFormatter.units(number), to: &storage)
        }
    }

    private mutating func newline(depth: Int) {
        storage.appendByte(UInt8(ascii: "\n"))
        let spaces = depth * (indentWidth ?? 0)
        for _ in 0..<spaces { storage.appendByte(UInt8(ascii: " ")) }
    }

    /// Appends trusted markup or a name, as it is, in one copy.
    private mutating func append(_ string: String) {
        storage.appendString(string)
    }

    /// Gives this writer storage of its own before a change, if a copy of it shares it.
    private mutating func makeStorageUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}

extension SVGWriter {
    /// `path` as the writer writes a `d` attribute with `options` (the same numbers, the same
    /// shortest form), for a style sheet's `path()`, which takes SVG path data.
    public static func pathText(_ path: SVGPathData, options: SVGWriterOptions) -> String {
        var writer = SVGWriter(options: options)
        writer.write(path)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
