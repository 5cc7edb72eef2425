/// The text an option's value must match, before any range check: a closed grammar per option,
/// so that nothing a parser would guess at (signs, exponents, `inf`, locale commas) gets through.
public enum ValueGrammar: Equatable, Sendable {
    /// Digits only, at most four of them: nothing that could overflow or mean something else.
    case wholeNumber
    /// A count that may be large (a number of ratings): digits only, at most ten of them.
    case count
    /// A plain decimal: digits with at most one point (`3.5`, `.5`, `3.`).
    case decimal
    /// Decimals separated by commas.
    case decimalList
    /// CSS colours separated by commas outside parentheses.
    case colorList
    /// One of a fixed set of words.
    case choice([String])
    /// Any text (its rules are the rating's: length, no control characters).
    case text
    /// An id prefix: a letter, then letters, digits, `-` and `_`.
    case identifier
    /// A form field's name: a letter, then letters, digits, `-`, `_`, `.` and `:`.
    case fieldName
    /// A file path, or `-` for standard output.
    case path
    /// A folder's path: told apart from a file's so that shell completion offers folders.
    case folderPath

    /// The longest number text accepted; longer is refused before any conversion.
    public static let maximumNumberLength = 32

    /// The words of a `choice`, for help, completions and fuzzers; empty for the others.
    public var choices: [String] {
        if case .choice(let words) = self { return words }
        return []
    }

    /// Reads a whole number, or `nil` when `text` is not one.
    static func wholeNumber(_ text: String) -> Int? {
        digits(text, atMost: 4)
    }

    /// Reads a count, or `nil` when `text` is not one.
    static func count(_ text: String) -> Int? {
        digits(text, atMost: 10)
    }

    /// `text` as a number when it is 1 to `maximumCount` ASCII digits, too few to overflow.
    private static func digits(_ text: String, atMost maximumCount: Int) -> Int? {
        // Read in place, without copying: a batch reads a number of stars on most lines.
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard (1...maximumCount).contains(bytes.count) else { return nil }
            var number = 0
            for byte in bytes {
                guard isDigit(byte) else { return nil }
                number = number * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return number
        }
    }

    /// Why a decimal was refused.
    enum DecimalProblem: Error {
        /// More than `maximumNumberLength` characters.
        case tooLong
        /// Not digits with at most one point.
        case malformed
    }

    /// Reads a plain decimal: digits with at most one point, and at least one digit (`.5` and
    /// `3.` are 0.5 and 3, as in most languages). No sign, exponent, hex, `inf`, `nan`, locale
    /// comma or spaces, which `Double(_:)` would accept or misread.
    static func decimal(_ text: String) throws(DecimalProblem) -> Double {
        // Checked in place, without copying: a batch reads hundreds of thousands of numbers,
        // and most of them are read exactly from their digits (see `DecimalDigits`).
        var text = text
        let shape = text.withUTF8 { bytes -> (isTooLong: Bool, isWellFormed: Bool, hasBareEnd: Bool, exactValue: Double?) in
            guard bytes.count <= maximumNumberLength else { return (true, false, false, nil) }
            var points = 0
            var pointIndex = bytes.count
            var digits = DecimalDigits()
            for (index, byte) in bytes.enumerated() {
                if isDigit(byte) {
                    if points == 0 { digits.appendWholeDigit(byte) } else { digits.appendFractionDigit(byte) }
                    continue
                }
                guard byte == UInt8(ascii: "."), points == 0 else { return (false, false, false, nil) }
                points += 1
                pointIndex = index
            }
            let digitCount = bytes.count - points
            // ".5" and "3." are numbers here; Double(_:) wants a digit on each side of the point.
            let hasBareEnd = points == 1 && (pointIndex == 0 || pointIndex == bytes.count - 1)
            return (false, digitCount > 0, hasBareEnd, digitCount > 0 ? digits.exactValue : nil)
        }
        guard !shape.isTooLong else { throw .tooLong }
        guard shape.isWellFormed else { throw .malformed }
        if let value = shape.exactValue { return value }
        let normalised = shape.hasBareEnd ? (text.hasPrefix(".") ? "0" + text : text) + (text.hasSuffix(".") ? "0" : "") : text
        guard let value = Double(normalised), value.isFinite else { throw .malformed }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        DecimalDigits.isDigit(byte)
    }
}
