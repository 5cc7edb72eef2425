/// Every way `StarRating.init` can refuse its parameters.
///
/// `description` is one plain sentence naming the parameter, what is allowed and the value
/// given. `requirement` is the rule alone, for callers (the CLI) that quote the user's own text;
/// `parameter` is the parameter at fault.
public enum StarRatingError: RatingParameterError, Equatable {
    /// The number of stars is outside `StarRating.starCountRange`.
    case starCountOutOfRange(Int)
    /// The value is NaN, infinite, negative or above the number of stars.
    case valueOutOfRange(Double, starCount: Int)
    /// A level is NaN, infinite or outside 0...stars.
    case levelOutOfRange(Double, starCount: Int)
    /// The levels are not strictly increasing.
    case levelsNotIncreasing([Double])
    /// More levels than `StarRating.maximumLevelCount`.
    case tooManyLevels(Int)
    /// The number of colours is not the number of bands (levels + 1).
    case colorCountMismatch(colors: Int, bands: Int)
    /// No default palette exists for this many bands; colours must be given.
    case colorsRequired(bands: Int)
    /// The star cell size is NaN, infinite or outside `StarRating.cellSizeRange`.
    case cellSizeOutOfRange(Double)
    /// The gap ratio is NaN, infinite or outside `StarRating.gapRatioRange`.
    case gapRatioOutOfRange(Double)
    /// The blur is NaN or outside `StarRating.blurRange`.
    case blurOutOfRange(Double)
    /// The label has more than `StarRating.maximumLabelLength` Unicode scalars.
    case labelTooLong(Int)
    /// The label contains a control character (its code point).
    case labelContainsControlCharacter(UInt32)
    /// The label contains U+FFFE or U+FFFF (its code point): not characters at all, and XML
    /// cannot hold them, so the output could not show the label as given.
    case labelContainsNoncharacter(UInt32)
    /// The id prefix does not start with an ASCII letter, holds a character other than ASCII
    /// letters, digits, `-` and `_`, or is longer than `StarRating.maximumIDPrefixLength`.
    case invalidIDPrefix(String)
    /// The texts do not fit the locale: a value's label is given for a plural category the
    /// locale does not use.
    case textsDoNotFitLocale(TextsError)

    /// The parameter at fault: the levels when no default palette has their number of bands
    /// (which then need `.colors`).
    public var parameter: RatingParameter {
        switch self {
        case .starCountOutOfRange: .starCount
        case .valueOutOfRange: .value
        case .levelOutOfRange, .levelsNotIncreasing, .tooManyLevels, .colorsRequired: .levels
        case .colorCountMismatch: .colors
        case .cellSizeOutOfRange: .cellSize
        case .gapRatioOutOfRange: .gapRatio
        case .blurOutOfRange: .blur
        case .labelTooLong, .labelContainsControlCharacter, .labelContainsNoncharacter: .label
        case .invalidIDPrefix: .idPrefix
        case .textsDoNotFitLocale: .texts
        }
    }

    /// Levels without a default palette need `.colors`.
    public var relation: RatingParameter.Relation? {
        if case .colorsRequired = self { return .needs(.colors) }
        return nil
    }

    /// What the parameter must be, without the value given.
    public var requirement: String {
        switch self {
        case .starCountOutOfRange:
            return "the number of stars must be a whole number from \(StarRating.starCountRange.lowerBound) to \(StarRating.starCountRange.upperBound)"
        case .valueOutOfRange(_, let starCount):
            return "the value must be a number from 0 to \(starCount)"
        case .levelOutOfRange(_, let starCount):
            return "each level must be a number from 0 to \(starCount)"
        case .levelsNotIncreasing:
            return "the levels must be strictly increasing"
        case .tooManyLevels:
            return "at most \(StarRating.maximumLevelCount) levels are allowed"
        case .colorCountMismatch(_, let bands):
            return "\(bands) colours are needed, one per band (levels + 1)"
        case .colorsRequired(let bands):
            return "there is no default palette for \(bands) bands, so \(bands) colours must be given, one per band"
        case .cellSizeOutOfRange:
            return "the star size must be a number of pixels from \(NumberText.describe(StarRating.cellSizeRange.lowerBound)) to \(NumberText.describe(StarRating.cellSizeRange.upperBound))"
        case .gapRatioOutOfRange:
            return "the gap must be a ratio of the star size from \(NumberText.describe(StarRating.gapRatioRange.lowerBound)) to \(NumberText.describe(StarRating.gapRatioRange.upperBound))"
        case .blurOutOfRange:
            return "the blur must be a number of pixels from \(NumberText.describe(StarRating.blurRange.lowerBound)) to \(NumberText.describe(StarRating.blurRange.upperBound))"
        case .labelTooLong:
            return "the label must be at most \(StarRating.maximumLabelLength) characters"
        case .labelContainsControlCharacter:
            return "the label must not contain control characters"
        case .labelContainsNoncharacter:
            return "the label must not contain U+FFFE or U+FFFF, which XML cannot hold"
        case .invalidIDPrefix(let prefix):
            return IDPrefixError.invalid(prefix).requirement
        case .textsDoNotFitLocale(let error):
            return error.description
        }
    }

    /// The requirement, then the value given: `… (got 12)`, `… (got 'redd')`.
    public var description: String {
        switch self {
        case .starCountOutOfRange(let count): return "\(requirement) (got \(count))"
        case .valueOutOfRange(let value, _): return "\(requirement) (got \(NumberText.describe(value)))"
        case .levelOutOfRange(let level, _): return "\(requirement) (got \(NumberText.describe(level)))"
        case .levelsNotIncreasing(let levels):
            return "\(requirement) (got \(levels.map(NumberText.describe).joined(separator: ",")))"
        case .tooManyLevels(let count): return "\(requirement) (got \(count))"
        case .colorCountMismatch(let colors, _): return "\(requirement) (got \(colors))"
        case .colorsRequired: return requirement
        case .cellSizeOutOfRange(let size): return "\(requirement) (got \(NumberText.describe(size)))"
        case .gapRatioOutOfRange(let gap): return "\(requirement) (got \(NumberText.describe(gap)))"
        case .blurOutOfRange(let blur): return "\(requirement) (got \(NumberText.describe(blur)))"
        case .labelTooLong(let length): return "\(requirement) (got \(length))"
        case .labelContainsControlCharacter(let scalar), .labelContainsNoncharacter(let scalar):
            return "\(requirement) (found U+\(NumberText.hex(scalar, minimumDigits: 4)))"
        case .invalidIDPrefix(let prefix): return "\(requirement) (got '\(prefix)')"
        case .textsDoNotFitLocale: return requirement
        }
    }
}
