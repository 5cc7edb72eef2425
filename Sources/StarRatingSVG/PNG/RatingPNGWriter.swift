/// Writes many ratings as PNG, each `StarRating.pngBytes(scale:)`'s bytes exactly, drawing the
/// stars of each shape once.
///
/// Drawing the stars and blurring them (`StarLayers`) is most of a picture's work, and depends
/// only on the stars, their size and gap, the blur and the scale; the value and the colour
/// change only the soft edge and the paint. A writer keeps the layers of the shapes it has
/// drawn, so a batch of ratings at one size draws its stars once: 2,460 ratings a second instead
/// of 880 (`starsvg-bench png`, 24 px at scale 2, 5 to 10 stars, one thread).
///
/// ```swift
/// var writer = RatingPNGWriter()
/// for rating in ratings {
///     save(try writer.pngBytes(for: rating, scale: 2))
/// }
/// ```
public struct RatingPNGWriter: Sendable {
    /// The layers of each shape drawn lately, and the memory they take.
    private var layers: [StarLayersKey: StarLayers] = [:]
    private var layerBytes = 0

    /// The most memory a writer's layers take before it starts afresh: 64 MiB, the layers of
    /// about 300 shapes at 24 px and scale 2, or of one 4096 × 4096 picture. A bound on memory,
    /// not a speed-up.
    public static let layerByteLimit = 64 << 20

    /// A writer that has drawn nothing yet.
    public init() {}

    /// The rating as a PNG file at `scale`: `rating.pngBytes(scale:)`'s bytes.
    /// - Parameters:
    ///   - rating: the rating.
    ///   - scale: device pixels per CSS pixel, in `StarRating.pngScaleRange`.
    /// - Throws: what `StarRating.pngPixelSize(scale:)` throws, before any memory is taken.
    /// - Complexity: O(pixels).
    public mutating func pngBytes(for rating: StarRating, scale: Int) throws(StarRatingError) -> [UInt8] {
        let scene = try rating.pngScene(scale: scale)
        let key = StarLayersKey(row: rating.row, blur: rating.blur, scale: scale)
        let stars: StarLayers
        if let kept = layers[key] {
            stars = kept
        } else {
            stars = StarLayers(scene: scene, scale: scale)
            if layerBytes + stars.byteCount > Self.layerByteLimit {
                layers.removeAll()
                layerBytes = 0
            }
            if stars.byteCount <= Self.layerByteLimit {
                layers[key] = stars
                layerBytes += stars.byteCount
            }
        }
        return scene.pngBytes(scale: scale, stars: stars)
    }
}
