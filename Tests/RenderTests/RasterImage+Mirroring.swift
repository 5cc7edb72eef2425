extension RasterImage {
    /// The picture flipped left to right, as a mirror beside it shows it: what a right-to-left
    /// rating must look like, given its left-to-right twin.
    /// - Complexity: O(`width * height`).
    func mirrored() -> RasterImage {
        var bytes = rgb
        for y in 0..<height {
            for x in 0..<width {
                let from = (y * width + (width - 1 - x)) * 3
                let to = (y * width + x) * 3
                bytes[to] = rgb[from]
                bytes[to + 1] = rgb[from + 1]
                bytes[to + 2] = rgb[from + 2]
            }
        }
        return RasterImage(width: width, height: height, rgb: bytes)
    }
}
