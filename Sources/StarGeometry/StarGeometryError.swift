/// Why a star, row layout, colour-band or icon parameter was rejected.
public enum StarGeometryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of star points is outside `StarShape.pointsRange`.
    case pointsOutOfRange(Int)
    /// The inner-to-outer radius ratio is outside `StarShape.innerRadiusRatioRange` (or NaN).
    case innerRadiusRatioOutOfRange(Double)
    /// The tip corner radius is outside `StarShape.cornerRadiusRange` (or NaN).
    case outerCornerRadiusOutOfRange(Double)
    /// The inner corner radius is outside `StarShape.cornerRadiusRange` (or NaN).
    case innerCornerRadiusOutOfRange(Double)
    /// The number of stars in a row is outside `RowLayout.starCountRange`.
    case starCountOutOfRange(Int)
    /// The cell size is NaN or outside `RowLayout.cellSizeRange`.
    case invalidCellSize(Double)
    /// The gap ratio is NaN or outside `RowLayout.gapRatioRange`.
    case invalidGapRatio(Double)
    /// A colour-band level is infinite or NaN.
    case nonFiniteLevel(index: Int, value: Double)
    /// A colour-band level is not greater than the one before it.
    case levelsNotStrictlyIncreasing(index: Int, previous: Double, value: Double)
    /// A path draws nothing (no line, curve or arc), or an icon has no path.
    case emptyPath
    /// A path's first element is not a move.
    case pathDoesNotStartWithMove
    /// A path element holds a coordinate, radius or angle that is NaN, infinite, or larger in
    /// magnitude than `FilledPath.coordinateLimit`; `elementIndex` counts from 0.
    case invalidPathNumber(elementIndex: Int, value: Double)
    /// A path, or an icon's paths together, have more elements than
    /// `FilledPath.maximumElementCount`.
    case tooManyPathElements(Int)
    /// An icon's paths enclose no area (less than `IconShape.noInkAreaRatio` of the square on
    /// the larger side of their bounding box): there is nothing to fill.
    case noInk
    /// An icon's outline would need more than `IconShape.maximumFlattenedPointCount` points, or
    /// its ink profile more than `IconShape.maximumProfileWork` steps, to be measured.
    case inkTooIntricate

    /// A plain-language explanation naming the offending value.
    public var description: String {
        switch self {
        case .pointsOutOfRange(let points):
            "points must be between \(StarShape.pointsRange.lowerBound) and \(StarShape.pointsRange.upperBound) (got \(points))"
        case .innerRadiusRatioOutOfRange(let ratio):
            "inner radius ratio must be between \(StarShape.innerRadiusRatioRange.lowerBound) and \(StarShape.innerRadiusRatioRange.upperBound) (got \(ratio))"
        case .outerCornerRadiusOutOfRange(let radius):
            "outer corner radius must be between \(StarShape.cornerRadiusRange.lowerBound) and \(StarShape.cornerRadiusRange.upperBound) (got \(radius))"
        case .innerCornerRadiusOutOfRange(let radius):
            "inner corner radius must be between \(StarShape.cornerRadiusRange.lowerBound) and \(StarShape.cornerRadiusRange.upperBound) (got \(radius))"
        case .starCountOutOfRange(let count):
            "star count must be between \(RowLayout.starCountRange.lowerBound) and \(RowLayout.starCountRange.upperBound) (got \(count))"
        case .invalidCellSize(let size):
            "cell size must be between \(RowLayout.cellSizeRange.lowerBound) and \(RowLayout.cellSizeRange.upperBound) (got \(size))"
        case .invalidGapRatio(let ratio):
            "gap ratio must be between \(RowLayout.gapRatioRange.lowerBound) and \(RowLayout.gapRatioRange.upperBound) (got \(ratio))"
        case .nonFiniteLevel(let index, let value):
            "colour levels must be finite numbers (level \(index + 1) is \(value))"
        case .levelsNotStrictlyIncreasing(let index, let previous, let value):
            "colour levels must be strictly increasing (level \(index + 1) is \(value), not above \(previous))"
        case .emptyPath:
            "an icon needs at least one path, and each path must draw a line, curve or arc"
        case .pathDoesNotStartWithMove:
            "a path must start with a move"
        case .invalidPathNumber(let index, let value):
            "path coordinates, radii and angles must be finite and at most \(Int(FilledPath.coordinateLimit)) in magnitude (element \(index + 1) has \(value))"
        case .tooManyPathElements(let count):
            "an icon may have at most \(FilledPath.maximumElementCount) path elements (got \(count))"
        case .noInk:
            "the icon's paths enclose no area"
        case .inkTooIntricate:
            "the icon's outline is too intricate to measure"
        }
    }
}
