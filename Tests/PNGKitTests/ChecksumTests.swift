import Testing
import TestSupport
@testable import PNGKit

/// CRC-32 and Adler-32 against their published check values, and against plain bit-by-bit
/// versions written here from the definitions, over lengths that cross Adler-32's 16-byte steps
/// and its 5552-byte runs between modulos.
@Suite struct ChecksumTests {
    @Test func crc32CheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
        // PNG's IEND chunk: the CRC of its type alone.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func adler32CheckValue() {
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([]) == 1)
    }

    /// CRC-32 one bit at a time, straight from the polynomial.
    static func referenceCRC(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Adler-32 one byte at a time, the modulo after every byte.
    static func referenceAdler(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    @Test(.cases(12), arguments: [1, 15, 16, 17, 255, 5535, 5536, 5537, 5552, 11_104, 20_000, 70_001])
    func checksumsMatchTheDefinitions(length: Int) {
        var random = SplitMix64(seed: UInt64(length))
        // All 0xFF first: the largest sums, where a 32-bit overflow would show.
        let saturated = [UInt8](repeating: 0xFF, count: length)
        let noise = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for bytes in [saturated, noise] {
            #expect(Adler32.checksum(bytes) == Self.referenceAdler(bytes), "Adler-32 of \(length) bytes")
            #expect(CRC32.checksum(bytes) == Self.referenceCRC(bytes), "CRC-32 of \(length) bytes")
        }
    }

    @Test func checksumsContinueAcrossPieces() {
        var random = SplitMix64(seed: 7)
        let bytes = (0..<10_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for cut in [0, 1, 17, 5552, 9_999, 10_000] {
            let head = Array(bytes[..<cut]), tail = Array(bytes[cut...])
            #expect(CRC32.checksum(tail, continuing: CRC32.checksum(head)) == CRC32.checksum(bytes), "cut at \(cut)")
            #expect(Adler32.checksum(tail, continuing: Adler32.checksum(head)) == Adler32.checksum(bytes), "cut at \(cut)")
        }
    }
}
