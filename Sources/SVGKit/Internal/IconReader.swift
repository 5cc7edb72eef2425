/// The SVG side of `SVGIcon(parsing:)`: takes the tokens of `IconXMLScanner` and keeps what an
/// icon may hold, refusing the rest by name (the rules are in `SVGIcon`'s documentation).
struct IconReader {
    /// What an open element passes on to its children: the paint properties in force, as SVG
    /// inherits them, and the map to the `viewBox`'s coordinates.
    private struct Context {
        var name: String
        /// Whether the fill is not `none`.
        var isFilled = true
        var fillRule = FillRule.nonzero
        /// Whether the stroke is not `none`.
        var isStroked = false
        var stroke = StrokeStyle(width: 1)
        var transform = AffineTransform.identity
        /// The innermost `transform` attribute in force, its own or an ancestor's: what a
        /// message about where the transforms put a shape quotes.
        var transformAttribute: IconXMLScanner.Attribute?
    }

    private var scanner: IconXMLScanner
    /// The open elements, outermost first.
    private var contexts: [Context] = []
    private var viewBox: Rect?
    private var paths: [SVGFilledPath] = []
    private var strokes: [SVGStrokedPath] = []
    /// The commands the shapes may still have between them.
    private var commandBudget = SVGPathData.maximumParsedCommandCount

    /// The shapes, each of which draws.
    private static let shapes: Set<String> = ["path", "circle", "ellipse", "rect", "line", "polyline", "polygon"]

    /// The elements each element may hold.
    private static let children: [String: Set<String>] = {
        let container = shapes.union(["g", "title", "desc"])
        var children: [String: Set<String>] = ["svg": container, "g": container]
        for shape in shapes { children[shape] = ["title", "desc"] }
        return children
    }()

    /// The attributes each element may have besides `data-*` and `aria-*` (none for `<title>`
    /// and `<desc>`).
    private static let attributes: [String: Set<String>] = [
        "svg": presentation.union(["xmlns", "xmlns:xlink", "viewBox", "width", "height", "version", "role", "focusable"]),
        "g": presentation.union(["transform"]),
        "path": presentation.union(["transform", "d"]),
        "circle": presentation.union(["transform", "cx", "cy", "r"]),
        "ellipse": presentation.union(["transform", "cx", "cy", "rx", "ry"]),
        "rect": presentation.union(["transform", "x", "y", "width", "height", "rx", "ry"]),
        "line": presentation.union(["transform", "x1", "y1", "x2", "y2"]),
        "polyline": presentation.union(["transform", "points"]),
        "polygon": presentation.union(["transform", "points"]),
        "title": ["id", "class"],
        "desc": ["id", "class"],
    ]
    private static let presentation: Set<String> = [
        "id", "class", "style", "fill", "fill-rule", "clip-rule", "color", "opacity", "fill-opacity", "stroke-opacity",
        "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray",
        "stroke-dashoffset",
    ]

    private init(scanner: IconXMLScanner) {
        self.scanner = scanner
    }

    /// Reads the icon in `bytes`.
    static func read(_ bytes: [UInt8]) throws(SVGIconError) -> SVGIcon {
        var reader = IconReader(scanner: try IconXMLScanner(bytes: bytes, maximumDepth: SVGIcon.maximumNestingDepth))
        while true {
            switch try reader.scanner.next() {
            case .startTag(let tag):
                try reader.start(tag)
            case .endTag:
                reader.contexts.removeLast()
            case .text(let text):
                try reader.check(text)
            case .end:
                // The root is an <svg>, which has a viewBox, or reading stopped there.
                guard let viewBox = reader.viewBox, !reader.paths.isEmpty || !reader.strokes.isEmpty else { throw .nothingDrawn }
                return SVGIcon(viewBox: viewBox, paths: reader.paths, strokes: reader.strokes)
            }
        }
    }

    private mutating func start(_ tag: IconXMLScanner.Tag) throws(SVGIconError) {
        let name = DefusedText.quote(tag.name)
        if let parent = contexts.last {
            guard Self.children[parent.name]?.contains(tag.name) == true else {
                throw .unsupportedElement(name, at: scanner.location(of: tag.offset))
            }
        } else if tag.name != "svg" {
            throw .notSVG(name, at: scanner.location(of: tag.offset))
        }
        try checkAttributeNames(of: tag)
        let parent = contexts.last ?? Context(name: "")
        var context = parent
        context.name = tag.name
        var geometry: [String: IconXMLScanner.Attribute] = [:]
        for attribute in tag.attributes {
            // Keywords are CSS's, which ignores ASCII case.
            let value = Self.trimmed(attribute.value).lowercased()
            func refuse() -> SVGIconError {
                .unsupportedValue(DefusedText.quote(attribute.value), attribute: DefusedText.quote(attribute.name),
                                  element: name, at: scanner.location(of: attribute.offset))
            }
            switch (attribute.name, value) {
            case (_, "inherit") where Self.presentation.contains(attribute.name):
                // The parent's value, which the context already holds.
                break
            case ("fill", "none"):
                context.isFilled = false
            case ("fill", _), ("stroke", _):
                guard !value.isEmpty, !value.hasPrefix("url(") else { throw refuse() }
                if attribute.name == "fill" { context.isFilled = true } else { context.isStroked = value != "none" }
            case ("fill-rule", _):
                guard let rule = FillRule(svgKeyword: value) else { throw refuse() }
                context.fillRule = rule
            case ("clip-rule", _):
                guard FillRule(svgKeyword: value) != nil else { throw refuse() }
            case ("stroke-width", _):
                guard let width = Self.length(value), width >= 0 else { throw refuse() }
                context.stroke.width = width
            case ("stroke-linecap", "butt"): context.stroke.lineCap = .butt
            case ("stroke-linecap", "round"): context.stroke.lineCap = .round
            case ("stroke-linecap", "square"): context.stroke.lineCap = .square
            case ("stroke-linejoin", "miter"): context.stroke.lineJoin = .miter
            case ("stroke-linejoin", "round"): context.stroke.lineJoin = .round
            case ("stroke-linejoin", "bevel"): context.stroke.lineJoin = .bevel
            case ("stroke-linecap", _), ("stroke-linejoin", _):
                throw refuse()
            case ("stroke-miterlimit", _):
                guard let limit = Self.length(value, allowingUnit: false), limit >= 1 else { throw refuse() }
                context.stroke.miterLimit = limit
            case ("stroke-dasharray", _):
                guard value == "none" else { throw refuse() }
            case ("stroke-dashoffset", _):
                guard Self.length(value) != nil else { throw refuse() }
            case ("opacity", _), ("fill-opacity", _), ("stroke-opacity", _):
                guard Self.length(value, allowingUnit: false) == 1 else { throw refuse() }
            case ("style", _):
                guard value.isEmpty else { throw refuse() }
            case ("transform", _):
                guard let transform = TransformListParser.parse(attribute.value) else { throw refuse() }
                context.transform = context.transform.concatenating(transform)
                context.transformAttribute = attribute
            case ("xmlns", _):
                // A namespace name is compared as written, case and all.
                guard attribute.value.elementsEqual("http://www.w3.org/2000/svg".utf8) else { throw refuse() }
            case ("xmlns:xlink", _):
                guard attribute.value.elementsEqual("http://www.w3.org/1999/xlink".utf8) else { throw refuse() }
            case ("viewBox", _):
                viewBox = try Self.viewBox(attribute, location: scanner.location(of: attribute.offset))
            default:
                // A shape's geometry, read below; or known and ignored, as SVGIcon documents:
                // ids, sizes, colour, accessibility and data.
                geometry[attribute.name] = attribute
            }
        }
        if tag.name == "svg" && viewBox == nil {
            throw .missingViewBox(at: scanner.location(of: tag.offset))
        }
        if Self.shapes.contains(tag.name) {
            try add(try shapeElements(tag, geometry), of: tag, in: context)
        }
        if !tag.isEmpty { contexts.append(context) }
    }

    /// Keeps a shape's fill, in the `viewBox`'s coordinates, and its stroke, in its own.
    private mutating func add(_ elements: [PathElement], of tag: IconXMLScanner.Tag, in context: Context) throws(SVGIconError) {
        guard !elements.isEmpty else { return }
        guard elements.count <= commandBudget else { throw .tooManyCommands(maximum: SVGPathData.maximumParsedCommandCount) }
        commandBudget -= elements.count
        let isStroked = context.isStroked && context.stroke.width > 0
        // The shape in the viewBox's coordinates: what a fill keeps, and what the check below
        // measures.
        let placed = context.transform.isIdentity ? elements : elements.map { $0.transformed(by: context.transform) }
        if let attribute = context.transformAttribute, !context.transform.isIdentity {
            // Refused here, naming the shape and its transform, rather than later by a
            // coordinate that the file does not hold (skewX(90), scale(1e9)).
            let reach = isStroked ? context.stroke.width / 2 * context.transform.largestStretch : 0
            guard Self.largestMagnitude(of: placed) + reach <= SVGPathData.largestParsedMagnitude else {
                throw .transformOutOfRange(DefusedText.quote(attribute.value), element: DefusedText.quote(tag.name),
                                           transformAt: scanner.location(of: attribute.offset), at: scanner.location(of: tag.offset))
            }
        }
        // A line has no inside: SVG never fills one.
        if context.isFilled && tag.name != "line" {
            paths.append(SVGFilledPath(elements: placed, fillRule: context.fillRule))
        }
        if isStroked {
            strokes.append(SVGStrokedPath(elements: elements, style: context.stroke, transform: context.transform,
                                          location: scanner.location(ofLaterOffset: tag.offset)))
        }
    }

    /// The largest magnitude of a coordinate or radius of `elements`; infinity for a number
    /// that is not finite.
    private static func largestMagnitude(of elements: [PathElement]) -> Double {
        var largest = 0.0
        func include(_ value: Double) {
            largest = value.isFinite ? max(largest, value.magnitude) : .infinity
        }
        func include(_ point: Point) {
            include(point.x)
            include(point.y)
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point):
                include(point)
            case .quadratic(let control, let point):
                include(control)
                include(point)
            case .cubic(let control1, let control2, let point):
                include(control1)
                include(control2)
                include(point)
            case .ellipticalArc(let radiusX, let radiusY, _, _, _, let point):
                include(radiusX)
                include(radiusY)
                include(point)
            case .close:
                break
            }
        }
        return largest
    }

    /// A shape's elements in its own coordinates, from its geometry attributes.
    private mutating func shapeElements(_ tag: IconXMLScanner.Tag,
                                        _ geometry: [String: IconXMLScanner.Attribute]) throws(SVGIconError) -> [PathElement] {
        let name = DefusedText.quote(tag.name)
        func number(_ attributeName: String, nonNegative: Bool = false) throws(SVGIconError) -> Double? {
            guard let attribute = geometry[attributeName] else { return nil }
            guard let value = Self.length(Self.trimmed(attribute.value).lowercased()), !nonNegative || value >= 0 else {
                throw .unsupportedValue(DefusedText.quote(attribute.value), attribute: DefusedText.quote(attributeName),
                                        element: name, at: scanner.location(of: attribute.offset))
            }
            return value
        }
        switch tag.name {
        case "path":
            guard let pathData = geometry["d"] else { throw .missingPathData(at: scanner.location(of: tag.offset)) }
            return try readPath(pathData)
        case "circle":
            return BasicShapePath.circle(cx: try number("cx") ?? 0, cy: try number("cy") ?? 0, r: try number("r", nonNegative: true) ?? 0)
        case "ellipse":
            return BasicShapePath.ellipse(cx: try number("cx") ?? 0, cy: try number("cy") ?? 0,
                                          rx: try number("rx", nonNegative: true) ?? 0, ry: try number("ry", nonNegative: true) ?? 0)
        case "rect":
            return BasicShapePath.rect(x: try number("x") ?? 0, y: try number("y") ?? 0,
                                       width: try number("width", nonNegative: true) ?? 0,
                                       height: try number("height", nonNegative: true) ?? 0,
                                       rx: try number("rx", nonNegative: true), ry: try number("ry", nonNegative: true))
        case "line":
            return BasicShapePath.line(x1: try number("x1") ?? 0, y1: try number("y1") ?? 0,
                                       x2: try number("x2") ?? 0, y2: try number("y2") ?? 0)
        default:
            guard let attribute = geometry["points"] else { return [] }
            guard let coordinates = Self.points(attribute.value) else {
                throw .unsupportedValue(DefusedText.quote(attribute.value), attribute: "points", element: name,
                                        at: scanner.location(of: attribute.offset))
            }
            return BasicShapePath.poly(coordinates, isClosed: tag.name == "polygon")
        }
    }

    /// Refuses an attribute the element does not take.
    private func checkAttributeNames(of tag: IconXMLScanner.Tag) throws(SVGIconError) {
        let allowed = Self.attributes[tag.name] ?? []
        let takesData = tag.name != "title" && tag.name != "desc"
        for attribute in tag.attributes {
            let name = attribute.name
            guard allowed.contains(name) || (takesData && (name.hasPrefix("data-") || name.hasPrefix("aria-"))) else {
                throw .unsupportedAttribute(DefusedText.quote(name), element: DefusedText.quote(tag.name),
                                            at: scanner.location(of: attribute.offset))
            }
        }
    }

    /// The elements of a path's `d`, within what the icon's shapes may still have.
    private func readPath(_ attribute: IconXMLScanner.Attribute) throws(SVGIconError) -> [PathElement] {
        do {
            return try SVGPathData(parsing: attribute.value, maximumCommandCount: commandBudget).elements
        } catch .tooManyCommands {
            throw .tooManyCommands(maximum: SVGPathData.maximumParsedCommandCount)
        } catch {
            throw .invalidPathData(error, at: scanner.location(of: attribute.offset))
        }
    }

    /// Refuses text other than whitespace outside `<title>` and `<desc>`.
    private func check(_ text: IconXMLScanner.Text) throws(SVGIconError) {
        guard !text.isWhitespace, let parent = contexts.last, parent.name != "title", parent.name != "desc" else { return }
        var start = text.offset
        var end = text.end
        while start < end, IconXMLScanner.isWhitespace(scanner.bytes[start]) { start += 1 }
        while end > start, IconXMLScanner.isWhitespace(scanner.bytes[end - 1]) { end -= 1 }
        throw .unexpectedText(DefusedText.quote(scanner.bytes[start..<end]), at: scanner.location(of: start))
    }

    /// A number as a length attribute writes it (trimmed, lower case): SVG's number, then `px`
    /// if `allowingUnit`, within the bound of path data's numbers; nil for anything else
    /// (other units, percentages).
    private static func length(_ value: String, allowingUnit: Bool = true) -> Double? {
        var bytes = Array(value.utf8)[...]
        if allowingUnit, bytes.count > 2, bytes.suffix(2).elementsEqual("px".utf8) { bytes = bytes.dropLast(2) }
        guard case .number(let number, let end) = NumberScanner.scan(bytes, from: bytes.startIndex), end == bytes.endIndex,
              number.magnitude <= SVGPathData.largestParsedMagnitude else { return nil }
        return number
    }

    /// The numbers of a `points` list: numbers separated by whitespace and at most one comma,
    /// an even count of them; nil for anything else.
    private static func points(_ value: ArraySlice<UInt8>) -> [Double]? {
        var numbers: [Double] = []
        var index = value.startIndex
        func skipWhitespace() {
            while index < value.endIndex, IconXMLScanner.isWhitespace(value[index]) { index += 1 }
        }
        skipWhitespace()
        while index < value.endIndex {
            if !numbers.isEmpty {
                if value[index] == UInt8(ascii: ",") { index += 1 }
                skipWhitespace()
            }
            guard case .number(let number, let end) = NumberScanner.scan(value, from: index),
                  number.magnitude <= SVGPathData.largestParsedMagnitude else { return nil }
            numbers.append(number)
            index = end
            skipWhitespace()
        }
        return numbers.count % 2 == 0 ? numbers : nil
    }

    /// A `viewBox`: four numbers separated by whitespace and at most one comma, the width and
    /// height above 0, all within the bound of path data's numbers.
    private static func viewBox(_ attribute: IconXMLScanner.Attribute, location: SVGIconError.Location) throws(SVGIconError) -> Rect {
        guard let numbers = points(attribute.value), numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
            throw .invalidViewBox(DefusedText.quote(attribute.value), at: location)
        }
        return Rect(minX: numbers[0], minY: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// A value without XML whitespace around it, as text.
    private static func trimmed(_ value: ArraySlice<UInt8>) -> String {
        var start = value.startIndex
        var end = value.endIndex
        while start < end, IconXMLScanner.isWhitespace(value[start]) { start += 1 }
        while end > start, IconXMLScanner.isWhitespace(value[end - 1]) { end -= 1 }
        return String(decoding: value[start..<end], as: UTF8.self)
    }
}
