/// The bevel: the reference's black star under a white blurred copy of itself, multiplied at
/// `opacity`. Its grey is the blurred stars' alpha, which darkens towards the rim. Where no
/// colour is revealed the bevel alone is what shows, the track: pale stars with grey rims, as
/// the reference's empty stars; over the colour it darkens the colour's rim.
public struct BevelPart: Equatable, Sendable {
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// What the blurred alpha g is multiplied by before it is read, min(1, gain · g): 1, but
    /// more for a stroked icon's thin line, whose middle it keeps clear of the rim
    /// (`RatingShape.rimGain(forDeviation:cellSize:)`).
    public let gain: Double
    /// Whether there is a blur at all.
    public var isBlurred: Bool { blurDeviation > 0 }
    /// The opacity of the multiplied layer: 0.5, as the reference's `opacity(0.5)`.
    public let opacity: Double
    /// The alpha of black laid over the track, under the colour: 0, but for an icon drawn with
    /// lines, whose thin rim would leave an empty line almost white; with it the line's middle
    /// is as grey as the reference's blur draws it
    /// (`RatingShape.trackShade(forBlur:deviation:gain:cellSize:opacity:)`).
    package let trackShade: Double

    /// A bevel of blur `blurDeviation`, `gain`, `opacity`, and black of alpha `trackShade`
    /// over its track.
    package init(blurDeviation: Double, gain: Double, opacity: Double, trackShade: Double = 0) {
        self.blurDeviation = blurDeviation
        self.gain = gain
        self.opacity = opacity
        self.trackShade = trackShade
    }
}
