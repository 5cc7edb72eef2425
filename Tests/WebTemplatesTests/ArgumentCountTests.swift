import Testing

/// The named argument lists of this target's parameterised tests, counted by hand. Each such
/// test also counts the cases it ran (`.cases(_:)`), but Swift Testing skips a test whose list
/// is empty before any trait runs, saying only that it skipped: an emptied list fails here.
@Suite struct ArgumentCountTests {
    @Test func everyNamedArgumentListHasItsCases() {
        #expect(WebEscapingTests.hostile.count == 47)
    }
}
