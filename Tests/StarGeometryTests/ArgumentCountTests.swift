import Testing
import StarGeometry

/// The named argument lists of this target's parameterised tests, counted by hand. Each such
/// test also counts the cases it ran (`.cases(_:)`), but Swift Testing skips a test whose list
/// is empty before any trait runs, saying only that it skipped: an emptied list fails here.
@Suite("Argument lists")
struct ArgumentCountTests {
    @Test("every named argument list has its cases")
    func everyNamedArgumentListHasItsCases() {
        #expect(FillMode.allCases == [.area, .width, .linear])
        #expect(IconShapeTests.cases.count == 12)
        #expect(IconValidationTests.degenerateSubpaths.count == 6)
        #expect(ShapeRowTests.shapes.count == 4)
        #expect(StrokeOutlineEstimateTests.shapes.count == 9)
    }
}
