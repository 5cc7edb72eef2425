import Testing

/// The named argument lists of this target's parameterised tests, counted by hand. Each such
/// test also counts the cases it ran (`.cases(_:)`), but Swift Testing skips a test whose list
/// is empty before any trait runs, saying only that it skipped: an emptied list fails here.
@Suite struct ArgumentCountTests {
    @Test func everyNamedArgumentListHasItsCases() {
        // The colour functions' cases, run as one list of 74.
        #expect(CSSColorFunctionTests.rgbCases.count == 36)
        #expect(CSSColorFunctionTests.hslCases.count == 28)
        #expect(CSSColorFunctionTests.hexAndKeywordCases.count == 10)
        // The refusals, run as one list of 168.
        #expect(CSSColorRefusalTests.injections.count == 29)
        #expect(CSSColorRefusalTests.malformedFunctions.count == 70)
        #expect(CSSColorRefusalTests.badNumbers.count == 30)
        #expect(CSSColorRefusalTests.badHexAndKeywords.count == 39)
    }
}
