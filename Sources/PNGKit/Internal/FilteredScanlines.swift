/// An image's rows as a PNG's IDAT data holds them before compression: each row a filter-type
/// byte, then the row's bytes through that filter (`FilterChooser` chooses).
enum FilteredScanlines {
    /// The bytes the filtered rows of `image` take.
    static func byteCount(of image: RGBAImage) -> Int {
        (image.width * RowFilter.pixelBytes + 1) * image.height
    }

    /// The bytes of scratch room `write(_:into:scratch:)` needs for `image`.
    static func scratchCount(of image: RGBAImage) -> Int {
        image.width * RowFilter.pixelBytes * 6
    }

    /// Writes the filtered rows of `image` into `output`.
    /// - Parameters:
    ///   - image: The pixels.
    ///   - output: Room for `byteCount(of:)` bytes.
    ///   - scratch: Room for `scratchCount(of:)` bytes.
    /// - Complexity: O(*n*) in the pixels.
    static func write(_ image: RGBAImage, into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        let rowBytes = image.width * RowFilter.pixelBytes
        let stride = rowBytes + 1
        // The row above the first is zeros.
        let zeros = scratch
        zeros.initialize(repeating: 0, count: rowBytes)
        let chooser = FilterChooser(rowBytes: rowBytes, candidates: scratch + rowBytes)
        image.pixels.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            for y in 0..<image.height {
                let row = base + y * rowBytes
                let previous = y == 0 ? UnsafePointer(zeros) : row - rowBytes
                let target = output + y * stride
                target[0] = chooser.filter(row: row, previous: previous, into: target + 1).rawValue
            }
        }
    }

    /// The filtered rows of `image`, in an array of their own (for tests).
    static func make(_ image: RGBAImage) -> [UInt8] {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchCount(of: image))
        defer { scratch.deallocate() }
        return [UInt8](unsafeUninitializedCapacity: byteCount(of: image)) { output, initialized in
            write(image, into: output.baseAddress!, scratch: scratch)
            initialized = byteCount(of: image)
        }
    }
}
