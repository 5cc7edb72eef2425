import Testing
import StarRatingSVG
import TestSupport

@Suite struct StarRatingValidationTests {
    @Test func refusesEveryInvalidParameterWithItsOwnError() {
        #expect(throws: StarRatingError.starCountOutOfRange(0)) { try StarRating(starCount: 0, value: 0) }
        #expect(throws: StarRatingError.starCountOutOfRange(101)) { try StarRating(starCount: 101, value: 0) }
        #expect(throws: StarRatingError.valueOutOfRange(6, starCount: 5)) { try StarRating(value: 6) }
        #expect(throws: StarRatingError.valueOutOfRange(-1, starCount: 5)) { try StarRating(value: -1) }
        #expect(throws: StarRatingError.valueOutOfRange(.infinity, starCount: 5)) { try StarRating(value: .infinity) }
        #expect(throws: StarRatingError.levelOutOfRange(6, starCount: 5)) { try StarRating(value: 1, levels: [1, 6]) }
        #expect(throws: StarRatingError.levelsNotIncreasing([3, 2])) { try StarRating(value: 1, levels: [3, 2]) }
        #expect(throws: StarRatingError.levelsNotIncreasing([2, 2])) { try StarRating(value: 1, levels: [2, 2]) }
        #expect(throws: StarRatingError.colorCountMismatch(colors: 1, bands: 3)) {
            try StarRating(value: 1, colors: [.systemRed])
        }
        #expect(throws: StarRatingError.colorsRequired(bands: 4)) { try StarRating(value: 1, levels: [1, 2, 3]) }
        #expect(throws: StarRatingError.cellSizeOutOfRange(0)) { try StarRating(value: 1, cellSize: 0) }
        #expect(throws: StarRatingError.cellSizeOutOfRange(5000)) { try StarRating(value: 1, cellSize: 5000) }
        #expect(throws: StarRatingError.gapRatioOutOfRange(-0.5)) { try StarRating(value: 1, gapRatio: -0.5) }
        #expect(throws: StarRatingError.labelContainsControlCharacter(7)) { try StarRating(value: 1, label: "a\u{7}b") }
        #expect(throws: StarRatingError.labelContainsControlCharacter(0x85)) { try StarRating(value: 1, label: "a\u{85}b") }
        #expect(throws: StarRatingError.labelTooLong(1001)) {
            try StarRating(value: 1, label: String(repeating: "★", count: 1001))
        }
        for prefix in ["", "1a", "-a", "a b", "a\"", "ä", "a.b", String(repeating: "a", count: 65)] {
            #expect(throws: StarRatingError.invalidIDPrefix(prefix)) { try StarRating(value: 1, idPrefix: prefix) }
        }
    }

    @Test func nanIsRefusedEverywhere() {
        #expect(throws: StarRatingError.self) { try StarRating(value: .nan) }
        #expect(throws: StarRatingError.self) { try StarRating(value: 1, levels: [.nan, 3]) }
        #expect(throws: StarRatingError.self) { try StarRating(value: 1, cellSize: .nan) }
        #expect(throws: StarRatingError.self) { try StarRating(value: 1, gapRatio: .nan) }
    }

    @Test func defaultsAreTheReferences() throws {
        #expect(try StarRating(starCount: 5, value: 0).bands.levels == [1, 4])
        #expect(try StarRating(starCount: 10, value: 0).bands.levels == [2, 8])
        #expect(try StarRating(starCount: 3, value: 0).bands.levels == [1, 2])
        #expect(try StarRating(value: 0).colors == [.systemRed, .systemYellow, .systemGreen])
        // Every star count has working defaults (levels and a palette to match).
        for count in StarRating.starCountRange {
            #expect((try? StarRating(starCount: count, value: Double(count))) != nil, "\(count) stars")
        }
    }

    @Test func messagesNameTheRuleAndTheValue() {
        #expect(StarRatingError.valueOutOfRange(6, starCount: 5).description == "the value must be a number from 0 to 5 (got 6)")
        #expect(StarRatingError.labelContainsControlCharacter(7).description.hasSuffix("(found U+0007)"))
        #expect(StarRatingError.cellSizeOutOfRange(.nan).description.hasSuffix("(got nan)"))
    }

    /// Each error names the parameter at fault in the API's own words, and, when the fault
    /// lies in two together, how it stands to the other.
    @Test func errorsNameTheParameterAtFault() {
        #expect(StarRatingError.starCountOutOfRange(0).parameter == .starCount)
        #expect(StarRatingError.colorCountMismatch(colors: 1, bands: 3).parameter == .colors)
        #expect(StarRatingError.colorsRequired(bands: 4).parameter == .levels)
        #expect(StarRatingError.colorsRequired(bands: 4).relation == .needs(.colors))
        #expect(StarRatingError.labelTooLong(1001).parameter == .label && StarRatingError.labelTooLong(1001).relation == nil)
        #expect(IDPrefixError.invalid("1bad").parameter == .idPrefix)
        #expect(IDPrefixError.invalid("1bad").description == StarRatingError.invalidIDPrefix("1bad").description)
        #expect(RatingInputOptionsError.invalidName("1x").parameter == .inputName)
        #expect(RatingMicrodataError.ratingCountOutOfRange(0).parameter == .ratingCount)
        #expect(HTMLSnippetError.inputValueNotWhole(2.5, starCount: 5).parameter == .value)
        #expect(HTMLSnippetError.averageWithValue(2).relation == .excludes(.value))
        #expect(HTMLSnippetError.microdataOnInput.parameter == .microdata)
        #expect(HTMLSnippetError.microdataOnInput.relation == .excludes(.input))
        #expect(PNGSizeError.scaleOutOfRange(5).parameter == .pngScale)
        #expect(PNGSizeError.tooLarge(width: 5000, height: 24).description.hasSuffix("(got 5000 × 24)"))
    }

    @Test func acceptsUnicodeLabelsIntact() throws {
        let label = "Note : 4,5 sur 5 ★ — 評価 👍🏽 \u{202E}"
        let rating = try StarRating(value: 4.5, label: label)
        #expect(try ParsedXMLDocument(parsing: rating.svgString()).root.elements.first?.text == label)
    }
}
