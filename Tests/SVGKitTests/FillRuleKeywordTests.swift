import Testing
import SVGKit

@Suite("Fill rules as SVG's keywords")
struct FillRuleKeywordTests {
    @Test("each rule reads back from the keyword it writes, and nothing else is a rule")
    func keywords() {
        #expect(FillRule.allCases.map(\.svgKeyword) == ["nonzero", "evenodd"])
        for rule in FillRule.allCases {
            #expect(FillRule(svgKeyword: rule.svgKeyword) == rule)
        }
        for text in ["evenOdd", "even-odd", "inherit", "", " nonzero"] {
            #expect(FillRule(svgKeyword: text) == nil, "\(text.debugDescription)")
        }
    }
}
