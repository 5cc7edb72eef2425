import Testing
import TestSupport
import OutputText

/// The one number formatter: fixed precision, no exponent, no `-0`, no trailing zeros, whole
/// numbers without `.0`, and its units agreeing with its text.
@Suite struct NumberTextTests {
    @Test(.cases(10), arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (2.5, "2.5"), (0.125, "0.13"), (-0.004, "0"), (-0.006, "-0.01"),
        (1234567.891, "1234567.89"), (1e-9, "0"), (100.10, "100.1"),
    ])
    func precisionTwo(value: Double, text: String) {
        #expect(SVGNumberFormatter(precision: 2).string(value) == text)
    }

    @Test func leadingZeroOmitted() {
        let compact = SVGNumberFormatter(precision: 3, omitsLeadingZero: true)
        #expect(compact.string(0.5) == ".5")
        #expect(compact.string(-0.25) == "-.25")
        #expect(compact.string(3) == "3")
    }

    @Test func unitsAndTextAgree() {
        let formatter = SVGNumberFormatter(precision: 2)
        for value in stride(from: -3.0, through: 3.0, by: 0.137) {
            var fromUnits: [UInt8] = []
            formatter.append(units: formatter.units(value), to: &fromUnits)
            var fromValue: [UInt8] = []
            formatter.append(value, to: &fromValue)
            #expect(fromUnits == fromValue, "\(value)")
            formatter.withText(of: value) { #expect(Array($0) == fromValue) }
        }
        #expect(formatter.startsWithDecimalPoint(units: 5) == false)
        #expect(formatter.hasDecimalPoint(units: 150) && !formatter.hasDecimalPoint(units: 200))
    }
}
