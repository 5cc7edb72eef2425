/// A user's text as a message shows it: on one terminal line, never garbled or disguised.
package enum DisplayText {
    /// The user's text in quotes, made safe to print on one terminal line: control characters,
    /// line separators and bidirectional formatting characters are shown as `\u{…}` and very
    /// long text is cut.
    package static func quoted(_ text: String) -> String {
        let limit = 80
        var result = "'"
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            if isDisguising(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result + "'"
    }

    /// A message that holds a user's text where it could not be quoted apart (another
    /// module's sentence about it), made safe to print: every disguising scalar shown as
    /// `\u{…}`, as `quoted(_:)` shows it.
    package static func defused(_ message: String) -> String {
        guard message.unicodeScalars.contains(where: isDisguising) else { return message }
        var result = ""
        for scalar in message.unicodeScalars {
            if isDisguising(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether printing `scalar` as it is could garble the message or disguise what it quotes:
    /// C0 and C1 controls and DEL (terminal escapes, line breaks), the line and paragraph
    /// separators, and the bidirectional marks, embeddings, overrides and isolates, which can
    /// make text read in a different order than it is.
    package static func isDisguising(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
