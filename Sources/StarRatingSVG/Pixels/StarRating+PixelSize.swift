/// The still picture's size in pixels and its limits: what the PNG face draws at and the
/// `<img>` tag, which shows that PNG, states and checks, each from here rather than from the
/// other's folder.
extension StarRating {
    /// The scales a PNG may be drawn at: device pixels per CSS pixel, 1 for a plain screen, 2
    /// for a high-density one (and what an email should carry), up to 4.
    public static let pngScaleRange = 1...4

    /// The most pixels a PNG may hold, 4096 by 4096: the picture is drawn in memory with several
    /// bytes a pixel, so this caps one rating's memory, and no rating row needs more.
    public static let maximumPNGPixelCount = 4096 * 4096

    /// The size in pixels of the rating's PNG at `scale`: its CSS size rounded up to whole
    /// pixels, times `scale`.
    /// - Throws: `PNGSizeError.scaleOutOfRange` for a scale outside `pngScaleRange`, and
    ///   `.tooLarge` when the picture would exceed `maximumPNGPixelCount`; nothing is drawn
    ///   either way.
    public func pngPixelSize(scale: Int = 1) throws(PNGSizeError) -> (width: Int, height: Int) {
        try pngScene(scale: scale).pixelSize(scale: scale)
    }

    /// The scene a PNG at `scale` is drawn from, once its scale and size are checked: what
    /// `pngPixelSize(scale:)`, `pngBytes(scale:)` and `RatingPNGWriter` share, so that each
    /// makes the scene once.
    func pngScene(scale: Int) throws(PNGSizeError) -> RatingScene {
        guard Self.pngScaleRange.contains(scale) else { throw .scaleOutOfRange(scale) }
        let scene = RatingScene(rating: self)
        let size = scene.pixelSize(scale: scale)
        // Each side within the limit first, so that their product cannot overflow.
        guard size.width <= Self.maximumPNGPixelCount, size.height <= Self.maximumPNGPixelCount,
              size.width * size.height <= Self.maximumPNGPixelCount else {
            throw .tooLarge(width: size.width, height: size.height)
        }
        return scene
    }
}
