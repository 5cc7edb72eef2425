import StarRatingSVG
import Testing

/// The named argument lists of this target's parameterised tests, counted by hand. Each such
/// test also counts the cases it ran (`.cases(_:)`), but Swift Testing skips a test whose list
/// is empty before any trait runs, saying only that it skipped: an emptied list fails here.
@Suite struct ArgumentCountTests {
    @Test func everyNamedArgumentListHasItsCases() {
        #expect(FillMode.allCases == [.area, .width, .linear])
        #expect(RatingDirection.allCases == [.auto, .leftToRight, .rightToLeft])
        #expect(RatingLocale.all.count == 19)
        #expect(RatingFaces.all.count == 7)
        #expect(HTMLSnippetTests.kinds.count == 11)
        #expect(OwnSheetTests.cases.map(\.name) == ["still", "empty", "animated", "right to left", "colours", "heart", "live"])
        #expect(ForcedColorsRulesTests.faces.count == 10)
        // README.md, the pages of Documentation/ and the DocC articles that hold a swift block;
        // more may come.
        #expect(DocumentationExamplesTests.pages.count >= 6)
    }
}
