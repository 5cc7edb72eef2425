/// Why a star's shape was refused (`StarShape.init`).
public enum StarShapeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of points is outside `StarShape.pointsRange`.
    case pointsOutOfRange(Int)
    /// The inner-to-outer radius ratio is outside `StarShape.innerRadiusRatioRange` (or NaN).
    case innerRadiusRatioOutOfRange(Double)
    /// The tip corner radius is outside `StarShape.cornerRadiusRange` (or NaN).
    case outerCornerRadiusOutOfRange(Double)
    /// The inner corner radius is outside `StarShape.cornerRadiusRange` (or NaN).
    case innerCornerRadiusOutOfRange(Double)

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
        }
    }
}
