import StarRatingSVG

/// One line of a batch, read: the rating it asks for, as the command line would have asked, and
/// where it goes.
struct BatchLine {
    /// The line's number in the input, from 1.
    let number: Int
    /// The options the line gives, as if typed on the command line, in the order written.
    let arguments: ParsedArguments
    /// The file to write under `--out-dir`, or `nil` for standard output.
    let output: String?
    /// Each key's value as written, to quote in messages.
    private let values: [(key: OptionKey, value: JSONValue)]

    /// The keys a batch line may hold: every request option but those that only make sense
    /// once per run (`pretty`, the style sheet and script files).
    static let allowedKeys: [OptionKey] = OptionKey.allCases.filter { ![.pretty, .cssOutput, .jsOutput].contains($0) }

    /// Reads a line's JSON object.
    ///
    /// The keys are the long option names without their dashes. Each value is turned into the
    /// text the command line would take, so that a batch line and a single run go through the
    /// very same grammar and validation: a number's text as written (a decimal such as `7.25`;
    /// exponents and signs are refused as on the command line), a string as it is, an array of
    /// numbers or colours as a comma-separated list, a flag as `true` (given) or `false` (not).
    /// - Throws: `BatchLineError` naming the line and the key.
    init(number: Int, object: JSONValue) throws(BatchLineError) {
        guard case .object(let members) = object else {
            throw BatchLineError(line: number, reason: "a line must be a JSON object, not \(object.kindDescription)")
        }
        self.number = number
        var arguments = ParsedArguments()
        var output: String? = nil
        var values: [(key: OptionKey, value: JSONValue)] = []
        for (key, value) in members {
            guard let option = OptionKey(rawValue: key), Self.allowedKeys.contains(option) else {
                let known = Self.allowedKeys.map(\.rawValue)
                let hint = ClosestName.closest(to: key, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw BatchLineError(line: number, key: key, reason: "unknown key\(hint) (the keys are \(known.joined(separator: ", ")))")
            }
            values.append((option, value))
            let text = try Self.text(of: value, for: OptionTable.argument(of: option), line: number, key: key)
            if option == .output {
                output = text
                continue
            }
            if let text {
                arguments.occurrences.append(.init(key: option, text: text))
            } else if case .bool(true) = value {
                arguments.occurrences.append(.init(key: option, text: nil))
            }
        }
        self.arguments = arguments
        self.output = output
        self.values = values
    }

    /// The line's request, each value read by its option's grammar.
    /// - Throws: `BatchLineError` naming the key.
    func request() throws(BatchLineError) -> RatingRequest {
        do {
            return try arguments.request()
        } catch {
            throw lineError(error)
        }
    }

    /// The rating `request` (this line's, perhaps with another id) asks for, its output checked.
    /// - Throws: `BatchLineError` naming the key.
    func rating(of request: RatingRequest) throws(BatchLineError) -> StarRating {
        do {
            return try request.checkedRating()
        } catch {
            throw lineError(error)
        }
    }

    /// A request error as a batch names it: `line 12: "value": the value must be … (got 7.5)`.
    private func lineError(_ error: RequestError) -> BatchLineError {
        let key = error.key.rawValue
        let written = values.last { $0.key == error.key }?.value
        switch error.problem {
        case .invalid(let givenText, let requirement):
            // The whole value is quoted as the line wrote it; a part of it (one colour) as a string.
            let isWholeValue = givenText == nil || givenText == arguments.lastText(of: error.key)
            let got = isWholeValue ? written?.quotedText() : givenText.map { JSONValue.string($0).quotedText() }
            return BatchLineError(line: number, key: key, reason: requirement + (got.map { " (got \($0))" } ?? ""))
        case .invalidUnquoted(let explanation):
            return BatchLineError(line: number, key: key, reason: explanation)
        case .needs(let other, let requirement):
            return BatchLineError(line: number, key: key, reason: "needs \(JSONValue.stringLiteral(other.rawValue)): \(requirement)")
        case .conflicts(let other, let otherText, let reason):
            let with = JSONValue.stringLiteral(other.rawValue) + (otherText.map { " " + JSONValue.string($0).quotedText() } ?? "")
            return BatchLineError(line: number, key: key, reason: "cannot go with \(with): \(reason)")
        }
    }

    /// What JSON a key takes, by its option's argument.
    enum ValueKind {
        /// `true` or `false`: given or not.
        case flag
        /// A number, its text as written.
        case number
        /// A non-empty array of numbers, their texts joined with commas.
        case numberList
        /// A non-empty array of strings, each one colour, joined with commas.
        case colorList
        /// A string.
        case string
    }

    /// The kind of value an option that takes `argument` is given in a line.
    static func valueKind(of argument: OptionDefinition.Argument) -> ValueKind {
        switch argument {
        case .none:
            return .flag
        case .value(_, let grammar):
            switch grammar {
            case .wholeNumber, .count, .decimal: return .number
            case .decimalList: return .numberList
            case .colorList: return .colorList
            case .choice, .text, .identifier, .fieldName, .path, .folderPath: return .string
            }
        }
    }

    /// Whether `item`, one string of a `colors` array, is one colour as far as the list
    /// grammar can tell: a comma outside parentheses would make it several, and the joined list
    /// would not mean the array. (An item that is no colour at all is refused by the grammar,
    /// which names it.)
    static func isOneColor(_ item: String) -> Bool {
        (try? CSSColor.parseList(item))?.count ?? 1 == 1
    }

    /// The command-line text of `value` for an option that takes `argument`; `nil` for a flag.
    private static func text(of value: JSONValue, for argument: OptionDefinition.Argument, line: Int, key: String) throws(BatchLineError) -> String? {
        func refuse(_ expected: String) -> BatchLineError {
            BatchLineError(line: line, key: key, reason: "must be \(expected) (got \(value.quotedText()))")
        }
        switch valueKind(of: argument) {
        case .flag:
            guard case .bool = value else { throw refuse("true or false") }
            return nil
        case .number:
            guard case .number(let text, _) = value else { throw refuse("a number") }
            return text
        case .numberList:
            guard case .array(let elements) = value, !elements.isEmpty else { throw refuse("an array of numbers") }
            var texts: [String] = []
            for element in elements {
                guard case .number(let text, _) = element else { throw refuse("an array of numbers") }
                texts.append(text)
            }
            return texts.joined(separator: ",")
        case .colorList:
            guard case .array(let elements) = value, !elements.isEmpty else { throw refuse("an array of colour strings") }
            var texts: [String] = []
            for element in elements {
                guard case .string(let text) = element else { throw refuse("an array of colour strings") }
                texts.append(text)
            }
            // Each item is one colour: one that a comma would split is refused as a whole.
            for text in texts where !isOneColor(text) {
                throw BatchLineError(line: line, key: key, reason: "each item must be one colour (got \(JSONValue.string(text).quotedText()))")
            }
            return texts.joined(separator: ",")
        case .string:
            guard case .string(let text) = value else { throw refuse("a string") }
            return text
        }
    }
}
