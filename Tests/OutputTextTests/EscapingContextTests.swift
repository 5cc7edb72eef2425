import Testing
import OutputText

/// Each escaping context of `Escaping`, byte for byte: what it leaves as it is, what it
/// escapes and how, and what it replaces. (SVGKitTests and WebTemplatesTests read the same
/// contexts back through real XML, HTML and CSS parsers; these pin the bytes themselves.)
@Suite struct EscapingContextTests {
    /// `append` of `text` into a fresh buffer, as text.
    static func escaped(_ text: String, _ append: (String, inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        append(text, &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func xmlText() {
        let text = { (t: String) in Self.escaped(t) { Escaping.appendText($0, to: &$1) } }
        #expect(text("plain words, “quotes” and é") == "plain words, “quotes” and é")
        #expect(text("a & b < c > d ]]>") == "a &amp; b &lt; c &gt; d ]]&gt;")
        #expect(text("line\r\nbreak\ttab") == "line&#13;\nbreak\ttab")
        #expect(text("\u{1}\u{FFFE}\u{FFFF}") == "\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(text("\"'") == "\"'")
    }

    @Test func xmlAttributeValue() {
        let attribute = { (t: String) in Self.escaped(t) { Escaping.appendAttributeValue($0, to: &$1) } }
        #expect(attribute("plain") == "plain")
        #expect(attribute("\"a\" & 'b' <c>") == "&quot;a&quot; &amp; &apos;b&apos; &lt;c&gt;")
        #expect(attribute("\t\n\r") == "&#9;&#10;&#13;")
        #expect(attribute("\u{0}") == "\u{FFFD}")
        let long = String(repeating: "x\"", count: 100)
        #expect(Escaping.withAttributeValue(long) { String(decoding: $0, as: UTF8.self) } == attribute(long))
        #expect(Escaping.withAttributeValue("plain") { String(decoding: $0, as: UTF8.self) } == "plain")
    }

    @Test func commentAndCDATA() {
        let comment = Self.escaped("a -- b -") { Escaping.appendComment($0, to: &$1) }
        #expect(!comment.contains("--") && !comment.hasSuffix("-"), "\(comment)")
        let cdata = Self.escaped("x ]]> y") { Escaping.appendCDATA($0, to: &$1) }
        #expect(!cdata.dropFirst("<![CDATA[".count).dropLast("]]>".count).contains("]]>") || cdata.contains("]]]]><![CDATA[>"),
                "\(cdata)")
    }

    @Test func cssString() {
        let css = { (t: String) in Self.escaped(t) { Escaping.appendCSSString($0, to: &$1) } }
        #expect(css("Rating: 3.5") == "Rating: 3.5")
        #expect(css("\"\\") == "\\22 \\5c ")
        #expect(css("</style>&'") == "\\3c /style\\3e \\26 \\27 ")
        #expect(css("a\nb") == "a\\a b")
        #expect(css("\u{0}") == "\\fffd ")
    }

    @Test func cssIdentifier() {
        let identifier = { (t: String) in Self.escaped(t) { Escaping.appendCSSIdentifier($0, to: &$1) } }
        #expect(identifier("starsvg-r1_a") == "starsvg-r1_a")
        #expect(identifier("1a") == "\\31 a")
        #expect(identifier("-1") == "-\\31 ")
        #expect(identifier("-") == "\\-")
        #expect(identifier("a.b#c") == "a\\2e b\\23 c")
        #expect(identifier("é") == "é")
    }

    @Test func cssCustomPropertyValue() {
        let value = { (t: String) in Self.escaped(t) { Escaping.appendCSSCustomPropertyValue($0, to: &$1) } }
        for colour in ["#ff3b30", "rgb(255 0 0 / 0.5)", "currentColor", "hsl(4 90% 58%)"] {
            #expect(value(colour) == colour)
        }
        for hostile in ["red; } body { color: red", "url(x)", "a(", "/*", "</style>", "\"x\""] {
            let written = value(hostile)
            #expect(!written.contains(";") && !written.contains("}") && !written.contains("<") && !written.contains("\"")
                    && !written.contains("url(") && !written.contains("/*"), "\(hostile) → \(written)")
        }
    }
}
