import Testing
@testable import StarsvgJSON

/// `JSONValue.parse`: a table of accepted inputs with their values and of refused inputs with
/// their errors, the error messages, and the depth limit under a hostile amount of nesting.
@Suite struct JSONParserTests {
    /// A number value, its text as written.
    private static func number(_ text: String, _ value: Double) -> JSONValue {
        .number(text: text, value: value)
    }

    /// Inputs RFC 8259 allows, with the values they must give.
    private static let accepted: [(input: [UInt8], value: JSONValue)] = [
        // Literals and whitespace (space, tab, CR, LF around the value).
        (Array("null".utf8), .null),
        (Array("true".utf8), .bool(true)),
        (Array("false".utf8), .bool(false)),
        (Array(" \t\r\n1 \t\r\n".utf8), number("1", 1)),
        // Numbers keep their text and get the nearest Double.
        (Array("0".utf8), number("0", 0)),
        (Array("-0".utf8), number("-0", -0.0)),
        (Array("-0.0".utf8), number("-0.0", -0.0)),
        (Array("7.25".utf8), number("7.25", 7.25)),
        (Array("7.250".utf8), number("7.250", 7.25)),
        (Array("0.1".utf8), number("0.1", 0.1)),
        (Array("1e5".utf8), number("1e5", 100_000)),
        (Array("1E+5".utf8), number("1E+5", 100_000)),
        (Array("1e05".utf8), number("1e05", 100_000)),
        (Array("-12.5e-3".utf8), number("-12.5e-3", -0.0125)),
        (Array("0e0".utf8), number("0e0", 0)),
        (Array("1e22".utf8), number("1e22", 1e22)),
        (Array("1e23".utf8), number("1e23", 1e23)),
        (Array("9007199254740993".utf8), number("9007199254740993", 9_007_199_254_740_992)),
        (Array("123456789012345678901234567890".utf8), number("123456789012345678901234567890", 1.2345678901234568e29)),
        (Array("0.30000000000000004".utf8), number("0.30000000000000004", 0.30000000000000004)),
        (Array("1.7976931348623157e308".utf8), number("1.7976931348623157e308", .greatestFiniteMagnitude)),
        (Array("4.9406564584124654e-324".utf8), number("4.9406564584124654e-324", .leastNonzeroMagnitude)),
        // Too small for a Double is 0, as in every reader; too large is refused (below).
        (Array("1e-400".utf8), number("1e-400", 0)),
        // Strings: every escape, \u in both cases, surrogate pairs, raw UTF-8.
        (Array(#""""#.utf8), .string("")),
        (Array(#""a\"b\\c\/d\b\f\n\r\t""#.utf8), .string("a\"b\\c/d\u{8}\u{C}\n\r\t")),
        (Array(#""\u00e9\u20AC\u0000""#.utf8), .string("é€\u{0}")),
        (Array(#""\ud83d\uDE00""#.utf8), .string("😀")),
        (Array(#""\uDBFF\uDFFF""#.utf8), .string("\u{10FFFF}")),
        (Array("\"é€😀\u{7F}\u{85}\u{2028}\u{FEFF}\"".utf8), .string("é€😀\u{7F}\u{85}\u{2028}\u{FEFF}")),
        // U+FFFE is a noncharacter but a valid scalar; rules about it belong to the label.
        ([0x22, 0xEF, 0xBF, 0xBE, 0x22], .string(String(decoding: [0xEF, 0xBF, 0xBE], as: UTF8.self))),
        // Arrays and objects, members in the order written.
        (Array("[]".utf8), .array([])),
        (Array("{ }".utf8), .object([])),
        (Array("[1,[2,[3]],\"x\"]".utf8), .array([number("1", 1), .array([number("2", 2), .array([number("3", 3)])]), .string("x")])),
        (Array(#"{"b":1,"a":{"c":null}}"#.utf8), .object([("b", number("1", 1)), ("a", .object([("c", .null)]))])),
        // Different code points, so different keys, though `String` calls them equal.
        (Array("{\"é\":1,\"e\u{301}\":2}".utf8), .object([("é", number("1", 1)), ("e\u{301}", number("2", 2))])),
        // A typical batch line.
        (Array(##"{"stars":10,"value":7.25,"levels":[2,8],"colors":["#ff3b30","gold","rgb(0 128 0)"],"label":"Rating: 7.25 out of 10","output":"r/123.svg"}"##.utf8),
         .object([
            ("stars", number("10", 10)), ("value", number("7.25", 7.25)),
            ("levels", .array([number("2", 2), number("8", 8)])),
            ("colors", .array([.string("#ff3b30"), .string("gold"), .string("rgb(0 128 0)")])),
            ("label", .string("Rating: 7.25 out of 10")), ("output", .string("r/123.svg")),
         ])),
    ]

    /// Inputs refused, with the error each must give: one problem each, with its column.
    private static let refused: [(input: [UInt8], error: JSONError)] = [
        // Nothing, or not a value.
        (Array("".utf8), .unexpectedEnd(expected: .value, column: 1)),
        (Array(" \n".utf8), .unexpectedEnd(expected: .value, column: 3)),
        (Array("True".utf8), .unexpectedCharacter("T", expected: .value, column: 1)),
        (Array("tru".utf8), .unexpectedEnd(expected: .literal("true"), column: 4)),
        (Array("nulL".utf8), .unexpectedCharacter("L", expected: .literal("null"), column: 4)),
        (Array("NaN".utf8), .unexpectedCharacter("N", expected: .value, column: 1)),
        (Array("Infinity".utf8), .unexpectedCharacter("I", expected: .value, column: 1)),
        (Array("-Infinity".utf8), .unexpectedCharacter("I", expected: .digit, column: 2)),
        (Array("'a'".utf8), .unexpectedCharacter("'", expected: .value, column: 1)),
        (Array("\u{201C}a\u{201D}".utf8), .unexpectedCharacter("\u{201C}", expected: .value, column: 1)),
        // Only four whitespace characters; a BOM is refused, not skipped.
        (Array("\u{C}1".utf8), .unexpectedCharacter("\u{C}", expected: .value, column: 1)),
        (Array("\u{A0}1".utf8), .unexpectedCharacter("\u{A0}", expected: .value, column: 1)),
        (Array("[1]\u{2028}".utf8), .unexpectedCharacter("\u{2028}", expected: .endOfInput, column: 4)),
        ([0xEF, 0xBB, 0xBF, 0x31], .byteOrderMark),
        // Trailing content.
        (Array("1 2".utf8), .unexpectedCharacter("2", expected: .endOfInput, column: 3)),
        (Array("[1]x".utf8), .unexpectedCharacter("x", expected: .endOfInput, column: 4)),
        (Array("{}{}".utf8), .unexpectedCharacter("{", expected: .endOfInput, column: 3)),
        ([0x31, 0x00], .unexpectedCharacter("\u{0}", expected: .endOfInput, column: 2)),
        // Numbers outside the grammar.
        (Array("+1".utf8), .unexpectedCharacter("+", expected: .value, column: 1)),
        (Array(".5".utf8), .unexpectedCharacter(".", expected: .value, column: 1)),
        (Array("1.".utf8), .unexpectedEnd(expected: .digit, column: 3)),
        (Array("1.e5".utf8), .unexpectedCharacter("e", expected: .digit, column: 3)),
        (Array("-".utf8), .unexpectedEnd(expected: .digit, column: 2)),
        (Array("-a".utf8), .unexpectedCharacter("a", expected: .digit, column: 2)),
        (Array("1e".utf8), .unexpectedEnd(expected: .digit, column: 3)),
        (Array("1e+".utf8), .unexpectedEnd(expected: .digit, column: 4)),
        (Array("1e+-1".utf8), .unexpectedCharacter("-", expected: .digit, column: 4)),
        (Array("01".utf8), .leadingZero(column: 1)),
        (Array("-007".utf8), .leadingZero(column: 2)),
        (Array("0x10".utf8), .unexpectedCharacter("x", expected: .endOfInput, column: 2)),
        (Array("1.5.3".utf8), .unexpectedCharacter(".", expected: .endOfInput, column: 4)),
        (Array("1e400".utf8), .numberOutOfRange("1e400", column: 1)),
        (Array("[-1.8e308]".utf8), .numberOutOfRange("-1.8e308", column: 2)),
        (Array("1e99999999999999999999".utf8), .numberOutOfRange("1e99999999999999999999", column: 1)),
        // Arrays and objects.
        (Array("[1,]".utf8), .unexpectedCharacter("]", expected: .value, column: 4)),
        (Array("[,1]".utf8), .unexpectedCharacter(",", expected: .value, column: 2)),
        (Array("[1 2]".utf8), .unexpectedCharacter("2", expected: .commaOrClosingBracket, column: 4)),
        (Array("[1".utf8), .unexpectedEnd(expected: .commaOrClosingBracket, column: 3)),
        (Array(#"{"a":1,}"#.utf8), .unexpectedCharacter("}", expected: .key, column: 8)),
        (Array(#"{"a" 1}"#.utf8), .unexpectedCharacter("1", expected: .colon, column: 6)),
        (Array(#"{"a":}"#.utf8), .unexpectedCharacter("}", expected: .value, column: 6)),
        (Array("{1:2}".utf8), .unexpectedCharacter("1", expected: .key, column: 2)),
        (Array("{a:1}".utf8), .unexpectedCharacter("a", expected: .key, column: 2)),
        (Array(#"{"a":1"#.utf8), .unexpectedEnd(expected: .commaOrClosingBrace, column: 7)),
        (Array("{".utf8), .unexpectedEnd(expected: .key, column: 2)),
        (Array(#"["a""b"]"#.utf8), .unexpectedCharacter("\"", expected: .commaOrClosingBracket, column: 5)),
        // Duplicate keys, also when spelt with an escape.
        (Array(#"{"value":1,"value":2}"#.utf8), .duplicateKey("value", column: 12)),
        (Array(#"{"a":1,"\u0061":2}"#.utf8), .duplicateKey("a", column: 8)),
        (Array(#"{"a":{"a":1},"b":2,"a":3}"#.utf8), .duplicateKey("a", column: 20)),
        // Strings.
        (Array(#""abc"#.utf8), .unexpectedEnd(expected: .closingQuote, column: 5)),
        (Array("\"a\nb\"".utf8), .controlCharacterInString("\n", column: 3)),
        (Array("\"a\tb\"".utf8), .controlCharacterInString("\t", column: 3)),
        (Array("\"\u{0}\"".utf8), .controlCharacterInString("\u{0}", column: 2)),
        (Array(#""\x""#.utf8), .invalidEscape("x", column: 2)),
        (Array(#""\U00e9""#.utf8), .invalidEscape("U", column: 2)),
        (Array("\"\\\u{A}\"".utf8), .invalidEscape("\n", column: 2)),
        (Array(#""\u12G4""#.utf8), .unexpectedCharacter("G", expected: .hexDigit, column: 6)),
        (Array(#""\u12""#.utf8), .unexpectedCharacter("\"", expected: .hexDigit, column: 6)),
        (Array(#""\u12"#.utf8), .unexpectedEnd(expected: .hexDigit, column: 6)),
        (Array(#""\"#.utf8), .unexpectedEnd(expected: .closingQuote, column: 3)),
        // Surrogate escapes: lone, reversed, or followed by something else.
        (Array(#""\ud800""#.utf8), .unpairedSurrogate(0xD800, column: 2)),
        (Array(#""\uDC00""#.utf8), .unpairedSurrogate(0xDC00, column: 2)),
        (Array(#""\ude00\ud83d""#.utf8), .unpairedSurrogate(0xDE00, column: 2)),
        (Array(#""x\ud800\u0041""#.utf8), .unpairedSurrogate(0xD800, column: 3)),
        (Array(#""\ud800\ud800""#.utf8), .unpairedSurrogate(0xD800, column: 2)),
        (Array(#""\ud800\n""#.utf8), .unpairedSurrogate(0xD800, column: 2)),
        // Bytes that are not UTF-8, in a string and outside one.
        ([0x22, 0xC0, 0xAF, 0x22], .invalidUTF8(column: 2)),              // overlong '/'
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], .invalidUTF8(column: 2)),        // overlong, 3 bytes
        ([0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22], .invalidUTF8(column: 2)),  // overlong, 4 bytes
        ([0x22, 0xED, 0xA0, 0x80, 0x22], .invalidUTF8(column: 2)),        // U+D800 in UTF-8
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], .invalidUTF8(column: 2)),  // U+110000
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], .invalidUTF8(column: 2)),
        ([0x22, 0x61, 0xE2, 0x82, 0x22], .invalidUTF8(column: 3)),        // cut short
        ([0x22, 0xE2, 0x82], .invalidUTF8(column: 2)),                    // cut by the end
        ([0x22, 0x80, 0x22], .invalidUTF8(column: 2)),                    // stray continuation
        ([0x22, 0x5C, 0xFF, 0x22], .invalidUTF8(column: 3)),              // after a backslash
        ([0xFF], .invalidUTF8(column: 1)),
        ([0xFE, 0xFF, 0x00, 0x31], .invalidUTF8(column: 1)),              // UTF-16 BOM
        ([0x5B, 0xC3], .invalidUTF8(column: 2)),
    ]

    @Test func acceptedInputsGiveTheirValues() {
        for (input, expected) in Self.accepted {
            let text = String(decoding: input, as: UTF8.self).debugDescription
            do {
                let value = try JSONValue.parse(input)
                #expect(value == expected, "\(text)")
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    @Test func refusedInputsGiveTheirErrors() {
        #expect(Self.refused.count >= 40)
        for (input, expected) in Self.refused {
            #expect(throws: expected, "\(input) \(String(decoding: input, as: UTF8.self).debugDescription)") {
                try JSONValue.parse(input)
            }
        }
    }

    /// `==` compares strings and keys by code points, not by canonical equivalence.
    @Test func equalityIsExact() {
        #expect(JSONValue.string("é") != .string("e\u{301}"))
        #expect(JSONValue.object([("é", .null)]) != .object([("e\u{301}", .null)]))
        #expect(JSONValue.object([("a", .null), ("b", .null)]) != .object([("b", .null), ("a", .null)]))
        #expect(JSONValue.number(text: "1.0", value: 1) != .number(text: "1", value: 1))
    }

    /// Any collection of bytes parses, not only arrays: a string's UTF-8 view, a slice, and a
    /// lazy view with no contiguous storage.
    @Test func anyCollectionOfBytesParses() throws {
        let line = #"{"value":7.25}"#
        let expected = JSONValue.object([("value", .number(text: "7.25", value: 7.25))])
        #expect(try JSONValue.parse(line.utf8) == expected)
        #expect(try JSONValue.parse(Array(("  " + line + "  ").utf8)[2...]) == expected)
        #expect(try JSONValue.parse(line.utf8.lazy.map { $0 }) == expected)
    }

    @Test func messagesAreOnePlainSentenceWithTheColumn() {
        let cases: [(JSONError, String)] = [
            (.unexpectedCharacter("x", expected: .commaOrClosingBrace, column: 14),
             "unexpected character 'x' at column 14, expected ',' or '}'"),
            (.unexpectedCharacter("x", expected: .endOfInput, column: 4),
             "unexpected character 'x' at column 4 after the value"),
            (.unexpectedCharacter("\u{201C}", expected: .value, column: 1),
             "unexpected character '\u{201C}' (U+201C) at column 1, expected a value"),
            (.unexpectedCharacter("\u{C}", expected: .value, column: 1),
             "unexpected character U+000C at column 1, expected a value"),
            (.unexpectedCharacter("\u{202E}", expected: .value, column: 1),
             "unexpected character U+202E at column 1, expected a value"),
            (.unexpectedEnd(expected: .closingQuote, column: 9),
             "unexpected end of input at column 9, expected the closing '\"' of the string"),
            (.byteOrderMark, "byte order mark at column 1 (JSON Lines text has none)"),
            (.invalidUTF8(column: 3), "invalid UTF-8 at column 3"),
            (.controlCharacterInString("\n", column: 3), "unescaped control character U+000A in a string at column 3"),
            (.invalidEscape("x", column: 2), "invalid escape '\\' followed by 'x' at column 2"),
            (.unpairedSurrogate(0xD800, column: 2), "unpaired surrogate escape \\uD800 at column 2"),
            (.leadingZero(column: 1), "number with a leading zero at column 1"),
            (.numberOutOfRange("1e400", column: 10), "number 1e400 at column 10 is too large"),
            (.duplicateKey("value", column: 30), "duplicate key \"value\" at column 30"),
            (.duplicateKey("a\"\u{1B}[2J\u{202E}", column: 2), "duplicate key \"a\\\"\\u001b[2J\\u202e\" at column 2"),
            (.tooDeep(limit: 64, column: 70), "nesting deeper than 64 at column 70"),
        ]
        for (error, message) in cases {
            #expect(error.description == message)
        }
        let long = JSONError.numberOutOfRange("1" + String(repeating: "0", count: 400), column: 1).description
        #expect(long.count < 80, "\(long)")
    }

    /// 64 levels parse; the 65th is refused at its bracket; and 100,000 open brackets, of
    /// either kind, are refused without exhausting the stack.
    @Test func depthIsLimited() throws {
        let limit = JSONValue.maximumDepth
        #expect(limit == 64)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(throws: Never.self) { try JSONValue.parse(deepest.utf8) }
        let objects = String(repeating: #"{"a":"#, count: limit) + "1" + String(repeating: "}", count: limit)
        #expect(throws: Never.self) { try JSONValue.parse(objects.utf8) }

        let tooDeep = "[" + deepest + "]"
        #expect(throws: JSONError.tooDeep(limit: limit, column: limit + 1)) { try JSONValue.parse(tooDeep.utf8) }

        let hostile = 100_000
        #expect(throws: JSONError.tooDeep(limit: limit, column: limit + 1)) {
            try JSONValue.parse(Array(repeating: UInt8(ascii: "["), count: hostile))
        }
        let closed = String(repeating: "[", count: hostile) + String(repeating: "]", count: hostile)
        #expect(throws: JSONError.tooDeep(limit: limit, column: limit + 1)) { try JSONValue.parse(closed.utf8) }
        let hostileObjects = String(repeating: #"{"a":"#, count: hostile)
        #expect(throws: JSONError.tooDeep(limit: limit, column: 5 * limit + 1)) { try JSONValue.parse(hostileObjects.utf8) }
        let mixed = String(repeating: #"[{"a":"#, count: hostile / 2)
        #expect(throws: JSONError.tooDeep(limit: limit, column: 6 * (limit / 2) + 1)) { try JSONValue.parse(mixed.utf8) }
    }

    /// An object with many keys is checked for duplicates in linear time, and still finds
    /// the duplicate among thousands.
    @Test func manyKeysAreCheckedForDuplicates() throws {
        let members = (0..<20_000).map { #""k\#($0)":\#($0)"# }
        let object = "{" + members.joined(separator: ",") + "}"
        guard case .object(let parsed) = try JSONValue.parse(object.utf8) else {
            Issue.record("not an object")
            return
        }
        #expect(parsed.count == 20_000)
        #expect(parsed.map(\.key) == (0..<20_000).map { "k\($0)" })

        let duplicated = "{" + members.joined(separator: ",") + #","k12345":0}"#
        #expect(throws: JSONError.duplicateKey("k12345", column: object.utf8.count + 1)) {
            try JSONValue.parse(duplicated.utf8)
        }
        // "é" precomposed and decomposed are different keys past the linear scan too.
        let equivalent = "{" + members.joined(separator: ",") + ",\"é\":1,\"e\u{301}\":2}"
        #expect(throws: Never.self) { try JSONValue.parse(equivalent.utf8) }
    }
}
