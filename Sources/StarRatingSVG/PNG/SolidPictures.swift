import CSSColor

/// A rating's picture with its soft edge at 0 in every column (the track alone) and at 1 (the
/// colour over it): what `RatingScene.pixels(scale:stars:solid:)` copies, outside the few
/// columns where the edge is between (`RatingScene.solidPixels(share:stars:)` draws them). The
/// track depends on the stars' layers only, the colour's picture on the layers and the band
/// colour, so ratings of one shape, and of one colour, share them (`RatingPNGWriter`).
struct SolidPictures: Sendable {
    /// The track's pixels: straight RGBA, row by row.
    let track: [UInt8]
    /// The colour's pixels; `nil` for a scene that shows no colour.
    let colored: [UInt8]?
}

/// What fixes one of `SolidPictures`' pictures: its stars' layers, and the band colour of the
/// colour's picture (`nil` for the track, which shows none).
struct SolidPictureKey: Hashable, Sendable {
    let stars: StarLayersKey
    let color: CSSColor?
}
