/// The text between a colour function's parentheses, split into its three components and
/// optional alpha, in one of CSS Color 4's two forms:
///
/// - legacy: `a, b, c` or `a, b, c, alpha` (whitespace optional around each comma);
/// - modern: `a b c` or `a b c / alpha` (whitespace between components required, optional
///   around the slash).
///
/// Whitespace may also lead and trail. Anything else is refused: identifiers (`none`, `calc`,
/// `from`), parentheses, exponents, units other than angles, a missing or extra component,
/// empty arguments, and commas mixed with spaces or a slash.
struct ColorFunctionArguments {
    /// The three components, in order.
    let components: [ColorArgument]
    /// The alpha, if one was given.
    let alpha: ColorArgument?
    /// Whether the arguments were comma-separated (the legacy form, with stricter types).
    let isLegacy: Bool

    /// Splits `bytes`, or returns `nil` if they are not exactly one of the two forms.
    /// - Complexity: O(*n*) in the length of the text.
    init?(_ bytes: ArraySlice<UInt8>) {
        guard let tokens = Self.tokens(bytes) else { return nil }
        let hasComma = tokens.contains(.separator(.comma))
        // Whitespace around separators and at the ends is free; what is left must alternate
        // value, separator, value….
        var values: [ColorArgument] = []
        var separators: [Separator] = []
        var pendingSpace = false
        for token in tokens {
            switch token {
            case .space:
                pendingSpace = true
            case .separator(let separator):
                guard values.count == separators.count + 1 else { return nil }  // `, ,` or a leading `,`
                separators.append(separator)
                pendingSpace = false
            case .value(let value):
                if values.count == separators.count + 1 {
                    // Two values in a row: they need whitespace between them, and only in the
                    // modern form's component list (`1 2, 3` mixes the forms; `/ 1 2` has two
                    // alphas).
                    guard pendingSpace, !hasComma, !separators.contains(.slash) else { return nil }
                    separators.append(.space)
                }
                values.append(value)
                pendingSpace = false
            }
        }
        guard values.count == separators.count + 1 else { return nil }  // empty, or a trailing separator
        if hasComma {
            guard separators.allSatisfy({ $0 == .comma }), values.count == 3 || values.count == 4 else { return nil }
            components = Array(values.prefix(3))
            alpha = values.count == 4 ? values[3] : nil
            isLegacy = true
        } else {
            // Modern: space, space, then nothing or one slash before the alpha.
            guard separators.prefix(2).allSatisfy({ $0 == .space }) else { return nil }
            switch separators.count {
            case 2: alpha = nil
            case 3 where separators[2] == .slash: alpha = values[3]
            default: return nil
            }
            components = Array(values.prefix(3))
            isLegacy = false
        }
    }

    private enum Separator: Equatable {
        case comma, slash, space
    }

    private enum Token: Equatable {
        case value(ColorArgument)
        case separator(Separator)
        /// One run of CSS whitespace (space, tab, line feed, carriage return, form feed).
        case space
    }

    /// Breaks the text into values, commas, slashes and whitespace runs, or `nil` at any other
    /// byte (letters outside a unit, parentheses, quotes, non-ASCII…).
    private static func tokens(_ bytes: ArraySlice<UInt8>) -> [Token]? {
        var tokens: [Token] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C:
                if tokens.last != .space { tokens.append(.space) }
                index += 1
            case UInt8(ascii: ","):
                tokens.append(.separator(.comma))
                index += 1
            case UInt8(ascii: "/"):
                tokens.append(.separator(.slash))
                index += 1
            default:
                guard let (number, length) = CSSDecimal.scan(bytes[index...]) else { return nil }
                index += length
                var unit: [UInt8] = []
                // A unit or a stray identifier runs on through letters, digits, `-` and `_`, as
                // CSS reads it, so `1e5` is the unknown unit `e5`, not 1 followed by `e5`.
                if index < bytes.endIndex, isLetter(bytes[index]) {
                    while index < bytes.endIndex, isLetter(bytes[index]) || isIdentifierTail(bytes[index]) {
                        unit.append(bytes[index] | 0x20)
                        index += 1
                    }
                }
                if !unit.isEmpty {
                    guard let degrees = angleInDegrees(number.value, unit: unit) else { return nil }
                    tokens.append(.value(.angle(degrees: degrees)))
                } else if index < bytes.endIndex, bytes[index] == UInt8(ascii: "%") {
                    tokens.append(.value(.percentage(number)))
                    index += 1
                } else {
                    tokens.append(.value(.number(number)))
                }
            }
        }
        return tokens
    }

    /// Degrees for a value in one of CSS's angle units, or `nil` for any other unit.
    private static func angleInDegrees(_ value: Double, unit: [UInt8]) -> Double? {
        switch String(decoding: unit, as: UTF8.self) {
        case "deg": return value
        case "grad": return value * 0.9
        case "rad": return value * (180 / Double.pi)
        case "turn": return value * 360
        default: return nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Bytes that may continue a CSS identifier after its first letter (ASCII only).
    private static func isIdentifierTail(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
