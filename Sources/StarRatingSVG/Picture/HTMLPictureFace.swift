import SVGKit

/// The HTML picture face (`--format html`): a snippet to paste into a web page, an inline SVG
/// with its style sheet (`StarRating.htmlSnippet(options:writerOptions:)` without an input).
public struct HTMLPictureFace: RatingFace, Equatable {
    /// `html`.
    public static let name = "html"
    /// `html`.
    public static let format = "html"
    /// `text/html`.
    public static let mediaType = "text/html"
    /// `false`: HTML is text.
    public static let isBinary = false

    /// Whether the fill slides in and the colour fades in on load (`--animate`). Default `false`.
    public var isAnimated: Bool
    /// Whether the page links the style sheet, which is then written apart (`--css-out`).
    /// Default `false`: the style sheet is inline.
    public var isStyleSheetLinked: Bool
    /// schema.org microdata around the picture (`--schema`); `nil`, the default, for none.
    public var microdata: RatingMicrodata?
    /// The unit of the snippet's size: pixels, the default, or ems of the text around it.
    public var sizeUnit: HTMLSizeUnit
    /// Compact or pretty, and the number precision. Default compact.
    public var writerOptions: SVGWriterOptions

    /// A face; every parameter defaults as its property documents.
    public init(isAnimated: Bool = false, isStyleSheetLinked: Bool = false, microdata: RatingMicrodata? = nil,
                sizeUnit: HTMLSizeUnit = .pixels, writerOptions: SVGWriterOptions = .compact) {
        self.isAnimated = isAnimated
        self.isStyleSheetLinked = isStyleSheetLinked
        self.microdata = microdata
        self.sizeUnit = sizeUnit
        self.writerOptions = writerOptions
    }

    /// The snippet's options: a picture's.
    public var snippetOptions: HTMLSnippetOptions {
        HTMLSnippetOptions(isAnimated: isAnimated, input: nil, isStyleSheetLinked: isStyleSheetLinked,
                           microdata: microdata, sizeUnit: sizeUnit)
    }

    /// `rating` with the snippet's options: every rating has a picture
    /// (`StarRating.htmlSnippetPlan(options:)` checks only an input's options against it).
    public func plan(_ rating: StarRating) -> HTMLFacePlan {
        HTMLFacePlan(snippetPlan: HTMLSnippetPlan(checked: rating, options: snippetOptions), writerOptions: writerOptions)
    }
}
