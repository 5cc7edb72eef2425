/// Why `SVGIcon(parsing:)` refused a file.
///
/// Each `description` is one line, without a trailing period, fit to follow a command line's
/// `Error: invalid icon file 'x.svg': `: where (`line 3, column 5: `, when the error has a
/// place), what was found, and what an icon file may hold instead. Text quoted from the file
/// (names, values) is cut to 40 characters with its control characters escaped.
///
/// SVGKit's second error, beside `SVGPathDataError`, which `invalidPathData` wraps: path data
/// is also read on its own, and a caller of `SVGPathData(parsing:)` has only its cases to handle.
public enum SVGIconError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file has more bytes than `maximum` (`SVGIcon.maximumByteCount`); it is not read.
    case fileTooLarge(byteCount: Int, maximum: Int)
    /// A byte sequence that is not UTF-8, or a UTF-16 byte order mark.
    case notUTF8(at: Location)
    /// A character that XML does not allow in a document, given as its code point: a control
    /// character other than tab, line feed and carriage return, or U+FFFE or U+FFFF.
    case forbiddenCharacter(UInt32, at: Location)
    /// The file is not well-formed XML; the text says what was expected, in a phrase.
    case malformedXML(String, at: Location)
    /// A document type declaration, which could declare entities: not read.
    case doctype(at: Location)
    /// A processing instruction other than the XML declaration at the start; its target.
    case processingInstruction(String, at: Location)
    /// A CDATA section: not read, since an icon has no text where one would matter.
    case cdataSection(at: Location)
    /// An entity reference other than XML's five (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`) and
    /// numeric character references; its name.
    case unknownEntity(String, at: Location)
    /// The XML declaration names an encoding other than UTF-8; the name.
    case unsupportedEncoding(String, at: Location)
    /// The root element is not `<svg>`; its name.
    case notSVG(String, at: Location)
    /// An element an icon does not hold (`<use>`, `<defs>`, `<text>`, `<style>`, a gradient,
    /// …), or one in a place it may not be (an element inside `<title>`, a nested `<svg>`); its
    /// name.
    case unsupportedElement(String, at: Location)
    /// An attribute the element does not take in an icon; the attribute's name and the
    /// element's.
    case unsupportedAttribute(String, element: String, at: Location)
    /// A value an icon does not take for an attribute it knows (`opacity="0.5"`,
    /// `fill="url(#g)"`, a non-empty `style`, a dashed stroke, a length in percent); the value,
    /// the attribute's name and the element's.
    case unsupportedValue(String, attribute: String, element: String, at: Location)
    /// The `<svg>` has no `viewBox`.
    case missingViewBox(at: Location)
    /// A `viewBox` that is not four numbers with a positive width and height, each at most
    /// `SVGPathData.largestParsedMagnitude` in magnitude; the value.
    case invalidViewBox(String, at: Location)
    /// A `<path>` without a `d`.
    case missingPathData(at: Location)
    /// A `<path>`'s `d` that `SVGPathData(parsing:)` refuses (its error counts characters from
    /// the start of the value); the place is the `d` attribute's.
    case invalidPathData(SVGPathDataError, at: Location)
    /// The paths have more commands in all than `maximum`
    /// (`SVGPathData.maximumParsedCommandCount`), counted as parsed.
    case tooManyCommands(maximum: Int)
    /// Text other than whitespace outside `<title>` and `<desc>`; the start of it.
    case unexpectedText(String, at: Location)
    /// Elements nested deeper than `maximum` (`SVGIcon.maximumNestingDepth`).
    case nestingTooDeep(maximum: Int, at: Location)
    /// The transforms from the root put a shape's coordinates, radii or stroke beyond
    /// `SVGPathData.largestParsedMagnitude` (`skewX(90)`, `scale(1e9)`): the innermost
    /// `transform` in force, where it is, and the shape's name; the place is the shape's.
    case transformOutOfRange(String, element: String, transformAt: Location, at: Location)
    /// The icon draws nothing: no shape has a fill or a stroke (every fill is `none` and there
    /// is no stroke of a width above 0), or there is no shape.
    case nothingDrawn

    /// Where in the file the error is, if it has a place.
    public var location: Location? {
        switch self {
        case .notUTF8(let location), .forbiddenCharacter(_, let location), .malformedXML(_, let location),
             .doctype(let location), .processingInstruction(_, let location), .cdataSection(let location),
             .unknownEntity(_, let location), .unsupportedEncoding(_, let location), .notSVG(_, let location),
             .unsupportedElement(_, let location), .unsupportedAttribute(_, _, let location),
             .unsupportedValue(_, _, _, let location), .missingViewBox(let location),
             .invalidViewBox(_, let location), .missingPathData(let location), .invalidPathData(_, let location),
             .unexpectedText(_, let location), .nestingTooDeep(_, let location), .transformOutOfRange(_, _, _, let location):
            location
        case .fileTooLarge, .tooManyCommands, .nothingDrawn:
            nil
        }
    }

    /// The error as one line: its place, what was found, and what is accepted.
    public var description: String {
        guard let location else { return problem }
        return "\(location): " + problem
    }

    /// The error without its place.
    private var problem: String {
        switch self {
        case .fileTooLarge(let byteCount, let maximum):
            "the file has \(byteCount) bytes; an icon file may have at most \(maximum)"
        case .notUTF8:
            "the file is not UTF-8 text; an icon file is UTF-8, as SVG files are"
        case .forbiddenCharacter(let scalar, _):
            "\(Self.codePoint(scalar)) is not allowed in XML; an icon file holds no control characters other than tab and line breaks"
        case .malformedXML(let problem, _):
            "malformed XML: \(problem)"
        case .doctype:
            "a DOCTYPE is not read, since it could declare entities; an icon file starts with <svg>, after an optional XML declaration and comments"
        case .processingInstruction(let target, _):
            "the processing instruction <?\(target) …?> is not read; an icon file may start with an XML declaration (<?xml version=\"1.0\"?>) and hold no other"
        case .cdataSection:
            "a CDATA section is not read; an icon holds text only in <title> and <desc>, written with entities such as &amp;"
        case .unknownEntity(let name, _):
            "the entity &\(name); is not read; XML's &amp; &lt; &gt; &quot; &apos; and numeric references such as &#169; are"
        case .unsupportedEncoding(let name, _):
            "the encoding '\(name)' is not read; an icon file is UTF-8"
        case .notSVG(let name, _):
            "the root element is <\(name)>; an icon file's root element is <svg>"
        case .unsupportedElement(let name, _):
            "<\(name)> is not read; " + Self.elementAdvice(name)
        case .unsupportedAttribute(let name, let element, _):
            "<\(element)> has the attribute '\(name)', which is not read; \(Self.attributeAdvice(element))"
        case .unsupportedValue(let value, let attribute, let element, _):
            "<\(element)> has \(attribute)=\"\(value)\", which is not read; \(Self.valueAdvice(attribute))"
        case .missingViewBox:
            "the <svg> has no viewBox; an icon gives the box of its coordinates, as in viewBox=\"0 0 24 24\""
        case .invalidViewBox(let value, _):
            "viewBox=\"\(value)\" is not read; a viewBox is four numbers, min-x, min-y, width and height, the width and height above 0, each at most \(Self.bound) in magnitude"
        case .missingPathData:
            "a <path> has no d; each <path> gives its path data in d"
        case .invalidPathData(let error, _):
            "the d of a <path>: \(error)"
        case .tooManyCommands(let maximum):
            "the icon's paths have more than \(maximum) commands in all; at most \(maximum) are read"
        case .unexpectedText(let text, _):
            "the text '\(text)' is not read; an icon holds text only in <title> and <desc>"
        case .nestingTooDeep(let maximum, _):
            "elements are nested more than \(maximum) deep; an icon nests at most \(maximum) elements"
        case .transformOutOfRange(let transform, let element, let transformLocation, _):
            "transform=\"\(transform)\" (\(transformLocation)) puts this <\(element)> beyond the coordinates an icon may have; after every transform, its coordinates, radii and half its stroke's width are at most \(Self.bound) in magnitude"
        case .nothingDrawn:
            "the icon draws nothing: no shape has a fill or a stroke (fill=\"none\" and no stroke, or stroke-width=\"0\"); an icon's ink is its shapes' fills and strokes"
        }
    }

    /// What to do instead of an element that is not read.
    private static func elementAdvice(_ name: String) -> String {
        switch name {
        case "use", "defs", "symbol":
            "an icon draws every shape with an element of its own, with nothing defined and reused"
        case "clipPath", "mask":
            "an icon's ink is its shapes' fills and strokes, with no clipping or masking"
        case "linearGradient", "radialGradient", "pattern":
            "an icon is drawn in one colour: its shapes' paint is a colour or none"
        case "text":
            "text draws with a font, which an icon file does not carry: convert the text to paths"
        case "image":
            "an icon is vector shapes, not an embedded picture"
        case "style":
            "an icon gives its paint (fill, stroke, stroke-width, …) as attributes"
        case "svg":
            "an icon has one <svg>: put its shapes in the outer one"
        default:
            "an icon holds <path>, <circle>, <ellipse>, <rect>, <line>, <polyline>, <polygon>, <g>, <title> and <desc> elements, and <title> and <desc> hold only text"
        }
    }

    /// The attributes an element takes, for a message about one it does not.
    private static func attributeAdvice(_ element: String) -> String {
        switch element {
        case "svg":
            "an icon's <svg> may have xmlns, xmlns:xlink, viewBox, width, height, version, role, focusable and the paint attributes (fill, fill-rule, stroke, stroke-width, stroke-linecap, stroke-linejoin, stroke-miterlimit, …), id, class, data-* and aria-*"
        case "g":
            "an icon's <g> may have transform and the paint attributes (fill, fill-rule, stroke, stroke-width, stroke-linecap, stroke-linejoin, stroke-miterlimit, …), id, class, data-* and aria-*"
        case "path", "circle", "ellipse", "rect", "line", "polyline", "polygon":
            "an icon's <\(element)> may have \(geometry(element)), transform and the paint attributes (fill, fill-rule, stroke, stroke-width, stroke-linecap, stroke-linejoin, stroke-miterlimit, …), id, class, data-* and aria-*"
        default:
            "an icon's <\(element)> may have id and class"
        }
    }

    /// A shape's geometry attributes, for a message about one it does not take.
    private static func geometry(_ element: String) -> String {
        switch element {
        case "path": "d"
        case "circle": "cx, cy, r"
        case "ellipse": "cx, cy, rx, ry"
        case "rect": "x, y, width, height, rx, ry"
        case "line": "x1, y1, x2, y2"
        default: "points"
        }
    }

    /// The values an attribute takes, for a message about one it does not.
    private static func valueAdvice(_ attribute: String) -> String {
        switch attribute {
        case "fill", "stroke": "\(attribute) may be none or a colour, which is not used (paint servers such as url(#a) are not read)"
        case "fill-rule", "clip-rule": "\(attribute) may be nonzero, evenodd or inherit"
        case "opacity", "fill-opacity", "stroke-opacity": "\(attribute) may be 1 only: an icon's ink is opaque"
        case "style": "style may be empty only: give the paint (fill, stroke, stroke-width, …) as attributes"
        case "stroke-width": "stroke-width is a number from 0 to \(bound) (px allowed), or inherit"
        case "stroke-linecap": "stroke-linecap may be butt, round, square or inherit"
        case "stroke-linejoin": "stroke-linejoin may be miter, round, bevel or inherit"
        case "stroke-miterlimit": "stroke-miterlimit is a number from 1 to \(bound), or inherit"
        case "stroke-dasharray": "stroke-dasharray may be none only: dashes are not read, an icon's ink is its whole stroke"
        case "transform": "transform is a list of matrix(), translate(), scale(), rotate(), skewX() and skewY()"
        case "points": "points is a list of x, y pairs of numbers, each at most \(bound) in magnitude"
        case "r", "rx", "ry", "width", "height": "\(attribute) is a number from 0 to \(bound) (px allowed), not a percentage"
        case "xmlns": "xmlns is the SVG namespace, http://www.w3.org/2000/svg"
        case "xmlns:xlink": "xmlns:xlink is the XLink namespace, http://www.w3.org/1999/xlink"
        default: "\(attribute) is a number of at most \(bound) in magnitude (px allowed), not a percentage"
        }
    }

    /// The bound on every number an icon holds, `SVGPathData.largestParsedMagnitude`, as text.
    private static var bound: String { String(Int(SVGPathData.largestParsedMagnitude)) }

    /// "U+0007", at least four hexadecimal digits as Unicode writes them.
    private static func codePoint(_ scalar: UInt32) -> String {
        let digits = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
