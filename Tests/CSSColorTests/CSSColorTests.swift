import Testing
import TestSupport
import CSSColor

@Suite struct CSSColorTests {
    @Test(.cases(11), arguments: [
        ("#FF3B30", "#ff3b30"), ("#abc", "#aabbcc"), ("#ABC", "#aabbcc"), ("#000000", "#000000"),
        ("gold", "#ffd700"), ("Gold", "#ffd700"), ("REBECCAPURPLE", "#663399"), ("aliceblue", "#f0f8ff"),
        ("yellowgreen", "#9acd32"), ("grey", "#808080"), ("gray", "#808080"),
    ])
    func parsesHexAndNames(text: String, hex: String) throws {
        #expect(try CSSColor(parsing: text).hexString == hex)
    }

    // Refusals of every other kind are in CSSColorRefusalTests; these are the originals, kept
    // as they were except that `transparent`, `currentColor` and `rgb(1,2,3)` are now colours.
    @Test(.cases(17), arguments: [
        "", "#", "#12", "#1234567", "#12345", "#ggg", "red;}", "red ", " red", "url(#x)", "#fff\"",
        "redd", "ŗed", "re\u{0}d", "javascript:alert(1)", "</style><script>", String(repeating: "a", count: 1000),
    ])
    func refusesEverythingElse(text: String) {
        #expect(throws: CSSColorError.invalidColor(text)) { try CSSColor(parsing: text) }
    }

    @Test func namedTableIsSortedAndComplete() throws {
        // Binary search needs the order; CSS Color 4 has 148 names.
        let names = ["aliceblue", "antiquewhite", "aqua", "black", "cyan", "darkslategray", "darkslategrey",
                     "lightgoldenrodyellow", "mediumspringgreen", "white", "whitesmoke", "yellow", "yellowgreen"]
        for name in names { #expect((try? CSSColor(parsing: name)) != nil, "\(name)") }
    }
}
