/// What an HTML snippet of a rating (`StarRating.htmlSnippet(options:)`) is: a picture or a
/// rating input, animated on load or not, with its style sheet inline or linked, and a picture
/// with or without structured data.
///
/// The front door to the web faces, kept for 1.x: each kind of snippet is a face of its own
/// (`HTMLPictureFace`, `RatingInputFace`, `LiveRatingFace`), with only its own options, and
/// these options stand for one of them: a rating input when `input` is given (whatever `live`
/// says), else a live rating when `live` is given (without `microdata`), else the picture.
/// `HTMLSnippetPlan` hands the snippet to that face's writer.
public struct HTMLSnippetOptions: Equatable, Sendable {
    /// Whether the fill slides in from 0 and the colour fades in when the rating first shows,
    /// with the reference's timing (`--animate`). Default `false`.
    public var isAnimated: Bool
    /// What makes the snippet a rating input (`--interactive`); `nil`, the default, for a picture.
    public var input: RatingInputOptions?
    /// Whether the page links the style sheet (`HTMLSnippet.css`) itself, so that the snippet
    /// has no `<style>` (`--css-out`). Default `false`: the style sheet is inline.
    public var isStyleSheetLinked: Bool
    /// schema.org microdata around a picture (`--schema`); `nil`, the default, for none. Not
    /// for a rating input.
    public var microdata: RatingMicrodata?
    /// The unit of the snippet's size: pixels, the default, or ems of the text around it.
    public var sizeUnit: HTMLSizeUnit
    /// What makes a picture live (`--live`, `LiveRatingFace`): its value given by the page;
    /// `nil`, the default, for a picture of the rating's value. Not for a rating input, whose
    /// options win, nor with microdata, which a live picture leaves out.
    public var live: LiveRatingOptions?

    /// Creates options; every parameter defaults as its property documents.
    public init(isAnimated: Bool = false, input: RatingInputOptions? = nil, isStyleSheetLinked: Bool = false,
                microdata: RatingMicrodata? = nil, sizeUnit: HTMLSizeUnit = .pixels, live: LiveRatingOptions? = nil) {
        self.isAnimated = isAnimated
        self.input = input
        self.isStyleSheetLinked = isStyleSheetLinked
        self.microdata = microdata
        self.sizeUnit = sizeUnit
        self.live = live
    }
}
