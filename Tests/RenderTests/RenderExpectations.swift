import Foundation
import Testing

/// The checks that a picture of one case must pass, shared by the per-engine suites and the
/// many-ratings page (which checks its inline copies the same way).
enum RenderExpectations {
    /// How far (0–255 a channel) a star's centre may be from its expected colour: anti-aliasing
    /// and blur never reach a centre, so only rounding is allowed for.
    static let centreTolerance = 4
    /// The least share of colour a star left of the fill edge must show, and one minus the most
    /// a star right of it may show: the blur's tail reaches a star's tip by a few hundredths of
    /// its area at most.
    static let fullShare = 0.98

    /// The centre of every star left of the fill edge shows the band colour, every star right of
    /// it none of it (white); the star holding a fractional edge is `expectFillEdge`'s to check.
    static func expectBandColors(_ image: RasterImage, of item: RenderCase, map: StarMap, _ context: String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        let fullyColored = item.fullyColoredStarCount
        for (star, centroid) in map.centroids.enumerated() {
            if case .fractionalValue(let whole, _) = item.purpose, star == whole { continue }
            let expected = star < fullyColored ? item.expectedColor ?? .white : .white
            let (cx, cy) = (Int(centroid.x), Int(centroid.y))
            for y in (cy - 1)...(cy + 1) {
                for x in (cx - 1)...(cx + 1) {
                    let actual = image.pixel(x, y)
                    #expect(actual.maximumChannelDifference(to: expected) <= centreTolerance,
                            "\(context): star \(star + 1)'s centre (\(x),\(y)) is \(actual), expected \(expected)",
                            sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// The colour stops where it should: every star before the fill edge's star fully coloured,
    /// every star after it uncoloured, and the star holding the edge coloured by the share its
    /// fill mode asks for, within 2 % of the star.
    ///
    /// A whole value k puts the edge in the gap after star k: then the tip of star k nearest the
    /// gap is mostly coloured and the tip of star k + 1 mostly not.
    static func expectFillEdge(_ measurement: FillMeasurement, of item: RenderCase, _ context: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let starCount = item.configuration.starCount
        let edgeStar: Int?
        switch item.purpose {
        case .wholeValue(let whole):
            edgeStar = nil
            if whole > 0 && whole < starCount {
                let before = measurement.columnProfile(ofStar: whole - 1, minimumDepth: 0).compactMap { $0 }
                let after = measurement.columnProfile(ofStar: whole, minimumDepth: 0).compactMap { $0 }
                #expect((before.last ?? 0) >= 0.5, "\(context): the colour ends inside star \(whole) (its right tip shows \(before.last ?? 0))",
                        sourceLocation: sourceLocation)
                #expect((after.first ?? 1) <= 0.5, "\(context): the colour reaches into star \(whole + 1) (its left tip shows \(after.first ?? 1))",
                        sourceLocation: sourceLocation)
            }
        case .fractionalValue(let whole, let fraction):
            edgeStar = whole
            let layout = item.rating.row.layout
            let box = measurement.map.boxes[whole]
            let (measured, expected): (Double, Double)
            switch item.rating.fillMode {
            case .area:
                (measured, expected) = (measurement.areaShare(ofStar: whole), fraction)
            case .width:
                (measured, expected) = (measurement.widthShare(ofStar: whole), fraction)
            case .linear:
                // The reference's own placement: evenly along the row, ignoring the stars.
                let edge = (Double(whole) + fraction) * layout.width / Double(starCount)
                (measured, expected) = (measurement.widthShare(ofStar: whole), min(max((edge - box.minX) / box.width, 0), 1))
            }
            #expect(abs(measured - expected) <= fractionTolerance(for: item),
                    "\(context): star \(whole + 1) is \(percent(measured)) coloured by \(item.rating.fillMode.rawValue), expected \(percent(expected))",
                    sourceLocation: sourceLocation)
        case .filledReference:
            edgeStar = nil
        }
        for star in 0..<starCount where star != edgeStar {
            let share = measurement.areaShare(ofStar: star)
            if star < item.fullyColoredStarCount {
                #expect(share >= fullShare, "\(context): star \(star + 1) is only \(percent(share)) coloured",
                        sourceLocation: sourceLocation)
            } else {
                #expect(share <= 1 - fullShare, "\(context): star \(star + 1) is \(percent(share)) coloured, expected none",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// How far the coloured share of the edge's star may be from its fill mode's: 2 %, and 3 %
    /// at size 16, where σ = 2 px is an eighth of the star and the blur's tails over its tapering
    /// arms take up to 2.3 % of its area off a share of 0.8 (the same in every engine).
    static func fractionTolerance(for item: RenderCase) -> Double {
        item.configuration.cellSize < 20 ? 0.03 : 0.02
    }

    /// `0.123` as `12.3 %`.
    static func percent(_ share: Double) -> String {
        String(format: "%.1f %%", share * 100)
    }
}
