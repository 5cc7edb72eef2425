extension StarRating {
    /// The still picture as a PNG file of 8-bit RGBA pixels (stored as RGBA, grey and alpha, or
    /// a palette, whichever is smallest and exact), `scale` device pixels a CSS pixel, drawn by
    /// the package's own rasterizer (`RatingScene.pixels(scale:stars:solid:)`) with the pixels the browsers
    /// draw from the SVG, and the accessible text as its description (in the locale's
    /// language, when one is given).
    /// - Parameter scale: device pixels per CSS pixel, in `pngScaleRange`.
    /// - Throws: what `pngPixelSize(scale:)` throws, before any memory is taken.
    /// - Complexity: O(pixels).
    public func pngBytes(scale: Int = 1) throws(PNGSizeError) -> [UInt8] {
        try pngScene(scale: scale).pngBytes(scale: scale)
    }
}
