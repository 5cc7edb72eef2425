/// N stars in a row, each in a square cell of side cellSize, with N+1 equal gaps (both ends included) of gapRatio*cellSize.
public struct RowLayout: Hashable, Sendable {
    /// Allowed numbers of stars. This is the one definition of the limit: the rating and every
    /// front end check against it, and their messages quote it.
    public static let starCountRange = 1...100
    /// Allowed cell sizes, in pixels.
    public static let cellSizeRange = 1.0...2000.0
    /// Allowed gaps, as a ratio of the cell size.
    public static let gapRatioRange = 0.0...4.0

    /// The number of stars, in `starCountRange`.
    public let starCount: Int
    /// The side of each star's square cell, in `cellSizeRange`.
    public let cellSize: Double
    /// The gap between cells (and at both ends) in units of the cell size, in `gapRatioRange`.
    public let gapRatio: Double

    /// Creates a validated layout.
    /// - Parameters:
    ///   - starCount: The number of stars, in `starCountRange`.
    ///   - cellSize: The side of each square cell, in `cellSizeRange`.
    ///   - gapRatio: The gap in units of `cellSize`, in `gapRatioRange`.
    /// - Throws: `RowLayoutError` naming the first invalid parameter.
    public init(starCount: Int, cellSize: Double, gapRatio: Double) throws(RowLayoutError) {
        guard Self.starCountRange.contains(starCount) else { throw .starCountOutOfRange(starCount) }
        // `contains` is false for NaN; infinities lie outside the closed ranges.
        guard Self.cellSizeRange.contains(cellSize) else { throw .invalidCellSize(cellSize) }
        guard Self.gapRatioRange.contains(gapRatio) else { throw .invalidGapRatio(gapRatio) }
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
