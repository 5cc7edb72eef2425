import Testing
import TestSupport
import LocalizedTexts

@Suite struct PluralOperandsTests {
    @Test(.cases(12), arguments: [
        // text, n, i, v, w, f, t — CLDR's own examples, and the edges of the digits.
        ("3.50", 3.5, 3, 2, 1, 50, 5), ("1", 1.0, 1, 0, 0, 0, 0), ("1.0", 1.0, 1, 1, 0, 0, 0),
        ("1.00", 1.0, 1, 2, 0, 0, 0), ("1.3", 1.3, 1, 1, 1, 3, 3), ("1.30", 1.3, 1, 2, 1, 30, 3),
        ("1.03", 1.03, 1, 2, 2, 3, 3), ("1.230", 1.23, 1, 3, 2, 230, 23), ("0", 0.0, 0, 0, 0, 0, 0),
        ("0.5", 0.5, 0, 1, 1, 5, 5), ("007", 7.0, 7, 0, 0, 0, 0), ("1200.05", 1200.05, 1200, 2, 2, 5, 5),
    ])
    func operandsOfText(text: String, n: Double, i: Int, v: Int, w: Int, f: Int, t: Int) throws {
        let operands = try #require(PluralOperands(decimalText: text))
        #expect(operands.n == n, "n")
        #expect(operands.i == i, "i")
        #expect(operands.v == v, "v")
        #expect(operands.w == w, "w")
        #expect(operands.f == f, "f")
        #expect(operands.t == t, "t")
    }

    @Test(.cases(16), arguments: ["", ".", ".5", "5.", "-1", "+1", "1e3", "1,5", "1.2.3", " 1", "1 ", "١", "0x10", "1_000",
                      String(repeating: "9", count: 19), "1." + String(repeating: "9", count: 19)])
    func refusesWhatIsNotADecimalAsWritten(text: String) {
        #expect(PluralOperands(decimalText: text) == nil)
    }

    @Test func readsSubstrings() {
        let text = "x2.5y"
        #expect(PluralOperands(decimalText: text.dropFirst().dropLast())?.f == 5)
    }
}
