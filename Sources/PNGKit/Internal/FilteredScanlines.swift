/// Rows of pixels as a PNG's IDAT data holds them before compression: each row a filter-type
/// byte, then the row's bytes through that filter (`FilterChooser` chooses).
struct FilteredScanlines {
    /// Bytes in a row of pixels, before its filter-type byte.
    let rowBytes: Int
    /// Rows.
    let height: Int
    /// Bytes a pixel (4 for RGBA, 2 for grey and alpha, 1 for palette indices), the distance a
    /// filter looks to the left.
    let pixelBytes: Int

    /// The layout of `height` rows of `width` pixels of `pixelBytes` bytes each.
    init(width: Int, height: Int, pixelBytes: Int) {
        rowBytes = width * pixelBytes
        self.height = height
        self.pixelBytes = pixelBytes
    }

    /// The bytes the filtered rows take.
    var byteCount: Int { (rowBytes + 1) * height }

    /// The bytes of scratch room `write(_:into:scratch:)` needs.
    var scratchCount: Int { rowBytes * 6 }

    /// Writes the filtered rows of `rows` into `output`.
    /// - Parameters:
    ///   - rows: The pixels' bytes, `rowBytes × height`, the top row first.
    ///   - output: Room for `byteCount` bytes.
    ///   - scratch: Room for `scratchCount` bytes.
    /// - Complexity: O(*n*) in the bytes.
    func write(_ rows: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        let stride = rowBytes + 1
        // The row above the first is zeros.
        let zeros = scratch
        zeros.initialize(repeating: 0, count: rowBytes)
        let chooser = FilterChooser(rowBytes: rowBytes, pixelBytes: pixelBytes, candidates: scratch + rowBytes)
        for y in 0..<height {
            let row = rows + y * rowBytes
            let previous = y == 0 ? UnsafePointer(zeros) : row - rowBytes
            let target = output + y * stride
            target[0] = chooser.filter(row: row, previous: previous, into: target + 1).rawValue
        }
    }
}
