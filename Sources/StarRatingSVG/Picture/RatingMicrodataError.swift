/// Why `RatingMicrodata.init` refused its parameters.
public enum RatingMicrodataError: RatingParameterError, Equatable {
    /// The number of ratings is outside 1…`RatingMicrodata.maximumRatingCount`.
    case ratingCountOutOfRange(Int)

    /// `.ratingCount`.
    public var parameter: RatingParameter { .ratingCount }

    /// What the number of ratings must be.
    public var requirement: String {
        "the number of ratings must be a whole number from 1 to \(RatingMicrodata.maximumRatingCount)"
    }

    /// The requirement, then the number given: `… (got 0)`.
    public var description: String {
        switch self {
        case .ratingCountOutOfRange(let count): "\(requirement) (got \(count))"
        }
    }
}
