/// Why a row's layout was refused (`RowLayout.init`).
public enum RowLayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of stars is outside `RowLayout.starCountRange`.
    case starCountOutOfRange(Int)
    /// The cell size is NaN or outside `RowLayout.cellSizeRange`.
    case invalidCellSize(Double)
    /// The gap ratio is NaN or outside `RowLayout.gapRatioRange`.
    case invalidGapRatio(Double)

    /// A plain-language explanation naming the offending value.
    public var description: String {
        switch self {
        case .starCountOutOfRange(let count):
            "star count must be between \(RowLayout.starCountRange.lowerBound) and \(RowLayout.starCountRange.upperBound) (got \(count))"
        case .invalidCellSize(let size):
            "cell size must be between \(RowLayout.cellSizeRange.lowerBound) and \(RowLayout.cellSizeRange.upperBound) (got \(size))"
        case .invalidGapRatio(let ratio):
            "gap ratio must be between \(RowLayout.gapRatioRange.lowerBound) and \(RowLayout.gapRatioRange.upperBound) (got \(ratio))"
        }
    }
}
