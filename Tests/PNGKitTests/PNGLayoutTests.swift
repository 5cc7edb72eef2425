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

    @Test func headerAndOrder() throws {
        let image = try RGBAImage(width: 300, height: 2, pixels: [UInt8](repeating: 7, count: 2400))
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
    @Test func everyFilterUndoesExactly() {
        var random = SplitMix64(seed: 5)
        let rowBytes = 24
        let row = (0..<rowBytes).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let previous = (0..<rowBytes).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for filter in RowFilter.allCases {
            var output = [UInt8](repeating: 0, count: rowBytes)
            row.withUnsafeBufferPointer { row in
                previous.withUnsafeBufferPointer { previous in
                    output.withUnsafeMutableBufferPointer { output in
                        filter.apply(row: row.baseAddress!, previous: previous.baseAddress!, count: rowBytes, into: output.baseAddress!)
                    }
                }
            }
            #expect(Self.unfiltered(output, previous: previous, filter: filter.rawValue) == row, "\(filter)")
        }
    }

    /// PNG's reconstruction (the decoder's side), written from the specification.
    static func unfiltered(_ filtered: [UInt8], previous: [UInt8], filter: UInt8) -> [UInt8] {
        var row = filtered
        for index in row.indices {
            let left = index >= 4 ? Int(row[index - 4]) : 0
            let above = Int(previous[index])
            let aboveLeft = index >= 4 ? Int(previous[index - 4]) : 0
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
