import Testing
import TestSupport
import CSSColor

/// Text that must never become a colour: it would land in attributes and stylesheets. Each
/// refusal must carry the text as given.
@Suite struct CSSColorRefusalTests {
    static let injections: [String] = [
        "red;}", "red;}</style><script>alert(1)</script>", "rgb(1,2,3)\"", "rgb(1 2 3)\"><script>",
        "url(#x)", "url(javascript:alert(1))", "expression(alert(1))", "expression(...)", "javascript:alert(1)",
        "</style><script>", "rgb(1 2 3)</style>", "rgb(1 2 3);background:url(x)", "red!important",
        "rgb(1 2 3 !important)", "rgb(1 2 3 /* c */)", "rgb(var(--x) 0 0)", "var(--x)", "attr(x)",
        "rgb(attr(x) 0 0)", "rgb('1' 2 3)", "rgb(\"1\" 2 3)", "rgb(1 2 3\\)", "rgb(1 2 3)\u{0}", "rgb(1\u{0}2 3)",
        "rgb(1 2 3)&#59;", "rgb(1&#32;2 3)", "\u{1B}[31m", "rgb(1 2 3)\n", "red\u{0}",
    ]

    static let malformedFunctions: [String] = [
        // Unbalanced or nested parentheses, trailing garbage.
        "rgb(1 2 3", "rgb(1,2,3", "rgb 1 2 3)", "rgb(1 2 3))", "rgb((1 2 3))", "rgb(1 (2) 3)", "rgb(1 2 3)x",
        "rgb(1 2 3);", "rgb(1 2 3) ", " rgb(1 2 3)", "rgb(1 2 3)rgb(1 2 3)", "hsl(120 100% 50%) red", ")", "(",
        "rgb)", "()",
        // Names.
        "rgb (1 2 3)", "rgb\t(1 2 3)", "rgbx(1 2 3)", "rg(1 2 3)", "rgbaa(1 2 3)", "hsv(1 2 3)", "hwb(0 0% 0%)",
        "lab(50 0 0)", "color(srgb 1 0 0)", "calc(1)", "ｒｇｂ(1 2 3)", "ʀgb(1 2 3)", "r-b(1 2 3)", "(1 2 3)",
        // Empty or missing or extra arguments.
        "rgb()", "rgb( )", "rgb(1,2)", "rgb(1 2)", "rgb(1)", "rgb(1 2 3 4)", "rgb(1,2,3,4,5)", "rgb(1,,2,3)",
        "rgb(,1,2,3)", "rgb(1,2,3,)", "rgb(1 2 3 /)", "rgb(/ 1 2 3)", "rgb(1 2 3 / 0.5 / 1)",
        "rgb(1 2 3 / 0.5 0.6)", "rgb(1 2 / 3)", "rgb(1 / 2 3)",
        // Commas mixed with spaces or a slash.
        "rgb(1,2 3)", "rgb(1 2,3)", "rgb(1, 2, 3 / 0.5)", "rgb(1 2 3, 0.5)", "hsl(120, 100% 50%)",
        // Values of the wrong kind.
        "rgb(1, 50%, 3)", "rgb(100%, 0, 0)", "rgb(1 2 3deg)", "rgb(10px 0 0)", "rgb(1 2 3 / 1deg)",
        "hsl(120, 50, 50)", "hsl(120%, 50%, 50%)", "hsl(120 50deg 50%)", "hsl(120deg, 100%, 50%, 1deg)",
        "hsl(120 deg 0% 0%)", "hsl(1turnx 0% 0%)", "hsl(1degs 0% 0%)", "hsl(1 0% 0%)%",
        // `none`, `calc()`, relative colours: valid CSS, outside our grammar.
        "rgb(none 0 0)", "rgb(0 0 0 / none)", "hsl(none 100% 50%)", "rgb(calc(1) 2 3)", "rgb(from red r g b)",
        "rgb(1 2 3 / calc(0.5))",
    ]

    static let badNumbers: [String] = [
        "rgb(1e2 0 0)", "rgb(1E2 0 0)", "rgb(1e+2 0 0)", "rgb(1e-2 0 0)", "rgb(0 0 0 / 1e0)", "hsl(1e1 0% 0%)",
        "rgb(1e999 0 0)", "rgb(nan 0 0)", "rgb(NaN 0 0)", "rgb(inf 0 0)", "rgb(infinity 0 0)",
        "rgb(-infinity 0 0)", "rgb(0x10 0 0)", "rgb(1. 2 3)", "rgb(. 2 3)", "rgb(1..2 0 0)", "rgb(1.2.3 0 0)",
        "rgb(--1 2 3)", "rgb(+-1 2 3)", "rgb(- 1 2 3)", "rgb(1 2 3 / .)", "rgb(１ 2 3)", "rgb(1\u{A0}2 3)",
        "rgb(1\u{2003}2 3)", "rgb(1\u{B}2 3)", "rgb(1 2 3 / 50%%)", "rgb(1% % 2 3)", "rgb(1+2+3)", "rgb(1 2 3 / 0,5)",
        "rgb(1 2 3 / 1/2)",
    ]

    static let badHexAndKeywords: [String] = [
        "", " ", "#", "#1", "#12", "#12345", "#1234567", "#123456789", "#ff0000ff0", "#ggg", "#fffg", "# fff",
        "#fff ", "##fff", "#-ff", "#+fff", "#０００", "fff", "0xfff", "transparent;", "transparen", "transparents",
        "current-color", "currentColour", "current color", "currentColor()", "currentColor;", "none", "inherit",
        "initial", "red,gold", "red gold", "blac\u{212A}", "ŗed", "re\u{0}d",
        String(repeating: "a", count: 65), String(repeating: "a", count: 10_000),
        "rgb(" + String(repeating: "0", count: 60) + "1 0 0)", "rgb(1 2 3 / 0." + String(repeating: "5", count: 60) + ")",
    ]

    @Test(.cases(168), arguments: injections + malformedFunctions + badNumbers + badHexAndKeywords)
    func refuses(text: String) {
        #expect(throws: CSSColorError.invalidColor(text)) { try CSSColor(parsing: text) }
    }

    @Test func tableIsLarge() {
        #expect(Self.injections.count + Self.malformedFunctions.count + Self.badNumbers.count
            + Self.badHexAndKeywords.count >= 30)
    }

    @Test func messageListsWhatIsAccepted() {
        let requirement = CSSColorError.invalidColor("x").requirement
        for form in ["#rgb", "#rrggbbaa", "gold", "rgb()", "rgba()", "hsl()", "hsla()", "transparent", "currentColor", "64"] {
            #expect(requirement.contains(form), "\(form)")
        }
        #expect(CSSColorError.invalidColor("x").description.hasSuffix("(got 'x')"))
    }
}
