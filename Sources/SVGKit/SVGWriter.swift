/// Serializes SVG trees into UTF-8 bytes: the one place where values become text.
///
/// Pretty and compact output come from the same code: indentation is only ever added between
/// elements, never inside an element that holds text (`<title>`, `<style>`, `<text>`), so both
/// forms carry the same content. A writer can be reused: `reset()` keeps the buffer's capacity,
/// which matters when writing many documents in a row.
public struct SVGWriter: Sendable {
    /// The options in force.
    public let options: SVGWriterOptions
    /// The formatter every number goes through.
    public let numberFormatter: SVGNumberFormatter
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// The indentation in force, clamped to 0...16; `nil` for compact output.
    private let indentWidth: Int?

    /// Elements whose descendants' whitespace is rendered text (`<text><tspan>a</tspan>…`):
    /// never indented inside, even when all their children are elements.
    private static let textContentElements: Set<String> = ["text", "tspan", "textPath", "title", "desc", "style", "script"]

    /// Creates a writer with an empty buffer.
    public init(options: SVGWriterOptions = .compact) {
        self.options = options
        self.numberFormatter = SVGNumberFormatter(precision: options.numberPrecision)
        self.indentWidth = options.indentation.map { min(max($0, 0), 16) }
    }

    /// Empties the buffer, keeping its capacity.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes a whole document: the optional XML declaration, the root element, a final newline.
    /// - Complexity: O(*n*) in the size of the output.
    public mutating func write(_ document: SVGDocument) {
        if options.includesXMLDeclaration {
            bytes.append(contentsOf: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8))
        }
        write(.element(document.root), depth: 0)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes one node (and everything below it) at the top level.
    /// - Complexity: O(*n*) in the size of the output.
    public mutating func write(_ node: SVGNode) {
        write(node, depth: 0)
    }

    private mutating func write(_ node: SVGNode, depth: Int) {
        switch node {
        case .element(let element):
            write(element, depth: depth)
        case .text(let text):
            Escaping.appendText(text, to: &bytes)
        case .comment(let comment):
            append("<!--")
            Escaping.appendComment(comment, to: &bytes)
            append("-->")
        case .cdata(let content):
            append("<![CDATA[")
            Escaping.appendCDATA(content, to: &bytes)
            append("]]>")
        case .raw(let markup):
            append(markup)
        }
    }

    private mutating func write(_ element: SVGElement, depth: Int) {
        bytes.append(UInt8(ascii: "<"))
        append(element.name)
        for attribute in element.attributes {
            bytes.append(UInt8(ascii: " "))
            append(attribute.name)
            append("=\"")
            write(attribute.value)
            bytes.append(UInt8(ascii: "\""))
        }
        guard !element.children.isEmpty else {
            append("/>")
            return
        }
        bytes.append(UInt8(ascii: ">"))
        // Whitespace next to text would become part of it, so such elements stay on one line.
        let indents = indentWidth != nil && !Self.textContentElements.contains(element.name)
            && !element.children.contains(where: \.isTextLike)
        for child in element.children {
            if indents { newline(depth: depth + 1) }
            write(child, depth: depth + 1)
        }
        if indents { newline(depth: depth) }
        append("</")
        append(element.name)
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func write(_ value: SVGAttributeValue) {
        switch value {
        case .text(let text):
            Escaping.appendAttributeValue(text, to: &bytes)
        case .number(let number):
            numberFormatter.append(number, to: &bytes)
        case .numbers(let numbers):
            write(numbers)
        case .path(let path):
            write(path)
        case .transform(let transforms):
            for (index, transform) in transforms.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                write(transform)
            }
        case .url(let id):
            append("url(#")
            Escaping.appendAttributeValue(id, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        case .fragment(let id):
            bytes.append(UInt8(ascii: "#"))
            Escaping.appendAttributeValue(id, to: &bytes)
        }
    }

    private mutating func write(_ transform: SVGTransform) {
        switch transform {
        case .translate(let x, let y):
            append("translate(")
            write([x, y])
        case .scale(let x, let y):
            append("scale(")
            write([x, y])
        case .rotate(let degrees):
            append("rotate(")
            write([degrees])
        case .matrix(let a, let b, let c, let d, let e, let f):
            append("matrix(")
            write([a, b, c, d, e, f])
        }
        bytes.append(UInt8(ascii: ")"))
    }

    /// Path data in its shortest plain form: the first move absolute, every other command
    /// relative (lower case), numbers separated by a space only where a minus sign does not
    /// already separate them. Relative offsets are differences of *rounded* absolute points,
    /// so rounding never accumulates along the path: the points drawn are exactly the
    /// absolute coordinates rounded to the precision.
    private mutating func write(_ path: SVGPathData) {
        var current = (x: Int64(0), y: Int64(0))
        var subpathStart = current
        var isFirst = true
        for command in path.commands {
            switch command {
            case .move(let x, let y):
                let point = (x: numberFormatter.units(x), y: numberFormatter.units(y))
                if isFirst {
                    bytes.append(UInt8(ascii: "M"))
                    writeUnits([point.x, point.y])
                } else {
                    bytes.append(UInt8(ascii: "m"))
                    writeUnits([point.x - current.x, point.y - current.y])
                }
                current = point
                subpathStart = point
            case .line(let x, let y):
                let point = (x: numberFormatter.units(x), y: numberFormatter.units(y))
                bytes.append(UInt8(ascii: "l"))
                writeUnits([point.x - current.x, point.y - current.y])
                current = point
            case .arc(let radiusX, let radiusY, let rotation, let isLargeArc, let isClockwise, let x, let y):
                let point = (x: numberFormatter.units(x), y: numberFormatter.units(y))
                bytes.append(UInt8(ascii: "a"))
                writeUnits([
                    numberFormatter.units(radiusX), numberFormatter.units(radiusY), numberFormatter.units(rotation),
                    numberFormatter.units(isLargeArc ? 1 : 0), numberFormatter.units(isClockwise ? 1 : 0),
                    point.x - current.x, point.y - current.y,
                ])
                current = point
            case .close:
                bytes.append(UInt8(ascii: "z"))
                current = subpathStart
            }
            isFirst = false
        }
    }

    /// Numbers given in units, separated by a space unless the next one starts with `-`.
    private mutating func writeUnits(_ numbers: [Int64]) {
        for (index, number) in numbers.enumerated() {
            if index > 0 && number >= 0 { bytes.append(UInt8(ascii: " ")) }
            numberFormatter.append(units: number, to: &bytes)
        }
    }

    private mutating func write(_ numbers: [Double]) {
        for (index, number) in numbers.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            numberFormatter.append(number, to: &bytes)
        }
    }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        let spaces = depth * (indentWidth ?? 0)
        for _ in 0..<spaces { bytes.append(UInt8(ascii: " ")) }
    }

    /// Appends trusted markup or a name, as it is.
    private mutating func append(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }
}
