import Testing
import TestSupport
@testable import CSSColor

/// What a colour writes back: always canonical, never the text it came from.
@Suite struct CSSColorTextTests {
    /// Input, svgPaint, opacity, cssText.
    @Test(.cases(16), arguments: [
        ("red", "#f00", 1.0, "#f00"),
        ("#ABC", "#abc", 1, "#abc"),
        ("rgb(255 0 0 / 1)", "#f00", 1, "#f00"),
        ("hsl(120 100% 25%)", "#008000", 1, "#008000"),
        ("rgba(255, 0, 0, 0.5)", "#f00", 0.5, "rgb(255 0 0 / 0.5)"),
        ("RGB(100% 0% 0% / 50%)", "#f00", 0.5, "rgb(255 0 0 / 0.5)"),
        ("#FF000080", "#f00", 0.502, "rgb(255 0 0 / 0.502)"),
        ("rgba(1,2,3,0.125)", "#010203", 0.125, "rgb(1 2 3 / 0.125)"),
        ("rgb(1 2 3 / 0.10)", "#010203", 0.1, "rgb(1 2 3 / 0.1)"),          // no trailing zero
        ("rgb(1 2 3 / 0.001)", "#010203", 0.001, "rgb(1 2 3 / 0.001)"),    // no exponent
        ("rgb(1 2 3 / -0.0)", "#010203", 0, "rgb(1 2 3 / 0)"),             // no -0
        ("rgb(1 2 3 / 0%)", "#010203", 0, "rgb(1 2 3 / 0)"),
        ("transparent", "#000", 0, "rgb(0 0 0 / 0)"),
        ("hsla(0, 0%, 100%, .75)", "#fff", 0.75, "rgb(255 255 255 / 0.75)"),
        ("currentColor", "currentColor", 1, "currentColor"),
        ("CURRENTCOLOR", "currentColor", 1, "currentColor"),
    ])
    func writesCanonicalText(input: String, svgPaint: String, opacity: Double, cssText: String) throws {
        let color = try CSSColor(parsing: input)
        #expect(color.svgPaint == svgPaint)
        #expect(color.opacity == opacity)
        #expect(color.cssText == cssText)
        // The canonical text (ids) keeps opaque colours' six digits; otherwise it is the CSS text.
        #expect(color.canonicalText == (color.isOpaque && !color.isCurrentColor ? color.hexString : cssText))
        // Canonical text is itself a colour, and the same one.
        #expect(try CSSColor(parsing: color.cssText) == color)
    }

    @Test func canonicalTextIsHexStringForEveryNamedColor() throws {
        #expect(CSSColor.namedColors.count == 148)
        for (name, rgb) in CSSColor.namedColors {
            let color = try CSSColor(parsing: name)
            #expect(color == CSSColor(rgb: rgb), "\(name)")
            #expect(color.canonicalText == color.hexString, "\(name)")
            // The short form exactly when each channel's two digits agree (#fc0 for #ffcc00).
            let hex = Array(color.hexString)
            let isShort = hex[1] == hex[2] && hex[3] == hex[4] && hex[5] == hex[6]
            #expect(color.svgPaint == (isShort ? "#" + String([hex[1], hex[3], hex[5]]) : color.hexString), "\(name)")
            #expect(color.cssText == color.svgPaint, "\(name)")
            #expect(color.opacity == 1, "\(name)")
        }
        // The rating's system red, yellow and green (StarRatingSVG), by value.
        for color in [CSSColor(rgb: 0xFF3B30), CSSColor(rgb: 0xFFCC00), CSSColor(rgb: 0x34C759), CSSColor(red: 1, green: 2, blue: 3, alpha: 1)] {
            #expect(color.canonicalText == color.hexString)
        }
    }

    @Test func canonicalTextIsDistinctForDistinctColors() throws {
        // Every alpha of one colour, other colours at a few alphas, and currentColor: as many
        // texts as colours, and each text reads back as its colour.
        var colors: Set<CSSColor> = [.currentColor, .transparent]
        for thousandths in 0...1000 {
            colors.insert(CSSColor(red: 12, green: 34, blue: 56, alpha: Double(thousandths) / 1000))
        }
        for channel in stride(from: 0, through: 255, by: 17) {
            for alpha in [0, 0.001, 0.5, 0.999, 1] {
                colors.insert(CSSColor(red: UInt8(channel), green: 0, blue: UInt8(255 - channel), alpha: alpha))
                colors.insert(CSSColor(red: 0, green: UInt8(channel), blue: 0, alpha: alpha))
            }
        }
        let texts = colors.map(\.canonicalText)
        #expect(Set(texts).count == colors.count)
        for color in colors {
            #expect(try CSSColor(parsing: color.canonicalText) == color, "\(color.canonicalText)")
            #expect(try CSSColor(parsing: color.cssText) == color, "\(color.cssText)")
        }
    }

    @Test func alphaTextHasAtMostThreeDecimalsAndNoExponent() {
        for thousandths in 0...1000 {
            let text = CSSColor(red: 0, green: 0, blue: 0, alpha: Double(thousandths) / 1000).cssText
            let allowed = Set("#0123456789abcdefrgb /.()".utf8)
            #expect(text.utf8.allSatisfy(allowed.contains), "\(text)")
            if let point = text.firstIndex(of: ".") {
                let decimals = text[text.index(after: point)...].prefix { $0.isNumber }
                #expect((1...3).contains(decimals.count) && decimals.last != "0", "\(text)")
            }
        }
    }

    @Test func hexStringIgnoresAlpha() throws {
        #expect(try CSSColor(parsing: "rgb(255 204 0 / 25%)").hexString == "#ffcc00")
        #expect(CSSColor.currentColor.hexString == "#000000")
    }
}
