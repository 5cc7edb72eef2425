import Testing
import WebTemplates
import TestSupport

/// The escaping of the template contexts other than markup: HTML text and attribute values
/// read back by a real XML parser (the snippets are well-formed XML as well as HTML), and the
/// three CSS contexts read back by a CSS tokenizer's escape rules written here independently,
/// with the characters that could end a string, a declaration, a rule or a `<style>` element
/// never appearing unescaped. The browser tests parse the same contexts with Chromium.
@Suite struct WebEscapingTests {
    /// Everything hostile: markup, CSS punctuation, quotes, escapes, comments, controls, Unicode.
    static let hostile: [String] = HostileText.all

    private func render(_ context: TemplatePlaceholderContext, _ text: String) throws -> String {
        try MarkupTemplate(source: "{{\(context.rawValue):v}}").render(["v": .text(text)])
    }

    @Test(.cases(47), arguments: hostile)
    func htmlTextAndAttributesReadBackExactly(_ text: String) throws {
        let markup = try MarkupTemplate(source: #"<p title="{{html-attr:v}}">{{html-text:v}}</p>"#).render(["v": .text(text)])
        let root = try ParsedXMLDocument(parsing: Array(markup.utf8)).root
        // XML cannot hold C0 controls (but tab, LF, CR), U+FFFE or U+FFFF: those become U+FFFD,
        // and the labels that reach HTML refuse them before.
        let expected = HostileText.asXMLCanHoldIt(text)
        #expect(root.attributes["title"] == expected, "\(text.debugDescription)")
        #expect(root.allText == expected, "\(text.debugDescription)")
        #expect(!markup.dropFirst(3).dropLast(4).contains("<"), "\(markup.debugDescription)")
    }

    @Test(.cases(47), arguments: hostile)
    func cssStringsNeverEndAndReadBackExactly(_ text: String) throws {
        let escaped = try render(.cssString, text)
        for character in ["\"", "'", "\n", "\r", "\u{C}", "<", ">", "&"] {
            #expect(!escaped.contains(character), "\(character.debugDescription) in \(escaped.debugDescription)")
        }
        #expect(!CSSReading.hasUnescaped("\\", in: escaped) || CSSReading.escapesAreComplete(escaped))
        #expect(CSSReading.unescape(escaped) == text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"), "\(escaped.debugDescription)")
    }

    @Test(.cases(47), arguments: hostile)
    func cssIdentifiersStayOneIdentifier(_ text: String) throws {
        let escaped = try render(.cssIdentifier, text)
        #expect(CSSReading.isOneIdentifier(escaped), "\(text.debugDescription) → \(escaped.debugDescription)")
        #expect(CSSReading.unescape(escaped) == text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"))
    }

    @Test(.cases(47), arguments: hostile)
    func customPropertyValuesCanNeverEndTheirDeclaration(_ text: String) throws {
        let escaped = try render(.cssValue, text)
        for character in [";", "{", "}", "!", "<", ">", "&", "\"", "'", "\n", "\r", "@", ":", "[", "]", "`"] {
            #expect(!CSSReading.hasUnescaped(Character(character), in: escaped), "\(character.debugDescription) in \(escaped.debugDescription)")
        }
        #expect(!escaped.contains("/*"), "\(escaped.debugDescription)")
        #expect(escaped.range(of: #"(^|[^A-Za-z0-9_\\-])[uU][rR][lL]\("#, options: .regularExpression) == nil, "a URL: \(escaped.debugDescription)")
        #expect(CSSReading.parenthesesBalance(escaped), "\(escaped.debugDescription)")
        #expect(CSSReading.unescape(escaped) == text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"))
    }

    @Test func canonicalColoursPassThroughUnchanged() throws {
        for color in ["#ff3b30", "rgb(255 0 0 / 0.5)", "currentColor", "rgb(0 0 0 / 0)"] {
            #expect(try render(.cssValue, color) == color)
        }
        #expect(try render(.cssIdentifier, "sr1a2b3c4d-3") == "sr1a2b3c4d-3")
        #expect(try render(.cssIdentifier, "3d") == "\\33 d")
        #expect(try render(.cssIdentifier, "-") == "\\-")
        #expect(try render(.cssValue, "red;}") == "red\\3b \\7d ")
        #expect(try render(.cssValue, "f(") == "f\\28 ")
        // No URL can form, whatever the case, and a name that merely ends in "url" is no URL.
        #expect(try render(.cssValue, "url(x)") == "url\\28 x\\29 ")
        #expect(try render(.cssValue, "a URL(x)") == "a URL\\28 x\\29 ")
        #expect(try render(.cssValue, "curl(x)") == "curl(x)")
        #expect(try render(.cssString, "\"</style>") == "\\22 \\3c /style\\3e ")
    }
}
