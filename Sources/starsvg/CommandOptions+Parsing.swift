import StarGeometry
import StarRatingSVG
import SVGKit

extension CommandOptions {
    /// The longest number text accepted; longer is refused before any conversion.
    static let maximumNumberLength = 32

    /// Parses the arguments after the program name.
    ///
    /// Accepts `--opt value`, `--opt=value`, `-o value`, flags, and `--` (after which any word is
    /// an unexpected argument, since there are no positional ones). A value-taking option
    /// always consumes the next word, even one starting with `-`, so `--value -1` is reported as
    /// out of range rather than as a missing value. Given twice, the last value wins, but
    /// each one must be valid on its own.
    /// `--help` and `--version` end parsing where they stand. `--value` and `--levels` are read
    /// after all the other options, so that their messages can give the range that applies.
    /// - Parameter arguments: the words; `nil` for one that was not valid UTF-8.
    /// - Throws: `UsageError` for the first problem found.
    static func parse(_ arguments: [String?]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var index = 0
        var isAfterTerminator = false
        while index < arguments.count {
            guard let argument = arguments[index] else { throw .invalidEncoding(position: index + 1, option: nil) }
            index += 1
            if isAfterTerminator || !argument.hasPrefix("-") || argument == "-" {
                throw .unexpectedArgument(argument)
            }
            if argument == "--" {
                isAfterTerminator = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = OptionSpec.named(name) else { throw .unknownOption(name) }
            guard spec.valueName != nil else {
                if inlineValue != nil { throw .unexpectedValue(option: spec.name) }
                switch spec.name {
                case "--help": options.action = .showHelp; return options
                case "--version": options.action = .showVersion; return options
                default: options.isPretty = true
                }
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count else { throw .missingValue(option: spec.name) }
                guard let next = arguments[index] else { throw .invalidEncoding(position: index + 1, option: spec.name) }
                value = next
                index += 1
            }
            try options.apply(spec.name, value)
        }
        try options.readNumbersUpToStarCount()
        return options
    }

    /// Stores one option's value after checking its grammar; ranges that depend on other
    /// options are checked when the rating is built.
    private mutating func apply(_ option: String, _ text: String) throws(UsageError) {
        givenText.append((option, text))
        switch option {
        case "--stars":
            // The range is checked here, not only by StarRating: the messages for --value and
            // --levels quote 0 to the number of stars, which must be a valid number by then.
            guard let count = Self.wholeNumber(text), StarRating.starCountRange.contains(count) else {
                throw .invalidValue(option: option, value: text, requirement: Self.starCountRule)
            }
            starCount = count
        case "--value", "--levels":
            break  // read from givenText once --stars is known
        case "--colors":
            var parsed: [CSSColor] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                do {
                    parsed.append(try CSSColor(parsing: String(item)))
                } catch {
                    throw .invalidValue(option: option, value: String(item), requirement: error.requirement)
                }
            }
            colors = parsed
        case "--size":
            cellSize = try Self.decimal(text, option: option, requirement: StarRatingError.cellSizeOutOfRange(0).requirement)
        case "--gap":
            gapRatio = try Self.decimal(text, option: option, requirement: StarRatingError.gapRatioOutOfRange(0).requirement)
        case "--fill-mode":
            guard let mode = FillMode(rawValue: text) else {
                throw .invalidValue(option: option, value: text, requirement: "the fill mode must be one of area, width, linear")
            }
            fillMode = mode
        case "--label":
            label = text
        case "--id":
            idPrefix = text
        default:  // --output
            guard !text.isEmpty else {
                throw .invalidValue(option: option, value: text, requirement: "the output must be a file path, or - for standard output")
            }
            // A C path ends at the first NUL, so the file written would not be the one named.
            guard !text.utf8.contains(0) else {
                throw .invalidValue(option: option, value: text, requirement: "a file path cannot contain a NUL character")
            }
            outputPath = text
        }
    }

    /// Reads `--value` and `--levels`, whose allowed range, 0 to the number of stars, is only
    /// known once every option has been seen (`--stars` may come after them). Every text given
    /// is checked, in order, the last one of each option winning.
    private mutating func readNumbersUpToStarCount() throws(UsageError) {
        let formatter = SVGNumberFormatter(precision: 6)
        let range = "from 0 to \(starCount)"
        let valueRule = "the value must be a decimal number \(range), such as \(formatter.string(Double(starCount) * 0.7))"
        let levelsExample = ColorBands.defaultLevels(starCount: starCount).map(formatter.string).joined(separator: ",")
        let levelsRule = "the levels must be decimal numbers \(range) separated by commas, such as \(levelsExample)"
        for (option, text) in givenText where option == "--value" || option == "--levels" {
            if option == "--value" {
                value = try Self.decimal(text, option: option, requirement: valueRule)
                continue
            }
            var parsed: [Double] = []
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                parsed.append(try Self.decimal(String(item), option: option, wholeText: text, requirement: levelsRule))
            }
            levels = parsed
        }
    }

    static let starCountRule = StarRatingError.starCountOutOfRange(0).requirement

    /// Digits only, at most four of them: nothing that could overflow or mean something else.
    private static func wholeNumber(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard (1...4).contains(bytes.count), bytes.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// A plain decimal: digits, optionally a point and more digits. No sign, exponent, hex,
    /// `inf`, `nan`, locale comma or spaces, which `Double(_:)` would accept or misread.
    private static func decimal(
        _ text: String, option: String, wholeText: String? = nil, requirement: String
    ) throws(UsageError) -> Double {
        let bytes = Array(text.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let integerPart = bytes[..<(point ?? bytes.count)]
        let fractionPart = point.map { bytes[($0 + 1)...] } ?? []
        guard bytes.count <= maximumNumberLength else {
            throw .invalidValue(option: option, value: wholeText ?? text,
                                requirement: requirement + " (a number has at most \(maximumNumberLength) characters)")
        }
        guard !integerPart.isEmpty, integerPart.allSatisfy(isDigit),
              point == nil || (!fractionPart.isEmpty && fractionPart.allSatisfy(isDigit)),
              let value = Double(text), value.isFinite
        else {
            throw .invalidValue(option: option, value: wholeText ?? text, requirement: requirement)
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
