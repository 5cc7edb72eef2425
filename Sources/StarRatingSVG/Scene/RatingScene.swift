import CSSColor
import StarGeometry

/// What one rating draws, in CSS pixels in the row's coordinates, in no output format: the
/// reference's parts, named, and the fill as an input. Each face (SVG and HTML, PNG) realises it
/// on its own; one that moves the fill takes each value's state from `StarRating.fillState(forValue:)`.
public struct RatingScene: Equatable, Sendable {
    /// The row's width, in pixels.
    public let width: Double
    /// The row's height, one star cell, in pixels.
    public let height: Double
    /// The accessible name.
    public let label: String
    /// The language of the accessible name, a BCP 47 tag, when a locale was given.
    public let language: String?
    /// The stars, and with them the star mask.
    public let stars: StarRowPart
    /// The bevel drawn in every star.
    public let bevel: BevelPart
    /// The colour surface and its bands.
    public let colorSurface: ColorSurfacePart
    /// The soft edge that reveals the colour surface.
    public let softEdgeMask: SoftEdgeMaskPart
    /// How far the colour shows and in which band; `nil` shows none, as the reference at 0.
    public let fill: FillState?

    /// The scene of `rating`, showing its own value.
    /// - Complexity: O(*n*) in the number of stars.
    public init(rating: StarRating) {
        self.init(rating: rating, fill: rating.fillState(forValue: rating.value))
    }

    /// The scene of `rating`, showing `fill` (`rating.fillState(forValue:)`) instead of its value.
    /// - Complexity: O(*n*) in the number of stars.
    public init(rating: StarRating, fill: FillState?) {
        let layout = rating.row.layout
        // A thin line keeps a thin rim (RatingShape.rimDeviation); any other shape, the blur.
        let shape = rating.row.shape
        let sigma = shape.rimDeviation(forBlur: rating.blur, cellSize: layout.cellSize, atLeast: Self.smallestThinLineDeviation)
        let row = Rect(minX: 0, minY: 0, width: layout.width, height: layout.height)
        width = layout.width
        height = layout.height
        label = rating.label
        language = rating.locale?.tag
        stars = StarRowPart(shape: shape, cellSize: layout.cellSize,
                            cellMinX: (0..<layout.starCount).map(layout.cellMinX(ofStarAt:)))
        let gain = shape.rimGain(forDeviation: sigma, cellSize: layout.cellSize)
        // An empty line as grey as the reference's blur draws it, under the colour's thin rim.
        bevel = BevelPart(blurDeviation: sigma, gain: gain, opacity: 0.5,
                          trackShade: shape.trackShade(forBlur: rating.blur, deviation: sigma, gain: gain,
                                                       cellSize: layout.cellSize, opacity: 0.5))
        colorSurface = ColorSurfacePart(rect: row, bands: rating.bands, colors: rating.colors)
        softEdgeMask = SoftEdgeMaskPart(rowWidth: layout.width, rowHeight: layout.height, blurDeviation: sigma,
                                        isRightToLeft: rating.direction.drawsRightToLeft)
        self.fill = fill
    }

    /// The smallest σ, in pixels, of a stroked icon's rim: 1.08, the smallest that every face
    /// draws alike. Chromium draws `feGaussianBlur` and CSS `blur()` by Filter Effects' three box
    /// blurs, and below 0.8 px (boxes one pixel wide) draws no blur at all, where Firefox, resvg
    /// and the PNG face draw a Gaussian: a line's rim would show in some browsers only. At
    /// 1.08 px the boxes are two, two and three pixels wide, whose deviation,
    /// √(1/4 + 1/4 + 2/3), is 1.08: the boxes and the Gaussian spread alike (the PNG draws the
    /// boxes, as Chromium does: `GaussianBlur`). Every face draws this σ, the PNG's too, so that
    /// they agree: it is what is drawn, not how one face draws it.
    static let smallestThinLineDeviation = 1.08

    /// The colour that shows, or `nil` when none does.
    public var fillColor: CSSColor? { fill.map { colorSurface.colors[$0.band] } }
}
