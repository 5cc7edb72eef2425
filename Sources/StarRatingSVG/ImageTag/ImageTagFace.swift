/// The `<img>` tag face (`--format img`): the HTML tag that shows the rating's PNG, from a URL
/// given (`ImageTag`).
public struct ImageTagFace: RatingFace, Equatable {
    /// `img`.
    public static let name = "img"
    /// `img`.
    public static let format = "img"
    /// `text/html`: the tag is HTML to paste.
    public static let mediaType = "text/html"
    /// `false`: the tag is text.
    public static let isBinary = false

    /// Where the page finds the PNG (`--src`).
    public var source: ImageSource
    /// The scale the PNG shown is drawn at (`--scale`), checked as `PNGFace` checks it, so that
    /// no tag is written for a PNG that cannot be made; the tag keeps the CSS size. Default 1.
    public var pngScale: Int

    /// A face showing the PNG at `source`, drawn at `pngScale`.
    public init(source: ImageSource, pngScale: Int = 1) {
        self.source = source
        self.pngScale = pngScale
    }

    /// The tag of `rating`'s PNG, checked as that PNG is (`StarRating.pngPixelSize(scale:)`).
    /// - Throws: `PNGSizeError.scaleOutOfRange` or `.tooLarge`.
    public func plan(_ rating: StarRating) throws(PNGSizeError) -> ImageTag {
        _ = try rating.pngPixelSize(scale: pngScale)
        return try ImageTag(rating, source: source)
    }
}
