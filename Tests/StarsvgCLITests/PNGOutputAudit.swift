/// The checks every accepted PNG must pass, in a few lines of Swift rather than a decoder (the
/// fuzz test runs it thousands of times; `PNGCommandTests` decodes with Python's zlib and
/// Pillow): the signature; chunks that fill the file exactly, each with its CRC-32; `IHDR`
/// first, of the expected size, 8 bits a channel as RGBA, grey and alpha, or a palette, not
/// interlaced; a palette's `PLTE` (and `tRNS`, no longer) before the pixels, and none for the
/// other forms; the `IDAT`s one run, starting a
/// zlib stream (deflate, its header's check); `IEND` last and empty; and one `Description`
/// (`tEXt` or `iTXt`) that is the rating's accessible name, in its language.
struct PNGOutputAudit {
    /// The size in pixels the `IHDR` must give.
    var expectedWidth: Int
    var expectedHeight: Int
    /// The accessible name the `Description` must hold; `nil` to leave it unchecked.
    var expectedDescription: String?
    /// The language an `iTXt` description must name (`nil`: none, an empty tag).
    var expectedLanguage: String?

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: its type and data.
    struct Chunk {
        let type: String
        let data: ArraySlice<UInt8>
    }

    /// The chunks of `bytes`, or why they cannot be read (no signature, a chunk cut short, a
    /// CRC that does not match, bytes after `IEND`).
    static func chunks(of bytes: [UInt8]) -> Result<[Chunk], Failure> {
        guard bytes.starts(with: signature) else { return .failure(Failure("no PNG signature")) }
        var chunks: [Chunk] = []
        var offset = signature.count
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { return .failure(Failure("a chunk cut short at byte \(offset)")) }
            let length = Int(bigEndian(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { return .failure(Failure("a chunk of \(length) bytes runs past the end at byte \(offset)")) }
            let typeAndData = bytes[(offset + 4)..<(offset + 8 + length)]
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            guard typeAndData.prefix(4).allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                return .failure(Failure("a chunk type that is not four letters at byte \(offset)"))
            }
            let crc = bigEndian(bytes, at: offset + 8 + length)
            guard crc == crc32(typeAndData) else { return .failure(Failure("\(type): CRC \(crc) does not match its bytes")) }
            chunks.append(Chunk(type: type, data: typeAndData.dropFirst(4)))
            offset += 12 + length
            if type == "IEND", offset != bytes.count { return .failure(Failure("\(bytes.count - offset) bytes after IEND")) }
        }
        return .success(chunks)
    }

    /// Everything wrong with `bytes` as this rating's PNG; empty when all is well.
    func problems(in bytes: [UInt8]) -> [String] {
        let chunks: [Chunk]
        switch Self.chunks(of: bytes) {
        case .success(let read): chunks = read
        case .failure(let failure): return [failure.description]
        }
        var problems: [String] = []
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else { return ["IHDR is not the first chunk, of 13 bytes"] }
        let data = Array(header.data)
        let size = (Int(Self.bigEndian(data, at: 0)), Int(Self.bigEndian(data, at: 4)))
        if size != (expectedWidth, expectedHeight) { problems.append("IHDR says \(size.0) × \(size.1), not \(expectedWidth) × \(expectedHeight)") }
        let colorType = data[9]
        if data[8] != 8 || ![6, 4, 3].contains(colorType) || Array(data[10...]) != [0, 0, 0] {
            problems.append("IHDR is not 8-bit RGBA, grey and alpha or palette, deflate, standard filters, not interlaced: \(Array(data[8...]))")
        }
        problems += Self.paletteProblems(chunks, colorType: colorType)
        if chunks.last?.type != "IEND" || chunks.last?.data.isEmpty != true { problems.append("IEND is not the last chunk, empty") }
        let dataChunks = chunks.indices.filter { chunks[$0].type == "IDAT" }
        if dataChunks.isEmpty || dataChunks != Array(dataChunks.first!...dataChunks.last!) { problems.append("the IDAT chunks are not one run") }
        let stream = dataChunks.flatMap { chunks[$0].data }
        if stream.count < 6 || stream[0] & 0x0F != 8 || (Int(stream[0]) << 8 | Int(stream[1])) % 31 != 0 {
            problems.append("the image data does not start a zlib stream of deflate")
        }
        let known: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND", "tEXt", "iTXt", "zTXt", "sRGB", "gAMA", "cHRM", "pHYs"]
        for chunk in chunks where !known.contains(chunk.type) { problems.append("an unexpected chunk \(chunk.type)") }
        for type in ["IHDR", "IEND"] where chunks.filter({ $0.type == type }).count != 1 { problems.append("\(type) is not there once") }
        let descriptions = chunks.compactMap(Self.descriptionField)
        if descriptions.count != 1 {
            problems.append("\(descriptions.count) Description chunks, not one")
        } else if let expectedDescription, let found = descriptions.first {
            if let text = found.text, text != expectedDescription {
                problems.append("the Description is \(text.debugDescription), not \(expectedDescription.debugDescription)")
            }
            if let language = found.language, language != (expectedLanguage ?? "") {
                problems.append("the Description's language is \(language.debugDescription), not \(expectedLanguage ?? "none")")
            }
        }
        return problems
    }

    /// What is wrong with the palette of a file of `colorType`: colour type 3 needs one `PLTE`
    /// of 1 to 256 entries before the first `IDAT`, and may have one `tRNS` between them with
    /// no more alphas than entries; the other types have neither.
    private static func paletteProblems(_ chunks: [Chunk], colorType: UInt8) -> [String] {
        let types = chunks.map(\.type)
        let palettes = chunks.indices.filter { types[$0] == "PLTE" }
        let transparencies = chunks.indices.filter { types[$0] == "tRNS" }
        guard colorType == 3 else {
            return palettes.isEmpty && transparencies.isEmpty ? [] : ["PLTE or tRNS in a file of colour type \(colorType)"]
        }
        guard palettes.count == 1, let palette = palettes.first, let firstData = types.firstIndex(of: "IDAT"), palette < firstData else {
            return ["a palette file without one PLTE before its pixels"]
        }
        var problems: [String] = []
        let entries = chunks[palette].data.count / 3
        if chunks[palette].data.count % 3 != 0 || !(1...256).contains(entries) { problems.append("PLTE of \(chunks[palette].data.count) bytes") }
        if transparencies.count > 1 { problems.append("\(transparencies.count) tRNS chunks") }
        if let transparency = transparencies.first {
            if !(palette < transparency && transparency < firstData) { problems.append("tRNS is not between PLTE and the pixels") }
            if chunks[transparency].data.count > entries { problems.append("tRNS has more alphas than PLTE has entries") }
        }
        return problems
    }

    /// The text of the first `Description` of `bytes`, a PNG; `nil` when it has none that can
    /// be read (or is no PNG).
    static func description(of bytes: [UInt8]) -> String? {
        guard case .success(let chunks) = chunks(of: bytes) else { return nil }
        return chunks.lazy.compactMap(descriptionField).first?.text
    }

    /// A chunk's `Description`: its text (`nil` when compressed) and, in an `iTXt`, its
    /// language tag; `nil` for any other chunk.
    private static func descriptionField(_ chunk: Chunk) -> (text: String?, language: String?)? {
        let fields = chunk.data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        guard fields.count == 2, String(decoding: fields[0], as: UTF8.self) == "Description" else { return nil }
        switch chunk.type {
        case "tEXt":
            // Latin-1, one byte a character.
            return (String(fields[1].map { Character(Unicode.Scalar($0)) }), nil)
        case "iTXt":
            // A compression flag and method, then the language and the translated keyword, each
            // ended by NUL, then the text in UTF-8.
            let rest = fields[1]
            guard rest.count >= 2 else { return (nil, nil) }
            let parts = rest.dropFirst(2).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { return (nil, nil) }
            let language = String(decoding: parts[0], as: UTF8.self)
            return (rest.first == 0 ? String(decoding: parts[2], as: UTF8.self) : nil, language)
        default:
            return nil
        }
    }

    /// Why the chunks cannot be read.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The big-endian 32-bit number at `offset`.
    static func bigEndian<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at offset: Int) -> UInt32 where Bytes.Index == Int {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[bytes.startIndex + offset + $1]) }
    }

    /// The CRC-32 of PNG and zlib (ISO 3309, reflected polynomial 0xEDB88320), written out
    /// here, apart from the encoder's own.
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crc >> 8 ^ table[Int((crc ^ UInt32(byte)) & 0xFF)]
        }
        return ~crc
    }

    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
    }
}
