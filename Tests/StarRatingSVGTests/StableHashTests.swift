import Testing
@testable import StarRatingSVG
import TestSupport
import OutputText

/// The derived id prefix: the text the hash takes of each number, and a prefix known before.
@Suite struct StableHashTests {
    /// The hash takes its numbers' text on the stack (`SVGNumberFormatter.withText(of:_:)`);
    /// it must be the text the formatter appends, byte for byte (ids are made of it), for every
    /// precision, both leading-zero styles, and numbers of every size and sign, whole, halves,
    /// and the non-finite ones.
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
                    var text: [UInt8] = []
                    formatter.withText(of: value) { text = Array($0) }
                    let style = omitsLeadingZero ? ", no leading zero" : ""
                    #expect(text == expected, """
                        \(value) at precision \(precision)\(style): \(String(decoding: text, as: UTF8.self)) != \(String(decoding: expected, as: UTF8.self))
                        """)
                }
            }
        }
    }

    /// A rating given another prefix (`withIDPrefix(_:)`) is the rating made with that prefix
    /// given: the same picture, and faces that take the prefix as it is.
    @Test func anotherPrefixMakesTheRatingGivenIt() throws {
        let ratings = [
            try StarRating(value: 3.5),
            try StarRating(starCount: 10, value: 7.25, levels: [2, 8], cellSize: 56, fillMode: .width),
            try StarRating(starCount: 3, value: 2, colors: [.systemRed, .systemYellow, .systemGreen], blur: 0, label: "Note"),
        ]
        for rating in ratings {
            let given = try StarRating(starCount: rating.starCount, value: rating.value, levels: rating.bands.levels, colors: rating.colors,
                                       cellSize: rating.row.layout.cellSize, gapRatio: rating.row.layout.gapRatio, fillMode: rating.fillMode,
                                       blur: rating.blur, label: rating.label, idPrefix: "given")
            let renamed = try rating.withIDPrefix("given")
            #expect(rating.isIDPrefixDerived && !renamed.isIDPrefixDerived)
            #expect(renamed == given)
            #expect(renamed.svgBytes() == given.svgBytes())
            #expect(try renamed.htmlSnippet() == given.htmlSnippet())
            #expect(throws: IDPrefixError.invalid("1bad")) { try rating.withIDPrefix("1bad") }
        }
    }
}
