import StarRatingSVG

/// What one rating asks for, before validation: each key's value, read from its text by the
/// key's grammar, or `nil` when it was not given. The command-line parser builds it from the
/// arguments; `rating()` validates it as a whole.
public struct RatingRequest: Equatable, Sendable {
    /// The number of stars; `nil` for `StarRating.defaultStarCount`.
    public var stars: Int?
    /// The value; `nil` for 0.
    public var value: Double?
    /// The thresholds; `nil` for the reference's own.
    public var levels: [Double]?
    /// One colour per band; `nil` for the default palette.
    public var colors: [CSSColor]?
    /// The star cell size in pixels; `nil` for `StarRating.defaultCellSize`.
    public var size: Double?
    /// The gap ratio; `nil` for `StarRating.defaultGapRatio`.
    public var gap: Double?
    /// The fill mode; `nil` for `area`.
    public var fillMode: FillMode?
    /// The accessible name; `nil` derives one from the value.
    public var label: String?
    /// The id prefix; `nil` derives one from every other parameter.
    public var id: String?
    /// Whether to write indented output.
    public var isPretty = false
    /// Where to write; `nil` or `-` for standard output.
    public var output: String?

    /// An empty request: every key at its default.
    public init() {}

    /// The number of stars the request will have: the one given, or the default.
    public var effectiveStarCount: Int { stars ?? StarRating.defaultStarCount }

    /// Reads `text` as the value of `key` by the key's grammar and stores it.
    ///
    /// Each text is checked on its own, so a key given twice must be valid both times (the
    /// last wins). Ranges that depend on other keys are checked by `rating()`, except that
    /// `value` and `levels`, whose messages quote the range 0 to the number of stars, should
    /// be set after `stars` (see `OptionKey.isBoundedByStarCount`).
    /// - Throws: `RequestError` for `key` when the text does not match its grammar, quoting
    ///   `text` (or the part of it at fault).
    public mutating func set(_ key: OptionKey, text: String) throws(RequestError) {
        do {
            try read(key, text)
        } catch {
            guard case .invalid(nil, let requirement) = error.problem else { throw error }
            throw .invalid(key, text: text, requirement)
        }
    }

    private mutating func read(_ key: OptionKey, _ text: String) throws(RequestError) {
        switch key {
        case .stars:
            guard let count = ValueGrammar.wholeNumber(text), RowLayout.starCountRange.contains(count) else {
                throw .invalid(key, StarRatingError.starCountOutOfRange(0).requirement)
            }
            stars = count
        case .value:
            value = try Self.decimal(text, key, requirement: valueRule)
        case .levels:
            var parsed: [Double] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                parsed.append(try Self.decimal(String(item), key, requirement: levelsRule))
            }
            levels = parsed
        case .colors:
            do {
                colors = try CSSColor.parseList(text)
            } catch {
                guard case .invalidColor(let item) = error else { throw .invalid(key, error.requirement) }
                throw .invalid(key, text: item, error.requirement)
            }
        case .size:
            size = try Self.decimal(text, key, requirement: StarRatingError.cellSizeOutOfRange(0).requirement)
        case .gap:
            gap = try Self.decimal(text, key, requirement: StarRatingError.gapRatioOutOfRange(0).requirement)
        case .fillMode:
            guard let mode = FillMode(rawValue: text) else {
                throw .invalid(key, "the fill mode must be one of " + FillMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            fillMode = mode
        case .label:
            label = text
        case .id:
            id = text
        case .pretty:
            isPretty = true
        case .output:
            guard !text.isEmpty else { throw .invalid(key, "the output must be a file path, or - for standard output") }
            // A C path ends at the first NUL, so the file written would not be the one named.
            guard !text.utf8.contains(0) else { throw .invalid(key, "a file path cannot contain a NUL character") }
            output = text
        }
    }

    /// Validates the whole request.
    /// - Throws: `RequestError` naming the key at fault.
    public func rating() throws(RequestError) -> StarRating {
        do {
            return try StarRating(
                starCount: effectiveStarCount, value: value ?? 0, levels: levels, colors: colors,
                cellSize: size ?? StarRating.defaultCellSize, gapRatio: gap ?? StarRating.defaultGapRatio, fillMode: fillMode ?? .area,
                label: label, idPrefix: id)
        } catch {
            throw Self.requestError(for: error)
        }
    }

    /// The key at fault for each of the rating's errors.
    private static func requestError(for error: StarRatingError) -> RequestError {
        switch error {
        case .starCountOutOfRange: return .invalid(.stars, error.requirement)
        case .valueOutOfRange: return .invalid(.value, error.requirement)
        case .levelOutOfRange, .levelsNotIncreasing, .tooManyLevels: return .invalid(.levels, error.requirement)
        case .colorCountMismatch(let colors, _): return .invalid(.colors, "\(error.requirement) (got \(colors))")
        case .colorsRequired: return RequestError(.levels, .needs(other: .colors, requirement: error.requirement))
        case .invalidColor(let text): return .invalid(.colors, text: text, error.requirement)
        case .cellSizeOutOfRange: return .invalid(.size, error.requirement)
        case .gapRatioOutOfRange: return .invalid(.gap, error.requirement)
        case .labelTooLong, .labelContainsControlCharacter, .labelContainsNoncharacter:
            return RequestError(.label, .invalidUnquoted(explanation: error.description))
        case .invalidIDPrefix: return .invalid(.id, error.requirement)
        case .invalidInputName: return .invalid(.id, error.requirement)
        case .inputValueNotWhole: return .invalid(.value, error.requirement)
        }
    }

    /// The rule for `value`, with the range and an example for this request's number of stars.
    private var valueRule: String {
        let stars = effectiveStarCount
        return "the value must be a decimal number from 0 to \(stars), such as \(Self.number.string(Double(stars) * 0.7))"
    }

    /// The rule for `levels`, with the range and the default levels as an example.
    private var levelsRule: String {
        let stars = effectiveStarCount
        let example = ColorBands.defaultLevels(starCount: stars).map(Self.number.string).joined(separator: ",")
        return "the levels must be decimal numbers from 0 to \(stars) separated by commas, such as \(example)"
    }

    /// Numbers in messages: up to six decimals, no exponent.
    private static let number = SVGNumberFormatter(precision: 6)

    /// Reads a decimal, refusing with `requirement` (and the length limit when that is why).
    private static func decimal(_ text: String, _ key: OptionKey, requirement: String) throws(RequestError) -> Double {
        do {
            return try ValueGrammar.decimal(text)
        } catch .tooLong {
            throw .invalid(key, requirement + " (a number has at most \(ValueGrammar.maximumNumberLength) characters)")
        } catch {
            throw .invalid(key, requirement)
        }
    }
}
