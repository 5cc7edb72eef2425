import Testing
import StarGeometry

@Suite("Invalid parameters are rejected with the right error")
struct ValidationTests {
    /// Runs `body` and returns the error it threw, recording an issue if it did not throw.
    private func error(_ body: () throws -> Void,
                       sourceLocation: SourceLocation = #_sourceLocation) -> StarGeometryError? {
        do {
            try body()
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return nil
        } catch let error as StarGeometryError {
            return error
        } catch {
            Issue.record("unexpected error type: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test("star shape parameters")
    func starShape() {
        #expect(error { _ = try StarShape(points: 2) } == .pointsOutOfRange(2))
        #expect(error { _ = try StarShape(points: 25) } == .pointsOutOfRange(25))
        #expect(error { _ = try StarShape(innerRadiusRatio: 0.05) } == .innerRadiusRatioOutOfRange(0.05))
        #expect(error { _ = try StarShape(innerRadiusRatio: 0.95) } == .innerRadiusRatioOutOfRange(0.95))
        #expect(error { _ = try StarShape(outerCornerRadius: -0.1) } == .outerCornerRadiusOutOfRange(-0.1))
        #expect(error { _ = try StarShape(outerCornerRadius: 0.6) } == .outerCornerRadiusOutOfRange(0.6))
        #expect(error { _ = try StarShape(innerCornerRadius: -1) } == .innerCornerRadiusOutOfRange(-1))
        #expect(error { _ = try StarShape(innerCornerRadius: .infinity) } == .innerCornerRadiusOutOfRange(.infinity))
        // NaN never equals itself, so match the case instead.
        guard case .innerRadiusRatioOutOfRange(let ratio)? = error({ _ = try StarShape(innerRadiusRatio: .nan) }) else {
            Issue.record("NaN ratio should be rejected as a ratio error")
            return
        }
        #expect(ratio.isNaN)
        guard case .outerCornerRadiusOutOfRange? = error({ _ = try StarShape(outerCornerRadius: .nan) }) else {
            Issue.record("NaN corner radius should be rejected")
            return
        }
    }

    @Test("the bounds themselves are valid")
    func boundsAreValid() throws {
        _ = try StarShape(points: 3, innerRadiusRatio: 0.1, outerCornerRadius: 0, innerCornerRadius: 0)
        _ = try StarShape(points: 24, innerRadiusRatio: 0.9, outerCornerRadius: 0.5, innerCornerRadius: 0.5)
        _ = try RowLayout(starCount: RowLayout.starCountRange.lowerBound, cellSize: RowLayout.cellSizeRange.lowerBound,
                          gapRatio: RowLayout.gapRatioRange.lowerBound)
        _ = try RowLayout(starCount: RowLayout.starCountRange.upperBound, cellSize: RowLayout.cellSizeRange.upperBound,
                          gapRatio: RowLayout.gapRatioRange.upperBound)
        #expect(try StarShape() == StarShape.standard)
    }

    @Test("row layout parameters")
    func rowLayout() {
        #expect(error { _ = try RowLayout(starCount: 0, cellSize: 24, gapRatio: 0.25) } == .starCountOutOfRange(0))
        #expect(error { _ = try RowLayout(starCount: 101, cellSize: 24, gapRatio: 0.25) } == .starCountOutOfRange(101))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: 0.999, gapRatio: 0.25) } == .invalidCellSize(0.999))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: 2000.5, gapRatio: 0.25) } == .invalidCellSize(2000.5))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: 24, gapRatio: 4.01) } == .invalidGapRatio(4.01))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: 0, gapRatio: 0.25) } == .invalidCellSize(0))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: -3, gapRatio: 0.25) } == .invalidCellSize(-3))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: .infinity, gapRatio: 0.25) } == .invalidCellSize(.infinity))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: 24, gapRatio: -0.1) } == .invalidGapRatio(-0.1))
        #expect(error { _ = try RowLayout(starCount: 5, cellSize: 24, gapRatio: .infinity) } == .invalidGapRatio(.infinity))
        guard case .invalidCellSize(let size)? = error({ _ = try RowLayout(starCount: 5, cellSize: .nan, gapRatio: 0) }) else {
            Issue.record("NaN cell size should be rejected")
            return
        }
        #expect(size.isNaN)
    }

    @Test("colour levels")
    func colorLevels() {
        #expect(error { _ = try ColorBands(levels: [4, 1]) } == .levelsNotStrictlyIncreasing(index: 1, previous: 4, value: 1))
        #expect(error { _ = try ColorBands(levels: [1, 2, 2]) } == .levelsNotStrictlyIncreasing(index: 2, previous: 2, value: 2))
        #expect(error { _ = try ColorBands(levels: [1, .infinity]) } == .nonFiniteLevel(index: 1, value: .infinity))
        guard case .nonFiniteLevel(index: 0, let value)? = error({ _ = try ColorBands(levels: [.nan, 1]) }) else {
            Issue.record("NaN level should be rejected")
            return
        }
        #expect(value.isNaN)
    }

    @Test("descriptions name the parameter and the offending value")
    func descriptions() {
        #expect(StarGeometryError.pointsOutOfRange(2).description == "points must be between 3 and 24 (got 2)")
        #expect(StarGeometryError.starCountOutOfRange(0).description == "star count must be between 1 and 100 (got 0)")
        #expect(StarGeometryError.invalidCellSize(.infinity).description.contains("inf"))
        #expect(StarGeometryError.levelsNotStrictlyIncreasing(index: 1, previous: 4, value: 1).description
            == "colour levels must be strictly increasing (level 2 is 1.0, not above 4.0)")
    }
}
