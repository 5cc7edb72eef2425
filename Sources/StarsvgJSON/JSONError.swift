/// Why a text is not one JSON value by RFC 8259, or is one that this parser refuses on purpose
/// (a duplicate key, a byte order mark, nesting deeper than `JSONValue.maximumDepth`).
///
/// Every case carries the 1-based column where the problem starts. A column counts bytes, not
/// characters, so that it is exact for any input, even one that is not UTF-8: in `{"é": x}` the
/// `x` is at column 8.
package enum JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the parser needed where it found something else, or nothing.
    package enum Expectation: Equatable, Sendable {
        /// Any JSON value: an object, an array, a string, a number, `true`, `false` or `null`.
        case value
        /// The rest of the literal `true`, `false` or `null` (the whole word is named).
        case literal(String)
        /// A decimal digit, in a number.
        case digit
        /// A hexadecimal digit, in a `\u` escape.
        case hexDigit
        /// The closing `"` of a string.
        case closingQuote
        /// An object member's name, a string.
        case key
        /// The `:` between a member's name and its value.
        case colon
        /// A `,` before the next element of an array, or the `]` that closes it.
        case commaOrClosingBracket
        /// A `,` before the next member of an object, or the `}` that closes it.
        case commaOrClosingBrace
        /// Nothing: the value is complete and only spaces, tabs and line breaks may follow.
        case endOfInput

        /// The expectation in words, for messages.
        var phrase: String {
            switch self {
            case .value: "a value"
            case .literal(let word): "'\(word)'"
            case .digit: "a digit"
            case .hexDigit: "a hexadecimal digit"
            case .closingQuote: "the closing '\"' of the string"
            case .key: "a key in double quotes"
            case .colon: "':'"
            case .commaOrClosingBracket: "',' or ']'"
            case .commaOrClosingBrace: "',' or '}'"
            case .endOfInput: "nothing after the value"
            }
        }
    }

    /// The input ended where `expected` was still needed; `column` is one past the last byte.
    case unexpectedEnd(expected: Expectation, column: Int)
    /// A character that cannot stand where it is. Outside strings only structural characters,
    /// literals and numbers may appear, so this covers `+1`, `.5`, `NaN`, `'single'`, `[1,]`,
    /// a form feed as whitespace, and anything after a complete value.
    case unexpectedCharacter(Unicode.Scalar, expected: Expectation, column: Int)
    /// The input starts with a UTF-8 byte order mark (EF BB BF). RFC 8259 §8.1 forbids adding
    /// one and JSON Lines never has one, so it is refused rather than skipped: skipping it would
    /// make the first line of a file mean something the other lines cannot.
    case byteOrderMark
    /// Bytes that are not UTF-8: a stray continuation byte, an overlong form, a surrogate
    /// encoded in UTF-8, a code point above U+10FFFF, or a sequence cut short. `column` is the
    /// first byte of the bad sequence.
    case invalidUTF8(column: Int)
    /// A control character (U+0000 to U+001F) written as it is inside a string, where RFC 8259
    /// requires an escape such as `\n` or `\u0000`.
    case controlCharacterInString(Unicode.Scalar, column: Int)
    /// A backslash followed by something other than `"`, `\`, `/`, `b`, `f`, `n`, `r`, `t` or
    /// `u`; `column` is the backslash's.
    case invalidEscape(Unicode.Scalar, column: Int)
    /// A `\u` escape of a UTF-16 surrogate that is not half of a high–low pair, so it stands
    /// for no character; `column` is its backslash's.
    case unpairedSurrogate(UInt16, column: Int)
    /// A number whose whole part has a leading zero (`01`, `-007`), which RFC 8259 forbids
    /// because some readers take it for octal; `column` is the zero's.
    case leadingZero(column: Int)
    /// A number too large in magnitude for a `Double` (`1e400`); it is refused rather than
    /// read as infinity, which no option accepts and JSON cannot write back.
    case numberOutOfRange(String, column: Int)
    /// An object names the same key twice. RFC 8259 leaves the meaning open (first wins, last
    /// wins, or an error, depending on the reader), so a line that has it is ambiguous and is
    /// refused. Keys are compared as exact code points, as RFC 8259 §8.3 says: `"é"` and
    /// `"e\u0301"` are different keys. `column` is the second key's opening quote.
    case duplicateKey(String, column: Int)
    /// An array or object opened inside `limit` others, so that a hostile line cannot use up
    /// the stack; `column` is its opening bracket.
    case tooDeep(limit: Int, column: Int)

    /// The 1-based byte column where the problem starts.
    package var column: Int {
        switch self {
        case .unexpectedEnd(_, let column), .unexpectedCharacter(_, _, let column),
             .invalidUTF8(let column), .controlCharacterInString(_, let column),
             .invalidEscape(_, let column), .unpairedSurrogate(_, let column),
             .leadingZero(let column), .numberOutOfRange(_, let column),
             .duplicateKey(_, let column), .tooDeep(_, let column):
            column
        case .byteOrderMark:
            1
        }
    }

    /// One plain sentence without a final period, naming the problem and its column, e.g.
    /// `unexpected character 'x' at column 14, expected ',' or '}'`. It never holds a raw
    /// control or formatting character, whatever the input.
    package var description: String {
        switch self {
        case .unexpectedEnd(let expected, let column):
            "unexpected end of input at column \(column), expected \(expected.phrase)"
        case .unexpectedCharacter(let scalar, .endOfInput, let column):
            "unexpected character \(Self.shown(scalar)) at column \(column) after the value"
        case .unexpectedCharacter(let scalar, let expected, let column):
            "unexpected character \(Self.shown(scalar)) at column \(column), expected \(expected.phrase)"
        case .byteOrderMark:
            "byte order mark at column 1 (JSON Lines text has none)"
        case .invalidUTF8(let column):
            "invalid UTF-8 at column \(column)"
        case .controlCharacterInString(let scalar, let column):
            "unescaped control character \(Self.shown(scalar)) in a string at column \(column)"
        case .invalidEscape(let scalar, let column):
            "invalid escape '\\' followed by \(Self.shown(scalar)) at column \(column)"
        case .unpairedSurrogate(let unit, let column):
            "unpaired surrogate escape \\u\(Self.hex(UInt32(unit))) at column \(column)"
        case .leadingZero(let column):
            "number with a leading zero at column \(column)"
        case .numberOutOfRange(let text, let column):
            "number \(Self.shortened(text)) at column \(column) is too large"
        case .duplicateKey(let key, let column):
            "duplicate key \(JSONValue.stringLiteral(key)) at column \(column)"
        case .tooDeep(let limit, let column):
            "nesting deeper than \(limit) at column \(column)"
        }
    }

    /// A character as a message shows it: `'x'` for a visible ASCII one, `'é' (U+00E9)` for
    /// any other letter, digit, punctuation or symbol, and just `U+000C` for the rest (spaces,
    /// controls, formatting and combining characters), which would be invisible, garble the
    /// line, or join the quote.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        let code = "U+" + hex(scalar.value)
        if (0x21...0x7E).contains(scalar.value) { return "'\(Character(scalar))'" }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return "'\(Character(scalar))' (\(code))"
        default:
            return code
        }
    }


    /// A number's text, cut to 40 characters: it is ASCII (the grammar allows nothing else),
    /// but a hostile one may be as long as the line.
    static func shortened(_ text: String) -> String {
        text.utf8.count <= 40 ? text : String(text.prefix(40)) + "…"
    }

    /// `value` in upper-case hexadecimal, at least four digits.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
