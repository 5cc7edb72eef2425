import Foundation
import Testing
import SVGKit
import TestSupport

@Suite("SVGNumberFormatter")
struct NumberFormatterTests {
    static let largest = SVGNumberFormatter.largestMagnitude

    static let cases: [NumberCase] = [
        // Zero and negative zero.
        NumberCase(0, "0"),
        NumberCase(-0.0, "0"),
        NumberCase(-0.0, "0", precision: 0),
        NumberCase(-0.0, "0", precision: 9),
        // Values that round to zero must never print "-0".
        NumberCase(-0.001, "0"),
        NumberCase(-0.004, "0"),
        NumberCase(-0.4, "0", precision: 0),
        NumberCase(-1e-10, "0", precision: 9),
        NumberCase(1e-7, "0"),
        NumberCase(-1e-7, "0"),
        NumberCase(Double.leastNonzeroMagnitude, "0", precision: 9),
        NumberCase(-Double.leastNonzeroMagnitude, "0", precision: 9),
        // Whole numbers have no decimal point; trailing zeros go.
        NumberCase(1.0, "1"),
        NumberCase(-1.0, "-1"),
        NumberCase(10, "10"),
        NumberCase(100, "100"),
        NumberCase(1_000_000, "1000000"),
        NumberCase(1.50, "1.5"),
        NumberCase(-1.50, "-1.5"),
        NumberCase(2.10, "2.1", precision: 9),
        NumberCase(0.1, "0.1"),
        NumberCase(0.1, "0.1", precision: 9),
        // Leading zeros of the fraction are kept.
        NumberCase(0.05, "0.05"),
        NumberCase(-0.05, "-0.05"),
        NumberCase(0.01, "0.01"),
        NumberCase(3.07, "3.07"),
        NumberCase(1e-9, "0.000000001", precision: 9),
        NumberCase(0.000000012, "0.000000012", precision: 9),
        // Rounding half away from zero. 0.005 is slightly above a half in binary; the others
        // are exact in binary, so they test the tie rule itself.
        NumberCase(0.005, "0.01"),
        NumberCase(-0.005, "-0.01"),
        NumberCase(0.125, "0.13"),
        NumberCase(-0.125, "-0.13"),
        NumberCase(0.375, "0.38"),
        NumberCase(-0.375, "-0.38"),
        NumberCase(0.5, "1", precision: 0),
        NumberCase(-0.5, "-1", precision: 0),
        NumberCase(1.5, "2", precision: 0),
        NumberCase(2.5, "3", precision: 0),
        NumberCase(-2.5, "-3", precision: 0),
        NumberCase(0.0625, "0.063", precision: 3),
        NumberCase(0.25, "0.3", precision: 1),
        NumberCase(-0.25, "-0.3", precision: 1),
        NumberCase(0.0078125, "0.0078125", precision: 7),
        NumberCase(0.0078125, "0.007813", precision: 6),
        // Carrying into the whole part.
        NumberCase(0.999, "1"),
        NumberCase(-0.999, "-1"),
        NumberCase(9.9999, "10"),
        NumberCase(-9.9999, "-10"),
        NumberCase(99.999, "100"),
        NumberCase(1.9999999999, "2", precision: 9),
        NumberCase(0.96, "1", precision: 1),
        // Ordinary values.
        NumberCase(123456.789, "123456.79"),
        NumberCase(-123456.789, "-123456.79"),
        NumberCase(123456.789, "123457", precision: 0),
        NumberCase(123456.789, "123456.789", precision: 9),
        NumberCase(3.14159, "3", precision: 0),
        NumberCase(3.14159, "3.14"),
        NumberCase(1234.5678, "1235", precision: 0),
        NumberCase(0.123456789, "0.123456789", precision: 9),
        NumberCase(1.000000001, "1.000000001", precision: 9),
        NumberCase(1.0 / 3.0, "0.333333333", precision: 9),
        NumberCase(2.0 / 3.0, "0.666666667", precision: 9),
        NumberCase(-2.0 / 3.0, "-0.67"),
        // Large values keep their digits and never use an exponent; 999999999.875 is exact
        // in binary.
        NumberCase(999_999_999.875, "999999999.88"),
        NumberCase(999_999_999.875, "999999999.875", precision: 9),
        NumberCase(999_999_999.875, "1000000000", precision: 0),
        NumberCase(1e9, "1000000000"),
        NumberCase(-1e9, "-1000000000"),
        NumberCase(123_456_789.5, "123456789.5", precision: 9),
        // Beyond largestMagnitude: clamped.
        NumberCase(1e20, "1000000000"),
        NumberCase(-1e20, "-1000000000"),
        NumberCase(1e20, "1000000000", precision: 9),
        NumberCase(1e9 + 2, "1000000000"),
        NumberCase(Double.greatestFiniteMagnitude, "1000000000"),
        NumberCase(-Double.greatestFiniteMagnitude, "-1000000000"),
        // Non-finite values are written as 0.
        NumberCase(.nan, "0"),
        NumberCase(-.nan, "0"),
        NumberCase(.signalingNaN, "0"),
        NumberCase(.infinity, "0"),
        NumberCase(-.infinity, "0"),
        NumberCase(.infinity, "0", precision: 9),
    ]

    @Test("formats edge cases", .cases(81), arguments: cases)
    func formats(_ testCase: NumberCase) {
        let formatter = SVGNumberFormatter(precision: testCase.precision)
        #expect(
            formatter.string(testCase.value) == testCase.expected,
            "\(testCase.value) at precision \(testCase.precision)")
    }

    @Test("append(_:to:) appends the same ASCII text as string(_:) after existing bytes", .cases(81), arguments: cases)
    func appendMatchesString(_ testCase: NumberCase) {
        let formatter = SVGNumberFormatter(precision: testCase.precision)
        var bytes = Array("x=".utf8)
        formatter.append(testCase.value, to: &bytes)
        #expect(bytes == Array("x=".utf8) + Array(testCase.expected.utf8))
    }

    @Test("largestMagnitude is 1e9, a whole number written without exponent")
    func largestMagnitude() {
        #expect(SVGNumberFormatter.largestMagnitude == 1e9)
        #expect(SVGNumberFormatter().string(SVGNumberFormatter.largestMagnitude) == "1000000000")
    }

    @Test("default precision is 2")
    func defaultPrecision() {
        let formatter = SVGNumberFormatter()
        #expect(formatter.precision == 2)
        #expect(formatter.string(1.23456) == "1.23")
        #expect(formatter == SVGNumberFormatter(precision: 2))
    }

    @Test(
        "precision is clamped to 0...9",
        .cases(9), arguments: [(-1, 0), (-100, 0), (Int.min, 0), (0, 0), (5, 5), (9, 9), (10, 9), (20, 9), (Int.max, 9)])
    func precisionClamping(requested: Int, effective: Int) {
        let formatter = SVGNumberFormatter(precision: requested)
        #expect(formatter.precision == effective, "requested \(requested)")
        #expect(formatter == SVGNumberFormatter(precision: effective))
        // The clamped precision is the one used for writing.
        #expect(formatter.string(1.0 / 3.0) == SVGNumberFormatter(precision: effective).string(1.0 / 3.0))
    }

    @Test("precision -1 writes like precision 0, precision 20 like precision 9")
    func clampedOutput() {
        #expect(SVGNumberFormatter(precision: -1).string(2.5) == "3")
        #expect(SVGNumberFormatter(precision: -1).string(0.4) == "0")
        #expect(SVGNumberFormatter(precision: 20).string(1.0 / 3.0) == "0.333333333")
        #expect(SVGNumberFormatter(precision: 20).string(1e-10) == "0")
    }

    @Test("the writer's numberPrecision option reaches attributes, clamped")
    func writerPrecision() {
        let doc = document("rect", [SVGAttribute("x", 1.0 / 3.0)])
        #expect(write(doc, SVGWriterOptions(numberPrecision: 0)).contains(#"<rect x="0"/>"#))
        #expect(write(doc, SVGWriterOptions(numberPrecision: 4)).contains(#"<rect x=".3333"/>"#))
        #expect(write(doc, SVGWriterOptions(numberPrecision: 20)).contains(#"<rect x=".333333333"/>"#))
        #expect(write(doc, SVGWriterOptions(numberPrecision: -3)).contains(#"<rect x="0"/>"#))
        #expect(SVGWriter(options: SVGWriterOptions(numberPrecision: 20)).numberFormatter.precision == 9)
    }

    // MARK: - Sweep

    /// Checks one formatted value against every rule; returns the problems found.
    static func problems(value: Double, precision: Int, text: String) -> [String] {
        var problems: [String] = []
        if text.contains("e") || text.contains("E") { problems.append("has an exponent") }
        if text.contains("n") || text.contains("i") { problems.append("has nan/inf") }
        if text.isEmpty { problems.append("is empty") }
        // Shape: -?digits(.digits)?, whole part without leading zeros.
        let unsigned = text.hasPrefix("-") ? String(text.dropFirst()) : text
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 2 { problems.append("has more than one '.'") }
        if let whole = parts.first {
            if whole.isEmpty || !whole.allSatisfy({ $0.isASCII && $0.isNumber }) {
                problems.append("whole part is not digits")
            }
            if whole.count > 1 && whole.hasPrefix("0") { problems.append("whole part has a leading zero") }
        }
        if parts.count == 2 {
            let fraction = parts[1]
            if fraction.isEmpty { problems.append("ends with '.'") }
            if !fraction.allSatisfy({ $0.isASCII && $0.isNumber }) { problems.append("fraction is not digits") }
            if fraction.hasSuffix("0") { problems.append("trailing zero after '.'") }
            if fraction.count > precision { problems.append("more than \(precision) decimals") }
        }
        guard let parsed = Double(text) else {
            problems.append("does not parse as a Double")
            return problems
        }
        if text.hasPrefix("-") && parsed == 0 { problems.append("negative zero \"-0\"") }
        let target = value.isFinite
            ? min(max(value, -SVGNumberFormatter.largestMagnitude), SVGNumberFormatter.largestMagnitude)
            : 0
        if target != 0 && parsed != 0 && (target < 0) != (parsed < 0) { problems.append("sign flipped") }
        // Half a unit of the last place, plus the rounding of the scaled fraction and of parsing.
        let unit = pow(10.0, Double(-precision))
        let tolerance = unit / 2 * (1 + 1e-6) + 2 * target.ulp
        if (parsed - target).magnitude > tolerance {
            problems.append("off by \(parsed - target), more than half a unit (\(unit / 2))")
        }
        return problems
    }

    @Test("sweep: random doubles of every magnitude follow every rule")
    func sweep() {
        var random = SplitMix64(seed: 0x5747_4B69_7453_7765)
        var failures: [String] = []
        var checked = 0
        for index in 0..<20_000 {
            let precision = Int(random.next() % 10)
            let value: Double
            switch index % 5 {
            case 0:
                // Uniform mantissa times a power of ten from 1e-12 to 1e17.
                let mantissa = Double(random.next() >> 11) / Double(1 << 53) * 9 + 1
                let exponent = Int(random.next() % 30) - 12
                value = mantissa * pow(10, Double(exponent))
            case 1:
                // Near a rounding tie at this precision: (n + 0.5) units, give or take an ulp.
                let n = Double(random.next() % 1_000_000)
                let unit = pow(10.0, Double(-precision))
                var near = (n + 0.5) * unit
                switch random.next() % 3 {
                case 0: near = near.nextDown
                case 1: near = near.nextUp
                default: break
                }
                value = near
            case 2:
                // Exact binary ties: k / 2^m.
                let m = Int(random.next() % 12)
                value = Double(random.next() % 100_000) / Double(1 << m)
            case 3:
                // Just below a whole number or a power of ten: carries.
                let whole = pow(10, Double(random.next() % 16))
                value = whole - Double(random.next() % 1000) * 1e-12 * whole
            default:
                // Any bit pattern: subnormals, NaN, infinities, huge values.
                value = Double(bitPattern: random.next())
            }
            let signed = random.next() % 2 == 0 ? value : -value
            let text = SVGNumberFormatter(precision: precision).string(signed)
            let found = Self.problems(value: signed, precision: precision, text: text)
            checked += 1
            if !found.isEmpty {
                failures.append(
                    "#\(index) value \(signed) (bits 0x\(String(signed.bitPattern, radix: 16))) "
                    + "precision \(precision) → \(text.debugDescription): \(found.joined(separator: "; "))")
            }
        }
        #expect(checked == 20_000)
        #expect(failures.isEmpty, "\(failures.count) failures, first ones:\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test("sweep: agrees with printf's %.*f to within one unit of the last place")
    func sweepAgainstPrintf() {
        var random = SplitMix64(seed: 42)
        var failures: [String] = []
        for index in 0..<5_000 {
            let precision = Int(random.next() % 10)
            let mantissa = Double(random.next() >> 11) / Double(1 << 53) * 9 + 1
            // 1e-10 up to 1e9: the whole range below largestMagnitude (clamping is tested apart).
            let exponent = Int(random.next() % 19) - 10
            let value = (random.next() % 2 == 0 ? 1 : -1) * mantissa * pow(10, Double(exponent))
            let text = SVGNumberFormatter(precision: precision).string(value)
            var reference = String(format: "%.*f", precision, value)
            if reference.contains(".") {
                while reference.hasSuffix("0") { reference.removeLast() }
                if reference.hasSuffix(".") { reference.removeLast() }
            }
            if reference == "-0" { reference = "0" }
            guard text != reference else { continue }
            // Only a near-tie may round the other way, by one unit.
            let unit = pow(10.0, Double(-precision))
            let difference = ((Double(text) ?? .nan) - (Double(reference) ?? .nan)).magnitude
            if !(difference <= unit * 1.000001) {
                failures.append("#\(index) \(value) @\(precision): \(text) vs printf \(reference)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
