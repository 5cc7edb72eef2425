/// The SVG side of `SVGIcon(parsing:)`: takes the tokens of `IconXMLScanner` and keeps what an
/// icon may hold, refusing the rest by name (the rules are in `SVGIcon`'s documentation).
struct IconReader {
    /// What an open element passes on to its children.
    private struct Context {
        let name: String
        /// Whether the element's fill is not `none`, its own or inherited.
        let isFilled: Bool
        let fillRule: FillRule
    }

    private var scanner: IconXMLScanner
    /// The open elements, outermost first.
    private var contexts: [Context] = []
    private var viewBox: Rect?
    private var paths: [SVGFilledPath] = []
    /// The commands the paths may still have between them.
    private var commandBudget = SVGPathData.maximumParsedCommandCount

    /// The elements each element may hold.
    private static let children: [String: Set<String>] = [
        "svg": ["g", "path", "title", "desc"],
        "g": ["g", "path", "title", "desc"],
        "path": ["title", "desc"],
    ]

    /// The attributes each element may have besides `data-*` and `aria-*` (none for `<title>`
    /// and `<desc>`).
    private static let attributes: [String: Set<String>] = [
        "svg": presentation.union(["xmlns", "xmlns:xlink", "viewBox", "width", "height", "version", "role", "focusable"]),
        "g": presentation.union(["opacity"]),
        "path": presentation.union(["d", "opacity"]),
        "title": ["id", "class"],
        "desc": ["id", "class"],
    ]
    private static let presentation: Set<String> = ["id", "class", "fill", "fill-rule", "clip-rule", "stroke", "style"]

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
                guard let viewBox = reader.viewBox, !reader.paths.isEmpty else { throw .noFilledPath }
                return SVGIcon(viewBox: viewBox, paths: reader.paths)
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
        let parent = contexts.last ?? Context(name: "", isFilled: true, fillRule: .nonzero)
        var context = Context(name: tag.name, isFilled: parent.isFilled, fillRule: parent.fillRule)
        var pathData: IconXMLScanner.Attribute?
        for attribute in tag.attributes {
            // Keywords are CSS's, which ignores ASCII case.
            let value = Self.trimmed(attribute.value).lowercased()
            func refuse() -> SVGIconError {
                .unsupportedValue(DefusedText.quote(attribute.value), attribute: DefusedText.quote(attribute.name),
                                  element: name, at: scanner.location(of: attribute.offset))
            }
            switch attribute.name {
            case "fill":
                if value == "none" {
                    context = Context(name: tag.name, isFilled: false, fillRule: context.fillRule)
                } else if value.isEmpty || value.hasPrefix("url(") {
                    throw refuse()
                } else if value != "inherit" {
                    context = Context(name: tag.name, isFilled: true, fillRule: context.fillRule)
                }
            case "fill-rule", "clip-rule":
                guard let rule = FillRule(svgKeyword: value) ?? (value == "inherit" ? parent.fillRule : nil) else { throw refuse() }
                if attribute.name == "fill-rule" { context = Context(name: tag.name, isFilled: context.isFilled, fillRule: rule) }
            case "opacity":
                guard Double(value) == 1 else { throw refuse() }
            case "style":
                guard value.isEmpty else { throw refuse() }
            case "xmlns":
                // A namespace name is compared as written, case and all.
                guard attribute.value.elementsEqual("http://www.w3.org/2000/svg".utf8) else { throw refuse() }
            case "xmlns:xlink":
                guard attribute.value.elementsEqual("http://www.w3.org/1999/xlink".utf8) else { throw refuse() }
            case "viewBox":
                viewBox = try Self.viewBox(attribute, location: scanner.location(of: attribute.offset))
            case "d":
                pathData = attribute
            default:
                // Known and ignored, as SVGIcon documents: ids, sizes, accessibility and data.
                break
            }
        }
        switch tag.name {
        case "svg" where viewBox == nil:
            throw .missingViewBox(at: scanner.location(of: tag.offset))
        case "path":
            guard let pathData else { throw .missingPathData(at: scanner.location(of: tag.offset)) }
            let elements = try readPath(pathData)
            if context.isFilled && !elements.isEmpty {
                paths.append(SVGFilledPath(elements: elements, fillRule: context.fillRule))
            }
        default:
            break
        }
        if !tag.isEmpty { contexts.append(context) }
    }

    /// Refuses an attribute the element does not take; a stroke first, so that a stroked icon
    /// is refused as one, whichever of its stroke's attributes comes first.
    private func checkAttributeNames(of tag: IconXMLScanner.Tag) throws(SVGIconError) {
        for attribute in tag.attributes where attribute.name == "stroke" {
            let value = Self.trimmed(attribute.value).lowercased()
            if value != "none" && value != "inherit" {
                throw .stroked(DefusedText.quote(attribute.value), element: DefusedText.quote(tag.name),
                               at: scanner.location(of: attribute.offset))
            }
        }
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

    /// The elements of a path's `d`, within what the icon's paths may still have.
    private mutating func readPath(_ attribute: IconXMLScanner.Attribute) throws(SVGIconError) -> [PathElement] {
        do {
            let elements = try SVGPathData(parsing: attribute.value, maximumCommandCount: commandBudget).elements
            commandBudget -= elements.count
            return elements
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

    /// A `viewBox`: four numbers separated by whitespace and at most one comma, the width and
    /// height above 0, all within the bound of path data's numbers.
    private static func viewBox(_ attribute: IconXMLScanner.Attribute, location: SVGIconError.Location) throws(SVGIconError) -> Rect {
        let value = attribute.value
        var numbers: [Double] = []
        var index = value.startIndex
        func skipWhitespace() {
            while index < value.endIndex, IconXMLScanner.isWhitespace(value[index]) { index += 1 }
        }
        skipWhitespace()
        while index < value.endIndex, numbers.count < 4 {
            if !numbers.isEmpty {
                if value[index] == UInt8(ascii: ",") { index += 1 }
                skipWhitespace()
            }
            guard case .number(let number, let end) = NumberScanner.scan(value, from: index),
                  number.magnitude <= SVGPathData.largestParsedMagnitude else { break }
            numbers.append(number)
            index = end
            skipWhitespace()
        }
        guard index == value.endIndex, numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
            throw .invalidViewBox(DefusedText.quote(value), at: location)
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
