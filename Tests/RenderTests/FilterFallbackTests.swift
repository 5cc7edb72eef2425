import Foundation
import Testing

/// Where filters are missing (CairoSVG), the picture is still the rating: filled stars show
/// their band colour, empty stars the grey track, nothing darkened. Only the bevel's rim and the
/// soft edge, which the filters make, are missing.
@Suite struct FilterFallbackTests {
    /// How far (0–255 a channel) a filled star's centre may be from its band colour. Half
    /// brightness, what an unfiltered rim layer gave, is 50 to 128 away.
    static let bandTolerance = 6
    /// The luminance range (0–255) an empty star's centre must show: a grey that stands out from
    /// the white page (at most `trackRange.upperBound`), and not one darker than the reference's
    /// darkest rim ever gets.
    static let trackRange = 170.0...235.0
    /// The most an empty star's centre may stray from grey (largest minus smallest channel).
    static let greyTolerance = 2

    /// The ratings drawn: each preview at a value, at sizes 100 and 24, a fraction among them.
    static let cases: [RenderCase] = {
        let values: [[Double]] = [[0, 1, 5], [7, 10], [2.5]]
        return [100.0, 24].flatMap { size in
            zip(RatingConfiguration.previews(cellSize: size), values).flatMap { preview, values in
                values.map { try! RenderCase(preview, value: $0) }
            }
        }
    }()

    @Test(.enabled(if: CairoSVG.isInstalledOrRequired, "CairoSVG not found (\(CairoSVG.installHint)); CI=true fails instead"))
    func withoutFiltersStarsShowTheirBandColourOrTheTrack() async throws {
        let folder = try RenderTools.freshBuildFolder("render-tests-cairosvg")
        let files = try Self.cases.map { item in
            let file = folder.appendingPathComponent(item.name + ".svg")
            try Data(item.rating.svgBytes()).write(to: file)
            return file
        }
        let images = try await CairoSVG.render(files, in: folder)
        for (item, image) in zip(Self.cases, images) {
            let map = StarMap(row: item.rating.row)
            let context = "CairoSVG, \(item.name)"
            try #require(image.width == map.width && image.height == map.height, "\(context): drew \(image.width)×\(image.height)")
            for (star, centroid) in map.centroids.enumerated() {
                let (x, y) = (Int(centroid.x), Int(centroid.y))
                let centre = (-1...1).flatMap { dy in (-1...1).map { dx in (x + dx, y + dy) } }
                if case .fractionalValue(let whole, _) = item.purpose, star == whole {
                    // A hard edge at the star's middle: its left arm coloured, its right arm the track.
                    let reach = Int(item.configuration.cellSize / 6)
                    expectBand(image, [(x - reach, y)], item, context + ": star \(star + 1)'s left arm")
                    expectTrack(image, [(x + reach, y)], context + ": star \(star + 1)'s right arm")
                } else if star < item.fullyColoredStarCount {
                    expectBand(image, centre, item, context + ": star \(star + 1)'s centre")
                } else {
                    expectTrack(image, centre, context + ": star \(star + 1)'s centre")
                }
            }
        }
    }

    /// The pixels at `points` are the band colour; one issue for the worst of them.
    private func expectBand(_ image: RasterImage, _ points: [(Int, Int)], _ item: RenderCase, _ context: String) {
        guard let color = item.expectedColor else {
            Issue.record("\(context): no band colour")
            return
        }
        let worst = points.max { image.pixel($0.0, $0.1).maximumChannelDifference(to: color) < image.pixel($1.0, $1.1).maximumChannelDifference(to: color) }!
        let actual = image.pixel(worst.0, worst.1)
        #expect(actual.maximumChannelDifference(to: color) <= Self.bandTolerance,
                "\(context) (\(worst.0),\(worst.1)) is \(actual), expected its band colour \(color)")
    }

    /// The pixels at `points` are the grey track; one issue for the first that is not.
    private func expectTrack(_ image: RasterImage, _ points: [(Int, Int)], _ context: String) {
        let isTrack = { (actual: RGB) in
            let channels = [actual.red, actual.green, actual.blue]
            return Int(channels.max()!) - Int(channels.min()!) <= Self.greyTolerance && Self.trackRange.contains(actual.luminance)
        }
        guard let wrong = points.first(where: { !isTrack(image.pixel($0.0, $0.1)) }) else { return }
        let actual = image.pixel(wrong.0, wrong.1)
        Issue.record("\(context) (\(wrong.0),\(wrong.1)) is \(actual) (luminance \(Int(actual.luminance.rounded()))), expected the grey track, luminance \(Self.trackRange)")
    }
}
