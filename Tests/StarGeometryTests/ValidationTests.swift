import Testing
import StarGeometry

@Suite("Invalid parameters are rejected with the right error")
struct ValidationTests {
    private func shapeError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> StarShapeError? {
        thrownError(StarShapeError.self, body, sourceLocation: sourceLocation)
    }

    private func layoutError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> RowLayoutError? {
        thrownError(RowLayoutError.self, body, sourceLocation: sourceLocation)
    }

    private func bandsError(_ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> ColorBandsError? {
        thrownError(ColorBandsError.self, body, sourceLocation: sourceLocation)
    }

    @Test("star shape parameters")
    func starShape() {
        #expect(shapeError { _ = try StarShape(points: 2) } == .pointsOutOfRange(2))
        #expect(shapeError { _ = try StarShape(points: 25) } == .pointsOutOfRange(25))
        #expect(shapeError { _ = try StarShape(innerRadiusRatio: 0.05) } == .innerRadiusRatioOutOfRange(0.05))
        #expect(shapeError { _ = try StarShape(innerRadiusRatio: 0.95) } == .innerRadiusRatioOutOfRange(0.95))
        #expect(shapeError { _ = try StarShape(outerCornerRadius: -0.1) } == .outerCornerRadiusOutOfRange(-0.1))
        #expect(shapeError { _ = try StarShape(outerCornerRadius: 0.6) } == .outerCornerRadiusOutOfRange(0.6))
        #expect(shapeError { _ = try StarShape(innerCornerRadius: -1) } == .innerCornerRadiusOutOfRange(-1))
        #expect(shapeError { _ = try StarShape(innerCornerRadius: .infinity) } == .innerCornerRadiusOutOfRange(.infinity))
        // NaN never equals itself, so match the case instead.
        guard case .innerRadiusRatioOutOfRange(let ratio)? = shapeError({ _ = try StarShape(innerRadiusRatio: .nan) }) else {
            Issue.record("NaN ratio should be rejected as a ratio error")
            return
        }
        #expect(ratio.isNaN)
        guard case .outerCornerRadiusOutOfRange? = shapeError({ _ = try StarShape(outerCornerRadius: .nan) }) else {
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
        #expect(layoutError { _ = try RowLayout(starCount: 0, cellSize: 24, gapRatio: 0.25) } == .starCountOutOfRange(0))
        #expect(layoutError { _ = try RowLayout(starCount: 101, cellSize: 24, gapRatio: 0.25) } == .starCountOutOfRange(101))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: 0.999, gapRatio: 0.25) } == .invalidCellSize(0.999))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: 2000.5, gapRatio: 0.25) } == .invalidCellSize(2000.5))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: 24, gapRatio: 4.01) } == .invalidGapRatio(4.01))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: 0, gapRatio: 0.25) } == .invalidCellSize(0))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: -3, gapRatio: 0.25) } == .invalidCellSize(-3))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: .infinity, gapRatio: 0.25) } == .invalidCellSize(.infinity))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: 24, gapRatio: -0.1) } == .invalidGapRatio(-0.1))
        #expect(layoutError { _ = try RowLayout(starCount: 5, cellSize: 24, gapRatio: .infinity) } == .invalidGapRatio(.infinity))
        guard case .invalidCellSize(let size)? = layoutError({ _ = try RowLayout(starCount: 5, cellSize: .nan, gapRatio: 0) }) else {
            Issue.record("NaN cell size should be rejected")
            return
        }
        #expect(size.isNaN)
    }

    @Test("colour levels")
    func colorLevels() {
        #expect(bandsError { _ = try ColorBands(levels: [4, 1]) } == .levelsNotStrictlyIncreasing(index: 1, previous: 4, value: 1))
        #expect(bandsError { _ = try ColorBands(levels: [1, 2, 2]) } == .levelsNotStrictlyIncreasing(index: 2, previous: 2, value: 2))
        #expect(bandsError { _ = try ColorBands(levels: [1, .infinity]) } == .nonFiniteLevel(index: 1, value: .infinity))
        guard case .nonFiniteLevel(index: 0, let value)? = bandsError({ _ = try ColorBands(levels: [.nan, 1]) }) else {
            Issue.record("NaN level should be rejected")
            return
        }
        #expect(value.isNaN)
    }

    @Test("descriptions name the parameter and the offending value")
    func descriptions() {
        #expect(StarShapeError.pointsOutOfRange(2).description == "points must be between 3 and 24 (got 2)")
        #expect(RowLayoutError.starCountOutOfRange(0).description == "star count must be between 1 and 100 (got 0)")
        #expect(RowLayoutError.invalidCellSize(.infinity).description.contains("inf"))
        #expect(ColorBandsError.levelsNotStrictlyIncreasing(index: 1, previous: 4, value: 1).description
            == "colour levels must be strictly increasing (level 2 is 1.0, not above 4.0)")
    }
}
