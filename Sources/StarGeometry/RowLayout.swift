/// N stars in a row, each in a square cell of side cellSize, with N+1 equal gaps (both ends included) of gapRatio*cellSize.
public struct RowLayout: Equatable, Sendable {
    /// The number of stars, 1...1000.
    public let starCount: Int
    /// The side of each star's square cell; positive and finite.
    public let cellSize: Double
    /// The gap between cells (and at both ends) in units of the cell size; non-negative and finite.
    public let gapRatio: Double

    /// Creates a validated layout.
    /// - Parameters:
    ///   - starCount: The number of stars, 1...1000.
    ///   - cellSize: The side of each square cell; must be positive and finite.
    ///   - gapRatio: The gap in units of `cellSize`; must be non-negative and finite.
    /// - Throws: `StarGeometryError` naming the first invalid parameter.
    public init(starCount: Int, cellSize: Double, gapRatio: Double) throws(StarGeometryError) {
        guard (1...1000).contains(starCount) else { throw .starCountOutOfRange(starCount) }
        guard cellSize > 0, cellSize.isFinite else { throw .invalidCellSize(cellSize) }
        guard gapRatio >= 0, gapRatio.isFinite else { throw .invalidGapRatio(gapRatio) }
        self.starCount = starCount
        self.cellSize = cellSize
        self.gapRatio = gapRatio
    }

    /// The gap between neighbouring cells and at each end, `gapRatio * cellSize`.
    public var gap: Double { gapRatio * cellSize }

    /// The total width: `starCount * cellSize + (starCount + 1) * gap`.
    public var width: Double { Double(starCount) * cellSize + Double(starCount + 1) * gap }

    /// The total height, one cell.
    public var height: Double { cellSize }

    /// The left edge of a star's cell: `gap + index * (cellSize + gap)`.
    /// - Parameters:
    ///   - index: The 0-based position of the star (any integer; no range check).
    public func cellMinX(ofStarAt index: Int) -> Double {
        gap + Double(index) * (cellSize + gap)
    }
}
