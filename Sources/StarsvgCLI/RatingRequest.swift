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
    /// The blur's σ in pixels; `nil` for the reference's 2.
    public var blur: Double?
    /// The accessible name; `nil` derives one from the value.
    public var label: String?
    /// The id prefix; `nil` derives one from every other parameter.
    public var id: String?
    /// Whether to write indented output.
    public var isPretty = false
    /// Where to write; `nil` or `-` for standard output.
    public var output: String?
    /// What to write; `nil` for SVG, or HTML when `isInteractive`.
    public var format: OutputFormat?
    /// Whether the fill slides in and the colour fades in on load.
    public var isAnimated = false
    /// Whether references also carry `xlink:href` (`--xlink`).
    public var includesXLink = false
    /// Whether to write a rating input.
    public var isInteractive = false
    /// The rating input's radio buttons' name; `nil` for `RatingInputOptions.defaultName`.
    public var inputName: String?
    /// Whether to leave out the rating input's script.
    public var omitsScript = false
    /// Where to write the style sheet; `nil` to write it inline.
    public var cssOutput: String?
    /// Where to write the rating input's script; `nil` to write it inline.
    public var jsOutput: String?
    /// Whether an HTML picture carries schema.org microdata (`--schema`).
    public var includesSchema = false
    /// The number of ratings the value sums up (`--rating-count`); `nil` for a single rating.
    public var ratingCount: Int?

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
            if key.takesNumbers {
                var text = text
                try text.withUTF8 { bytes in Result { () throws(RequestError) in try readNumbers(key, bytes) } }.get()
            } else {
                try read(key, text)
            }
        } catch {
            guard case .invalid(nil, let requirement) = error.problem else { throw error }
            throw .invalid(key, text: text, requirement)
        }
    }

    /// `set(_:text:)` for a key that takes a number or numbers, from the UTF-8 of the text: a
    /// reader of bytes (a batch line) need not make a string of each number.
    /// - Precondition: `key.takesNumbers`.
    mutating func setNumbers(_ key: OptionKey, utf8 text: UnsafeBufferPointer<UInt8>) throws(RequestError) {
        precondition(key.takesNumbers, "\(key.longName) does not take numbers")
        do {
            try readNumbers(key, text)
        } catch {
            guard case .invalid(nil, let requirement) = error.problem else { throw error }
            throw .invalid(key, text: String(decoding: text, as: UTF8.self), requirement)
        }
    }

    /// `set(_:text:)` for a key of the decimal grammar, given the value a decimal text of it
    /// reads as: a reader that has read the number's digits already (a batch line's JSON)
    /// need not read them twice. The value's range is checked with the rest, by `rating()`,
    /// as it is for a text.
    /// - Precondition: the key's grammar is `ValueGrammar.decimal`.
    mutating func setDecimal(_ key: OptionKey, _ number: Double) {
        switch key {
        case .value: value = number
        case .size: size = number
        case .gap: gap = number
        case .blur: blur = number
        default: preconditionFailure("\(key.longName) does not take a decimal")
        }
    }

    /// `set(_:text:)` for a key of the decimal-list grammar, given the values of its texts.
    /// - Precondition: the key's grammar is the decimal list's, and `numbers` is not empty.
    mutating func setDecimals(_ key: OptionKey, _ numbers: [Double]) {
        precondition(key == .levels && !numbers.isEmpty, "\(key.longName) does not take a list of decimals")
        levels = numbers
    }

    /// Reads the value of a key that takes numbers, by its grammar.
    private mutating func readNumbers(_ key: OptionKey, _ text: UnsafeBufferPointer<UInt8>) throws(RequestError) {
        switch key {
        case .stars:
            guard let count = ValueGrammar.wholeNumber(text), RowLayout.starCountRange.contains(count) else {
                throw .invalid(key, StarRatingError.starCountOutOfRange(0).requirement)
            }
            stars = count
        case .value:
            value = try Self.decimal(text, key, requirement: valueRule)
        case .levels:
            levels = try Self.decimals(text, key, requirement: levelsRule)
        case .size:
            size = try Self.decimal(text, key, requirement: StarRatingError.cellSizeOutOfRange(0).requirement)
        case .gap:
            gap = try Self.decimal(text, key, requirement: StarRatingError.gapRatioOutOfRange(0).requirement)
        case .blur:
            blur = try Self.decimal(text, key, requirement: StarRatingError.blurOutOfRange(0).requirement)
        case .ratingCount:
            guard let count = ValueGrammar.count(text), (1...RatingMicrodata.maximumRatingCount).contains(count) else {
                throw .invalid(key, StarRatingError.ratingCountOutOfRange(0).requirement)
            }
            ratingCount = count
        case .colors, .fillMode, .label, .id, .pretty, .output, .format, .animate, .xlink, .interactive, .name,
             .noScript, .cssOutput, .jsOutput, .schema:
            preconditionFailure("\(key.longName) does not take numbers")
        }
    }

    /// Reads the value of a key that takes no numbers, by its grammar.
    private mutating func read(_ key: OptionKey, _ text: String) throws(RequestError) {
        switch key {
        case .stars, .value, .levels, .size, .gap, .blur, .ratingCount:
            preconditionFailure("\(key.longName) takes numbers")
        case .colors:
            do {
                colors = try CSSColor.parseList(text)
            } catch {
                guard case .invalidColor(let item) = error else { throw .invalid(key, error.requirement) }
                throw .invalid(key, text: item, error.requirement)
            }
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
            output = try Self.filePath(text, key)
        case .format:
            guard let chosen = OutputFormat(rawValue: text) else {
                throw .invalid(key, "the format must be one of " + OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
            }
            format = chosen
        case .animate:
            isAnimated = true
        case .xlink:
            includesXLink = true
        case .interactive:
            isInteractive = true
        case .name:
            // The grammar is the rating input's own, checked when the input is made.
            inputName = text
        case .noScript:
            omitsScript = true
        case .cssOutput:
            guard !text.isEmpty, text != "-" else { throw .invalid(key, "the style sheet's file must be a file path") }
            cssOutput = try Self.filePath(text, key)
        case .jsOutput:
            guard !text.isEmpty, text != "-" else { throw .invalid(key, "the script's file must be a file path") }
            jsOutput = try Self.filePath(text, key)
        case .schema:
            includesSchema = true
        }
    }

    /// `text` as a file path.
    private static func filePath(_ text: String, _ key: OptionKey) throws(RequestError) -> String {
        // A C path ends at the first NUL, so the file written would not be the one named.
        guard !text.utf8.contains(0) else { throw .invalid(key, "a file path cannot contain a NUL character") }
        return text
    }

    /// The format written: the one given, or HTML for a rating input, or SVG.
    public var effectiveFormat: OutputFormat { format ?? (isInteractive ? .html : .svg) }

    /// Checks that `output(for:)` will succeed, without writing a standalone SVG (which cannot
    /// fail once the options go together): the batch checks every line before writing any.
    /// - Throws: `RequestError` as `output(for:)` would.
    public func checkOutput(for rating: StarRating) throws(RequestError) {
        try checkCombinations()
        if effectiveFormat != .svg { _ = try output(for: rating) }
    }

    /// `output(for:)`, with a still SVG written through `writer` (reset first), so that many
    /// ratings written in a row reuse its buffer and its template of each shape of rating.
    /// (A writer in other options than the request's is replaced by one in the request's.)
    public func output(for rating: StarRating, reusing writer: inout RatingSVGWriter) throws(RequestError) -> RequestOutput {
        try output(for: rating) { options in
            writeStillSVG(rating, options: options, through: &writer)
            return writer.bytes
        }
    }

    /// `output(for:reusing:)`'s main bytes, for a request without side files (a batch line
    /// has none): a still SVG in `writer`'s options is written into `writer`, after what it
    /// holds, and `nil` returned; any other output is returned. A batch gathers its ratings
    /// for standard output in one writer this way, and writes them out without a copy.
    public func writeMainOutput(for rating: StarRating, after writer: inout RatingSVGWriter) throws(RequestError) -> [UInt8]? {
        var isWritten = false
        let output = try output(for: rating) { options in
            guard writer.options == options else { return rating.svgBytes(options: options, includingXLink: includesXLink) }
            writer.write(rating, includingXLink: includesXLink)
            isWritten = true
            return []
        }
        return isWritten ? nil : output.main
    }

    /// Writes `rating` as this request's still SVG in `options` through `writer`, emptied first
    /// (or replaced by one in `options`, keeping nothing of another's).
    private func writeStillSVG(_ rating: StarRating, options: SVGWriterOptions, through writer: inout RatingSVGWriter) {
        if writer.options == options { writer.reset() } else { writer = RatingSVGWriter(options: options) }
        writer.write(rating, includingXLink: includesXLink)
    }

    /// The output, with `stillSVG(options)` writing a still standalone SVG in `options`.
    private func output(for rating: StarRating, stillSVG: (SVGWriterOptions) -> [UInt8]) throws(RequestError) -> RequestOutput {
        try checkCombinations()
        let writerOptions: SVGWriterOptions = isPretty ? .pretty : .compact
        var files: [OutputFile] = []
        if effectiveFormat == .svg {
            if isAnimated {
                let document = rating.animatedSVGDocument(options: writerOptions, includingXLink: includesXLink)
                return RequestOutput(main: document.utf8Bytes(options: writerOptions), sideFiles: [])
            }
            return RequestOutput(main: stillSVG(writerOptions), sideFiles: [])
        }
        var input: RatingInputOptions? = nil
        if isInteractive {
            let script: ScriptPlacement = omitsScript ? .omitted : (jsOutput == nil ? .inline : .linked)
            do {
                input = try RatingInputOptions(name: inputName ?? RatingInputOptions.defaultName, script: script)
            } catch {
                throw .invalid(.name, error.requirement)
            }
        }
        var microdata: RatingMicrodata? = nil
        if includesSchema {
            do {
                microdata = try RatingMicrodata(ratingCount: ratingCount)
            } catch {
                throw Self.requestError(for: error)
            }
        }
        let options = HTMLSnippetOptions(isAnimated: isAnimated, input: input, isStyleSheetLinked: cssOutput != nil,
                                         microdata: microdata)
        let snippet: HTMLSnippet
        do {
            snippet = try rating.htmlSnippet(options: options, writerOptions: writerOptions)
        } catch {
            throw Self.requestError(for: error)
        }
        if let cssOutput { files.append(OutputFile(path: cssOutput, bytes: Array(snippet.css.utf8))) }
        if let jsOutput, let script = snippet.script { files.append(OutputFile(path: jsOutput, bytes: Array(script.utf8))) }
        return RequestOutput(main: Array(snippet.html.utf8), sideFiles: files)
    }

    /// What the request writes, for `rating` (from `rating()`): the rating itself, for
    /// standard output or `-o`, and the style sheet and script files, each with its path.
    /// - Throws: `RequestError` for options that do not go together, a bad `--name`, two
    ///   outputs naming the same file, or a rating input whose value has a fraction.
    public func output(for rating: StarRating) throws(RequestError) -> RequestOutput {
        // One rating is written by the serialiser itself: a RatingSVGWriter pays off from the
        // second rating of a shape, and its tables cost a single run start-up time.
        try output(for: rating) { options in rating.svgBytes(options: options, includingXLink: includesXLink) }
    }

    /// Refuses options that cannot go together.
    private func checkCombinations() throws(RequestError) {
        if isInteractive, format == .svg {
            throw RequestError(.interactive, .conflicts(other: .format, otherText: "svg", reason: "a rating input is HTML (leave out --format, or give --format html)"))
        }
        if !isInteractive {
            let needsInput = "it only applies to a rating input"
            if inputName != nil { throw RequestError(.name, .needs(other: .interactive, requirement: needsInput)) }
            if omitsScript { throw RequestError(.noScript, .needs(other: .interactive, requirement: needsInput)) }
            if jsOutput != nil { throw RequestError(.jsOutput, .needs(other: .interactive, requirement: needsInput)) }
        }
        if includesXLink, effectiveFormat != .svg {
            let reason = "SVG inside HTML takes plain href in every browser; xlink:href is for standalone files"
            throw RequestError(.xlink, format == nil ? .conflicts(other: .interactive, otherText: nil, reason: reason)
                                                     : .conflicts(other: .format, otherText: "html", reason: reason))
        }
        if includesSchema {
            let reason = "structured data is HTML microdata, which a standalone SVG cannot carry"
            if isInteractive {
                throw RequestError(.schema, .conflicts(other: .interactive, otherText: nil, reason: StarRatingError.microdataOnInput.requirement))
            }
            if effectiveFormat == .svg {
                if format == nil { throw RequestError(.schema, .needs(other: .format, requirement: "give --format html (\(reason))")) }
                throw RequestError(.schema, .conflicts(other: .format, otherText: "svg", reason: reason))
            }
        }
        if ratingCount != nil, !includesSchema {
            throw RequestError(.ratingCount, .needs(other: .schema, requirement: "the count is part of the structured data"))
        }
        if omitsScript, jsOutput != nil {
            throw RequestError(.jsOutput, .conflicts(other: .noScript, otherText: nil, reason: "there is no script to write"))
        }
        if cssOutput != nil, effectiveFormat == .svg {
            let reason = "a standalone SVG keeps its style inside; the style sheet is written apart only for HTML"
            if format == nil {
                throw RequestError(.cssOutput, .needs(other: .format, requirement: "give --format html (\(reason))"))
            }
            throw RequestError(.cssOutput, .conflicts(other: .format, otherText: "svg", reason: reason))
        }
        // Two outputs into one file would leave only one of them, and which one would depend
        // on the order of writing. (The same file under two spellings is caught when writing.)
        // Without a side file there is one output at most: nearly every request.
        guard cssOutput != nil || jsOutput != nil else { return }
        let paths: [(OptionKey, String?)] = [(.output, output == "-" ? nil : output), (.cssOutput, cssOutput), (.jsOutput, jsOutput)]
        for (index, (key, path)) in paths.enumerated() {
            guard let path else { continue }
            if let (earlier, _) = paths[..<index].first(where: { $0.1 == path }) {
                throw .invalid(key, "it names the same file as \(earlier.longName)")
            }
        }
    }

    /// Validates the whole request.
    /// - Throws: `RequestError` naming the key at fault.
    public func rating() throws(RequestError) -> StarRating {
        try rating(knownDerivedIDPrefix: nil)
    }

    /// `rating()`, for a request whose rating was made before: `knownDerivedIDPrefix` is that
    /// rating's `idPrefix` when the request gives no `id`, so that it is not derived again.
    /// - Throws: `RequestError` naming the key at fault.
    func rating(knownDerivedIDPrefix: String?) throws(RequestError) -> StarRating {
        try Self.rating(stars: stars, value: value, levels: levels, colors: colors, size: size, gap: gap, fillMode: fillMode,
                        blur: blur, label: label ?? (isInteractive ? RatingInputOptions.defaultLabel(starCount: effectiveStarCount) : nil),
                        id: id, knownDerivedIDPrefix: knownDerivedIDPrefix)
    }

    /// The rating of these values, each one not given (`nil`) taking its default: the one
    /// place a request's values become a rating, for a `RatingRequest` and for a batch's
    /// packed request of numbers only (`NumbersOnlyRequest`).
    /// - Throws: `RequestError` naming the key at fault.
    static func rating(stars: Int?, value: Double?, levels: [Double]?, colors: [CSSColor]?, size: Double?, gap: Double?,
                       fillMode: FillMode?, blur: Double?, label: String?, id: String?,
                       knownDerivedIDPrefix: String?) throws(RequestError) -> StarRating {
        do {
            return try StarRating(
                starCount: stars ?? StarRating.defaultStarCount, value: value ?? 0, levels: levels, colors: colors,
                cellSize: size ?? StarRating.defaultCellSize, gapRatio: gap ?? StarRating.defaultGapRatio, fillMode: fillMode ?? .area,
                blur: blur ?? StarRating.defaultBlur, label: label, idPrefix: id, knownDerivedIDPrefix: knownDerivedIDPrefix)
        } catch {
            throw requestError(for: error)
        }
    }

    /// `rating()`, its output checked (`checkOutput(for:)`): a rating that `output(for:)`
    /// will write.
    /// - Throws: `RequestError` naming the key at fault.
    func checkedRating() throws(RequestError) -> StarRating {
        let rating = try rating()
        try checkOutput(for: rating)
        return rating
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
        case .blurOutOfRange: return .invalid(.blur, error.requirement)
        case .labelTooLong, .labelContainsControlCharacter, .labelContainsNoncharacter:
            return RequestError(.label, .invalidUnquoted(explanation: error.description))
        case .invalidIDPrefix: return .invalid(.id, error.requirement)
        case .invalidInputName: return .invalid(.name, error.requirement)
        case .inputValueNotWhole: return .invalid(.value, error.requirement)
        case .ratingCountOutOfRange: return .invalid(.ratingCount, error.requirement)
        case .microdataOnInput: return RequestError(.schema, .conflicts(other: .interactive, otherText: nil, reason: error.requirement))
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
    /// The requirement is only made when the text is refused: a batch reads hundreds of
    /// thousands of numbers, and the messages are long.
    private static func decimal(_ text: UnsafeBufferPointer<UInt8>, _ key: OptionKey, requirement: @autoclosure () -> String) throws(RequestError) -> Double {
        do {
            return try ValueGrammar.decimal(text)
        } catch .tooLong {
            throw .invalid(key, requirement() + " (a number has at most \(ValueGrammar.maximumNumberLength) characters)")
        } catch {
            throw .invalid(key, requirement())
        }
    }

    /// Reads decimals separated by commas (each, empty ones too, by `ValueGrammar.decimal`),
    /// refusing as `decimal(_:_:requirement:)` does at the first bad one.
    private static func decimals(_ text: UnsafeBufferPointer<UInt8>, _ key: OptionKey, requirement: @autoclosure () -> String) throws(RequestError) -> [Double] {
        // Split in place: a batch reads levels on most lines, and an array of substrings, each
        // made a string, cost more than reading the numbers.
        var numbers: [Double] = []
        numbers.reserveCapacity(text.count(where: { $0 == UInt8(ascii: ",") }) + 1)
        var start = 0
        for end in 0...text.count where end == text.count || text[end] == UInt8(ascii: ",") {
            numbers.append(try decimal(UnsafeBufferPointer(rebasing: text[start..<end]), key, requirement: requirement()))
            start = end + 1
        }
        return numbers
    }
}
