/// zlib streams (RFC 1950): a two-byte header, raw deflate data (RFC 1951) made by this
/// module's own compressor, and the Adler-32 of the input.
///
/// The compressor: LZ77 over deflate's whole window with hash chains and lazy matching, blocks
/// of dynamic Huffman codes limited to 15 bits (or fixed codes, or stored bytes, whichever is
/// smallest for the block). The same input always gives the same bytes, on every machine.
package enum Zlib {
    /// `bytes` as a zlib stream, which any inflater (zlib's `uncompress`, Python's
    /// `zlib.decompress`) reads back exactly.
    /// - Parameter bytes: The data; may be empty.
    /// - Returns: The stream: header, deflate data, Adler-32.
    /// - Complexity: O(*n*).
    package static func compress(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { compress($0) }
    }

    /// `bytes` as a zlib stream; see `compress(_:)`.
    static func compress(_ bytes: UnsafeBufferPointer<UInt8>, parameters: DeflateParameters = .standard) -> [UInt8] {
        let workspace = DeflateWorkspace(parameters: parameters)
        defer { workspace.deallocate() }
        return compress(bytes, parameters: parameters, workspace: workspace)
    }

    /// `bytes` as a zlib stream, compressed in `workspace` (which `bytes` may be in).
    static func compress(_ bytes: UnsafeBufferPointer<UInt8>, parameters: DeflateParameters, workspace: DeflateWorkspace) -> [UInt8] {
        // CMF 0x78: deflate, its largest window. FLG 0x9C: no dictionary, FLEVEL 2 ("default",
        // informative only), and the check bits that make CMF·256 + FLG a multiple of 31.
        var writer = BitWriter(startingWith: [0x78, 0x9C])
        Deflater.deflate(bytes, parameters: parameters, workspace: workspace, into: &writer)
        var stream = writer.finish()
        let adler = Adler32.checksum(bytes)
        stream += [UInt8(adler >> 24), UInt8(truncatingIfNeeded: adler >> 16), UInt8(truncatingIfNeeded: adler >> 8),
                   UInt8(truncatingIfNeeded: adler)]
        return stream
    }
}
