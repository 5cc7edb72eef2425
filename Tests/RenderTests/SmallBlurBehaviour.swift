/// How an engine blurs when σ is under 2 device pixels (the bevel and the soft edge of a size-24
/// rating have σ = 0.48 px). Filter Effects 1 defines `feGaussianBlur` as a Gaussian and allows
/// the three-box approximation only "for larger values of s (s >= 2.0)".
///
/// Measured on the size-24 bevel against a true Gaussian of the same star (mean absolute
/// difference per channel): Firefox 0.25, resvg 0.51, Chromium 1.04, librsvg 1.05. At size 24
/// the star edges are a large share of the pixels, so the engines' own anti-aliasing adds to
/// any such difference. Two engines on the same side agree within the limit; across the sides
/// they do not, through no fault of the SVG.
enum SmallBlurBehaviour: Equatable, CustomStringConvertible {
    /// A Gaussian, or close to one (Firefox; resvg's recursive filter).
    case gaussian
    /// The three-box approximation below σ = 2, where it falls apart: its box size
    /// floor(σ·3·√(2π)/4 + 0.5) is 1 px below σ ≈ 0.53, which does not blur at all, so the
    /// bevel's rim is missing (Chromium/Skia, librsvg).
    case boxesBelowTwoPixels

    /// What `engine` does with a blur under σ = 2 px.
    static func of(_ engine: RenderEngine) -> SmallBlurBehaviour {
        switch engine {
        case .firefox, .resvg: .gaussian
        case .chromium, .librsvg: .boxesBelowTwoPixels
        }
    }

    /// What the engine does, in a few words, for the known issue's comment.
    var description: String {
        switch self {
        case .gaussian: "a Gaussian"
        case .boxesBelowTwoPixels: "box blurs that do nothing below σ ≈ 0.53 px"
        }
    }
}
