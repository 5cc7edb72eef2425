/// How CSS reads escapes and identifiers (CSS Syntax 3, §4.3.7 and §4.3.9), written
/// independently of the code under test: enough to read back what the escaping wrote and to
/// tell which characters stayed punctuation.
enum CSSReading {
    /// The text with every escape replaced by its character: `\` + 1–6 hex digits (+ one
    /// optional whitespace) is that code point (0, surrogates and out-of-range ones U+FFFD);
    /// `\` + any other character is that character.
    static func unescape(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                result.unicodeScalars.append(scalars[index])
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
                result.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            if index < scalars.count, [" ", "\t", "\n"].contains(scalars[index]) { index += 1 }
            let value = UInt32(digits, radix: 16)!
            result.unicodeScalars.append(value == 0 ? "\u{FFFD}" : (Unicode.Scalar(value) ?? "\u{FFFD}"))
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
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                result.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            index += 1
            var digits = 0
            while digits < 6, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                digits += 1
                index += 1
            }
            if digits == 0 { index += 1 } else if index < scalars.count, [" ", "\t", "\n"].contains(scalars[index]) { index += 1 }
            if let replacement { result.append(replacement) }
        }
        return result
    }
}
