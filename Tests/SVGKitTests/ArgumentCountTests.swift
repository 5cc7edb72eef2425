import Testing

/// The named argument lists of this target's parameterised tests, counted by hand. Each such
/// test also counts the cases it ran (`.cases(_:)`), but Swift Testing skips a test whose list
/// is empty before any trait runs, saying only that it skipped: an emptied list fails here.
@Suite("Argument lists")
struct ArgumentCountTests {
    @Test("every named argument list has its cases")
    func everyNamedArgumentListHasItsCases() {
        #expect(EscapingTests.commonCases.count == 16)
        // The common cases and each context's own; comments leave out the empty string.
        #expect(EscapingTests.attributeCases.count == 16 + 7)
        #expect(EscapingTests.textCases.count == 16 + 6)
        #expect(EscapingTests.commentCases.count == 15 + 14)
        #expect(EscapingTests.cdataCases.count == 16 + 11)
        #expect(IconRefusalTests.cases.count == 79)
        #expect(NumberFormatterTests.cases.count == 81)
        #expect(PathDataParsingTests.cases.count == 38)
        #expect(PathDataRefusalTests.cases.count == 37)
        #expect(TemplateTests.optionSets.count == 3)
    }
}
