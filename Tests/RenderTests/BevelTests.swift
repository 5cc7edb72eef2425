import Testing
import TestSupport

/// The reference's bevel: every star's rim darker than its centre.
@Suite struct BevelTests {
    /// The most a rim may keep of its centre's brightness. Without a bevel the ratio is 1; the
    /// reference's bevel (σ = 2 px at size 100) makes the two pixels just inside the edge
    /// about 10 % darker.
    static let rimBrightnessLimit = 0.95

    /// At size 100, in every whole-value case (filled stars and unfilled ones alike), the pixels
    /// one and two pixels inside a star's edge are darker on average than its centre. At size 24
    /// the rim is half a pixel wide and lies within the anti-aliased edge.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func everyRimIsDarkerThanItsCentre(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        var checked = 0
        for (index, item) in catalogue.cases.enumerated() {
            guard item.configuration.cellSize == 100, case .wholeValue = item.purpose else { continue }
            let map = catalogue.map(for: item)
            let image = renders.images[index]
            let depth = map.depth
            for (star, centroid) in map.centroids.enumerated() {
                let rimPixels = map.pixels[star].filter { (1...2).contains(depth[$0]) }
                let rim = rimPixels.reduce(0.0) { $0 + image.pixel($1 % map.width, $1 / map.width).channels.reduce(0, +) }
                let centre = image.pixel(Int(centroid.x), Int(centroid.y)).channels.reduce(0, +)
                let ratio = rim / Double(rimPixels.count) / centre
                #expect(ratio <= Self.rimBrightnessLimit,
                        "\(renders.context(index)): star \(star + 1)'s rim keeps \(ratio) of its centre's brightness")
                checked += 1
            }
        }
        // The previews' whole values, and the twin of the many-ratings page.
        #expect(checked == 6 * 5 + 11 * 10 + 4 * 3 + 5)
    }
}
