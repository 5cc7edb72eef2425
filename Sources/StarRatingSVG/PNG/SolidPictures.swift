import CSSColor

/// A rating's picture with its soft edge at 0 in every column (the track alone) and at 1 (the
/// colour over it): what `RatingScene.pixels(scale:stars:solid:)` copies, outside the few
/// columns where the edge is between. They depend on the stars' layers and the band colour
/// only, so ratings of one shape and colour share them (`RatingPNGWriter`).
struct SolidPictures: Sendable {
    /// The track's pixels: straight RGBA, row by row.
    let track: [UInt8]
    /// The colour's pixels; `nil` for a scene that shows no colour.
    let colored: [UInt8]?

    /// The pictures of `scene`'s stars, drawn as `stars`.
    /// - Complexity: O(pixels).
    init(scene: RatingScene, stars: StarLayers) {
        track = scene.solidPixels(share: 0, stars: stars)
        colored = scene.fillColor == nil ? nil : scene.solidPixels(share: 1, stars: stars)
    }

    /// The memory the pictures take, in bytes.
    var byteCount: Int { track.count + (colored?.count ?? 0) }
}

/// What fixes a picture's `SolidPictures`: its stars' layers and its band colour.
struct SolidPicturesKey: Hashable, Sendable {
    let stars: StarLayersKey
    let color: CSSColor?
}
