import SVGKit

/// The rating input face (`--interactive`, which is `--format html`): radio buttons a reader
/// picks a value with, the stars as their labels (`StarRating.htmlSnippet(options:writerOptions:)`
/// with `RatingInputOptions`).
public struct RatingInputFace: RatingFace, Equatable {
    /// `input`.
    public static let name = "input"
    /// `html`: a rating input is an HTML snippet.
    public static let format = "html"
    /// `text/html`.
    public static let mediaType = "text/html"
    /// `false`: HTML is text.
    public static let isBinary = false

    /// The radio buttons' name, the values offered, and where the script goes.
    public var input: RatingInputOptions
    /// Whether the fill slides in and the colour fades in on load (`--animate`). Default `false`.
    public var isAnimated: Bool
    /// Whether the page links the style sheet, which is then written apart (`--css-out`).
    /// Default `false`: the style sheet is inline.
    public var isStyleSheetLinked: Bool
    /// The unit of the snippet's size: pixels, the default, or ems of the text around it.
    public var sizeUnit: HTMLSizeUnit
    /// Compact or pretty, and the number precision. Default compact.
    public var writerOptions: SVGWriterOptions

    /// A face; every parameter defaults as its property documents.
    public init(input: RatingInputOptions, isAnimated: Bool = false, isStyleSheetLinked: Bool = false,
                sizeUnit: HTMLSizeUnit = .pixels, writerOptions: SVGWriterOptions = .compact) {
        self.input = input
        self.isAnimated = isAnimated
        self.isStyleSheetLinked = isStyleSheetLinked
        self.sizeUnit = sizeUnit
        self.writerOptions = writerOptions
    }

    /// The snippet's options: an input's.
    public var snippetOptions: HTMLSnippetOptions {
        HTMLSnippetOptions(isAnimated: isAnimated, input: input, isStyleSheetLinked: isStyleSheetLinked,
                           microdata: nil, sizeUnit: sizeUnit)
    }

    /// `rating` checked to go with the input, as `StarRating.htmlSnippetPlan(options:)` checks it.
    /// - Throws: `HTMLSnippetError` for a value that is none of the input's options, or an
    ///   average it cannot show.
    public func plan(_ rating: StarRating) throws(HTMLSnippetError) -> HTMLFacePlan {
        try input.check(rating)
        return HTMLFacePlan(snippetPlan: HTMLSnippetPlan(checked: rating, options: snippetOptions), writerOptions: writerOptions)
    }
}
