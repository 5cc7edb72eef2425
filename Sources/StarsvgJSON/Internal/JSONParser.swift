/// The machinery behind `JSONValue.parse`: a recursive-descent reader over a buffer of bytes.
///
/// It reads by index and builds nothing it does not return: no tokens, no per-character
/// strings; each string and number becomes a `String` once. Recursion is bounded by
/// `JSONValue.maximumDepth`, so the stack it can use is small and fixed.
struct JSONParser {
    /// The input; valid only during `parse(_:)`.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var index = 0
    /// Reused by every string that has escapes, so that only the final `String` is allocated.
    var scratch: [UInt8] = []

    /// A parser at the start of `bytes`; `parse(_:)` reads a whole value.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `bytes` as one JSON value; see `JSONValue.parse(_:)`.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.parseDocument()
    }

    /// The whole input: optional whitespace, one value, optional whitespace.
    private mutating func parseDocument() throws(JSONError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw .byteOrderMark
        }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw unexpected(at: index, expected: .endOfInput) }
        return value
    }

    /// One value at `index`, which may be at the end. `depth` is the number of arrays and
    /// objects already open around it.
    mutating func parseValue(depth: Int) throws(JSONError) -> JSONValue {
        guard index < bytes.count else { throw .unexpectedEnd(expected: .value, column: index + 1) }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw unexpected(at: index, expected: .value)
        }
    }

    /// An array whose `[` is at `index`; `depth` counts it.
    private mutating func parseArray(depth: Int) throws(JSONError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else {
            throw .tooDeep(limit: JSONValue.maximumDepth, column: index + 1)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        // Room for a batch line's lists (levels, colors) at once, rather than growing 1, 2, 4.
        var elements: [JSONValue] = []
        elements.reserveCapacity(4)
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else {
                throw .unexpectedEnd(expected: .commaOrClosingBracket, column: index + 1)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                // No trailing comma: the next value is required, and `]` is not one.
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw unexpected(at: index, expected: .commaOrClosingBracket)
            }
        }
    }

    /// An object whose `{` is at `index`; `depth` counts it.
    private mutating func parseObject(depth: Int) throws(JSONError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else {
            throw .tooDeep(limit: JSONValue.maximumDepth, column: index + 1)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        // Room for a typical batch line's members at once, rather than growing 1, 2, 4, 8.
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(8)
        var keys = JSONKeySet()
        while true {
            guard index < bytes.count else { throw .unexpectedEnd(expected: .key, column: index + 1) }
            guard bytes[index] == UInt8(ascii: "\"") else { throw unexpected(at: index, expected: .key) }
            let keyColumn = index + 1
            let key = try parseString()
            guard keys.insert(key, among: members) else { throw .duplicateKey(key, column: keyColumn) }
            skipWhitespace()
            guard index < bytes.count else { throw .unexpectedEnd(expected: .colon, column: index + 1) }
            guard bytes[index] == UInt8(ascii: ":") else { throw unexpected(at: index, expected: .colon) }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else {
                throw .unexpectedEnd(expected: .commaOrClosingBrace, column: index + 1)
            }
            switch bytes[index] {
            case UInt8(ascii: ","):
                // No trailing comma: the next key is required, and `}` is not one.
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw unexpected(at: index, expected: .commaOrClosingBrace)
            }
        }
    }

    /// Reads `word` (`true`, `false` or `null`), whose first letter is at `index`. Literals are
    /// not followed by a check of their own: `truex` fails where the caller expects a comma,
    /// a bracket or the end.
    mutating func readLiteral(_ word: StaticString) throws(JSONError) {
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for letter in letters {
            guard index < bytes.count, bytes[index] == letter else {
                let expected = JSONError.Expectation.literal(word.description)
                guard index < bytes.count else { throw .unexpectedEnd(expected: expected, column: index + 1) }
                throw unexpected(at: index, expected: expected)
            }
            index += 1
        }
    }

    /// Moves past the four whitespace bytes of RFC 8259 (space, tab, LF, CR) and no others.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The error for the character that starts at `position` where `expected` was needed: its
    /// whole UTF-8 sequence is decoded so that the message shows the character, and bytes that
    /// are not UTF-8 are reported as such.
    func unexpected(at position: Int, expected: JSONError.Expectation) -> JSONError {
        let byte = bytes[position]
        if byte < 0x80 {
            return .unexpectedCharacter(Unicode.Scalar(byte), expected: expected, column: position + 1)
        }
        guard let end = utf8SequenceEnd(at: position) else { return .invalidUTF8(column: position + 1) }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[position..<end]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return .invalidUTF8(column: position + 1)
        }
        return .unexpectedCharacter(scalar, expected: expected, column: position + 1)
    }
}
