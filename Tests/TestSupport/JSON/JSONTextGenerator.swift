/// Inputs for the differential test of the JSON parser: valid JSON built structurally, the
/// same mutated byte by byte, deep nesting, and raw noise, all from one `SplitMix64`, so a seed
/// gives the same inputs on every machine.
///
/// The generator leans towards what breaks parsers: numbers at the edges of `Double` and of
/// the grammar, every escape, surrogate pairs and lone halves, multi-byte UTF-8 and its
/// malformed cousins, keys that repeat, and nesting around both parsers' limits.
public struct JSONTextGenerator {
    private var random: SplitMix64

    /// A generator whose inputs are fixed by `seed`.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    // MARK: Inputs

    /// One input of a random kind: mostly valid text, mutated or not, with deep nesting and
    /// noise mixed in.
    public mutating func input() -> [UInt8] {
        switch random.int(below: 100) {
        case 0..<30: return validText()
        case 30..<80: return mutated(validText())
        case 80..<88: return deepText()
        case 88..<92: return mutated(deepText())
        case 92..<96: return tokenSoup()
        default: return noise()
        }
    }

    /// Valid JSON: one value, possibly with whitespace around it.
    public mutating func validText() -> [UInt8] {
        var text: [UInt8] = []
        whitespace(into: &text)
        value(into: &text, depth: random.int(in: 0...4))
        whitespace(into: &text)
        return text
    }

    /// Arrays and objects nested around the limits of both parsers (ours at 64, Foundation's
    /// at 512), with a value or nothing inside.
    public mutating func deepText() -> [UInt8] {
        let depth = random.chance(0.5)
            ? random.pick([1, 2, 63, 64, 65, 66, 100, 511, 512, 513, 600])
            : random.int(in: 1...700)
        var closers: [UInt8] = []
        var text: [UInt8] = []
        for _ in 0..<depth {
            if random.chance(0.5) {
                text.append(UInt8(ascii: "["))
                closers.append(UInt8(ascii: "]"))
            } else {
                text += Array(#"{"k":"#.utf8)
                closers.append(UInt8(ascii: "}"))
            }
            if random.chance(0.05) { whitespace(into: &text) }
        }
        if closers.last == UInt8(ascii: "}") || random.chance(0.7) {
            value(into: &text, depth: 0)
        }
        text += closers.reversed()
        return text
    }

    /// `text` with one to four byte-level mutations.
    public mutating func mutated(_ text: [UInt8]) -> [UInt8] {
        var bytes = text
        for _ in 0..<random.int(in: 1...4) {
            let position = random.int(in: 0...bytes.count)
            switch random.int(below: 12) {
            case 0:
                bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
            case 1, 2:
                bytes.insert(random.pick(Self.interestingBytes), at: position)
            case 3, 4:
                bytes.insert(contentsOf: random.pick(Self.interestingSnippets).utf8, at: position)
            case 5 where !bytes.isEmpty:
                bytes.remove(at: min(position, bytes.count - 1))
            case 6 where !bytes.isEmpty:
                let start = min(position, bytes.count - 1)
                bytes.removeSubrange(start..<min(bytes.count, start + random.int(in: 1...8)))
            case 7 where !bytes.isEmpty:
                bytes[min(position, bytes.count - 1)] ^= 1 << UInt8(random.int(below: 8))
            case 8 where !bytes.isEmpty:
                bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
            case 9:
                bytes.removeSubrange(position...)
            case 10 where !bytes.isEmpty:
                // Copy a stretch elsewhere: repeats keys, members and brackets.
                let start = random.int(below: bytes.count)
                let stretch = Array(bytes[start..<min(bytes.count, start + random.int(in: 1...12))])
                bytes.insert(contentsOf: stretch, at: random.int(in: 0...bytes.count))
            case 11:
                // A comma before a closing bracket: the trailing comma some parsers allow.
                if let bracket = bytes.indices.filter({ bytes[$0] == UInt8(ascii: "]") || bytes[$0] == UInt8(ascii: "}") }).last(where: { _ in random.chance(0.5) }) {
                    bytes.insert(UInt8(ascii: ","), at: bracket)
                }
            default:
                bytes.insert(random.pick(Self.interestingBytes), at: position)
            }
        }
        if random.chance(0.02) { bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
        return bytes
    }

    /// Short runs of JSON's own characters in random order: what a grammar slip is made of.
    public mutating func tokenSoup() -> [UInt8] {
        let alphabet = Array(#"{}[]",:\ -+.0123456789eEtrufalsn"#.utf8)
        return (0..<random.int(in: 0...10)).map { _ in random.pick(alphabet) }
    }

    /// A few random bytes.
    public mutating func noise() -> [UInt8] {
        (0..<random.int(in: 0...8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    // MARK: Valid JSON

    /// One value; arrays and objects only while `depth` is above 0.
    private mutating func value(into text: inout [UInt8], depth: Int) {
        switch random.int(below: depth > 0 ? 10 : 7) {
        case 0: text += Array(random.pick(["true", "false", "null"]).utf8)
        case 1, 2, 3: text += Array(number().utf8)
        case 4, 5, 6: string(into: &text)
        case 7: array(into: &text, depth: depth)
        default: object(into: &text, depth: depth)
        }
    }

    private mutating func array(into text: inout [UInt8], depth: Int) {
        text.append(UInt8(ascii: "["))
        whitespace(into: &text)
        for index in 0..<random.int(in: 0...5) {
            if index > 0 { separator(UInt8(ascii: ","), into: &text) }
            value(into: &text, depth: depth - 1)
            whitespace(into: &text)
        }
        text.append(UInt8(ascii: "]"))
    }

    private mutating func object(into text: inout [UInt8], depth: Int) {
        text.append(UInt8(ascii: "{"))
        whitespace(into: &text)
        for index in 0..<random.int(in: 0...5) {
            if index > 0 { separator(UInt8(ascii: ","), into: &text) }
            if random.chance(0.7) {
                // A small pool, so that keys repeat now and then, by the same spelling, by an
                // escaped one, or by a canonically equivalent one.
                text += Array(random.pick(Self.keys).utf8)
            } else {
                string(into: &text)
            }
            separator(UInt8(ascii: ":"), into: &text)
            value(into: &text, depth: depth - 1)
            whitespace(into: &text)
        }
        text.append(UInt8(ascii: "}"))
    }

    /// A string of a few pieces: plain text, escapes, `\u` escapes (pairs included), and raw
    /// multi-byte UTF-8.
    private mutating func string(into text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        for _ in 0..<random.int(in: 0...8) {
            switch random.int(below: 10) {
            case 0, 1, 2:
                text += Array(random.pick(["a", "Z", "7", " ", "stars", "#ff3b30", "rgb(0 128 0)", "'", "/", "~", "\u{7F}"]).utf8)
            case 3:
                text += Array(random.pick([#"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#]).utf8)
            case 4, 5:
                text += Array(unicodeEscape().utf8)
            case 6:
                let high = random.int(in: 0xD800...0xDBFF), low = random.int(in: 0xDC00...0xDFFF)
                text += Array(("\\u" + hex(high) + "\\u" + hex(low)).utf8)
            default:
                text += Array(random.pick(["é", "e\u{301}", "€", "😀", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{10FFFF}", "中文", "\u{202E}"]).utf8)
            }
        }
        text.append(UInt8(ascii: "\""))
    }

    /// A `\u` escape of a code point below U+10000 that is not a surrogate, in either case.
    private mutating func unicodeEscape() -> String {
        var value = random.chance(0.5) ? random.int(below: 0x80) : random.int(below: 0x10000)
        if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
        return "\\u" + hex(value)
    }

    /// Four hexadecimal digits, upper or lower case.
    private mutating func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: random.chance(0.5))
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// A number by the RFC grammar: either one of the edge cases, or built from random parts
    /// (integer and fraction digits from none to 25, exponents up to ±400).
    private mutating func number() -> String {
        if random.chance(0.3) { return random.pick(Self.edgeNumbers) }
        var text = random.chance(0.3) ? "-" : ""
        if random.chance(0.2) {
            text += "0"
        } else {
            text += String(random.int(in: 1...9)) + digits(random.int(in: 0...(random.chance(0.8) ? 4 : 25)))
        }
        if random.chance(0.4) {
            text += "." + digits(random.int(in: 1...(random.chance(0.8) ? 4 : 25)))
        }
        if random.chance(0.25) {
            text += random.pick(["e", "E"]) + random.pick(["", "+", "-"])
            text += String(random.chance(0.8) ? random.int(in: 0...30) : random.int(in: 280...400))
        }
        return text
    }

    private mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(random.int(below: 10))) })
    }

    /// Whitespace between tokens: usually none, else one or more of the four JSON allows.
    private mutating func whitespace(into text: inout [UInt8]) {
        guard random.chance(0.25) else { return }
        for _ in 0..<random.int(in: 1...3) {
            text.append(random.pick([0x20, 0x09, 0x0A, 0x0D]))
        }
    }

    /// `byte` with optional whitespace around it.
    private mutating func separator(_ byte: UInt8, into text: inout [UInt8]) {
        whitespace(into: &text)
        text.append(byte)
        whitespace(into: &text)
    }

    // MARK: Tables

    /// Keys, as JSON text, in a pool small enough to repeat: the batch keys, an escaped spelling
    /// of one, the empty key, and two canonically equivalent spellings of "é".
    private static let keys = [
        #""stars""#, #""value""#, #""levels""#, #""colors""#, #""label""#, #""output""#,
        #""\u0076alue""#, #""""#, "\"é\"", "\"e\u{301}\"", #""\u00e9""#,
    ]

    /// Numbers at the edges of `Double`, of the integer types Foundation tries first, and of
    /// its switch to `Decimal` beyond 17 characters.
    private static let edgeNumbers = [
        "0", "-0", "0.0", "-0.0", "0e0", "1e22", "1e23", "7.25", "10", "1E5", "1e+5", "1e-5",
        "9007199254740992", "9007199254740993", "18446744073709551615", "18446744073709551616",
        "-9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
        "0.1", "0.30000000000000004", "0.1000000000000000055511151231257827",
        "2.2250738585072011e-308", "2.2250738585072014e-308", "4.9406564584124654e-324",
        "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400", "-1e-400",
        "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
        "1e308", "1e309", "1e400", "-1e400", "1.00000000000000000E-300", "1234567890123456789e-128",
        "1234567890123456789e-129", "12345678901234567890E5", "99999999999999999999999999999999999999999",
    ]

    /// Bytes that often change a parse: structure, escapes, number parts, whitespace that is
    /// not JSON's, NUL, and UTF-8 lead and continuation bytes that start malformed sequences.
    private static let interestingBytes: [UInt8] = Array(#"{}[]",:\/-+.0eEtfnu"#.utf8) + [
        0x00, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x20, 0x7F, 0x80, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2,
        0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFE, 0xFF,
    ]

    /// Snippets that make or break a value in one go.
    private static let interestingSnippets = [
        ",", "]", "}", ",]", ",}", "\"", "\\u", "\\ud800", "\\udc00", "\\uD83D\\uDE00", "\\u00",
        "\\x", "1e400", "-", "0", "01", ".5", "NaN", "Infinity", "true", "null", "\u{FEFF}", "\u{A0}",
        "\u{2028}", "é", "😀", #""value":1"#, #","value":2"#, "[", "{", "/*", "//", "\r\n",
    ]
}
