/// A batch line read the short way: from its bytes straight to the request, without the
/// `JSONValue` tree, the command-line texts and the list of occurrences that `BatchLine`
/// builds on the way, which cost more than the rest of checking a typical line.
///
/// It accepts exactly the lines that `BatchLine` and `ParsedArguments.request()` accept, and
/// makes the same request of them: the tokens are read by the JSON parser's own readers, each
/// value becomes the very text `BatchLine` would give its option, and that text goes through
/// `RatingRequest`'s grammar, the one of every front end (`set(_:text:)`, or for numbers
/// `setNumbers(_:utf8:)`, which reads the text where it lies in the line), in the same order
/// (the keys bounded by the number of stars last). It reports no errors: for anything wrong it
/// returns `nil`, and the caller reads the line again through `BatchLine`, which names the
/// problem, so that every message still comes from one place. `BatchLineReaderTests` holds
/// the two ways to the same answer on random, mutated and hostile lines.
enum BatchLineReader {
    /// A line's request and the `output` it names (which is not part of the request: the
    /// batch checks it against the out-dir), as `BatchLine` reads them, and whether the line
    /// gives no key but `numbersOnlyKeys` (and perhaps `output`). (A struct, not a tuple: an
    /// optional tuple is copied by the runtime's generic code, a request at a time.)
    struct Line {
        let request: RatingRequest
        let output: String?
        let isNumbersOnly: Bool
    }

    /// The keys of a line whose request `NumbersOnlyRequest` packs.
    static let numbersOnlyKeys: Set<OptionKey> = [.stars, .value, .levels, .size, .gap, .blur]

    /// One key a line may hold.
    private struct Key {
        /// Its name, packed (see `packed(_:)`).
        let name: PackedName
        /// The option it sets.
        let option: OptionKey
        /// What it takes.
        let kind: BatchLine.ValueKind
        /// Whether its grammar is the decimal's or the decimal list's, whose numbers are taken
        /// as the JSON parser reads them (`JSONParser.readPlainDecimal(maximumLength:)`).
        let takesDecimals: Bool
    }

    /// The keys a line may hold, `BatchLine.allowedKeys`, each with what it takes.
    private static let keys: [Key] = BatchLine.allowedKeys.map { option in
        var name = option.rawValue
        let argument = OptionTable.argument(of: option)
        let takesDecimals: Bool
        switch argument {
        case .value(_, .decimal), .value(_, .decimalList): takesDecimals = true
        default: takesDecimals = false
        }
        return Key(name: name.withUTF8 { packed($0)! }, option: option, kind: BatchLine.valueKind(of: argument),
                   takesDecimals: takesDecimals)
    }

    /// One bit for each of `numbersOnlyKeys` and `output`, as `read(_:)` marks the keys seen.
    private static let numbersOnlyMask: UInt64 = keys.indices.reduce(0) { mask, index in
        numbersOnlyKeys.contains(keys[index].option) || keys[index].option == .output ? mask | 1 << index : mask
    }

    /// The line's request, or `nil` when the line is not one or has anything wrong (then
    /// `BatchPlan.read(_:_:)` says what).
    static func read(_ line: ArraySlice<UInt8>) -> Line? {
        line.withUnsafeBufferPointer { read($0) }
    }

    /// The line's request, or `nil` when the line is not one or has anything wrong.
    static func read(_ line: UnsafeBufferPointer<UInt8>) -> Line? {
        guard line.count <= BatchPlan.maximumLineLength else { return nil }
        let keys = Self.keys
        let numbersOnlyMask = Self.numbersOnlyMask
        var parser = JSONParser(line)
        var request = RatingRequest()
        var output: String? = nil
        // `value` and `levels`, set once every other key is: their messages quote the range
        // the number of stars allows, as `ParsedArguments.request()` has it.
        var value: Value? = nil
        var levels: Value? = nil
        // One bit per key of `keys` (there are fewer than 64): JSON refuses a repeated key.
        var seen: UInt64 = 0

        // A byte order mark is neither whitespace nor `{`: the line goes the long way.
        parser.skipWhitespace()
        guard take(UInt8(ascii: "{"), &parser) else { return nil }
        parser.skipWhitespace()
        if !take(UInt8(ascii: "}"), &parser) {
            repeat {
                parser.skipWhitespace()
                guard let name = keyName(&parser), let index = keys.firstIndex(where: { $0.name == name }),
                      seen & (1 << index) == 0 else { return nil }
                seen |= 1 << index
                let key = keys[index]
                parser.skipWhitespace()
                guard take(UInt8(ascii: ":"), &parser) else { return nil }
                parser.skipWhitespace()
                guard let read = Self.value(of: key, &parser) else { return nil }
                parser.skipWhitespace()
                switch key.option {
                case .output:
                    guard case .text(let text) = read else { return nil }
                    output = text
                case .value:
                    value = read
                case .levels:
                    levels = read
                default:
                    guard set(key.option, to: read, from: line, in: &request) else { return nil }
                }
            } while take(UInt8(ascii: ","), &parser)
            guard take(UInt8(ascii: "}"), &parser) else { return nil }
        }
        parser.skipWhitespace()
        guard parser.index == line.count else { return nil }

        if let value, !set(.value, to: value, from: line, in: &request) { return nil }
        if let levels, !set(.levels, to: levels, from: line, in: &request) { return nil }
        return Line(request: request, output: output, isNumbersOnly: seen & ~numbersOnlyMask == 0)
    }

    /// Sets `key` of `request` to `value`, read from `line`, and says whether its grammar took it.
    private static func set(_ key: OptionKey, to value: Value, from line: UnsafeBufferPointer<UInt8>,
                            in request: inout RatingRequest) -> Bool {
        switch value {
        case .notGiven:
            return true
        case .decimal(let number):
            request.setDecimal(key, number)
            return true
        case .decimals(let numbers):
            request.setDecimals(key, numbers)
            return true
        case .text(let text):
            return (try? request.set(key, text: text)) != nil
        case .numbers(let range, isSpaced: false):
            // Numbers are read only for keys of number grammars, which take numbers.
            return (try? request.setNumbers(key, utf8: UnsafeBufferPointer(rebasing: line[range]))) != nil
        case .numbers(let range, isSpaced: true):
            // Numbers hold no whitespace, so their texts joined with commas are the text without it.
            let text = line[range].filter { !isWhitespace($0) }
            return text.withUnsafeBufferPointer { (try? request.setNumbers(key, utf8: $0)) != nil }
        }
    }

    /// Moves past `byte` if it is next, and says whether it was.
    @inline(__always)
    private static func take(_ byte: UInt8, _ parser: inout JSONParser) -> Bool {
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == byte else { return false }
        parser.index += 1
        return true
    }

    /// The name of the key whose opening quote is next, packed, or `nil` when none is there or
    /// it is not a key's (too long, or not ASCII).
    private static func keyName(_ parser: inout JSONParser) -> PackedName? {
        let bytes = parser.bytes
        guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "\"") else { return nil }
        // Keys are ASCII words: a plain one is packed as it is scanned, and one with escapes is
        // read by the parser first (`"st\u0061rs"` is `stars`).
        var name = PackedName()
        var end = parser.index + 1
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                parser.index = end + 1
                return name
            }
            guard byte != UInt8(ascii: "\\"), (0x20..<0x80).contains(byte) else { break }
            guard name.append(byte) else { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\\"), var key = try? parser.parseString() else { return nil }
        return key.withUTF8 { packed($0) }
    }

    /// A name of up to 16 bytes as two words and its length, so that a key is found by a few
    /// comparisons of integers: every key is an ASCII word of at most 12 letters.
    private struct PackedName: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0

        /// Appends `byte`, or returns `false` when the name is too long for any key.
        @inline(__always)
        mutating func append(_ byte: UInt8) -> Bool {
            switch count {
            case 0..<8: low |= UInt64(byte) << (8 * count)
            case 8..<16: high |= UInt64(byte) << (8 * (count - 8))
            default: return false
            }
            count += 1
            return true
        }
    }

    /// `name` packed, or `nil` when it is longer than any key can be.
    private static func packed(_ name: UnsafeBufferPointer<UInt8>) -> PackedName? {
        var packed = PackedName()
        for byte in name {
            guard packed.append(byte) else { return nil }
        }
        return packed
    }

    /// A key's value, read.
    private enum Value {
        /// The text the option is given: a string, a colour list's strings joined with commas,
        /// or a flag's empty text for `true`.
        case text(String)
        /// A number, or numbers, whose text (their texts joined with commas) is the line's
        /// bytes in `range`, less the whitespace between them when `isSpaced`.
        case numbers(Range<Int>, isSpaced: Bool)
        /// A flag given `false`, which is not given.
        case notGiven
        /// A number for a key of the decimal grammar, as its text reads.
        case decimal(Double)
        /// Numbers for a key of the decimal list's grammar, as their texts read.
        case decimals([Double])
    }

    /// The value next for `key`, as `BatchLine` turns it into its option's text (or, for
    /// decimals, as that text reads), or `nil` when it is not of the key's kind or not JSON.
    private static func value(of key: Key, _ parser: inout JSONParser) -> Value? {
        let bytes = parser.bytes
        guard parser.index < bytes.count else { return nil }
        let first = bytes[parser.index]
        if key.takesDecimals, let read = decimals(of: key.kind, &parser) { return read }
        switch key.kind {
        case .flag:
            // `true` is the flag's empty text, as a command line's flag has none.
            if first == UInt8(ascii: "t") {
                guard (try? parser.readLiteral("true")) != nil else { return nil }
                return .text("")
            }
            guard first == UInt8(ascii: "f"), (try? parser.readLiteral("false")) != nil else { return nil }
            return .notGiven
        case .number:
            return number(&parser).map { .numbers($0, isSpaced: false) }
        case .numberList:
            guard take(UInt8(ascii: "["), &parser) else { return nil }
            parser.skipWhitespace()
            let start = parser.index
            var end = start
            var isSpaced = false
            repeat {
                guard number(&parser) != nil else { return nil }
                end = parser.index
                parser.skipWhitespace()
                guard take(UInt8(ascii: ","), &parser) else { break }
                let comma = parser.index
                parser.skipWhitespace()
                isSpaced = isSpaced || end + 1 != comma || parser.index != comma
            } while true
            guard take(UInt8(ascii: "]"), &parser) else { return nil }
            return .numbers(start..<end, isSpaced: isSpaced)
        case .colorList:
            guard take(UInt8(ascii: "["), &parser) else { return nil }
            var joined = ""
            var isFirst = true
            repeat {
                parser.skipWhitespace()
                guard let item = colorItem(&parser) else { return nil }
                if !isFirst { joined += "," }
                joined += item
                isFirst = false
                parser.skipWhitespace()
            } while take(UInt8(ascii: ","), &parser)
            guard take(UInt8(ascii: "]"), &parser) else { return nil }
            return .text(joined)
        case .string:
            guard first == UInt8(ascii: "\""), let text = try? parser.parseString() else { return nil }
            return .text(text)
        }
    }

    /// The decimal, or the array of decimals, next for a key of `kind` and a decimal grammar,
    /// when every number is one that `JSONParser.readPlainDecimal(maximumLength:)` reads;
    /// otherwise `nil`, with the parser where it was, for the numbers to be read as text.
    private static func decimals(of kind: BatchLine.ValueKind, _ parser: inout JSONParser) -> Value? {
        let maximumLength = ValueGrammar.maximumNumberLength
        switch kind {
        case .number:
            return parser.readPlainDecimal(maximumLength: maximumLength).map { .decimal($0) }
        case .numberList:
            let start = parser.index
            guard take(UInt8(ascii: "["), &parser) else { return nil }
            // Room for the usual two levels at once, rather than growing from one.
            var numbers: [Double] = []
            numbers.reserveCapacity(4)
            repeat {
                parser.skipWhitespace()
                guard let number = parser.readPlainDecimal(maximumLength: maximumLength) else {
                    parser.index = start
                    return nil
                }
                numbers.append(number)
                parser.skipWhitespace()
            } while take(UInt8(ascii: ","), &parser)
            guard take(UInt8(ascii: "]"), &parser) else {
                parser.index = start
                return nil
            }
            return .decimals(numbers)
        case .flag, .colorList, .string:
            return nil
        }
    }

    /// Whether `byte` is JSON whitespace.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Where the number next lies, or `nil` when no JSON number is there.
    private static func number(_ parser: inout JSONParser) -> Range<Int>? {
        guard parser.index < parser.bytes.count else { return nil }
        let first = parser.bytes[parser.index]
        guard first == UInt8(ascii: "-") || DecimalDigits.isDigit(first) else { return nil }
        return try? parser.skipNumber()
    }

    /// The colour string next, or `nil` when no string is there or it is not one colour.
    private static func colorItem(_ parser: inout JSONParser) -> String? {
        guard parser.index < parser.bytes.count, parser.bytes[parser.index] == UInt8(ascii: "\""),
              let text = try? parser.parseString(), BatchLine.isOneColor(text) else { return nil }
        return text
    }
}
