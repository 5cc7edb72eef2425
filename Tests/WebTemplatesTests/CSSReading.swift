/// How CSS reads escapes and identifiers (CSS Syntax 3, §4.3.7 and §4.3.9), written
/// independently of the code under test: enough to read back what the escaping wrote and to
/// tell which characters stayed punctuation.
enum CSSReading {
    /// The text with every escape replaced by its character: `\` + 1–6 hex digits (+ one
    /// optional whitespace) is that code point (0, surrogates and out-of-range ones U+FFFD);
    /// `\` + any other character is that character.
    static func unescape(_ text: String) -> String {
        var result = ""
        for piece in pieces(of: text) {
            switch piece {
            case .plain(let scalar), .escape(let scalar): result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `character` occurs outside an escape (not right after a `\`, and not as the
    /// digits or the space of a hex escape).
    static func hasUnescaped(_ character: Character, in text: String) -> Bool {
        unescapedCharacters(text).contains(character)
    }

    /// Whether every `\` starts an escape (none is the last character).
    static func escapesAreComplete(_ text: String) -> Bool {
        !(text.hasSuffix("\\") && !text.hasSuffix("\\\\"))
    }

    /// Whether the unescaped parentheses balance, each `)` after its `(`.
    static func parenthesesBalance(_ text: String) -> Bool {
        var depth = 0
        for character in unescapedCharacters(text) {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }

    /// Whether `text` is exactly one CSS identifier token, or empty (the escaping of an empty
    /// input).
    static func isOneIdentifier(_ text: String) -> Bool {
        if text.isEmpty { return true }
        let characters = unescapedCharacters(text, keepingEscapesAs: "a")
        guard let first = characters.first else { return false }
        func isNameCharacter(_ character: Character) -> Bool {
            character.isASCII ? (character.isLetter || character.isNumber || character == "-" || character == "_") : true
        }
        if first.isNumber { return false }
        if first == "-", characters.count > 1, characters[characters.index(after: characters.startIndex)].isNumber { return false }
        if characters == "-" { return false }
        return characters.allSatisfy(isNameCharacter)
    }

    /// The text's characters outside escapes; each escape becomes `replacement` (or nothing).
    private static func unescapedCharacters(_ text: String, keepingEscapesAs replacement: Character? = nil) -> String {
        var result = ""
        for piece in pieces(of: text) {
            switch piece {
            case .plain(let scalar): result.unicodeScalars.append(scalar)
            case .escape: if let replacement { result.append(replacement) }
            }
        }
        return result
    }

    /// A character as CSS reads it: as written, or the character an escape stands for.
    private enum Piece {
        case plain(Unicode.Scalar)
        case escape(Unicode.Scalar)
    }

    /// The text read piece by piece: `\` + 1–6 hex digits (+ one optional whitespace) is that
    /// code point (0, surrogates and out-of-range ones U+FFFD); `\` + any other character is
    /// that character; a `\` at the very end is itself.
    private static func pieces(of text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                pieces.append(.plain(scalars[index]))
                index += 1
                continue
            }
            index += 1
            var digits = ""
            while digits.count < 6, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            if digits.isEmpty {
                pieces.append(.escape(scalars[index]))
                index += 1
                continue
            }
            if index < scalars.count, [" ", "\t", "\n"].contains(scalars[index]) { index += 1 }
            let value = UInt32(digits, radix: 16)!
            pieces.append(.escape(value == 0 ? "\u{FFFD}" : (Unicode.Scalar(value) ?? "\u{FFFD}")))
        }
        return pieces
    }
}
