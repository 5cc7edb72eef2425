import StarsvgJSON
import StarRatingSVG

/// The text an option's value must match, before any range check: a closed grammar per option,
/// so that nothing a parser would guess at (signs, exponents, `inf`, locale commas) gets through.
package enum ValueGrammar: Hashable, Sendable {
    /// Digits only, at most four of them: nothing that could overflow or mean something else.
    case wholeNumber
    /// A count that may be large (a number of ratings): digits only, at most ten of them.
    case count
    /// A plain decimal: digits with at most one point (`3.5`, `.5`, `3.`).
    case decimal
    /// A length: a plain decimal, optionally followed by a unit of `HTMLSizeUnit` (`24`,
    /// `24px`, `1.5em`); a bare number is in pixels.
    ///
    /// No case but `choice` carries a payload: with two or more, the enum keeps its case in
    /// the spare bits of the payload's pointer, where the leak checker of a fuzzing build no
    /// longer sees the pointer, and reports every such list leaked at exit.
    case length
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
    /// A BCP 47 language tag (`de`, `pt-BR`): the built-in locales' tags are the ones to
    /// offer, not the only ones accepted (a region may follow a known language).
    case languageTag
    /// The path of a JSON file to read on the command line; a batch line gives the JSON
    /// object itself.
    case jsonFile
    /// A URL for an `<img>` tag's `src` (`ImageSource`): http, https, cid or relative.
    case url
    /// A file path, or `-` for standard output.
    case path
    /// A folder's path: told apart from a file's so that shell completion offers folders.
    case folderPath

    /// The longest number text accepted; longer is refused before any conversion.
    package static let maximumNumberLength = 32

    /// The words of a `choice`, for help, completions and fuzzers; empty for the others.
    package var choices: [String] {
        if case .choice(let words) = self { return words }
        return []
    }

    /// The words a shell may offer and fuzzers try: a `choice`'s, or the known language tags.
    package var suggestions: [String] {
        switch self {
        case .choice(let words): words
        case .languageTag: RatingLocale.builtInTags
        default: []
        }
    }

    /// Reads a whole number, or `nil` when `text` is not one.
    package static func wholeNumber(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { digits($0, atMost: 4) }
    }

    /// Reads a count, or `nil` when `text` is not one.
    package static func count(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { digits($0, atMost: 10) }
    }

    /// `bytes` as a number when they are 1 to `maximumCount` ASCII digits, too few to overflow.
    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, atMost maximumCount: Int) -> Int? {
        guard (1...maximumCount).contains(bytes.count) else { return nil }
        var number = 0
        for byte in bytes {
            guard isDigit(byte) else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }

    /// Why a decimal was refused.
    package enum DecimalProblem: Error {
        /// More than `maximumNumberLength` characters.
        case tooLong
        /// Not digits with at most one point.
        case malformed
    }

    /// Reads a plain decimal: digits with at most one point, and at least one digit (`.5` and
    /// `3.` are 0.5 and 3, as in most languages). No sign, exponent, hex, `inf`, `nan`, locale
    /// comma or spaces, which `Double(_:)` would accept or misread.
    package static func decimal(_ text: String) throws(DecimalProblem) -> Double {
        // Read in place, without copying: a batch reads hundreds of thousands of numbers.
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(DecimalProblem) in try decimal(bytes) } }.get()
    }

    /// `decimal(_:)` of the UTF-8 text `bytes`.
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) throws(DecimalProblem) -> Double {
        guard bytes.count <= maximumNumberLength else { throw .tooLong }
        var pointIndex: Int? = nil
        var digits = DecimalDigits()
        for (index, byte) in bytes.enumerated() {
            if isDigit(byte) {
                if pointIndex == nil { digits.appendWholeDigit(byte) } else { digits.appendFractionDigit(byte) }
                continue
            }
            guard byte == UInt8(ascii: "."), pointIndex == nil else { throw .malformed }
            pointIndex = index
        }
        guard bytes.count > (pointIndex == nil ? 0 : 1) else { throw .malformed }
        // Most numbers are read exactly from their digits (see `DecimalDigits`).
        if let value = digits.exactValue { return value }
        // ".5" and "3." are numbers here; Double(_:) wants a digit on each side of the point.
        var text = String(decoding: bytes, as: UTF8.self)
        if pointIndex == 0 { text = "0" + text }
        if pointIndex == bytes.count - 1 { text += "0" }
        guard let value = Double(text), value.isFinite else { throw .malformed }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        DecimalDigits.isDigit(byte)
    }
}
