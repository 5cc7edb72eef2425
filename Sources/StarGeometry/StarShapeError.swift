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

    /// What the parameter must be, without the value given.
    public var requirement: String {
        switch self {
        case .pointsOutOfRange:
            "points must be between \(StarShape.pointsRange.lowerBound) and \(StarShape.pointsRange.upperBound)"
        case .innerRadiusRatioOutOfRange:
            "inner radius ratio must be between \(StarShape.innerRadiusRatioRange.lowerBound) and \(StarShape.innerRadiusRatioRange.upperBound)"
        case .outerCornerRadiusOutOfRange:
            "outer corner radius must be between \(StarShape.cornerRadiusRange.lowerBound) and \(StarShape.cornerRadiusRange.upperBound)"
        case .innerCornerRadiusOutOfRange:
            "inner corner radius must be between \(StarShape.cornerRadiusRange.lowerBound) and \(StarShape.cornerRadiusRange.upperBound)"
        }
    }

    /// A plain-language explanation naming the offending value: the requirement, then
    /// `(got 13)`.
    public var description: String {
        switch self {
        case .pointsOutOfRange(let points): "\(requirement) (got \(points))"
        case .innerRadiusRatioOutOfRange(let ratio): "\(requirement) (got \(ratio))"
        case .outerCornerRadiusOutOfRange(let radius), .innerCornerRadiusOutOfRange(let radius): "\(requirement) (got \(radius))"
        }
    }
}
