/// Why a star, row layout or colour-band parameter was rejected.
public enum StarGeometryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of star points is outside 3...24.
    case pointsOutOfRange(Int)
    /// The inner-to-outer radius ratio is outside 0.1...0.9 (or NaN).
    case innerRadiusRatioOutOfRange(Double)
    /// The tip corner radius is outside 0...0.5 (or NaN).
    case outerCornerRadiusOutOfRange(Double)
    /// The inner corner radius is outside 0...0.5 (or NaN).
    case innerCornerRadiusOutOfRange(Double)
    /// The number of stars in a row is outside 1...1000.
    case starCountOutOfRange(Int)
    /// The cell size is not a positive finite number.
    case invalidCellSize(Double)
    /// The gap ratio is not a non-negative finite number.
    case invalidGapRatio(Double)
    /// A colour-band level is infinite or NaN.
    case nonFiniteLevel(index: Int, value: Double)
    /// A colour-band level is not greater than the one before it.
    case levelsNotStrictlyIncreasing(index: Int, previous: Double, value: Double)

    /// A plain-language explanation naming the offending value.
    public var description: String {
        switch self {
        case .pointsOutOfRange(let points):
            "points must be between 3 and 24 (got \(points))"
        case .innerRadiusRatioOutOfRange(let ratio):
            "inner radius ratio must be between 0.1 and 0.9 (got \(ratio))"
        case .outerCornerRadiusOutOfRange(let radius):
            "outer corner radius must be between 0 and 0.5 (got \(radius))"
        case .innerCornerRadiusOutOfRange(let radius):
            "inner corner radius must be between 0 and 0.5 (got \(radius))"
        case .starCountOutOfRange(let count):
            "star count must be between 1 and 1000 (got \(count))"
        case .invalidCellSize(let size):
            "cell size must be a positive finite number (got \(size))"
        case .invalidGapRatio(let ratio):
            "gap ratio must be a finite number of at least 0 (got \(ratio))"
        case .nonFiniteLevel(let index, let value):
            "colour levels must be finite numbers (level \(index + 1) is \(value))"
        case .levelsNotStrictlyIncreasing(let index, let previous, let value):
            "colour levels must be strictly increasing (level \(index + 1) is \(value), not above \(previous))"
        }
    }
}
