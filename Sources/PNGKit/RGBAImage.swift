/// An image of 8-bit RGBA pixels: straight (not premultiplied) alpha, row-major, the top row
/// first, four bytes a pixel in the order red, green, blue, alpha.
///
/// Its size is checked once, here: `PNGEncoder` then never fails on it.
package struct RGBAImage: Sendable, Equatable {
    /// Pixels per row, from 1 to 2³¹ − 1.
    package let width: Int
    /// Rows, from 1 to 2³¹ − 1.
    package let height: Int
    /// `width × height × 4` bytes. Read-only, so that the count always fits the size; make a
    /// new image to change pixels.
    package let pixels: [UInt8]

    /// The largest side PNG can hold: IHDR stores each side in 31 bits.
    package static let maximumSide = Int(Int32.max)

    /// An image of `width × height` pixels.
    /// - Parameters:
    ///   - width: Pixels per row, 1 to `maximumSide`.
    ///   - height: Rows, 1 to `maximumSide`.
    ///   - pixels: `width × height × 4` bytes, RGBA, straight alpha, top row first.
    /// - Throws: `PNGError.invalidSize` for a side out of range (a side of 0 is not a PNG);
    ///   `PNGError.pixelCountMismatch` when `pixels` has another count.
    /// - Complexity: O(1).
    package init(width: Int, height: Int, pixels: [UInt8]) throws(PNGError) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        // Overflow-checked: 2³¹ × 2³¹ × 4 does not fit an Int, and must be refused, not trap.
        let (area, areaOverflows) = width.multipliedReportingOverflow(by: height)
        let (count, countOverflows) = area.multipliedReportingOverflow(by: 4)
        let expected = areaOverflows || countOverflows ? nil : count
        guard pixels.count == expected else { throw .pixelCountMismatch(expected: expected, actual: pixels.count) }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
