import StarsvgJSON
import StarsvgOptions

/// Reads one line of a batch into its record: the line's JSON object, each key the option of
/// that name (`RatingOptions.all`, without dashes), each value read by the option's grammar,
/// the whole request validated. The one reader of a batch's lines: its errors are the messages
/// users see, `line 12: "value": …`.
enum BatchLineReader {
    /// The longest line accepted, in bytes: far beyond any honest rating (a 1000-character
    /// label and a hundred levels and colours take a small part of it), short enough that a
    /// hostile line cannot make the parser work long.
    static let maximumLineLength = 1 << 20

    /// The keys a batch line may hold, in the list's order: every option but those that only
    /// make sense once per run (`pretty`, the style sheet and script files).
    static let keys: [OptionDefinition] = RatingOptions.all.filter { $0.batchUse != .none }

    /// What the reader needs of each rating option, made once: a look at a declaration copies
    /// its arrays, closures and texts, too dear for every key of every line.
    private static let readings: [(name: String, option: OptionID, use: OptionDefinition.BatchUse, kind: JSONKind)] =
        RatingOptions.all.map { ($0.name, $0.id, $0.batchUse, JSONKind($0.argument)) }

    /// The record of line `number`, `bytes`.
    /// - Parameter givenByRun: the batch's options that stand for every line
    ///   (`RatingRequest.givenByRun`): `--css-out`, when the batch links one sheet.
    /// - Throws: `BatchLineError` naming the line and the key at fault.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, number: Int, givenByRun: [OptionID] = []) throws(BatchLineError) -> CheckedLine {
        guard bytes.count <= maximumLineLength else {
            throw BatchLineError(line: number, reason: "the line is longer than \(maximumLineLength) bytes")
        }
        let object: JSONValue
        do {
            object = try JSONValue.parse(bytes)
        } catch {
            throw BatchLineError(line: number, reason: "not JSON: \(error)")
        }
        guard case .object(let members) = object else {
            throw BatchLineError(line: number, reason: "a line must be a JSON object, not \(object.kindDescription)")
        }
        // Every key and the kind of its value first, in the order written; then the values, by
        // their grammars (`RatingOptions.request(_:)`).
        // Each key's option and input, and its value as written, to quote.
        var given: [(option: OptionID, input: OptionInput)] = []
        var written: [JSONValue] = []
        given.reserveCapacity(members.count)
        written.reserveCapacity(members.count)
        var outputText: String? = nil
        for (key, value) in members {
            guard let reading = readings.first(where: { $0.name == key }), reading.use != .none else {
                let known = keys.map(\.name)
                let hint = ClosestName.closest(to: key, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw BatchLineError(line: number, key: .unknown(key), reason: "unknown key\(hint) (the keys are \(known.joined(separator: ", ")))")
            }
            let input = try Self.input(of: value, kind: reading.kind, for: reading.option, line: number)
            if reading.use == .outputFile {
                outputText = input?.wholeText
            } else if let input {
                given.append((reading.option, input))
                written.append(value)
            }
        }
        let planned: PlannedOutput
        do {
            var request = try RatingOptions.request(given)
            request.givenByRun = givenByRun
            planned = try request.plannedOutput()
        } catch {
            throw lineError(error, line: number, given: given, written: written)
        }
        // Binary data between the other lines' text on standard output would help nobody.
        if planned.isBinary, outputText == nil {
            throw BatchLineError(line: number, option: .format,
                                 reason: "needs \"output\": a PNG is binary, and goes to a file under \(option: .outDir), not to standard output")
        }
        return CheckedLine(number: number, planned: planned, outputText: outputText)
    }

    /// The input of `value` for `option`, by `kind`, the kind of JSON its grammar takes; `nil`
    /// for a flag that is `false` (not given).
    private static func input(of value: JSONValue, kind: JSONKind, for option: OptionID, line: Int) throws(BatchLineError) -> OptionInput? {
        func refuse(_ expected: String) -> BatchLineError {
            BatchLineError(line: line, option: option, reason: "must be \(expected) (got \(value.quotedText()))")
        }
        switch kind {
        case .flag:
            guard case .bool(let isGiven) = value else { throw refuse("true or false") }
            return isGiven ? .flag : nil
        case .number:
            // The number's text as written, which the option's grammar reads as it reads a
            // command line's: exponents and signs are refused alike.
            guard case .number(let text, _) = value else { throw refuse("a number") }
            return .text(text)
        case .numberList:
            guard case .array(let elements) = value, !elements.isEmpty else { throw refuse("an array of numbers") }
            var texts: [String] = []
            texts.reserveCapacity(elements.count)
            for element in elements {
                guard case .number(let text, _) = element else { throw refuse("an array of numbers") }
                texts.append(text)
            }
            return .list(texts)
        case .stringList:
            guard case .array(let elements) = value, !elements.isEmpty else { throw refuse("an array of colour strings") }
            var texts: [String] = []
            for element in elements {
                guard case .string(let text) = element else { throw refuse("an array of colour strings") }
                texts.append(text)
            }
            return .list(texts)
        case .string:
            guard case .string(let text) = value else { throw refuse("a string") }
            return .text(text)
        case .numberOrString:
            switch value {
            case .number(let text, _), .string(let text): return .text(text)
            default: throw refuse("a number or a string")
            }
        case .object:
            guard case .object = value else { throw refuse("an object") }
            return .json(value)
        }
    }

    /// A request error as a batch names it: `line 12: "value": the value must be … (got 7.5)`.
    private static func lineError(_ error: RequestError, line: Int, given: [(option: OptionID, input: OptionInput)],
                                  written: [JSONValue]) -> BatchLineError {
        let key = BatchLineError.Key.option(error.option)
        let lastItem = { (option: OptionID) in given.lastIndex { $0.option == option } }
        let item = lastItem(error.option)
        switch error.problem {
        case .invalid(let givenText, let requirement):
            // The whole value is quoted as the line wrote it; a part of it (one colour) as a string.
            let isWholeValue = givenText == nil || givenText == item.flatMap { given[$0].input.wholeText }
            let got = isWholeValue ? item.map { written[$0].quotedText() } : givenText.map { JSONValue.string($0).quotedText() }
            return BatchLineError(line: line, key: key, reason: requirement + (got.map { " (got \($0))" } ?? ""))
        case .invalidUnquoted(let explanation):
            return BatchLineError(line: line, key: key, reason: explanation)
        case .needs(let other, let requirement):
            // Another key, or an option of the batch that no line can give (`--css-out`).
            let needed = keys.contains { $0.id == other } ? JSONValue.stringLiteral(other.name) : other.longName
            return BatchLineError(line: line, key: key, reason: "needs \(needed): \(requirement)")
        case .conflicts(let other, let otherText, let reason):
            // The other key's value as the line wrote it, when the error names none and the key
            // has one (a flag's `true` says nothing).
            let otherItem = lastItem(other).flatMap { index -> Int? in
                if case .text = given[index].input { index } else { nil }
            }
            let otherQuoted = otherText.map { JSONValue.string($0).quotedText() } ?? otherItem.map { written[$0].quotedText() }
            let with = JSONValue.stringLiteral(other.name) + (otherQuoted.map { " " + $0 } ?? "")
            return BatchLineError(line: line, key: key, reason: "cannot go with \(with): \(reason)")
        }
    }
}
