/// A keyword and its text, written into a PNG as a `tEXt` or an `iTXt` chunk before the pixels.
///
/// Which chunk is chosen from the entry alone, so the same entry always gives the same bytes:
/// `tEXt` (Latin-1) when the text is all Latin-1 and there is no language tag; otherwise `iTXt`
/// (UTF-8, uncompressed), with the language tag when there is one. Text is never refused: it is
/// what users write (a rating's accessible text), so what PNG cannot hold is replaced instead,
/// as `text` says. Keyword and language tag are the program's own choice, so they are checked
/// and refused.
package struct PNGTextEntry: Sendable, Equatable {
    /// The keyword, such as `Description` or `Software`: 1 to 79 printable Latin-1 characters.
    package let keyword: String
    /// The text as it is written: the text given, with every NUL (U+0000), which neither chunk
    /// can hold, replaced by U+FFFD, the replacement character (the SVG writer's choice for
    /// characters XML cannot hold). A text that had a NUL is therefore written as `iTXt`. Other
    /// control characters are kept: PNG discourages them (pngcheck notes them) but allows them.
    package let text: String
    /// The language of the text as a BCP 47 tag (`de`, `pt-BR`), or `nil` when unspecified.
    package let languageTag: String?

    /// An entry whose text will be written as given, NULs replaced.
    /// - Parameters:
    ///   - keyword: 1 to 79 printable Latin-1 characters (U+0020–U+007E, U+00A1–U+00FF), no space
    ///     at either end and no two in a row, as PNG requires.
    ///   - text: Any text; NULs become U+FFFD.
    ///   - languageTag: The text's language as letters and digits in parts of 1 to 8 joined by
    ///     hyphens, at most 64 characters; `nil` or empty for none. A tag makes the chunk `iTXt`.
    /// - Throws: `PNGError.invalidKeyword` or `PNGError.invalidLanguageTag`.
    /// - Complexity: O(*n*) in the length of the text.
    package init(keyword: String, text: String, languageTag: String? = nil) throws(PNGError) {
        guard Self.isValidKeyword(keyword) else { throw .invalidKeyword(keyword) }
        let tag = languageTag == "" ? nil : languageTag
        if let tag, !Self.isValidLanguageTag(tag) { throw .invalidLanguageTag(tag) }
        self.keyword = keyword
        self.text = text.contains("\u{0}") ? String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 })) : text
        self.languageTag = tag
    }

    /// Whether the entry is written as `tEXt`: no language tag, and every character of the text
    /// is Latin-1 (U+0001 to U+00FF).
    var isWrittenAsLatin1: Bool {
        languageTag == nil && text.unicodeScalars.allSatisfy { $0.value <= 0xFF }
    }

    /// PNG's keyword rule (PNG 1.2, 11.3.4.3): printable Latin-1 and spaces, 1 to 79 bytes, no
    /// leading, trailing or consecutive spaces.
    private static func isValidKeyword(_ keyword: String) -> Bool {
        let scalars = Array(keyword.unicodeScalars)
        guard (1...79).contains(scalars.count), scalars.first != " ", scalars.last != " " else { return false }
        for (index, scalar) in scalars.enumerated() {
            guard (0x20...0x7E).contains(scalar.value) || (0xA1...0xFF).contains(scalar.value) else { return false }
            if scalar == " " && index > 0 && scalars[index - 1] == " " { return false }
        }
        return true
    }

    /// BCP 47's shape, which iTXt's language tag must have: alphanumeric ASCII parts of 1 to 8
    /// joined by hyphens. Its registry is not checked: a tag only has to be well formed here.
    private static func isValidLanguageTag(_ tag: String) -> Bool {
        guard tag.utf8.count <= 64 else { return false }
        let parts = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
        }
    }
}
