/// A parameter of the library's API that an error names as the one at fault
/// (`RatingParameterError.parameter`), in the API's own words: a caller tells its user which of
/// its own inputs to change by the parameter it passed them to, or shows `displayName`.
public enum RatingParameter: CaseIterable, Equatable, Sendable, CustomStringConvertible {
    /// The number of stars: `StarRating`'s `starCount`.
    case starCount
    /// The rating: `StarRating`'s `value`.
    case value
    /// The colour thresholds: `StarRating`'s `levels`, as `ColorBands(levels:)` takes them too.
    case levels
    /// The colour of each band: `StarRating`'s `colors`, as `CSSColor(parsing:)` reads them.
    case colors
    /// The side of each star's cell: `StarRating`'s `cellSize`.
    case cellSize
    /// The gap between stars: `StarRating`'s `gapRatio`.
    case gapRatio
    /// The soft edge's and the bevel's blur: `StarRating`'s `blur`.
    case blur
    /// The accessible name: `StarRating`'s `label`.
    case label
    /// The texts in place of the locale's: `StarRating`'s `texts`.
    case texts
    /// The prefix of the ids: `StarRating`'s `idPrefix`, and `withIDPrefix(_:)`'s.
    case idPrefix
    /// Whether the snippet is a rating input: `HTMLSnippetOptions`'s `input`.
    case input
    /// The rating input's radio buttons' name: `RatingInputOptions`'s `name`.
    case inputName
    /// The average a rating input shows until the reader picks: `RatingInputOptions`'s `average`.
    case inputAverage
    /// The structured data of an HTML picture: `HTMLSnippetOptions`'s `microdata`.
    case microdata
    /// The number of ratings the value sums up: `RatingMicrodata`'s `ratingCount`.
    case ratingCount
    /// A PNG's device pixels per CSS pixel: the `scale` of `StarRating.pngBytes(scale:)`,
    /// `pngPixelSize(scale:)` and `RatingPNGWriter.pngBytes(for:scale:)`.
    case pngScale
    /// The shape of the stars: `StarRating`'s `shape`, a `StarShape` (`StarShapeError`) or an
    /// icon file (`RatingShape(iconFile:)`, `IconFileError`), and what an icon is made of
    /// (`IconShape`, `FilledPath`, `SVGPathData`).
    case shape
    /// The language of the texts: `StarRating`'s `locale`, as `RatingLocale(tag:)` reads it.
    case locale
    /// The URL of an `<img>` tag's PNG: `ImageSource`, the `source` of `ImageTag` and
    /// `ImageTagFace`.
    case imageSource
    /// The text a template engine fills with a live rating's value: `LiveValueSlot`, the
    /// `valueSlot` of `LiveRatingFace` and `LiveRatingOptions`.
    case valueSlot

    /// The parameter's name for a reader, in lower case but for an acronym ("PNG scale"), to
    /// stand in a sentence or, capitalised, as a field's label.
    public var displayName: String {
        switch self {
        case .starCount: "number of stars"
        case .value: "value"
        case .levels: "levels"
        case .colors: "colours"
        case .cellSize: "star size"
        case .gapRatio: "gap"
        case .blur: "blur"
        case .label: "label"
        case .texts: "texts"
        case .idPrefix: "id prefix"
        case .input: "rating input"
        case .inputName: "input name"
        case .inputAverage: "average"
        case .microdata: "structured data"
        case .ratingCount: "number of ratings"
        case .pngScale: "PNG scale"
        case .shape: "shape"
        case .locale: "language"
        case .imageSource: "image URL"
        case .valueSlot: "value slot"
        }
    }

    /// `displayName`: `"\(error.parameter)"` is the name a reader reads.
    public var description: String { displayName }

    /// How the parameter at fault stands to another, when the fault lies in the two together.
    public enum Relation: Equatable, Sendable {
        /// The other parameter must be given too.
        case needs(RatingParameter)
        /// The other parameter cannot be given with this one (as it was).
        case excludes(RatingParameter)
    }
}
