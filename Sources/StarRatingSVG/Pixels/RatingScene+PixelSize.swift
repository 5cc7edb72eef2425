extension RatingScene {
    /// The size of the still picture at `scale` device pixels a CSS pixel: the row's width and
    /// height rounded up to whole CSS pixels, times `scale`, so that an `<img>` of the whole CSS
    /// size shows each pixel on one device pixel.
    public func pixelSize(scale: Int) -> (width: Int, height: Int) {
        // A row of whole pixels computed in floating point may land a hair above its integer.
        let width = Int((self.width - 1e-9).rounded(.up))
        let height = Int((self.height - 1e-9).rounded(.up))
        return (width * scale, height * scale)
    }
}
