/// Writes an `RGBAImage` as a PNG of 8-bit channels, not interlaced, with optional text chunks.
///
/// The pixels are stored in the smallest of the lossless forms that hold them, as `optipng`
/// stores them: RGBA (colour type 6); grey and alpha (colour type 4) when every pixel is grey;
/// and, when the image has at most 256 colours, a palette with transparency (colour type 3),
/// which is kept when its file is smaller. Every decoder gives back the same RGBA bytes from
/// each. Why: a picture with hard edges (`--blur 0`) has a few hundred colours at most, and an
/// empty rating is grey; stored as RGBA, both were over the byte budget against `optipng -o5`
/// (Documentation/performance.md, "Budgets").
///
/// The file holds, in this order: the signature, `IHDR`, a `tEXt` or `iTXt` chunk per text
/// entry (before the pixels, so readers that stop early still see them), `PLTE` and `tRNS`
/// for a palette, the pixels in `IDAT` chunks of at most `maximumIDATLength` bytes, `IEND`.
/// Each row's filter is chosen per row; the rows are compressed by this module's own deflate
/// (see `Zlib`). Nothing depends on the time, the machine or hashing: the same image and texts
/// always give the same bytes.
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
                       parameters: DeflateParameters = .standard) -> [UInt8] {
        let encode = { (form: PixelForm) in
            Self.encode(image, as: form, texts: texts, maximumIDATLength: maximumIDATLength, parameters: parameters)
        }
        // Grey and alpha is half the bytes of RGBA before compression, and always came out
        // smaller; a palette's PLTE and tRNS can cost more than a small picture's RGBA saves,
        // so it is tried, not assumed.
        var smallest = encode(.grayAlpha) ?? encodeRGBA(image, texts: texts, maximumIDATLength: maximumIDATLength, parameters: parameters)
        if let indexed = encode(.indexed), indexed.count < smallest.count { smallest = indexed }
        return smallest
    }

    /// The PNG file of `image` stored in `form`, or `nil` when that form cannot hold it
    /// exactly (grey for a picture with colour, a palette for more than 256 colours).
    static func encode(_ image: RGBAImage, as form: PixelForm, texts: [PNGTextEntry], maximumIDATLength: Int = maximumIDATLength,
                       parameters: DeflateParameters = .standard) -> [UInt8]? {
        switch form {
        case .rgba:
            return encodeRGBA(image, texts: texts, maximumIDATLength: maximumIDATLength, parameters: parameters)
        case .grayAlpha:
            guard image.isGray else { return nil }
            return image.grayAlphaBytes.withUnsafeBufferPointer { rows in
                file(of: rows, form: .grayAlpha, width: image.width, height: image.height, palette: nil, texts: texts,
                     maximumIDATLength: maximumIDATLength, parameters: parameters)
            }
        case .indexed:
            guard let palette = Palette(image) else { return nil }
            return palette.indices(of: image).withUnsafeBufferPointer { rows in
                file(of: rows, form: .indexed, width: image.width, height: image.height, palette: palette, texts: texts,
                     maximumIDATLength: maximumIDATLength, parameters: parameters)
            }
        }
    }

    /// The PNG file of `image` as RGBA, which holds any image.
    private static func encodeRGBA(_ image: RGBAImage, texts: [PNGTextEntry], maximumIDATLength: Int,
                                   parameters: DeflateParameters) -> [UInt8] {
        image.pixels.withUnsafeBufferPointer { rows in
            file(of: rows, form: .rgba, width: image.width, height: image.height, palette: nil, texts: texts,
                 maximumIDATLength: maximumIDATLength, parameters: parameters)
        }
    }

    /// The file of `rows`, the pixels' bytes in `form`; `palette` for `.indexed`.
    private static func file(of rows: UnsafeBufferPointer<UInt8>, form: PixelForm, width: Int, height: Int, palette: Palette?,
                             texts: [PNGTextEntry], maximumIDATLength: Int, parameters standard: DeflateParameters) -> [UInt8] {
        let scanlines = FilteredScanlines(width: width, height: height, pixelBytes: form.pixelBytes)
        var parameters = standard
        // The same pixel of the row above is a filtered row's length back.
        parameters.hintDistance = scanlines.rowBytes + 1
        // The filtered rows are written straight into the compressor's workspace.
        let workspace = DeflateWorkspace(parameters: parameters, inputCapacity: scanlines.byteCount,
                                         scratchCapacity: scanlines.scratchCount)
        defer { workspace.deallocate() }
        scanlines.write(rows.baseAddress!, into: workspace.input, scratch: workspace.scratch)
        var output = PNGChunks.signature
        var header: [UInt8] = []
        PNGChunks.appendBigEndian(UInt32(width), to: &header)
        PNGChunks.appendBigEndian(UInt32(height), to: &header)
        // Bit depth 8, the form's colour type, deflate, adaptive filtering, no interlace.
        header += [8, form.colorType, 0, 0, 0]
        PNGChunks.append("IHDR", header, to: &output)
        for entry in texts {
            let chunk = entry.chunk
            PNGChunks.append(chunk.type, chunk.data, to: &output)
        }
        if let palette {
            PNGChunks.append("PLTE", palette.paletteChunkData, to: &output)
            if let alphas = palette.transparencyChunkData { PNGChunks.append("tRNS", alphas, to: &output) }
        }
        let stream = Zlib.compress(UnsafeBufferPointer(start: workspace.input, count: scanlines.byteCount), parameters: parameters,
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
