import Testing
import TestSupport
import CSSColor

/// `CSSColor.parseList`: commas split only outside parentheses, and a bad item is named.
@Suite struct CSSColorListTests {
    @Test(.cases(6), arguments: [
        ("red", ["#f00"]),
        ("red,gold,green", ["#f00", "#ffd700", "#008000"]),
        ("rgb(255,0,0),gold", ["#f00", "#ffd700"]),
        ("rgba(255, 0, 0, 0.5),hsl(120, 100%, 25%)", ["rgb(255 0 0 / 0.5)", "#008000"]),
        ("hsl(120 100% 25%),currentColor,transparent,#abcd", ["#008000", "currentColor", "rgb(0 0 0 / 0)", "rgb(170 187 204 / 0.867)"]),
        ("rgb(1,2,3),rgb(4,5,6),rgb(7,8,9)", ["#010203", "#040506", "#070809"]),
    ])
    func splitsOnTopLevelCommas(text: String, cssTexts: [String]) throws {
        #expect(try CSSColor.parseList(text).map(\.cssText) == cssTexts)
    }

    @Test func manyItems() throws {
        let items = (0..<101).map { "rgb(\($0), 0, 0)" }
        #expect(try CSSColor.parseList(items.joined(separator: ",")).map(\.red) == (0..<101).map(UInt8.init))
    }

    /// The list, and the item text the error must carry.
    @Test(.cases(19), arguments: [
        ("", ""), ("red,,gold", ""), ("red,", ""), (",red", ""), (",", ""),
        ("red,bleu", "bleu"), ("red, gold", " gold"), ("red ,gold", "red "),
        ("rgb(1,2,3", "rgb(1,2,3"), ("rgb(1,2,3,gold", "rgb(1,2,3,gold"), ("red,rgb(1 2 3", "rgb(1 2 3"),
        ("red),gold", "red)"), ("rgb(1,2,3)),gold", "rgb(1,2,3))"), (")(,red", ")(,red"),
        ("gold,rgb(1,2 3)", "rgb(1,2 3)"), ("red;},gold", "red;}"), ("gold,url(#x),red", "url(#x)"),
        ("rgb((1,2,3)),red", "rgb((1,2,3))"), ("red,gold)", "gold)"),
    ])
    func namesTheBadItem(text: String, item: String) {
        #expect(throws: CSSColorError.invalidColor(item)) { try CSSColor.parseList(text) }
    }
}
