extension PNGTextEntry {
    /// The chunk's data: `tEXt` when the entry is all Latin-1 without a language tag,
    /// otherwise uncompressed `iTXt` (PNG 1.2, 11.3.4.3 and 11.3.4.5).
    var chunk: (type: StaticString, data: [UInt8]) {
        // The keyword was checked to be Latin-1: one byte a character.
        var data = keyword.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        data.append(0)
        if isWrittenAsLatin1 {
            data += text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
            return ("tEXt", data)
        }
        // Compression flag and method 0 (uncompressed), the language tag, an empty translated
        // keyword, each field ended by a NUL, then the text as UTF-8.
        data += [0, 0]
        data += Array((languageTag ?? "").utf8)
        data += [0, 0]
        data += Array(text.utf8)
        return ("iTXt", data)
    }
}
