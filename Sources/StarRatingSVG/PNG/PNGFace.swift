/// The PNG face (`--format png`): the still picture as a PNG file, drawn by the package's own
/// rasterizer (`StarRating.pngBytes(scale:)`).
public struct PNGFace: RatingFace, Equatable {
    /// `png`.
    public static let name = "png"
    /// `png`.
    public static let format = "png"
    /// `image/png`.
    public static let mediaType = "image/png"
    /// `true`: a PNG is binary.
    public static let isBinary = true

    /// Device pixels per CSS pixel (`--scale`), in `StarRating.pngScaleRange`. Default 1.
    public var scale: Int

    /// A face drawing at `scale`.
    public init(scale: Int = 1) {
        self.scale = scale
    }

    /// `rating` checked to be drawn at `scale` (`StarRating.pngPixelSize(scale:)`), before any
    /// pixel is drawn.
    /// - Throws: `PNGSizeError.scaleOutOfRange` or `.tooLarge`.
    public func plan(_ rating: StarRating) throws(PNGSizeError) -> Plan {
        _ = try rating.pngScene(scale: scale)
        return Plan(rating: rating, scale: UInt8(scale))
    }

    /// A rating checked to be drawn at a scale.
    public struct Plan: RatingFacePlan, Equatable {
        /// The rating.
        public let rating: StarRating
        /// Device pixels per CSS pixel, checked with the rating's size.
        public var scale: Int { Int(storedScale) }
        /// The scale, a byte: a batch keeps a plan of every line, and this keeps a PNG's no
        /// larger than the rating.
        let storedScale: UInt8

        /// `rating`, checked at `scale` (`PNGFace.plan(_:)`).
        init(rating: StarRating, scale: UInt8) {
            self.rating = rating
            storedScale = scale
        }

        /// The PNG file's bytes: `StarRating.pngBytes(scale:)`'s.
        public func output() -> RatingFaceOutput {
            RatingFaceOutput(main: .binary(RatingScene(rating: rating).pngBytes(scale: scale)))
        }
    }
}
