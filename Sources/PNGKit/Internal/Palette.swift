/// The colours of an image that has at most 256 of them, as a palette PNG (colour type 3)
/// holds them: `PLTE` gives each entry's red, green and blue, `tRNS` the alphas of the first
/// entries, and each pixel is an entry's index.
///
/// Colours are whole RGBA values: two transparent pixels with different red, green or blue are
/// two entries, so that the image decodes to exactly its own bytes.
struct Palette {
    /// The most colours a palette of 8-bit indices holds.
    static let maximumCount = 256

    /// The colours, each packed as red | green << 8 | blue << 16 | alpha << 24. Every colour
    /// that is not opaque comes first, so that `tRNS` can stop after the last of them (entries
    /// it leaves out are opaque); within each group, in the order the image first shows them.
    let colors: [UInt32]
    /// How many of `colors`, at the start, are not opaque.
    let translucentCount: Int
    /// Each colour's index in `colors`.
    private let table: ColorIndexTable

    /// The palette of `image`, or `nil` when it has more than `maximumCount` colours.
    /// - Complexity: O(*n*) in the pixels; an image with more colours stops at the first
    ///   colour too many.
    init?(_ image: RGBAImage) {
        var table = ColorIndexTable()
        var found: [UInt32] = []
        found.reserveCapacity(Self.maximumCount)
        let tooMany = image.pixels.withUnsafeBytes { bytes in
            // Most pixels repeat the one to their left: that costs a compare, not a look-up.
            var last: UInt32?
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                let color = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                if color == last { continue }
                last = color
                if table.index(of: color) != nil { continue }
                if found.count == Self.maximumCount { return true }
                table.set(found.count, for: color)
                found.append(color)
            }
            return false
        }
        if tooMany { return nil }
        let translucent = found.filter { $0 >> 24 != 0xFF }
        colors = translucent + found.filter { $0 >> 24 == 0xFF }
        translucentCount = translucent.count
        for (index, color) in colors.enumerated() { table.set(index, for: color) }
        self.table = table
    }

    /// `PLTE`'s data: red, green and blue of each entry.
    var paletteChunkData: [UInt8] {
        colors.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0 >> 16)] }
    }

    /// `tRNS`'s data: the alpha of each entry up to the last that is not opaque; `nil` when
    /// every entry is opaque (the file then has no `tRNS`).
    var transparencyChunkData: [UInt8]? {
        translucentCount == 0 ? nil : colors.prefix(translucentCount).map { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// The index of each pixel of `image`, which must be the image this palette was made from.
    /// - Complexity: O(*n*) in the pixels.
    func indices(of image: RGBAImage) -> [UInt8] {
        let count = image.width * image.height
        return [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
            image.pixels.withUnsafeBytes { bytes in
                var last: UInt32?
                var lastIndex: UInt8 = 0
                for pixel in 0..<count {
                    let color = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self))
                    if color != last {
                        guard let index = table.index(of: color) else {
                            preconditionFailure("a colour that is not in the palette: the palette is of another image")
                        }
                        last = color
                        lastIndex = UInt8(index)
                    }
                    output[pixel] = lastIndex
                }
            }
            initialized = count
        }
    }
}
