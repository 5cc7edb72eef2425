import SVGKit

/// The standalone SVG face (`--format svg`, the default): an SVG file of the rating, still or
/// animated on load (`StarRating.svgBytes(options:includingXLink:)`,
/// `StarRating.animatedSVGDocument(options:includingXLink:)`).
public struct SVGFace: RatingFace, Equatable {
    /// `svg`.
    public static let name = "svg"
    /// `svg`.
    public static let format = "svg"
    /// `image/svg+xml`.
    public static let mediaType = "image/svg+xml"
    /// `false`: an SVG is text.
    public static let isBinary = false

    /// Compact or pretty, and the number precision. Default compact.
    public var writerOptions: SVGWriterOptions
    /// Whether the fill slides in and the colour fades in on load (`--animate`). Default `false`.
    public var isAnimated: Bool
    /// Whether references also carry `xlink:href` (`--xlink`). Default `false`.
    public var includesXLink: Bool

    /// A face; every parameter defaults as its property documents.
    public init(writerOptions: SVGWriterOptions = .compact, isAnimated: Bool = false, includesXLink: Bool = false) {
        self.writerOptions = writerOptions
        self.isAnimated = isAnimated
        self.includesXLink = includesXLink
    }

    /// `rating` with this face: every rating has a standalone SVG.
    public func plan(_ rating: StarRating) -> Plan {
        Plan(rating: rating, face: self)
    }

    /// A rating and the SVG face it is written in.
    public struct Plan: RatingFacePlan, Equatable {
        /// The rating.
        public let rating: StarRating
        /// How it is written.
        public let face: SVGFace

        /// The SVG document, as text.
        public func output() -> RatingFaceOutput {
            RatingFaceOutput(main: .text(String(decoding: bytes(), as: UTF8.self)))
        }

        /// The SVG document's UTF-8 bytes, as the serialiser writes them: what the command
        /// writes to a file, without making text of them first.
        package func bytes() -> [UInt8] {
            guard face.isAnimated else {
                // One rating is written by the serialiser itself: a RatingSVGWriter pays off from
                // the second rating of a shape, and recording its template costs the first one more.
                return rating.svgBytes(options: face.writerOptions, includingXLink: face.includesXLink)
            }
            let document = rating.animatedSVGDocument(options: face.writerOptions, includingXLink: face.includesXLink)
            return document.utf8Bytes(options: face.writerOptions)
        }
    }
}
