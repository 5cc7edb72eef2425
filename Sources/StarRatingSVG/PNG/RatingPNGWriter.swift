/// Writes many ratings as PNG, each `StarRating.pngBytes(scale:)`'s bytes exactly, drawing the
/// stars of each shape once.
///
/// Drawing the stars and blurring them (`StarLayers`) is most of a picture's work, and depends
/// only on the stars, their size and gap, the blur and the scale; the value and the colour
/// change only the soft edge and the paint. A writer keeps the layers of the shapes it has
/// drawn, so a batch of ratings at one size draws its stars once. It keeps each shape's
/// pictures of the track alone and of each colour (`SolidPictures`) too, so that a rating
/// computes only the columns about its fill edge and copies the others. What each buys is in
/// Documentation/performance.md ("Mechanisms kept for speed", `starsvg-bench png`).
///
/// ```swift
/// var writer = RatingPNGWriter()
/// for rating in ratings {
///     save(try writer.pngBytes(for: rating, scale: 2))
/// }
/// ```
public struct RatingPNGWriter: Sendable {
    /// The layers of each shape drawn lately, its track and its picture in each colour, and
    /// the memory they take.
    private var layers: [StarLayersKey: StarLayers] = [:]
    private var solidPictures: [SolidPictureKey: [UInt8]] = [:]
    private var keptBytes = 0

    /// The most bytes a writer's layers and pictures take before it starts afresh: room for
    /// the shapes of a page of ratings in their colours, or one very large picture; what is
    /// larger is drawn afresh each time. A bound on memory, not a speed-up.
    public static let layerByteLimit = 64 << 20

    /// A writer that has drawn nothing yet.
    public init() {}

    /// The rating as a PNG file at `scale`: `rating.pngBytes(scale:)`'s bytes.
    /// - Parameters:
    ///   - rating: the rating.
    ///   - scale: device pixels per CSS pixel, in `StarRating.pngScaleRange`.
    /// - Throws: what `StarRating.pngPixelSize(scale:)` throws, before any memory is taken.
    /// - Complexity: O(pixels).
    public mutating func pngBytes(for rating: StarRating, scale: Int) throws(PNGSizeError) -> [UInt8] {
        pngBytes(of: try rating.pngScene(scale: scale), rating: rating, scale: scale)
    }

    /// A checked PNG's file (`PNGFace.plan(_:)`): `plan.output().main`'s bytes.
    /// - Complexity: O(pixels).
    public mutating func pngBytes(for plan: PNGFace.Plan) -> [UInt8] {
        pngBytes(of: RatingScene(rating: plan.rating), rating: plan.rating, scale: plan.scale)
    }

    /// `rating`'s PNG at `scale`, drawn from its `scene`, checked at that scale.
    private mutating func pngBytes(of scene: RatingScene, rating: StarRating, scale: Int) -> [UInt8] {
        let key = StarLayersKey(row: rating.row, blur: rating.blur, scale: scale)
        let stars = layers[key] ?? keep(StarLayers(scene: scene, scale: scale), byteCount: \.byteCount, at: key, in: \.layers)
        let track = solidPicture(SolidPictureKey(stars: key, color: nil), of: scene, stars: stars)
        let colored = scene.fillColor.map { solidPicture(SolidPictureKey(stars: key, color: $0), of: scene, stars: stars) }
        return scene.pngBytes(scale: scale, stars: stars, solid: SolidPictures(track: track, colored: colored))
    }

    /// The kept picture at `key`, or `scene`'s drawn and kept: its track for a key without a
    /// colour, else its colour's picture (the key's colour is the scene's).
    private mutating func solidPicture(_ key: SolidPictureKey, of scene: RatingScene, stars: StarLayers) -> [UInt8] {
        solidPictures[key]
            ?? keep(scene.solidPixels(share: key.color == nil ? 0 : 1, stars: stars), byteCount: \.count, at: key, in: \.solidPictures)
    }

    /// Keeps `value` at `key` in the table at `table`, first forgetting everything kept when
    /// the limit would be passed (and keeping nothing larger than the limit); returns `value`.
    private mutating func keep<Key: Hashable, Value>(_ value: Value, byteCount: KeyPath<Value, Int>, at key: Key,
                                                     in table: WritableKeyPath<Self, [Key: Value]>) -> Value {
        let bytes = value[keyPath: byteCount]
        if keptBytes + bytes > Self.layerByteLimit {
            layers.removeAll()
            solidPictures.removeAll()
            keptBytes = 0
        }
        if bytes <= Self.layerByteLimit {
            self[keyPath: table][key] = value
            keptBytes += bytes
        }
        return value
    }
}
