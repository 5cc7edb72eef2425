/// Why `RatingInputOptions.init` refused its parameters.
public enum RatingInputOptionsError: RatingParameterError, Equatable {
    /// The name does not start with an ASCII letter, holds a character other than ASCII
    /// letters, digits, `-`, `_`, `.` and `:`, or is longer than
    /// `RatingInputOptions.maximumNameLength`.
    case invalidName(String)

    /// `.inputName`.
    public var parameter: RatingParameter { .inputName }

    /// What a name must be.
    public var requirement: String {
        "the name must start with an ASCII letter, hold only ASCII letters, digits, '-', '_', '.' and ':', and be at most \(RatingInputOptions.maximumNameLength) characters"
    }

    /// The requirement, then the name given: `… (got '1x')`.
    public var description: String {
        switch self {
        case .invalidName(let name): "\(requirement) (got '\(name)')"
        }
    }
}
