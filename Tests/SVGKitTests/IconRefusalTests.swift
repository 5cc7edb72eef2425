import Testing
import SVGKit
import TestSupport

/// What `SVGIcon(parsing:)` refuses, by name and place: everything outside the small part of
/// SVG an icon file may use, hostile files, and random bytes, none of which may trap.
@Suite("Icon files refused")
struct IconRefusalTests {
    /// A root with a namespace and a viewBox, around `content`.
    static func icon(_ content: String, rootAttributes: String = "") -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"\#(rootAttributes)>"# + content + "</svg>"
    }

    /// One refused file, the error it must give, and a note on what it is.
    struct Case: Sendable, CustomTestStringConvertible {
        let note: String
        let file: String
        let error: SVGIconError
        var testDescription: String { note }
    }

    /// A case whose error is at the first `needle` of `file`.
    static func refused(_ note: String, _ file: String, at needle: String, occurrence: Int = 1,
                        _ error: (SVGIconError.Location) -> SVGIconError) -> Case {
        Case(note: note, file: file, error: error(location(of: needle, in: file, occurrence: occurrence)))
    }

    static let path = #"<path d="M0 0h1v1z"/>"#
    static let unclosed = #"<svg viewBox="0 0 1 1"><g>"# + path

    static let cases: [Case] = [
        refused("a transform of an unknown function", icon(#"<g transform="scale(2) spin(9)">"# + path + "</g>"), at: "transform") {
            .unsupportedValue("scale(2) spin(9)", attribute: "transform", element: "g", at: $0)
        },
        refused("a rotate of two numbers", icon(#"<path transform="rotate(9 1)" d="M0 0h1v1z"/>"#), at: "transform") {
            .unsupportedValue("rotate(9 1)", attribute: "transform", element: "path", at: $0)
        },
        refused("a transform on the root", icon(path, rootAttributes: #" transform="scale(2)""#), at: "transform") {
            .unsupportedAttribute("transform", element: "svg", at: $0)
        },
        refused("<use>", icon(path + ##"<use href="#a"/>"##), at: "<use") { .unsupportedElement("use", at: $0) },
        refused("<defs>", icon("<defs>" + path + "</defs>"), at: "<defs") { .unsupportedElement("defs", at: $0) },
        refused("<symbol>", icon("<symbol>" + path + "</symbol>"), at: "<symbol") { .unsupportedElement("symbol", at: $0) },
        refused("<clipPath>", icon("<clipPath>" + path + "</clipPath>"), at: "<clipPath") { .unsupportedElement("clipPath", at: $0) },
        refused("<mask>", icon("<mask/>" + path), at: "<mask") { .unsupportedElement("mask", at: $0) },
        refused("<image>", icon(path + ##"<image href="a.png"/>"##), at: "<image") { .unsupportedElement("image", at: $0) },
        refused("<linearGradient>", icon("<linearGradient/>" + path), at: "<linear") { .unsupportedElement("linearGradient", at: $0) },
        refused("<radialGradient>", icon("<radialGradient/>" + path), at: "<radial") { .unsupportedElement("radialGradient", at: $0) },
        refused("<pattern>", icon("<pattern/>" + path), at: "<pattern") { .unsupportedElement("pattern", at: $0) },
        refused("a circle of negative radius", icon(#"<circle cx="12" cy="12" r="-9"/>"#), at: "r=") {
            .unsupportedValue("-9", attribute: "r", element: "circle", at: $0)
        },
        refused("a rect's width in percent", icon(#"<rect width="50%" height="2"/>"#), at: "width") {
            .unsupportedValue("50%", attribute: "width", element: "rect", at: $0)
        },
        refused("a polygon of an odd count of numbers", icon(#"<polygon points="0 0 1 1 1"/>"#), at: "points") {
            .unsupportedValue("0 0 1 1 1", attribute: "points", element: "polygon", at: $0)
        },
        refused("a gradient stroke", icon(##"<path d="M0 0h1v1z" stroke="url(#g)"/>"##), at: "stroke") {
            .unsupportedValue("url(#g)", attribute: "stroke", element: "path", at: $0)
        },
        refused("a dashed stroke", icon(#"<path d="M0 0h1v1z" stroke="red" stroke-dasharray="2 1"/>"#), at: "stroke-dasharray") {
            .unsupportedValue("2 1", attribute: "stroke-dasharray", element: "path", at: $0)
        },
        refused("a negative stroke width", icon(#"<path d="M0 0h1v1z" stroke-width="-1"/>"#), at: "stroke-width") {
            .unsupportedValue("-1", attribute: "stroke-width", element: "path", at: $0)
        },
        refused("SVG 2's arcs join", icon(#"<path d="M0 0h1v1z" stroke-linejoin="arcs"/>"#), at: "stroke-linejoin") {
            .unsupportedValue("arcs", attribute: "stroke-linejoin", element: "path", at: $0)
        },
        refused("a miter limit under 1", icon(#"<path d="M0 0h1v1z" stroke-miterlimit=".5"/>"#), at: "stroke-miterlimit") {
            .unsupportedValue(".5", attribute: "stroke-miterlimit", element: "path", at: $0)
        },
        refused("half a stroke's opacity", icon(#"<path d="M0 0h1v1z" stroke-opacity=".5"/>"#), at: "stroke-opacity") {
            .unsupportedValue(".5", attribute: "stroke-opacity", element: "path", at: $0)
        },
        refused("<style>", icon("<style>path{fill:red}</style>" + path), at: "<style") { .unsupportedElement("style", at: $0) },
        refused("<text>", icon("<text>5</text>"), at: "<text") { .unsupportedElement("text", at: $0) },
        refused("a nested <svg>", icon("<svg>" + path + "</svg>"), at: "<svg", occurrence: 2) { .unsupportedElement("svg", at: $0) },
        refused("an element in a <title>", icon("<title>a <b>b</b></title>" + path), at: "<b>") { .unsupportedElement("b", at: $0) },
        refused("a prefixed element", icon("<svg:path d=\"M0 0h1v1z\"/>"), at: "<svg:") { .unsupportedElement("svg:path", at: $0) },
        refused("an unknown attribute", icon(#"<path d="M0 0h1v1z" vector-effect="non-scaling-stroke"/>"#), at: "vector-effect") {
            .unsupportedAttribute("vector-effect", element: "path", at: $0)
        },
        refused("another shape's geometry", icon(#"<circle cx="1" cy="1" r="1" width="2"/>"#), at: "width") {
            .unsupportedAttribute("width", element: "circle", at: $0)
        },
        refused("an attribute <title> does not take", icon(#"<title lang="en">x</title>"# + path), at: "lang") {
            .unsupportedAttribute("lang", element: "title", at: $0)
        },
        Case(note: "paths that all have fill none", file: icon(#"<path d="M0 0h24v24H0z" fill="none"/><g fill="none">"# + path + "</g>"),
             error: .nothingDrawn),
        Case(note: "fill none and a stroke of width 0", file: icon(#"<path d="M0 0h24v24H0z" fill="none" stroke="red" stroke-width="0"/>"#),
             error: .nothingDrawn),
        Case(note: "a stroked line's stroke of width 0", file: icon(#"<line x2="3" y2="3" stroke="red" stroke-width="0"/>"#),
             error: .nothingDrawn),
        Case(note: "no path at all", file: icon("<title>empty</title>"), error: .nothingDrawn),
        refused("no viewBox", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">"# + path + "</svg>", at: "<svg") {
            .missingViewBox(at: $0)
        },
        refused("a viewBox of width 0", #"<svg viewBox="0 0 0 24">"# + path + "</svg>", at: "viewBox") {
            .invalidViewBox("0 0 0 24", at: $0)
        },
        refused("a viewBox of three numbers", #"<svg viewBox="0 0 24">"# + path + "</svg>", at: "viewBox") {
            .invalidViewBox("0 0 24", at: $0)
        },
        refused("a viewBox of five numbers", #"<svg viewBox="0 0 24 24 1">"# + path + "</svg>", at: "viewBox") {
            .invalidViewBox("0 0 24 24 1", at: $0)
        },
        refused("a viewBox of negative height", #"<svg viewBox="0,0,24,-24">"# + path + "</svg>", at: "viewBox") {
            .invalidViewBox("0,0,24,-24", at: $0)
        },
        refused("a viewBox of infinite width", #"<svg viewBox="0 0 1e999 24">"# + path + "</svg>", at: "viewBox") {
            .invalidViewBox("0 0 1e999 24", at: $0)
        },
        refused("a root that is not <svg>", "<html><svg/></html>", at: "<html") { .notSVG("html", at: $0) },
        refused("another namespace", #"<svg xmlns="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1">"# + path + "</svg>", at: "xmlns") {
            .unsupportedValue("http://www.w3.org/1999/xhtml", attribute: "xmlns", element: "svg", at: $0)
        },
        refused("half opacity", icon(#"<path d="M0 0h1v1z" opacity=".5"/>"#), at: "opacity") {
            .unsupportedValue(".5", attribute: "opacity", element: "path", at: $0)
        },
        refused("a style", icon(#"<g style="fill:red">"# + path + "</g>"), at: "style") {
            .unsupportedValue("fill:red", attribute: "style", element: "g", at: $0)
        },
        refused("a gradient fill", icon(#"<path fill="url(#g)" d="M0 0h1v1z"/>"#), at: "fill") {
            .unsupportedValue("url(#g)", attribute: "fill", element: "path", at: $0)
        },
        refused("an unknown fill rule", icon(#"<path fill-rule="odd" d="M0 0h1v1z"/>"#), at: "fill-rule") {
            .unsupportedValue("odd", attribute: "fill-rule", element: "path", at: $0)
        },
        refused("a path without d", icon(##"<path fill="#000"/>"##), at: "<path") { .missingPathData(at: $0) },
        refused("a path whose d stops inside a curve", icon(#"<path d="M0 0C1 2 3 4 5"/>"#), at: "d=") {
            .invalidPathData(.expectedNumber(command: "C", found: nil, offset: 14), at: $0)
        },
        refused("an unterminated arc", icon(#"<path d="M0 0A1 1 0 0"/>"#), at: "d=") {
            .invalidPathData(.expectedFlag(command: "A", found: nil, offset: 12), at: $0)
        },
        refused("a huge number", icon(#"<path d="M0 0L1e999 0"/>"#), at: "d=") {
            .invalidPathData(.numberOutOfRange("1e999", offset: 5), at: $0)
        },
        refused("NaN in path data", icon(#"<path d="M0 0L NaN 0"/>"#), at: "d=") {
            .invalidPathData(.expectedNumber(command: "L", found: "N", offset: 6), at: $0)
        },
        refused("a direction override in path data", icon("<path d=\"M0 0\u{202E}1 1\"/>"), at: "d=") {
            .invalidPathData(.unexpectedCharacter("\\u{202E}", offset: 4), at: $0)
        },
        refused("a terminal escape, which XML forbids", icon("<path d=\"M0 0\u{1B}[2J\"/>"), at: "\u{1B}") {
            .forbiddenCharacter(0x1B, at: $0)
        },
        refused("text outside <title>", icon(path + "\n  hello <!-- x -->"), at: "hello") { .unexpectedText("hello", at: $0) },
        refused("a DOCTYPE declaring entities", """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <svg viewBox="0 0 1 1"><title>&lol2;</title></svg>
            """, at: "<!DOCTYPE") { .doctype(at: $0) },
        refused("a stylesheet instruction", "<?xml-stylesheet href=\"a.css\"?>" + icon(path), at: "<?") {
            .processingInstruction("xml-stylesheet", at: $0)
        },
        refused("a late XML declaration", "<!-- x --><?xml version=\"1.0\"?>" + icon(path), at: "<?") {
            .malformedXML("an XML declaration may only start the file", at: $0)
        },
        refused("CDATA", icon("<title><![CDATA[x]]></title>" + path), at: "<![") { .cdataSection(at: $0) },
        refused("an HTML entity", icon("<title>a&nbsp;b</title>" + path), at: "&nbsp") { .unknownEntity("nbsp", at: $0) },
        refused("an entity in an attribute", icon(#"<path d="M0 0h1v1z" id="&x;"/>"#), at: "&x") { .unknownEntity("x", at: $0) },
        refused("another encoding", #"<?xml version="1.0" encoding="ISO-8859-1"?>"# + icon(path), at: "encoding") {
            .unsupportedEncoding("ISO-8859-1", at: $0)
        },
        refused("a control character", icon("<title>a\u{7}</title>" + path), at: "\u{7}") { .forbiddenCharacter(7, at: $0) },
        refused("U+FFFF", icon("<title>\u{FFFF}</title>" + path), at: "\u{FFFF}") { .forbiddenCharacter(0xFFFF, at: $0) },
        Case(note: "a file that ends inside an element", file: unclosed,
             error: .malformedXML("the file ends inside <g>, before its end tag", at: .init(line: 1, column: unclosed.count + 1))),
        refused("a mismatched end tag", icon("<g>" + path + "</path></g>"), at: "</path") {
            .malformedXML("the end tag </path> does not close <g>", at: $0)
        },
        refused("an attribute given twice", icon(#"<path d="M0 0h1v1z" d="M0 0"/>"#), at: "d=", occurrence: 2) {
            .malformedXML("<path> has the attribute 'd' twice", at: $0)
        },
        refused("an attribute given twice after thousands of others",
                icon(#"<path d="M0 0h1v1z""# + (0..<20_000).map { " data-a\($0)=''" }.joined() + #" data-a7="x"/>"#),
                at: "data-a7=", occurrence: 2) {
            .malformedXML("<path> has the attribute 'data-a7' twice", at: $0)
        },
        refused("a skewX(90) that puts a path beyond the bound", icon(#"<path transform="skewX(90)" d="M2 2h10v10H2z"/>"#),
                at: "<path") {
            .transformOutOfRange("skewX(90)", element: "path", transformAt: location(of: "transform", in: icon(#"<path transform="skewX(90)" d="M2 2h10v10H2z"/>"#)), at: $0)
        },
        refused("nested scales that together pass the bound", icon(#"<g transform="scale(1e5)"><circle transform="scale(1e4)" r="2"/></g>"#),
                at: "<circle") {
            .transformOutOfRange("scale(1e4)", element: "circle",
                                 transformAt: location(of: "transform", in: icon(#"<g transform="scale(1e5)"><circle transform="scale(1e4)" r="2"/></g>"#), occurrence: 2), at: $0)
        },
        refused("an inherited scale that takes half a stroke's width past the bound",
                icon(#"<g transform="scale(1e3)"><path d="M0 0h1" stroke="red" stroke-width="3e6"/></g>"#), at: "<path") {
            .transformOutOfRange("scale(1e3)", element: "path",
                                 transformAt: location(of: "transform", in: icon(#"<g transform="scale(1e3)"><path d="M0 0h1" stroke="red" stroke-width="3e6"/></g>"#)), at: $0)
        },
        refused("'--' in a comment", "<!-- a -- b -->" + icon(path), at: "--", occurrence: 2) {
            .malformedXML("'--' inside a comment", at: $0)
        },
        refused("a second root", icon(path) + "<svg/>", at: "<svg", occurrence: 2) { .malformedXML("a second root element", at: $0) },
        refused("'<' in a value", icon(#"<path d="M0 0<"/>"#), at: "<\"") {
            .malformedXML("'<' in the value of the attribute 'd'; write &lt;", at: $0)
        },
        refused("an unquoted value", icon("<path d=M0/>"), at: "M0/") {
            .malformedXML("expected a quoted value for the attribute 'd'", at: $0)
        },
        refused("attributes run together", icon(#"<path d="M0 0h1v1z"fill="red"/>"#), at: "fill") {
            .malformedXML("expected whitespace, '>' or '/>' after an attribute of <path>", at: $0)
        },
        refused("a lone ampersand", icon("<title>a & b</title>" + path), at: "&") {
            .malformedXML("'&' starts no reference; write &amp; for '&' itself", at: $0)
        },
        refused("a reference to NUL", icon("<title>&#0;</title>" + path), at: "&#") {
            .malformedXML("'&#0;' is not a reference to a character XML allows", at: $0)
        },
        refused("an element name with a direction override", icon("<\u{202E}g/>"), at: "<\u{202E}") {
            .unsupportedElement("\\u{202E}g", at: $0)
        },
        refused("a long name, cut", icon("<" + String(repeating: "x", count: 100) + "/>"), at: "<xx") {
            .unsupportedElement(String(repeating: "x", count: 40) + "…", at: $0)
        },
        refused("lines and columns count characters", "<svg viewBox=\"0 0 1 1\">\n  <title>★★</title>\n  <title>★</title><use/></svg>",
                at: "<use") { .unsupportedElement("use", at: $0) },
    ]

    @Test("each refused file gives its own error, at its place", .cases(79), arguments: cases)
    func refusal(_ testCase: Case) {
        #expect(throws: testCase.error) { try readIcon(testCase.file) }
    }

    @Test("byte-level refusals: UTF-16, invalid UTF-8, a file too large")
    func bytes() {
        #expect(throws: SVGIconError.notUTF8(at: .init(line: 1, column: 1))) {
            try SVGIcon(parsing: [0xFF, 0xFE] + Array("<svg/>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        }
        let invalid = Array(#"<svg viewBox="0 0 1 1"><title>"#.utf8) + [0xC3, 0x28] + Array("</title></svg>".utf8)
        #expect(throws: SVGIconError.notUTF8(at: .init(line: 1, column: 31))) { try SVGIcon(parsing: invalid) }
        let surrogate = Array("<svg>".utf8) + [0xED, 0xA0, 0x80] + Array("</svg>".utf8)
        #expect(throws: SVGIconError.notUTF8(at: .init(line: 1, column: 6))) { try SVGIcon(parsing: surrogate) }
        let overlong = Array("<svg>".utf8) + [0xC0, 0xBC] + Array("</svg>".utf8)
        #expect(throws: SVGIconError.notUTF8(at: .init(line: 1, column: 6))) { try SVGIcon(parsing: overlong) }
        let truncated = Array("<svg>".utf8) + [0xE2, 0x98]
        #expect(throws: SVGIconError.notUTF8(at: .init(line: 1, column: 6))) { try SVGIcon(parsing: truncated) }

        let large = Array(Self.icon(Self.path + String(repeating: " ", count: SVGIcon.maximumByteCount)).utf8)
        #expect(throws: SVGIconError.fileTooLarge(byteCount: large.count, maximum: SVGIcon.maximumByteCount)) {
            try SVGIcon(parsing: large)
        }
        // The limit itself is read.
        let padded = Self.icon(Self.path)
        let full = padded + String(repeating: " ", count: SVGIcon.maximumByteCount - padded.utf8.count)
        #expect(throws: Never.self) { try readIcon(full) }
    }

    @Test("nesting deeper than the limit is refused; the limit itself is read")
    func nesting() throws {
        let depth = SVGIcon.maximumNestingDepth
        // The root counts 1: depth - 1 groups, the path inside the last one.
        let deepest = String(repeating: "<g>", count: depth - 2) + Self.path + String(repeating: "</g>", count: depth - 2)
        #expect(try readIcon(Self.icon(deepest)).paths.count == 1)
        let tooDeep = String(repeating: "<g>", count: depth - 1) + Self.path + String(repeating: "</g>", count: depth - 1)
        let file = Self.icon(tooDeep)
        #expect(throws: SVGIconError.nestingTooDeep(maximum: depth, at: location(of: "<path", in: file))) { try readIcon(file) }
        // A hundred thousand open groups stop at the limit, with no recursion to overflow.
        let hostile = Self.icon(String(repeating: "<g>", count: 100_000))
        #expect(throws: SVGIconError.nestingTooDeep(maximum: depth, at: location(of: "<g>", in: hostile, occurrence: depth))) {
            try readIcon(hostile)
        }
    }

    @Test("a million commands, in one path or many, stop at the limit")
    func manyCommands() throws {
        let maximum = SVGPathData.maximumParsedCommandCount
        let one = Self.icon("<path d=\"M0 0" + String(repeating: "h1", count: 400_000) + "\"/>")
        #expect(throws: SVGIconError.tooManyCommands(maximum: maximum)) { try readIcon(one) }
        // After a z, each z is a moveto and a closepath: 200 commands a path, 1,100 paths.
        let closes = "<path d=\"M0 0" + String(repeating: "z", count: 100) + "\"/>"
        let many = Self.icon(String(repeating: closes, count: 1_100))
        #expect(many.utf8.count < SVGIcon.maximumByteCount)
        #expect(throws: SVGIconError.tooManyCommands(maximum: maximum)) { try readIcon(many) }
        #expect(try readIcon(Self.icon(String(repeating: closes, count: 1_000))).paths.count == 1_000)
    }

    @Test("messages read as one line each, place first")
    func messages() {
        let expectations: [(String, String)] = [
            (Self.icon(#"<g transform="skew(2)">"# + Self.path + "</g>"),
             "line 1, column 64: <g> has transform=\"skew(2)\", which is not read; transform is a list of matrix(), translate(), scale(), rotate(), skewX() and skewY()"),
            (Self.icon(#"<text>5</text>"#),
             "line 1, column 61: <text> is not read; text draws with a font, which an icon file does not carry: convert the text to paths"),
            (Self.icon(#"<radialGradient/>"#),
             "line 1, column 61: <radialGradient> is not read; an icon is drawn in one colour: its shapes' paint is a colour or none"),
            (Self.icon(#"<path d="M0 0C1 2 3 4 5"/>"#),
             "line 1, column 67: the d of a <path>: expected a number after 'C' at character 15, where the path ends"),
            (Self.icon(#"<path d="M0 0h1v1z" stroke="red" stroke-dasharray="1"/>"#),
             "line 1, column 94: <path> has stroke-dasharray=\"1\", which is not read; stroke-dasharray may be none only: dashes are not read, an icon's ink is its whole stroke"),
            (Self.icon(#"<path d="M0 0h24v24H0z" fill="none"/>"#),
             "the icon draws nothing: no shape has a fill or a stroke (fill=\"none\" and no stroke, or stroke-width=\"0\"); an icon's ink is its shapes' fills and strokes"),
            ("<!DOCTYPE svg>" + Self.icon(Self.path),
             "line 1, column 1: a DOCTYPE is not read, since it could declare entities; an icon file starts with <svg>, after an optional XML declaration and comments"),
            (Self.icon(#"<path transform="skewX(90)" d="M2 2h10v10H2z"/>"#),
             "line 1, column 61: transform=\"skewX(90)\" (line 1, column 67) puts this <path> beyond the coordinates an icon may have; after every transform, its coordinates, radii and half its stroke's width are at most 1000000000 in magnitude"),
            (Self.icon(#"<path d="M0 0h1" stroke="red" stroke-width="1e308"/>"#),
             "line 1, column 91: <path> has stroke-width=\"1e308\", which is not read; stroke-width is a number from 0 to 1000000000 (px allowed), or inherit"),
            (#"<svg viewBox="0 0 1e15 24"><path d="M0 0h1v1z"/></svg>"#,
             "line 1, column 6: viewBox=\"0 0 1e15 24\" is not read; a viewBox is four numbers, min-x, min-y, width and height, the width and height above 0, each at most 1000000000 in magnitude"),
            (Self.icon(#"<circle r="2e9"/>"#),
             "line 1, column 69: <circle> has r=\"2e9\", which is not read; r is a number from 0 to 1000000000 (px allowed), not a percentage"),
            (Self.icon(#"<path d="M0 0h1v1z" x="1"/>"#),
             "line 1, column 81: <path> has the attribute 'x', which is not read; an icon's <path> may have d, transform and the paint attributes (fill, fill-rule, stroke, stroke-width, stroke-linecap, stroke-linejoin, stroke-miterlimit, …), id, class, data-* and aria-*"),
        ]
        for (file, message) in expectations {
            do {
                _ = try readIcon(file)
                Issue.record("accepted \(file)")
            } catch {
                #expect(error.description == message)
            }
        }
        #expect(SVGIconError.fileTooLarge(byteCount: 2_000_000, maximum: 1_048_576).description
                == "the file has 2000000 bytes; an icon file may have at most 1048576")
    }

    @Test("random bytes, and random mutations of valid icons, never trap; messages stay one clean line")
    func fuzz() {
        var random = SplitMix64(seed: 0x1C0_0035)
        let corpus = [
            Self.icon(#"<path d="M12 3l9 9-9 9-9-9 9-9zm0 5q4 0 4 4t-4 4-4-4 4-4z"/>"#, rootAttributes: #" fill="currentColor""#),
            "<?xml version=\"1.0\"?>\n<!-- c -->\n" + Self.icon("<g fill-rule=\"evenodd\"><title>t &amp; &#9733;</title>"
                + #"<path d="M0 0a1 1 0 011 1c1 1 2 2 3 3s1 1 2 2Z" fill="none"/><path d="M1 1h2v2H1z"/></g>"#),
        ]
        let pieces = ["<", ">", "/>", "</g>", "<g>", "\"", "'", "=", "&", "&amp;", "&#x;", "<!--", "-->", "<![CDATA[",
                      "<?", "?>", "<!DOCTYPE", " fill=\"none\"", " stroke=\"red\"", " transform=\"x\"", "\u{0}", "\u{1B}",
                      "\u{FEFF}", "★", "\u{202E}", "M", "z", "1e999", " ", "\n", "\r"]
        var accepted = 0
        for round in 0..<6_000 {
            var bytes: [UInt8]
            if round % 4 == 0 {
                bytes = (0..<random.int(in: 0...80)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                if random.chance(0.5) { bytes = Array("<svg viewBox=\"0 0 1 1\">".utf8) + bytes }
            } else {
                bytes = Array(random.pick(corpus).utf8)
                for _ in 0..<random.int(in: 1...3) {
                    let position = random.int(in: 0...bytes.count)
                    switch random.int(below: 4) {
                    case 0: bytes.insert(contentsOf: Array(random.pick(pieces).utf8), at: position)
                    case 1: if position < bytes.count { bytes.removeSubrange(position..<min(bytes.count, position + random.int(in: 1...6))) }
                    case 2: if position < bytes.count { bytes[position] = UInt8(truncatingIfNeeded: random.next()) }
                    default: bytes.insert(contentsOf: bytes[random.int(in: 0...position)..<position], at: position)
                    }
                }
            }
            do {
                let icon = try SVGIcon(parsing: bytes)
                accepted += 1
                #expect(!icon.paths.isEmpty && icon.viewBox.width > 0 && icon.viewBox.height > 0)
            } catch {
                let message = error.description
                #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" },
                        "round \(round): \(message.debugDescription)")
                if let location = error.location {
                    #expect(location.line >= 1 && location.column >= 1 && location.column <= bytes.count + 1, "round \(round): \(message)")
                }
            }
        }
        #expect(accepted > 100, "accepted \(accepted)")
    }
}
