import SVGKit

/// The live rating face (`--live`, which is `--format html`): the HTML picture with every part
/// of its look fixed and its value left to the page, as the CSS custom property
/// `--starsvg-value` (a number from 0 to the number of stars), on the snippet or any element
/// around it, or set by a script. The fill edge and the band colour follow the value in CSS:
/// no script, no id, any number of copies on a page. A change of value slides the edge over
/// 0.35 s and cross-fades the colour over 0.25 s (ease-in-out), unless the reader prefers
/// reduced motion. Where the page gives no value, the rating's own shows.
public struct LiveRatingFace: RatingFace, Equatable {
    /// `live`.
    public static let name = "live"
    /// `html`: a live rating is an HTML snippet.
    public static let format = "html"
    /// `text/html`.
    public static let mediaType = "text/html"
    /// `false`: HTML is text.
    public static let isBinary = false

    /// Text a template engine fills with the value (`--value-slot`); `nil`, the default, for none.
    public var valueSlot: LiveValueSlot?
    /// Whether the fill slides in and the colour fades in on load (`--animate`). Default `false`:
    /// the first value shows at once, and only changes move.
    public var isAnimated: Bool
    /// Whether the page links the style sheet, which is then written apart (`--css-out`).
    /// Default `false`: the style sheet is inline.
    public var isStyleSheetLinked: Bool
    /// The unit of the snippet's size: pixels, the default, or ems of the text around it.
    public var sizeUnit: HTMLSizeUnit
    /// Compact or pretty, and the number precision. Default compact.
    public var writerOptions: SVGWriterOptions

    /// A face; every parameter defaults as its property documents.
    public init(valueSlot: LiveValueSlot? = nil, isAnimated: Bool = false, isStyleSheetLinked: Bool = false,
                sizeUnit: HTMLSizeUnit = .pixels, writerOptions: SVGWriterOptions = .compact) {
        self.valueSlot = valueSlot
        self.isAnimated = isAnimated
        self.isStyleSheetLinked = isStyleSheetLinked
        self.sizeUnit = sizeUnit
        self.writerOptions = writerOptions
    }

    /// The snippet's options: a live picture's.
    public var snippetOptions: HTMLSnippetOptions {
        HTMLSnippetOptions(isAnimated: isAnimated, isStyleSheetLinked: isStyleSheetLinked, sizeUnit: sizeUnit,
                           live: LiveRatingOptions(valueSlot: valueSlot))
    }

    /// `rating` with the snippet's options: every rating has a live picture, its value the one
    /// shown where the page gives none.
    public func plan(_ rating: StarRating) -> HTMLFacePlan {
        HTMLFacePlan(snippetPlan: HTMLSnippetPlan(checked: rating, options: snippetOptions), writerOptions: writerOptions)
    }
}
