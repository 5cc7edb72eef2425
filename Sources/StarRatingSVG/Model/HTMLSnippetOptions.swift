/// What an HTML snippet of a rating (`StarRating.htmlSnippet(options:)`) is: a picture or a
/// rating input, animated on load or not, with its style sheet inline or linked, and a picture
/// with or without structured data.
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

    /// The texts that set the ids of this snippet apart from those of the same rating in
    /// another form (its standalone SVG, another input name, a required or disabled input),
    /// hashed into the derived prefix. Where the style and script go is left out, and so is
    /// the microdata: neither changes what the ids name. The size unit is in, as a unit that
    /// changes the style sheet, and so are `required` and `disabled`, which change the radio
    /// buttons and the style sheet: a required and a plain input on one page never share ids;
    /// an average too, which changes the drawing.
    var distinguishingTexts: [String] {
        ["html", isAnimated ? "animated" : "still"] + (input.map(Self.distinguishingTexts(of:)) ?? [live == nil ? "picture" : "live"])
            + (sizeUnit == .pixels ? [] : [sizeUnit.rawValue])
    }

    /// An input's texts for `distinguishingTexts`: the step and the average only when not the
    /// defaults, so that the ids of every input without them stay as they were.
    private static func distinguishingTexts(of input: RatingInputOptions) -> [String] {
        ["input", input.name] + (input.step == .whole ? [] : ["step", input.step.rawValue])
            + (input.isRequired ? ["required"] : []) + (input.isDisabled ? ["disabled"] : [])
            + (input.average.map { ["average", NumberText.describe($0)] } ?? [])
    }
}
