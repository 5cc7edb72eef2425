extension RatingScene {
    /// The scene as a PNG file at `scale` (see `StarRating.pngBytes(scale:)`, which checks the
    /// scale and the size first).
    func pngBytes(scale: Int) -> [UInt8] {
        pngBytes(scale: scale, stars: StarLayers(scene: self, scale: scale))
    }

    /// `pngBytes(scale:)`, from the stars' layers drawn already.
    func pngBytes(scale: Int, stars: StarLayers) -> [UInt8] {
        let picture = pixels(scale: scale, stars: stars)
        return TemporaryPNGWriter.png(width: picture.width, height: picture.height, rgba: picture.rgba,
                                      description: label, language: language)
    }
}
