import CSSColor

/// Every way a star rating's parameters can be invalid.
///
/// `description` is one plain sentence naming the parameter, what is allowed and the value
/// given. `requirement` is the rule alone, for callers (the CLI) that quote the user's own text.
public enum StarRatingError: Error, Equatable, Sendable, CustomStringConvertible {
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
    /// A colour is not one `CSSColor(parsing:)` accepts (CSS hex, a CSS named colour,
    /// `rgb()`/`rgba()`/`hsl()`/`hsla()`, `transparent` or `currentColor`), or a colour list
    /// has an empty item; it carries the bad item's text. `init(_:)` makes it from the colour
    /// parser's `CSSColorError.invalidColor`, with the same text and the same messages.
    case invalidColor(String)
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
    /// The id prefix does not match `[A-Za-z][A-Za-z0-9_-]*` or is too long.
    case invalidIDPrefix(String)
    /// A rating input's name does not match `[A-Za-z][A-Za-z0-9_.:-]*` or is too long.
    case invalidInputName(String)
    /// A rating input's value is not a whole number: its radio buttons are 0, 1, …, N.
    case inputValueNotWhole(Double, starCount: Int)
    /// A rating input of half stars (`RatingInputStep.half`) has a value that is not a multiple
    /// of 0.5: its radio buttons are 0, 0.5, 1, …, N.
    case inputValueNotHalf(Double, starCount: Int)
    /// A rating input's average (`RatingInputOptions.average`) is not a number from 0 to N.
    case averageOutOfRange(Double, starCount: Int)
    /// A rating input shows an average while nothing is picked, and also has a value
    /// picked at first, so the average would never show.
    case averageWithValue(Double)
    /// The number of ratings of an `AggregateRating` is outside 1…`RatingMicrodata.maximumRatingCount`.
    case ratingCountOutOfRange(Int)
    /// Structured data was asked for on a rating input, which asks for a rating rather than
    /// showing one.
    case microdataOnInput
    /// The texts do not fit the locale: a value's label is given for a plural category the
    /// locale does not use.
    case textsDoNotFitLocale(TextsError)
    /// A picture's scale (device pixels a CSS pixel) is outside `StarRating.pngScaleRange`.
    case pngScaleOutOfRange(Int)
    /// A picture would hold more than `StarRating.maximumPNGPixelCount` pixels: its width and
    /// height in pixels.
    case pngTooLarge(width: Int, height: Int)

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
        case .invalidColor(let text):
            // The colour parser's own words, so that both errors read the same everywhere.
            return CSSColorError.invalidColor(text).requirement
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
        case .invalidIDPrefix:
            return "the id prefix must start with an ASCII letter, hold only ASCII letters, digits, '-' and '_', and be at most \(StarRating.maximumIDPrefixLength) characters"
        case .invalidInputName:
            return "the name must start with an ASCII letter, hold only ASCII letters, digits, '-', '_', '.' and ':', and be at most \(RatingInputOptions.maximumNameLength) characters"
        case .inputValueNotWhole(_, let starCount):
            return "a rating input's value must be a whole number from 0 to \(starCount), one of its options"
        case .inputValueNotHalf(_, let starCount):
            return "a rating input's value must be a multiple of 0.5 from 0 to \(starCount) (such as 2.5), one of its options"
        case .averageOutOfRange(_, let starCount):
            return "a rating input's average must be a number from 0 to \(starCount)"
        case .averageWithValue:
            return "a rating input with an average shows it until the reader picks, so it must have no value picked at first (a value of 0)"
        case .ratingCountOutOfRange:
            return "the number of ratings must be a whole number from 1 to \(RatingMicrodata.maximumRatingCount)"
        case .microdataOnInput:
            return "structured data describes a rating that was given, and a rating input only asks for one"
        case .textsDoNotFitLocale(let error):
            return error.description
        case .pngScaleOutOfRange:
            return "the scale must be a whole number of device pixels per CSS pixel from \(StarRating.pngScaleRange.lowerBound) to \(StarRating.pngScaleRange.upperBound)"
        case .pngTooLarge:
            return "a PNG may hold at most \(StarRating.maximumPNGPixelCount) pixels (4096 × 4096); use fewer stars, a smaller size or a smaller scale"
        }
    }

    /// The rating's error for colour text the colour parser refused: for code that parses
    /// colours where a rating's errors are thrown.
    public init(_ error: CSSColorError) {
        switch error {
        case .invalidColor(let text): self = .invalidColor(text)
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
        case .invalidColor(let text): return "\(requirement) (got '\(text)')"
        case .cellSizeOutOfRange(let size): return "\(requirement) (got \(NumberText.describe(size)))"
        case .gapRatioOutOfRange(let gap): return "\(requirement) (got \(NumberText.describe(gap)))"
        case .blurOutOfRange(let blur): return "\(requirement) (got \(NumberText.describe(blur)))"
        case .labelTooLong(let length): return "\(requirement) (got \(length))"
        case .labelContainsControlCharacter(let scalar), .labelContainsNoncharacter(let scalar):
            return "\(requirement) (found U+\(NumberText.hex(scalar, minimumDigits: 4)))"
        case .invalidIDPrefix(let prefix): return "\(requirement) (got '\(prefix)')"
        case .invalidInputName(let name): return "\(requirement) (got '\(name)')"
        case .inputValueNotWhole(let value, _), .inputValueNotHalf(let value, _):
            return "\(requirement) (got \(NumberText.describe(value)))"
        case .averageOutOfRange(let average, _), .averageWithValue(let average):
            return "\(requirement) (got \(NumberText.describe(average)))"
        case .ratingCountOutOfRange(let count): return "\(requirement) (got \(count))"
        case .microdataOnInput, .textsDoNotFitLocale: return requirement
        case .pngScaleOutOfRange(let scale): return "\(requirement) (got \(scale))"
        case .pngTooLarge(let width, let height): return "\(requirement) (got \(width) × \(height))"
        }
    }
}
