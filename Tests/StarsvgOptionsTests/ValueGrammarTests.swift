import Testing
@testable import StarsvgOptions
import TestSupport

/// The number grammars read each text as the standard library's conversion would, whether the
/// value comes from the digits directly or from the conversion.
@Suite struct ValueGrammarTests {
    /// Random decimals of every shape the grammar takes (leading and trailing zeros, a bare
    /// point at either end, up to the length limit, past 2^53 and past 19 digits), each read as
    /// `Double(_:)` reads the same text with a digit on both sides of the point.
    @Test func decimalsAreReadAsTheConversionReadsThem() throws {
        var random = SplitMix64(seed: 0x5EED_DEC1)
        let digits = Array("0123456789")
        var (compared, skipped) = (0, 0)
        for _ in 0..<200_000 {
            let wholeCount = random.int(in: 0...random.pick([2, 5, 20, 31]))
            let fractionCount = random.int(in: 0...random.pick([1, 3, 12, 31]))
            var text = String((0..<wholeCount).map { _ in random.chance(0.3) ? "0" : random.pick(digits) })
            if random.chance(0.8) || wholeCount == 0 {
                text += "." + String((0..<fractionCount).map { _ in random.chance(0.3) ? "0" : random.pick(digits) })
            }
            guard text.contains(where: \.isNumber), text.utf8.count <= ValueGrammar.maximumNumberLength else {
                skipped += 1
                continue
            }
            let conventional = (text.hasPrefix(".") ? "0" : "") + text + (text.hasSuffix(".") ? "0" : "")
            let expected = try #require(Double(conventional))
            let read = try ValueGrammar.decimal(text)
            #expect(read.bitPattern == expected.bitPattern, "\(text): \(read) != \(expected)")
            compared += 1
        }
        // The seed's texts: those with a digit within the length limit, and the bare points and
        // the overlong ones, which the grammar's refusals are another test's.
        #expect(compared == 182_182)
        #expect(skipped == 17_818)
    }

    /// Whole numbers and counts: digits only, up to their lengths.
    @Test func wholeNumbersAndCountsAreDigitsOnly() {
        #expect(ValueGrammar.wholeNumber("0") == 0)
        #expect(ValueGrammar.wholeNumber("0042") == 42)
        #expect(ValueGrammar.wholeNumber("9999") == 9999)
        #expect(ValueGrammar.count("1234567890") == 1_234_567_890)
        for refused in ["", "12345", "+1", "-1", "1.0", " 1", "1 ", "١", "1e2", "0x1"] {
            #expect(ValueGrammar.wholeNumber(refused) == nil, "\(refused.debugDescription)")
        }
        #expect(ValueGrammar.count("12345678901") == nil)
    }
}
