/// The deviation a blur of the rating's drawing is written with, by the SVG faces' filters
/// and the HTML picture's CSS layers alike, so that the browsers blur both the same.
enum FilterDeviation {
    /// The `stdDeviation` (or CSS `blur()` radius) written for a blur of `sigma` pixels.
    ///
    /// Filter Effects lets a renderer approximate a Gaussian by three box blurs from σ = 2 on.
    /// Chromium, Firefox and librsvg do so from 2; resvg only above 2, and below it blurs with an
    /// IIR Gaussian, which drew the default blur of exactly 2 px differently (1.6 to 1.8 mean
    /// per channel from the others at size 24, against 0.6 between them). 2.01 is the same
    /// blur to the eye and to the other three engines, whose box width
    /// ⌊σ·3·√(2π)/4 + 0.5⌋ is 4 for both, and puts resvg on the same side of its switch.
    static func written(_ sigma: Double) -> Double {
        sigma == 2 ? 2.01 : sigma
    }
}
