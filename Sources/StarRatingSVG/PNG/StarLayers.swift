import RasterKit
import StarGeometry

/// What a rating's picture takes from its stars alone, whatever its value and colour: the
/// stars' exact coverage S and S blurred by the bevel's σ, g, at one scale, each with room
/// around it for the blur. Drawing and blurring the stars is most of a picture's work, and
/// ratings of one shape share them (`RatingPNGWriter`).
struct StarLayers: Sendable {
    /// The stars' coverage, `margin` pixels larger than the picture on every side.
    let coverage: AlphaPlane
    /// The coverage blurred by the bevel's σ (at the scale); the coverage itself without a blur.
    let blurred: AlphaPlane
    /// The room on every side, in pixels.
    let margin: Int
    /// The picture's size in pixels.
    let width: Int
    let height: Int

    /// The layers of `scene`'s stars at `scale`.
    /// - Complexity: O(pixels).
    init(scene: RatingScene, scale: Int) {
        let size = scene.pixelSize(scale: scale)
        let factor = Double(scale)
        let blur = GaussianBlur(deviation: scene.bevel.blurDeviation * factor)
        margin = blur.margin
        width = size.width
        height = size.height
        var rasterizer = CoverageRasterizer(width: size.width + 2 * margin, height: size.height + 2 * margin)
        let stars = scene.stars
        let shape = CellShape(stars.shape, side: stars.cellSize)
        for cellMinX in stars.cellMinX {
            rasterizer.fill(shape, deviceScale: factor, cellMinX: cellMinX, margin: Double(margin))
        }
        coverage = rasterizer.coverage(rule: shape.fillRule)
        var blurred = coverage
        if scene.bevel.isBlurred {
            blur.blurRows(&blurred)
            blur.blurColumns(&blurred)
        }
        self.blurred = blurred
    }

    /// The memory the two planes take, in bytes.
    var byteCount: Int { 2 * coverage.values.count * MemoryLayout<Float>.size }
}

/// What fixes a picture's `StarLayers`: the stars and their layout, the blur and the scale.
struct StarLayersKey: Hashable, Sendable {
    let row: StarRow
    let blur: Double
    let scale: Int
}
