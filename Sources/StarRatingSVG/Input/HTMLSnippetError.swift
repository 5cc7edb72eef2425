/// Why `StarRating.htmlSnippetPlan(options:)` (or `htmlSnippet(options:writerOptions:)`)
/// refused a rating with its options: what a rating input or microdata asks of the rating.
public enum HTMLSnippetError: RatingParameterError, Equatable {
    /// A rating input's value is not a whole number: its radio buttons are 0, 1, …, N.
    case inputValueNotWhole(Double, starCount: Int)
    /// A rating input of half stars (`RatingInputStep.half`) has a value that is not a multiple
    /// of 0.5: its radio buttons are 0, 0.5, 1, …, N.
    case inputValueNotHalf(Double, starCount: Int)
    /// A rating input's average (`RatingInputOptions.average`) is not a number from 0 to N.
    case averageOutOfRange(Double, starCount: Int)
    /// A rating input shows an average while nothing is picked, and also has a value
    /// picked at first (the rating's value, given), so the average would never show.
    case averageWithValue(Double)
    /// Structured data was asked for on a rating input, which asks for a rating rather than
    /// showing one.
    case microdataOnInput

    /// The rating's `.value` for an input's value, `.inputAverage` for its average, and
    /// `.microdata` for microdata on an input.
    public var parameter: RatingParameter {
        switch self {
        case .inputValueNotWhole, .inputValueNotHalf: .value
        case .averageOutOfRange, .averageWithValue: .inputAverage
        case .microdataOnInput: .microdata
        }
    }

    /// An average excludes a value (`.value`), microdata a rating input (`.input`).
    public var relation: RatingParameter.Relation? {
        switch self {
        case .averageWithValue: .excludes(.value)
        case .microdataOnInput: .excludes(.input)
        case .inputValueNotWhole, .inputValueNotHalf, .averageOutOfRange: nil
        }
    }

    /// What the rating or its options must be, without the value given.
    public var requirement: String {
        switch self {
        case .inputValueNotWhole(_, let starCount):
            "a rating input's value must be a whole number from 0 to \(starCount), one of its options"
        case .inputValueNotHalf(_, let starCount):
            "a rating input's value must be a multiple of 0.5 from 0 to \(starCount) (such as 2.5), one of its options"
        case .averageOutOfRange(_, let starCount):
            "a rating input's average must be a number from 0 to \(starCount)"
        case .averageWithValue:
            "a rating input with an average shows it until the reader picks, so it must have no value picked at first (a value of 0)"
        case .microdataOnInput:
            "structured data describes a rating that was given, and a rating input only asks for one"
        }
    }

    /// The requirement, then the value given: `… (got 2.5)`.
    public var description: String {
        switch self {
        case .inputValueNotWhole(let value, _), .inputValueNotHalf(let value, _):
            "\(requirement) (got \(NumberText.describe(value)))"
        case .averageOutOfRange(let average, _), .averageWithValue(let average):
            "\(requirement) (got \(NumberText.describe(average)))"
        case .microdataOnInput:
            requirement
        }
    }
}
