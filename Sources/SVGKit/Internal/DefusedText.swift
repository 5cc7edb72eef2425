/// Text from an input, made safe to quote in a one-line error message: cut to a few dozen
/// characters, with every character that could break the line or the terminal shown as an
/// escape (`\u{1B}`).
///
/// Error messages end up on a command line's `Error:` line, and whatever a file holds must
/// not move the cursor, ring the bell, reverse the text's direction or fill the screen.
enum DefusedText {
    /// The most Unicode scalars shown; longer text ends with `…`.
    static let maximumLength = 40

    /// `text`, defused.
    static func quote(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumLength else {
                result += "…"
                break
            }
            if isHidden(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// UTF-8 `bytes`, defused; invalid sequences show as U+FFFD.
    static func quote<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        // Only the start is decoded, the text may be a whole file: enough bytes for one
        // character more than is shown, so that a cut text is known to be cut.
        quote(String(decoding: bytes.prefix((maximumLength + 1) * 4), as: UTF8.self))
    }

    /// The character that starts at `index` of UTF-8 `bytes`, defused.
    static func character(at index: Int, of bytes: ArraySlice<UInt8>) -> String {
        let end = min(index + 4, bytes.endIndex)
        guard let scalar = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first else { return "" }
        return quote(String(scalar))
    }

    /// Whether `scalar` is shown as an escape: controls (C0, DEL, C1), line and paragraph
    /// separators, and the invisible marks that change the direction of the text after them.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
