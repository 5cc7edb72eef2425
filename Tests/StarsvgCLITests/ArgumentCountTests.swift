import Testing
@testable import StarsvgCLI

/// The named argument lists of this target's parameterised tests, counted by hand. Each such
/// test also counts the cases it ran (`.cases(_:)`), but Swift Testing skips a test whose list
/// is empty before any trait runs, saying only that it skipped: an emptied list fails here.
@Suite struct ArgumentCountTests {
    @Test func everyNamedArgumentListHasItsCases() {
        #expect(CompletionShell.allCases == [.bash, .zsh, .fish])
        #expect(Gallery.all.count == 89)
        #expect(Gallery.rightToLeftPages.count == 2)
        #expect(CommandTests.badInputs.count == 72)
        #expect(ShapeCommandTests.refusedFiles.count == 5)
        #expect(ShapeCommandTests.badStarOptions.count == 11)
        #expect(ShapeCommandTests.shapeArguments.count == 6)
        #expect(IconFixtures.valid.count == 3)
        #expect(InjectionTarget.all.count == 51)
        // README.md, CHANGELOG.md, Documentation/*.md and the recipes' READMEs; more may come.
        #expect(DocumentationLinksTests.documents.count >= 21)
    }
}
