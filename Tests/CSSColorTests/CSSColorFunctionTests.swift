import Testing
import TestSupport
import CSSColor

/// Every accepted form, with the components it must give. Expected channels are worked out by
/// hand from CSS Color 4 (rgb: clamp, then round half up; hsl: its `hslToRgb`; alpha: clamp,
/// then round to thousandths half up), not by running the code under test.
@Suite struct CSSColorFunctionTests {
    /// Text, red, green, blue, alpha.
    typealias Case = (text: String, red: UInt8, green: UInt8, blue: UInt8, alpha: Double)

    static let rgbCases: [Case] = [
        // Legacy comma form: all numbers or all percentages, optional alpha.
        ("rgb(255,0,0)", 255, 0, 0, 1),
        ("rgba(255, 0, 0, 0.5)", 255, 0, 0, 0.5),
        ("rgb(100%, 50%, 0%)", 255, 128, 0, 1),           // 50 % of 255 is 127.5, rounded up
        ("rgba(100%,0%,0%,50%)", 255, 0, 0, 0.5),
        ("rgb(1, 2, 3, 1)", 1, 2, 3, 1),
        ("rgba(1,2,3)", 1, 2, 3, 1),
        ("rgb(  255  ,  0,0  )", 255, 0, 0, 1),
        ("rgb(10%, 30%, 70%, .25)", 26, 77, 179, 0.25),    // 25.5, 76.5, 178.5 all round up
        // Modern space form: numbers and percentages may mix; alpha after a slash.
        ("rgb(255 0 0)", 255, 0, 0, 1),
        ("rgb(100% 0% 0% / 50%)", 255, 0, 0, 0.5),
        ("rgb(255 0 0 / .5)", 255, 0, 0, 0.5),
        ("rgb(1 2 3/0.25)", 1, 2, 3, 0.25),
        ("rgba(1 2 3)", 1, 2, 3, 1),
        ("rgb(255 50% 0)", 255, 128, 0, 1),
        ("rgb(\t1\n2\r3 /\u{0C}0.25 )", 1, 2, 3, 0.25),  // every CSS whitespace character
        ("RGB(10 20 30)", 10, 20, 30, 1),
        ("rGbA(10 20 30 / 1)", 10, 20, 30, 1),
        // Numbers: signs, leading zeros, fractions; out of range clamps.
        ("rgb(+1 +2 +3)", 1, 2, 3, 1),
        ("rgb(000255 0 0)", 255, 0, 0, 1),
        ("rgb(-0 0 0)", 0, 0, 0, 1),
        ("rgb(127.5 0 0)", 128, 0, 0, 1),
        ("rgb(127.49 0 0)", 127, 0, 0, 1),
        ("rgb(127.4999999999999999999 0 0)", 127, 0, 0, 1),  // exactly, though it is 127.5 as a Double
        ("rgb(300 0 0)", 255, 0, 0, 1),
        ("rgb(-10 0 0)", 0, 0, 0, 1),
        ("rgb(99999999999999999999 0 0)", 255, 0, 0, 1),
        ("rgb(150% -50% 0%)", 255, 0, 0, 1),
        // Alpha: clamped, then thousandths.
        ("rgb(0 0 0 / 2)", 0, 0, 0, 1),
        ("rgb(0 0 0 / -1)", 0, 0, 0, 0),
        ("rgb(0 0 0 / 150%)", 0, 0, 0, 1),
        ("rgb(0 0 0 / -0.0)", 0, 0, 0, 0),
        ("rgb(0 0 0 / 0.0005)", 0, 0, 0, 0.001),
        ("rgb(0 0 0 / 0.0004999)", 0, 0, 0, 0),
        ("rgb(0 0 0 / 0.12345)", 0, 0, 0, 0.123),
        ("rgb(0 0 0 / 33.35%)", 0, 0, 0, 0.334),
        ("rgb(0 0 0 / 0.1)", 0, 0, 0, 0.1),
    ]

    static let hslCases: [Case] = [
        // l = 25 %, s = 100 %: a = 0.25; green is l + a = 0.5 → 127.5 → 128.
        ("hsl(120 100% 25%)", 0, 128, 0, 1),
        ("hsl(0, 100%, 50%)", 255, 0, 0, 1),
        // a = 0.5 · 0.4 = 0.2, h/30 = 7: red k=7 → l − a = 0.2 → 51; green k=3 → l = 0.4 → 102;
        // blue k=11 → l + a = 0.6 → 153.
        ("hsl(210deg 50% 40%)", 0x33, 0x66, 0x99, 1),
        ("hsl(210, 50%, 40%)", 0x33, 0x66, 0x99, 1),
        ("hsl(210 50 40)", 0x33, 0x66, 0x99, 1),            // modern bare numbers mean percent
        ("hsl(210 50% 40)", 0x33, 0x66, 0x99, 1),
        // a = 0.3 · 0.5 = 0.15: 0.35 → 89.25 → 89, 0.65 → 165.75 → 166.
        ("hsl(120 30% 50%)", 89, 166, 89, 1),
        ("hsl(120 30 50 / 0.5)", 89, 166, 89, 0.5),
        // Green is exactly 0.5 − 0.5 · 2/3 = 1/6 → 42.5, rounded up.
        ("hsl(10 100% 50%)", 255, 43, 0, 1),
        // a = 0.4: red 0.9 → 229.5 → 230; green and blue 0.1 → 25.5 → 26 (exact halves).
        ("hsl(0 80% 50%)", 230, 26, 26, 1),
        // Hue 90, a = 0.25: red k=3 → 0.5 → 127.5 → 128; green k=11 → 0.75 → 191.25; blue 0.25 → 63.75.
        ("hsl(90 50% 50%)", 128, 191, 64, 1),
        // Angles: a half turn in every unit is 180°, cyan.
        ("hsl(180deg 100% 50%)", 0, 255, 255, 1),
        ("hsl(0.5turn 100% 50%)", 0, 255, 255, 1),
        ("hsl(200grad 100% 50%)", 0, 255, 255, 1),
        ("hsl(3.14159265rad 100% 50%)", 0, 255, 255, 1),
        ("hsl(180DEG 100% 50%)", 0, 255, 255, 1),
        ("hsl(.5TURN, 100%, 50%)", 0, 255, 255, 1),
        // Hue wraps: −120° is 240°, blue; 480° is 120°, lime.
        ("hsl(-120 100% 50%)", 0, 0, 255, 1),
        ("hsl(480, 100%, 50%)", 0, 255, 0, 1),
        // Negative saturation is 0 (grey at the lightness); lightness past 100 % is white.
        ("hsl(0 -50% 40%)", 102, 102, 102, 1),
        ("hsl(30 -50 60)", 153, 153, 153, 1),
        ("hsl(0 0% 150%)", 255, 255, 255, 1),
        ("hsl(0 100% -10%)", 0, 0, 0, 1),
        ("HSL(0 0% 100%)", 255, 255, 255, 1),
        // Alpha in both forms and both notations.
        ("hsla(120, 100%, 50%, 0.3)", 0, 255, 0, 0.3),
        ("hsla(120, 100%, 50%, 30%)", 0, 255, 0, 0.3),
        ("hsl(120deg 100% 50% / 25%)", 0, 255, 0, 0.25),
        ("hsla(120 100% 50%)", 0, 255, 0, 1),
    ]

    static let hexAndKeywordCases: [Case] = [
        ("#f008", 255, 0, 0, 0.533),        // 0x88 = 136, 136/255 = 0.5333
        ("#FF000080", 255, 0, 0, 0.502),    // 128/255 = 0.50196
        ("#12345678", 0x12, 0x34, 0x56, 0.471),  // 120/255 = 0.47059
        ("#00000000", 0, 0, 0, 0),
        ("#abcf", 0xAA, 0xBB, 0xCC, 1),
        ("#ABCDEFFF", 0xAB, 0xCD, 0xEF, 1),
        ("#0001", 0, 0, 0, 0.067),          // 0x11 = 17, 17/255 = 0.0667
        ("transparent", 0, 0, 0, 0),
        ("TRANSPARENT", 0, 0, 0, 0),
        ("Transparent", 0, 0, 0, 0),
    ]

    @Test(.cases(74), arguments: rgbCases + hslCases + hexAndKeywordCases)
    func parsesComponents(_ expected: Case) throws {
        let color = try CSSColor(parsing: expected.text)
        #expect(!color.isCurrentColor, "\(expected.text)")
        #expect([color.red, color.green, color.blue] == [expected.red, expected.green, expected.blue], "\(expected.text)")
        #expect(color.alpha == expected.alpha, "\(expected.text)")
    }

    @Test(.cases(4), arguments: ["currentColor", "currentcolor", "CURRENTCOLOR", "CurrentColor"])
    func parsesCurrentColor(text: String) throws {
        let color = try CSSColor(parsing: text)
        #expect(color.isCurrentColor)
        #expect(color == .currentColor)
        #expect(color.alpha == 1)
    }

    @Test func equalColorsInDifferentNotationsAreEqual() throws {
        let reds = try ["red", "#f00", "#ff0000ff", "rgb(255,0,0)", "rgb(100% 0% 0% / 1)", "hsl(0 100% 50%)",
                        "hsla(360deg, 100%, 50%, 100%)", "rgb(255 0 0 / 1.5)"].map { try CSSColor(parsing: $0) }
        #expect(Set(reds) == [CSSColor(rgb: 0xFF0000)])
        let halves = try ["rgba(255,0,0,.5)", "rgb(255 0 0 / 50%)", "rgb(100% 0% 0% / 0.5000)", "hsl(0 100% 50% / 0.5)"]
            .map { try CSSColor(parsing: $0) }
        #expect(Set(halves) == [CSSColor(red: 255, green: 0, blue: 0, alpha: 0.5)])
        #expect(try CSSColor(parsing: "transparent") == .transparent)
        #expect(try CSSColor(parsing: "#0000") == .transparent)
    }

    @Test func longestTextAllowedIsAccepted() throws {
        let padded = "rgb(" + String(repeating: " ", count: CSSColor.maximumTextLength - 10) + "1 2 3)"
        #expect(padded.utf8.count == CSSColor.maximumTextLength)
        #expect(try CSSColor(parsing: padded) == CSSColor(red: 1, green: 2, blue: 3))
        let tooLong = "rgb( " + padded.dropFirst(4)
        #expect(throws: CSSColorError.invalidColor(tooLong)) { try CSSColor(parsing: tooLong) }
    }

    @Test func alphaInitialiserClampsAndQuantises() {
        #expect(CSSColor(red: 1, green: 2, blue: 3, alpha: 0.12345).alpha == 0.123)
        #expect(CSSColor(red: 1, green: 2, blue: 3, alpha: 2) == CSSColor(red: 1, green: 2, blue: 3))
        #expect(CSSColor(red: 1, green: 2, blue: 3, alpha: -1).alpha == 0)
        #expect(CSSColor(red: 1, green: 2, blue: 3, alpha: -.infinity).alpha == 0)
        #expect(CSSColor(red: 1, green: 2, blue: 3, alpha: 0.5) == CSSColor(red: 1, green: 2, blue: 3, alpha: 0.5000001))
    }
}
