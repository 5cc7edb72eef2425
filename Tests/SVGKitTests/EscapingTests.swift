import Foundation
import Testing
import SVGKit
import TestSupport

@Suite("Escaping")
struct EscapingTests {
    static let unicode = "Ünïcödé ★ 星 👍🏽"
    static let arabic = "مرحبا بالعالم، تقييم ٤٫٥ من ٥"
    static let bidiOverride = "abc\u{202E}fdp.exe\u{202C} done"

    /// Strings that every context (attribute, text, comment, CDATA) must carry unchanged
    /// (or with the documented replacement).
    static let commonCases: [EscapeCase] = [
        EscapeCase("plain", "Five stars"),
        EscapeCase("empty", ""),
        EscapeCase("non-ASCII", unicode),
        EscapeCase("right-to-left Arabic", arabic),
        EscapeCase("bidi override U+202E", bidiOverride),
        EscapeCase("emoji sequences", "👩🏽‍💻 🇫🇷 ❤️"),
        EscapeCase("combining marks", "e\u{301} a\u{308}\u{323}"),
        EscapeCase("BMP edge characters starting with byte EF", "\u{F000}\u{FEFF}\u{FFEF}\u{FFFD}\u{FFFC}x"),
        EscapeCase("DEL and C1 controls are allowed in XML 1.0", "a\u{7F}b\u{80}c\u{9F}d"),
        EscapeCase("C0 controls become U+FFFD", "a\u{01}b\u{1F}c", expected: "a\u{FFFD}b\u{FFFD}c"),
        EscapeCase("NUL becomes U+FFFD", "x\u{00}y", expected: "x\u{FFFD}y"),
        EscapeCase("every C0 control but tab/LF/CR",
                   String((0x00..<0x20).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { Character(Unicode.Scalar(UInt8($0))) }),
                   expected: String(repeating: "\u{FFFD}", count: 29)),
        EscapeCase("U+FFFE and U+FFFF become U+FFFD", "a\u{FFFE}b\u{FFFF}c", expected: "a\u{FFFD}b\u{FFFD}c"),
        EscapeCase("U+FFFF at the end", "end\u{FFFF}", expected: "end\u{FFFD}"),
        EscapeCase("U+FFFE at the start", "\u{FFFE}start", expected: "\u{FFFD}start"),
        EscapeCase("supplementary plane noncharacter passes", "a\u{1FFFE}b"),
    ]

    // MARK: Attribute values

    static let attributeCases: [EscapeCase] = commonCases + [
        EscapeCase("markup characters", #"a&b<c>d"e'f"#),
        EscapeCase("entity-like text", "&amp; &lt; &#38; &#x26;"),
        EscapeCase("only quotes", #""'"'"#),
        EscapeCase("tab, newline, CR", "a\tb\nc\rd\r\ne\n"),
        EscapeCase("leading and trailing whitespace", "  \t x \n "),
        EscapeCase("CDATA end in attribute", "]]>"),
        EscapeCase("markup in non-ASCII", "<\(unicode)> & \"\(arabic)\""),
    ]

    @Test("attribute values round-trip through XMLParser", .cases(23), arguments: attributeCases)
    func attributeRoundTrip(_ testCase: EscapeCase) {
        let output = write(document("g", [SVGAttribute("data-value", testCase.input)]))
        guard let root = parseXML(output, context: testCase.label) else { return }
        #expect(root.first("g")?.attributes["data-value"] == testCase.expected, "\(testCase.label)")
    }

    @Test("attribute values have & < > \" ' escaped as named entities")
    func attributeEntities() {
        let output = write(document("g", [SVGAttribute("title", #"a&b<c>d"e'f"#)]))
        #expect(output.contains(#"<g title="a&amp;b&lt;c&gt;d&quot;e&apos;f"/>"#), "\(output)")
    }

    @Test("tab, newline and CR in attribute values are written as character references")
    func attributeWhitespaceReferences() {
        let output = write(document("g", [SVGAttribute("title", "a\tb\nc\rd")]))
        #expect(output.contains(#"<g title="a&#9;b&#10;c&#13;d"/>"#), "\(output)")
        // The only raw newline is the document's final one.
        #expect(output.filter { $0 == "\n" || $0 == "\r" || $0 == "\t" }.count == 1)
    }

    @Test("url(#id) and #id values are escaped as attribute values")
    func referenceValuesEscaped() {
        let id = #"a&b"c'd<e>"#
        let output = write(document("use", [
            SVGAttribute("fill", .url(id: id)),
            SVGAttribute("href", .fragment(id: id)),
        ]))
        #expect(output.contains(#"fill="url(#a&amp;b&quot;c&apos;d&lt;e&gt;)""#), "\(output)")
        #expect(output.contains(##"href="#a&amp;b&quot;c&apos;d&lt;e&gt;""##), "\(output)")
        guard let use = parseXML(output)?.first("use") else { return }
        #expect(use.attributes["fill"] == "url(#\(id))")
        #expect(use.attributes["href"] == "#\(id)")
    }

    @Test("non-ASCII passes through attribute values as the same UTF-8 bytes")
    func attributeNonASCIIBytes() {
        for text in [Self.unicode, Self.arabic, Self.bidiOverride] {
            let bytes = document("g", [SVGAttribute("aria-label", text)]).utf8Bytes()
            let expected = Array(#"<g aria-label=""#.utf8) + Array(text.utf8) + Array(#""/>"#.utf8)
            #expect(bytes.firstRange(of: expected) != nil, "\(text.debugDescription) not written verbatim")
        }
    }

    // MARK: Text

    static let textCases: [EscapeCase] = commonCases + [
        EscapeCase("markup characters", #"a&b<c>d"e'f"#),
        EscapeCase("CDATA end in text", "x]]>y"),
        EscapeCase("entity-like text", "&amp; &#60; &unknown;"),
        EscapeCase("tab and newline", "a\tb\nc"),
        EscapeCase("spaces kept", "  two  spaces  "),
        EscapeCase("markup in non-ASCII", "★ <\(unicode)> & \(arabic)"),
    ]

    @Test("text round-trips through XMLParser", .cases(22), arguments: textCases)
    func textRoundTrip(_ testCase: EscapeCase) {
        let output = write(document("title", children: [.text(testCase.input)]))
        guard let root = parseXML(output, context: testCase.label) else { return }
        let title = root.first("title")
        #expect(title?.textAndCDATA ?? "<missing>" == testCase.expected, "\(testCase.label)")
        #expect(title?.elements.isEmpty == true)
    }

    @Test("text escapes & < > and leaves quotes alone")
    func textEntities() {
        let output = write(document("text", children: [.text(#"a&b<c>d"e'f ]]>"#)]))
        #expect(output.contains(#"<text>a&amp;b&lt;c&gt;d"e'f ]]&gt;</text>"#), "\(output)")
    }

    @Test("a carriage return in text comes back from XMLParser")
    func textCarriageReturn() {
        // XML parsers turn a literal CR (and CR LF) into LF, so the writer has to write CR as
        // a character reference for the text to survive.
        let input = "line 1\r\nline 2\rline 3"
        let output = write(document("title", children: [.text(input)]))
        guard let root = parseXML(output) else { return }
        #expect(root.first("title")?.textAndCDATA == input, "written as \(output.debugDescription)")
    }

    @Test("text nodes are written next to each other without a separator")
    func adjacentText() {
        let output = write(document("text", children: [.text("a&"), .text("<b")]))
        #expect(output.contains("<text>a&amp;&lt;b</text>"))
        #expect(parseXML(output)?.first("text")?.textAndCDATA == "a&<b")
    }

    // MARK: Comments

    static let commentCases: [EscapeCase] = commonCases.filter { $0.input != "" } + [
        EscapeCase("double hyphen", "a--b", expected: "a- -b"),
        EscapeCase("only a hyphen", "-", expected: "- "),
        EscapeCase("two hyphens", "--", expected: "- - "),
        EscapeCase("four hyphens", "----", expected: "- - - - "),
        EscapeCase("ends with hyphen", "ends-", expected: "ends- "),
        EscapeCase("starts with hyphen", "-start"),
        EscapeCase("starts with two hyphens", "--x", expected: "- -x"),
        EscapeCase("arrow", "-->", expected: "- ->"),
        EscapeCase("comment end inside", "a-->b<!--c", expected: "a- ->b<!- -c"),
        EscapeCase("single hyphens", "a-b-c"),
        EscapeCase("hyphen then space", "- -", expected: "- - "),
        EscapeCase("markup is not escaped in comments", #"<g a="&amp;"/>"#),
        EscapeCase("hyphen after non-ASCII", "★--★-", expected: "★- -★- "),
        EscapeCase("hyphens around a control", "-\u{01}-", expected: "-\u{FFFD}- "),
    ]

    @Test("comments never contain -- and parse back as documented", .cases(29), arguments: commentCases)
    func commentRoundTrip(_ testCase: EscapeCase) {
        let output = write(SVGDocument(root: svgRoot([.comment(testCase.input)])))
        guard let content = between("<!--", "-->", in: output) else {
            Issue.record("no comment in \(output.debugDescription)")
            return
        }
        #expect(!content.contains("--"), "\(testCase.label): \(content.debugDescription)")
        #expect(!content.hasSuffix("-"), "\(testCase.label): \(content.debugDescription)")
        guard let root = parseXML(output, context: testCase.label) else { return }
        #expect(root.comments == [testCase.expected], "\(testCase.label)")
    }

    @Test("an empty comment is written as <!---->")
    func emptyComment() {
        let output = write(SVGDocument(root: svgRoot([.comment("")])))
        #expect(output.contains("<!---->"))
        #expect(parseXML(output)?.comments == [""])
    }

    // MARK: CDATA

    static let cdataCases: [EscapeCase] = commonCases + [
        EscapeCase("CDATA end", "]]>"),
        EscapeCase("CDATA end inside", "a]]>b"),
        EscapeCase("two CDATA ends", "]]>]]>"),
        EscapeCase("three brackets", "]]]>"),
        EscapeCase("brackets at the end", "x]]"),
        EscapeCase("one bracket at the end", "x]"),
        EscapeCase("greater-than at the start", ">x"),
        EscapeCase("brackets split by a character", "]]x>"),
        EscapeCase("CSS with markup characters", ".a > .b { content: \"<&>\" }\n.c::after { content: ']]>' }"),
        EscapeCase("CDATA start inside", "<![CDATA[x]]>"),
        EscapeCase("newlines and tabs", "a {\n\tfill: red;\n}\n"),
    ]

    @Test("CDATA content parses back identical", .cases(27), arguments: cdataCases)
    func cdataRoundTrip(_ testCase: EscapeCase) {
        let output = write(document("style", children: [.cdata(testCase.input)]))
        guard let root = parseXML(output, context: testCase.label) else { return }
        let style = root.first("style")
        // Split sections come back as several CDATA blocks; together they are the content.
        #expect(style?.cdataText ?? "<missing>" == testCase.expected, "\(testCase.label)")
        #expect(style?.allText ?? "<missing>" == testCase.expected, "\(testCase.label)")
    }

    @Test("]]> in CDATA is split across two sections")
    func cdataSplit() {
        let output = write(document("style", children: [.cdata("a]]>b")]))
        #expect(output.contains("<style><![CDATA[a]]]]><![CDATA[>b]]></style>"), "\(output)")
    }

    @Test("CDATA content is not entity-escaped")
    func cdataNotEscaped() {
        let output = write(document("style", children: [.cdata(#"a > b & "c" < 'd'"#)]))
        #expect(output.contains(#"<![CDATA[a > b & "c" < 'd']]>"#), "\(output)")
    }

    // MARK: Raw

    @Test("raw markup is written unchanged")
    func rawUnchanged() {
        let markup = #"<g id="r">&amp;<!--c--></g>"#
        let output = write(SVGDocument(root: svgRoot([.raw(markup)])))
        #expect(output == "<svg xmlns=\"http://www.w3.org/2000/svg\">\(markup)</svg>\n")
        #expect(parseXML(output)?.first("g")?.attributes["id"] == "r")
    }

    // MARK: Everything in one document

    @Test("one string in all four contexts of one pretty document", .cases(16), arguments: commonCases)
    func allContexts(_ testCase: EscapeCase) {
        let doc = SVGDocument(root: svgRoot([
            SVGElement("g", [SVGAttribute("aria-label", testCase.input)], children: [
                SVGElement("title", children: [.text(testCase.input)]).node,
                SVGElement("desc", children: [.comment(testCase.input)]).node,
                SVGElement("style", children: [.cdata(testCase.input)]).node,
            ]).node,
        ]))
        for options in [SVGWriterOptions.compact, .pretty] {
            let output = write(doc, options)
            guard let root = parseXML(output, context: testCase.label) else { continue }
            #expect(root.first("g")?.attributes["aria-label"] == testCase.expected, "\(testCase.label)")
            #expect(root.first("title")?.textAndCDATA == testCase.expected, "\(testCase.label)")
            #expect(root.first("desc")?.comments == [testCase.expected], "\(testCase.label)")
            #expect(root.first("style")?.cdataText == testCase.expected, "\(testCase.label)")
        }
    }
}
