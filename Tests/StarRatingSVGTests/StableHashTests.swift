import Testing
@testable import StarRatingSVG
import TestSupport

/// The hash of a rating's parameters, from which its id prefix is derived.
@Suite struct StableHashTests {
    /// The hash writes its numbers' text itself, on the stack; it must be the formatter's text
    /// byte for byte (ids are made of it), for every precision, both leading-zero styles, and
    /// numbers of every size and sign, whole, halves, and the non-finite ones.
    @Test func numbersAreHashedAsTheFormatterWritesThem() {
        var random = SplitMix64(seed: 0x4A54_7E57)
        let special: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 0.25, 2.675, 1e9, -1e9, 2e9, 1e-10, 5e-10, 0.0000000005,
                                 999_999_999.999_999_999, .nan, .infinity, -.infinity, .ulpOfOne, .leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, 0.1 + 0.2, 7.25, 2000, 0.38196601125]
        for precision in [0, 1, 2, 3, 6, 9] {
            for omitsLeadingZero in [false, true] {
                let formatter = SVGNumberFormatter(precision: precision, omitsLeadingZero: omitsLeadingZero)
                var values = special
                for _ in 0..<5_000 {
                    let magnitude = random.pick([1.0, 10, 100, 2000, 1e6, 1e10]) * random.unit()
                    let value = random.chance(0.3) ? (magnitude * 1000).rounded() / 1000 : magnitude
                    values.append(random.chance(0.2) ? -value : value)
                }
                for value in values {
                    var expected: [UInt8] = []
                    formatter.append(value, to: &expected)
                    let text = StableHash.withText(of: value, formatter) { Array($0) }
                    let style = omitsLeadingZero ? ", no leading zero" : ""
                    #expect(text == expected, """
                        \(value) at precision \(precision)\(style): \(String(decoding: text, as: UTF8.self)) != \(String(decoding: expected, as: UTF8.self))
                        """)
                }
            }
        }
    }
}
