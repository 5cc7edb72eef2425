/// Writes an `RGBAImage` as a PNG: 8-bit RGBA (colour type 6), not interlaced, with optional
/// text chunks.
///
/// The file holds, in this order: the signature, `IHDR`, a `tEXt` or `iTXt` chunk per text
/// entry (before the pixels, so readers that stop early still see them), the pixels in `IDAT`
/// chunks of at most `maximumIDATLength` bytes, `IEND`. Each row's filter is chosen per row;
/// the rows are compressed by this module's own deflate (see `Zlib`). Nothing depends on the
/// time, the machine or hashing: the same image and texts always give the same bytes.
package enum PNGEncoder {
    /// The most bytes of compressed data one `IDAT` chunk holds; more are split over several.
    package static let maximumIDATLength = 1 << 20

    /// The PNG file of `image`.
    /// - Parameters:
    ///   - image: The pixels.
    ///   - texts: Text chunks to write, in this order (`Description`, `Software`, …).
    /// - Returns: The file's bytes.
    /// - Complexity: O(*n*) in the pixels.
    package static func encode(_ image: RGBAImage, texts: [PNGTextEntry] = []) -> [UInt8] {
        encode(image, texts: texts, maximumIDATLength: maximumIDATLength)
    }

    /// The PNG file of `image`, its IDAT chunks at most `maximumIDATLength` bytes (for tests).
    static func encode(_ image: RGBAImage, texts: [PNGTextEntry], maximumIDATLength: Int,
                       parameters standard: DeflateParameters = .standard) -> [UInt8] {
        var parameters = standard
        // The same pixel of the row above is a filtered row's length back.
        parameters.hintDistance = FilteredScanlines.byteCount(of: image) / image.height
        // The filtered rows are written straight into the compressor's workspace.
        let filteredCount = FilteredScanlines.byteCount(of: image)
        let workspace = DeflateWorkspace(parameters: parameters, inputCapacity: filteredCount,
                                         scratchCapacity: FilteredScanlines.scratchCount(of: image))
        defer { workspace.deallocate() }
        FilteredScanlines.write(image, into: workspace.input, scratch: workspace.scratch)
        var output = PNGChunks.signature
        var header: [UInt8] = []
        PNGChunks.appendBigEndian(UInt32(image.width), to: &header)
        PNGChunks.appendBigEndian(UInt32(image.height), to: &header)
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [8, 6, 0, 0, 0]
        PNGChunks.append("IHDR", header, to: &output)
        for entry in texts {
            let chunk = entry.chunk
            PNGChunks.append(chunk.type, chunk.data, to: &output)
        }
        let stream = Zlib.compress(UnsafeBufferPointer(start: workspace.input, count: filteredCount), parameters: parameters,
                                   workspace: workspace)
        stream.withUnsafeBufferPointer { stream in
            var start = 0
            repeat {
                let end = min(start + maximumIDATLength, stream.count)
                PNGChunks.append("IDAT", UnsafeBufferPointer(rebasing: stream[start..<end]), to: &output)
                start = end
            } while start < stream.count
        }
        PNGChunks.append("IEND", [], to: &output)
        return output
    }
}
