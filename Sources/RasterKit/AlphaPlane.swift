/// A grid of values between 0 and 1, one a pixel, row by row from the top: a coverage, an
/// alpha, a blurred mask. Values are `Float`: a 24-bit mantissa keeps a sum of thousands of
/// coverage pieces well inside the 1/255 an 8-bit image can show, at half the memory traffic of
/// `Double`.
package struct AlphaPlane: Equatable, Sendable {
    /// The number of columns.
    package let width: Int
    /// The number of rows.
    package let height: Int
    /// The values, `width × height` of them, row by row from the top.
    package internal(set) var values: [Float]

    /// A plane of `width × height` zeros.
    /// - Parameters:
    ///   - width: The number of columns, at least 0.
    ///   - height: The number of rows, at least 0.
    package init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "a plane's size is never negative")
        self.width = width
        self.height = height
        values = [Float](repeating: 0, count: width * height)
    }

    /// A plane of `values`, `width × height` of them, row by row from the top.
    package init(width: Int, height: Int, values: [Float]) {
        precondition(width >= 0 && height >= 0 && values.count == width * height, "a plane holds width × height values")
        self.width = width
        self.height = height
        self.values = values
    }

    /// The value at column `x` of row `y`.
    package subscript(x: Int, y: Int) -> Float {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }
}
