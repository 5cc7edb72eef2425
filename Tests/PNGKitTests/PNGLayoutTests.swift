import Testing
import TestSupport
@testable import PNGKit

/// The file's layout, read by a small chunk reader written here: the signature, IHDR's fields,
/// the chunks' order and CRCs, IDAT split where it must be, the same bytes every time.
@Suite struct PNGLayoutTests {
    struct Chunk: Equatable {
        let type: String
        let data: [UInt8]
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The chunks of `file`, each CRC checked (a failed check is recorded).
    static func chunks(_ file: [UInt8]) -> [Chunk] {
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(bigEndian(file[offset..<offset + 4]))
            let type = String(decoding: file[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(file[offset + 8..<offset + 8 + length])
            let crc = bigEndian(file[offset + 8 + length..<offset + 12 + length])
            #expect(crc == ChecksumTests.referenceCRC(Array(file[offset + 4..<offset + 8 + length])), "CRC of \(type)")
            chunks.append(Chunk(type: type, data: data))
            offset += 12 + length
        }
        #expect(offset == file.count, "bytes after the last chunk")
        return chunks
    }

    /// 300 × 2 pixels of 600 colours: only RGBA holds them.
    static func manyColors() throws -> RGBAImage {
        try RGBAImage(width: 300, height: 2, pixels: (0..<600).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8($0 / 3), 9, 200] })
    }

    @Test func headerAndOrder() throws {
        let image = try Self.manyColors()
        let texts = [try PNGTextEntry(keyword: "Description", text: "Rating: 4 out of 5"),
                     try PNGTextEntry(keyword: "Description", text: "Bewertung: 4 von 5", languageTag: "de")]
        let chunks = Self.chunks(PNGEncoder.encode(image, texts: texts))
        #expect(chunks.map(\.type) == ["IHDR", "tEXt", "iTXt", "IDAT", "IEND"])
        // Width 300, height 2, bit depth 8, colour type 6 (RGBA), deflate, adaptive, no interlace.
        #expect(chunks.first?.data == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        #expect(chunks[1].data == Array("Description\u{0}Rating: 4 out of 5".utf8))
        #expect(chunks[2].data == Array("Description\u{0}\u{0}\u{0}de\u{0}\u{0}Bewertung: 4 von 5".utf8))
        #expect(chunks.last?.data == [])
    }

    /// A grey image is stored as grey and alpha, two bytes a pixel.
    @Test func grayImageIsGrayAndAlpha() throws {
        let pixels = (0..<600).flatMap { index -> [UInt8] in
            let level = UInt8(truncatingIfNeeded: index * 5)
            return [level, level, level, UInt8(truncatingIfNeeded: index)]
        }
        let chunks = Self.chunks(PNGEncoder.encode(try RGBAImage(width: 300, height: 2, pixels: pixels)))
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(chunks.first?.data == [0, 0, 1, 44, 0, 0, 0, 2, 8, 4, 0, 0, 0])
    }

    /// A palette's layout: `PLTE` and `tRNS` after the texts and before the pixels, the colours
    /// that are not opaque first (in the order they first appear), so that `tRNS` stops at the
    /// last of them; transparent colours that differ in red, green or blue stay apart; no
    /// `tRNS` when every colour is opaque.
    @Test func paletteLayout() throws {
        let colors: [[UInt8]] = [[0, 0, 0, 0], [200, 10, 10, 255], [1, 2, 3, 0], [30, 199, 89, 128], [0, 0, 0, 0]]
        let image = try RGBAImage(width: 300, height: 2, pixels: (0..<600).flatMap { colors[($0 / 7) % colors.count] })
        let file = try #require(PNGEncoder.encode(image, as: .indexed, texts: [try PNGTextEntry(keyword: "Title", text: "few")]))
        let chunks = Self.chunks(file)
        #expect(chunks.map(\.type) == ["IHDR", "tEXt", "PLTE", "tRNS", "IDAT", "IEND"])
        #expect(chunks.first?.data == [0, 0, 1, 44, 0, 0, 0, 2, 8, 3, 0, 0, 0])
        #expect(chunks[2].data == [0, 0, 0, 1, 2, 3, 30, 199, 89, 200, 10, 10])
        #expect(chunks[3].data == [0, 0, 128])
        let twoRows: [UInt8] = Array([[UInt8]](repeating: [200, 10, 10, 255], count: 300).joined())
            + Array([[UInt8]](repeating: [30, 199, 89, 255], count: 300).joined())
        let opaque = try #require(PNGEncoder.encode(try RGBAImage(width: 300, height: 2, pixels: twoRows), as: .indexed, texts: []))
        #expect(Self.chunks(opaque).map(\.type) == ["IHDR", "PLTE", "IDAT", "IEND"])
    }

    /// Few colours in no runs (a hard-edged picture's edges are like that): a byte a pixel
    /// instead of four, and the encoder keeps the palette (954 bytes against RGBA's 1,352).
    @Test func fewColorsInNoRunsKeepThePalette() throws {
        var random = SplitMix64(seed: 8)
        let colors: [[UInt8]] = [[0, 0, 0, 0], [200, 10, 10, 255], [1, 2, 3, 0], [30, 199, 89, 128], [90, 90, 90, 40]]
        let image = try RGBAImage(width: 100, height: 20, pixels: (0..<2000).flatMap { _ in random.pick(colors) })
        let chosen = PNGEncoder.encode(image)
        #expect(Self.chunks(chosen).first?.data[9] == 3)
        #expect(chosen.count < PNGEncoder.encode(image, as: .rgba, texts: [])!.count)
    }

    /// 256 colours fit a palette, 257 do not.
    @Test func aPaletteHoldsAtMost256Colors() throws {
        let colors = (0..<257).map { [UInt8(truncatingIfNeeded: $0), UInt8($0 / 256), 7, 255] }
        let fits = try RGBAImage(width: 256, height: 2, pixels: (0..<512).flatMap { colors[$0 % 256] })
        let over = try RGBAImage(width: 257, height: 2, pixels: (0..<514).flatMap { colors[$0 % 257] })
        #expect(PNGEncoder.encode(fits, as: .indexed, texts: []) != nil)
        #expect(PNGEncoder.encode(over, as: .indexed, texts: []) == nil)
        #expect(Self.chunks(PNGEncoder.encode(over)).first?.data[9] == 6)
    }

    /// The palette is kept only when its file is smaller: a smooth ramp of 256 colours is a
    /// few bytes a row as RGBA through the Sub filter, but its palette alone takes 1 kB.
    @Test func aPaletteThatCostsMoreIsNotKept() throws {
        let ramp = try RGBAImage(width: 256, height: 4, pixels: (0..<1024).flatMap { index -> [UInt8] in
            let x = UInt8(index % 256)
            return [x, x / 2, 255 - x, x | 1]
        })
        let indexed = try #require(PNGEncoder.encode(ramp, as: .indexed, texts: []))
        let chosen = PNGEncoder.encode(ramp)
        #expect(chosen == PNGEncoder.encode(ramp, as: .rgba, texts: []))
        #expect(chosen.count < indexed.count, "RGBA \(chosen.count) bytes, palette \(indexed.count)")
    }

    @Test func latin1TextIsWrittenAsLatin1() throws {
        let entry = try PNGTextEntry(keyword: "Autor", text: "Zoë Ångström")
        let chunk = entry.chunk
        #expect(chunk.type.description == "tEXt")
        #expect(chunk.data == Array("Autor".utf8) + [0] + [0x5A, 0x6F, 0xEB, 0x20, 0xC5, 0x6E, 0x67, 0x73, 0x74, 0x72, 0xF6, 0x6D])
        let keyword = try PNGTextEntry(keyword: "Résumé", text: "x")
        #expect(keyword.chunk.data == [0x52, 0xE9, 0x73, 0x75, 0x6D, 0xE9, 0, 0x78])
    }

    @Test func idatIsSplitAndJoinsBackIntoTheStream() throws {
        var random = SplitMix64(seed: 3)
        let pixels = (0..<40 * 30 * 4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let image = try RGBAImage(width: 40, height: 30, pixels: pixels)
        let whole = Self.chunks(PNGEncoder.encode(image, texts: [], maximumIDATLength: 1 << 20))
        let split = Self.chunks(PNGEncoder.encode(image, texts: [], maximumIDATLength: 1000))
        let wholeData = whole.filter { $0.type == "IDAT" }.flatMap(\.data)
        let pieces = split.filter { $0.type == "IDAT" }
        #expect(whole.filter { $0.type == "IDAT" }.count == 1)
        #expect(pieces.count == (wholeData.count + 999) / 1000)
        #expect(pieces.dropLast().allSatisfy { $0.data.count == 1000 })
        #expect(pieces.flatMap(\.data) == wholeData)
    }

    @Test func sameImageSameBytes() {
        for item in TestImage.random(count: 12, seed: 99, maximumSide: 80) {
            let texts = PNGRoundTripTests.texts
            #expect(PNGEncoder.encode(item.image, texts: texts) == PNGEncoder.encode(item.image, texts: texts), "\(item.name)")
        }
    }

    /// The filtered rows inflate back to the image: each row undone with its own filter, so
    /// that all five filters are checked here, not only those a decoder happens to meet.
    @Test(.cases(3), arguments: PixelForm.allCases)
    func everyFilterUndoesExactly(form: PixelForm) {
        var random = SplitMix64(seed: 5)
        let rowBytes = 24
        let row = (0..<rowBytes).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let previous = (0..<rowBytes).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for filter in RowFilter.allCases {
            var output = [UInt8](repeating: 0, count: rowBytes)
            row.withUnsafeBufferPointer { row in
                previous.withUnsafeBufferPointer { previous in
                    output.withUnsafeMutableBufferPointer { output in
                        filter.apply(row: row.baseAddress!, previous: previous.baseAddress!, count: rowBytes, pixelBytes: form.pixelBytes,
                                     into: output.baseAddress!)
                    }
                }
            }
            #expect(Self.unfiltered(output, previous: previous, filter: filter.rawValue, pixelBytes: form.pixelBytes) == row, "\(filter)")
        }
    }

    /// PNG's reconstruction (the decoder's side), written from the specification.
    static func unfiltered(_ filtered: [UInt8], previous: [UInt8], filter: UInt8, pixelBytes: Int) -> [UInt8] {
        var row = filtered
        for index in row.indices {
            let left = index >= pixelBytes ? Int(row[index - pixelBytes]) : 0
            let above = Int(previous[index])
            let aboveLeft = index >= pixelBytes ? Int(previous[index - pixelBytes]) : 0
            let prediction: Int
            switch filter {
            case 0: prediction = 0
            case 1: prediction = left
            case 2: prediction = above
            case 3: prediction = (left + above) / 2
            default:
                let estimate = left + above - aboveLeft
                let (pa, pb, pc) = (abs(estimate - left), abs(estimate - above), abs(estimate - aboveLeft))
                prediction = pa <= pb && pa <= pc ? left : pb <= pc ? above : aboveLeft
            }
            row[index] = UInt8(truncatingIfNeeded: Int(row[index]) + prediction)
        }
        return row
    }
}
