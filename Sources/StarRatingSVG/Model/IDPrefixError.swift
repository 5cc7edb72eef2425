/// Why `StarRating.withIDPrefix(_:)` (or `HTMLSnippetPlan.withIDPrefix(_:)`) refused a prefix.
public enum IDPrefixError: RatingParameterError, Equatable {
    /// The prefix does not start with an ASCII letter, holds a character other than ASCII
    /// letters, digits, `-` and `_`, or is longer than `StarRating.maximumIDPrefixLength`.
    case invalid(String)

    /// `.idPrefix`.
    public var parameter: RatingParameter { .idPrefix }

    /// What a prefix must be.
    public var requirement: String {
        "the id prefix must start with an ASCII letter, hold only ASCII letters, digits, '-' and '_', and be at most \(StarRating.maximumIDPrefixLength) characters"
    }

    /// The requirement, then the prefix given: `… (got '1bad')`.
    public var description: String {
        switch self {
        case .invalid(let prefix): "\(requirement) (got '\(prefix)')"
        }
    }
}
