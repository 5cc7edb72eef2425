/// Writes PNG chunks: length, type, data, and the CRC of type and data.
enum PNGChunks {
    /// The 8-byte signature every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Appends a chunk of type `type` (four ASCII letters) holding `data`.
    static func append(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &output)
        let typeStart = output.count
        type.withUTF8Buffer { output += $0 }
        output.append(contentsOf: data)
        let crc = output.withUnsafeBufferPointer { CRC32.checksum(UnsafeBufferPointer(rebasing: $0[typeStart...])) }
        appendBigEndian(crc, to: &output)
    }

    /// Appends a chunk of type `type` holding `data`.
    static func append(_ type: StaticString, _ data: [UInt8], to output: inout [UInt8]) {
        data.withUnsafeBufferPointer { append(type, $0, to: &output) }
    }

    /// Appends `value` in network byte order, as PNG stores every integer.
    static func appendBigEndian(_ value: UInt32, to output: inout [UInt8]) {
        output += [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
                   UInt8(truncatingIfNeeded: value)]
    }
}
