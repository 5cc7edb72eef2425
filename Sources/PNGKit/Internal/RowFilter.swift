/// PNG's five row filters (PNG 1.2, section 6): each byte is sent as its difference from a
/// prediction made from the same byte of the pixel to its left (`a`), the one above (`b`) and
/// the one above-left (`c`), which the decoder can make too.
enum RowFilter: UInt8, CaseIterable {
    /// The bytes as they are.
    case none = 0
    /// Minus the byte one pixel to the left.
    case sub = 1
    /// Minus the byte above.
    case up = 2
    /// Minus the floor of the mean of left and above.
    case average = 3
    /// Minus whichever of left, above and above-left is closest to left + above − above-left.
    case paeth = 4

    /// `|value|` without the overflow check of `abs`, which would keep the loops from
    /// vectorising (the values here are within ±510).
    @inline(__always)
    private static func magnitude(_ value: Int16) -> Int16 {
        value < 0 ? 0 &- value : value
    }

    /// Writes `row` filtered into `output`.
    /// - Parameters:
    ///   - row: The row's bytes.
    ///   - previous: The row above, all zeros for the first row.
    ///   - count: Bytes in a row (a multiple of `pixelBytes`, at least `pixelBytes`).
    ///   - pixelBytes: Bytes a pixel: 4 for RGBA, 2 for grey and alpha, 1 for palette indices.
    ///   - output: `count` bytes.
    /// - Complexity: O(`count`); the loops have no dependency from byte to byte, so they
    ///   vectorise.
    func apply(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, pixelBytes p: Int,
               into output: UnsafeMutablePointer<UInt8>) {
        switch self {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            for index in 0..<p { output[index] = row[index] }
            for index in p..<count { output[index] = row[index] &- row[index - p] }
        case .up:
            for index in 0..<count { output[index] = row[index] &- previous[index] }
        case .average:
            for index in 0..<p { output[index] = row[index] &- previous[index] >> 1 }
            for index in p..<count {
                let left = UInt16(row[index - p])
                let above = UInt16(previous[index])
                output[index] = row[index] &- UInt8(truncatingIfNeeded: (left &+ above) >> 1)
            }
        case .paeth:
            // Left and above-left are 0 for the first pixel: the prediction is then `above`.
            for index in 0..<p { output[index] = row[index] &- previous[index] }
            for index in p..<count {
                let left = Int16(row[index - p])
                let above = Int16(previous[index])
                let aboveLeft = Int16(previous[index - p])
                let leftDistance = Self.magnitude(above &- aboveLeft)
                let aboveDistance = Self.magnitude(left &- aboveLeft)
                let cornerDistance = Self.magnitude(left &+ above &- aboveLeft &<< 1)
                let prediction = leftDistance <= aboveDistance && leftDistance <= cornerDistance ? left
                    : aboveDistance <= cornerDistance ? above : aboveLeft
                output[index] = row[index] &- UInt8(truncatingIfNeeded: prediction)
            }
        }
    }
}
