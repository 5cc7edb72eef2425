import Foundation
import Testing

/// Whether a right-to-left picture is the mirror image of its twin drawn left to right.
///
/// The row and each star are symmetric, so only the rasteriser's rounding may differ. Measured
/// at 48 px in Chromium, Firefox, librsvg and resvg: a mean of at most 0.07 per channel, at
/// most 8 at the 99.9th percentile, and at worst 35, on a dozen anti-aliased pixels of the
/// outlines' points (Chromium). A soft edge one pixel off its place gives a mean of 0.3, 41 at
/// the 99.9th percentile; the twin itself, unmirrored, is off by a mean of 38. The percentile
/// tells an edge out of place; the worst case, a part missing.
enum MirrorImageCheck {
    static let meanTolerance = 0.25
    static let percentileTolerance = 10
    /// resvg's, which draws the tiled drawing's stars 11 off at the 99.9th percentile (its
    /// anti-aliasing of a star is not mirror-symmetric: up to 16 in the alpha of one lone path).
    static let resvgPercentileTolerance = 12
    static let worstTolerance = 64

    /// Expects `mirrored` to be `original` seen in a mirror, within the tolerances, and to be
    /// far from `original` itself (or the check could not tell); prints how far it is from both.
    static func expect(_ mirrored: RasterImage, of original: RasterImage, _ context: String,
                       percentileTolerance: Int = Self.percentileTolerance, sourceLocation: SourceLocation = #_sourceLocation) {
        var difference = PixelDifference()
        difference.add(mirrored, original.mirrored())
        var unmirrored = PixelDifference()
        unmirrored.add(mirrored, original)
        print("MirrorImageCheck: \(context) against the mirror image: mean \(String(format: "%.3f", difference.mean)), "
              + "99.9th percentile \(difference.percentile(0.999)), worst \(difference.percentile(1)); unmirrored mean "
              + String(format: "%.1f", unmirrored.mean))
        #expect(difference.mean <= meanTolerance && difference.percentile(0.999) <= percentileTolerance
                    && difference.percentile(1) <= worstTolerance,
                "\(context) is off the mirror image by a mean of \(difference.mean), \(difference.percentile(0.999)) at the 99.9th percentile, \(difference.percentile(1)) at worst",
                sourceLocation: sourceLocation)
        #expect(unmirrored.mean > 10, "\(context) is about the unmirrored picture too (mean \(unmirrored.mean)): the check cannot tell",
                sourceLocation: sourceLocation)
    }
}
