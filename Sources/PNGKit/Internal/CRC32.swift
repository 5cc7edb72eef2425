/// CRC-32 as PNG (and zlib, gzip, Ethernet) define it: polynomial 0xEDB88320 (reflected),
/// initial value and final XOR 0xFFFFFFFF. Check value: "123456789" → 0xCBF43926.
///
/// Byte at a time with one 256-entry table: a PNG's CRCs cover the compressed data only, a few
/// kilobytes for a rating, where slicing-by-8's tables would cost more to warm than they save.
enum CRC32 {
    /// The table, made once per process.
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC of `bytes` continued from `crc`, the value a previous call returned (start with
    /// `0`): the CRC of several pieces is the CRC of their concatenation.
    /// - Parameters:
    ///   - bytes: The next bytes.
    ///   - crc: The CRC so far; `0` for none.
    /// - Returns: The CRC of everything so far.
    /// - Complexity: O(*n*).
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        table.withUnsafeBufferPointer { table in
            var value = ~crc
            for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
            return ~value
        }
    }

    /// The CRC of `bytes`; see `checksum(_:continuing:)`.
    static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { checksum($0, continuing: crc) }
    }
}
