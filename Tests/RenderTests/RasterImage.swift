/// An opaque RGB picture, 8 bits a channel, rows top to bottom.
struct RasterImage: Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// `width * height * 3` bytes: R, G, B of each pixel, row by row.
    let rgb: [UInt8]

    /// Wraps pixel bytes; the count must be `width * height * 3`.
    init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(rgb.count == width * height * 3, "\(rgb.count) bytes for \(width)×\(height)")
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The colour at column `x`, row `y`.
    func pixel(_ x: Int, _ y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
    }

    /// The part of the picture whose top-left corner is at (`x`, `y`).
    /// - Complexity: O(`width * height`) of the part.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        precondition(x >= 0 && y >= 0 && x + width <= self.width && y + height <= self.height,
                     "crop \(width)×\(height)+\(x)+\(y) outside \(self.width)×\(self.height)")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 3)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 3
            bytes.append(contentsOf: rgb[start..<(start + width * 3)])
        }
        return RasterImage(width: width, height: height, rgb: bytes)
    }
}
