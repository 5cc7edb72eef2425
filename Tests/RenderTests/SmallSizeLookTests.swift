import Foundation
import Testing
import TestSupport

/// The reference's look at the sizes people use, 16 to 48 px, at device scale 1 and 2, in every
/// engine: a rim on empty and filled stars (and hearts and icons), and a soft fill edge. The
/// blur is σ = 2 px whatever the size, so it spans two to four device pixels here, as the
/// reference's `blur(radius: 2)`.
@Suite struct SmallSizeLookTests {
    /// The darkest an empty star's rim must get (luminance, 0–255): white is 255, and at size 100
    /// a rim is about 200.
    static let emptyRimLimit = 217.0
    /// The least an empty star's centre may keep: the rim must not grey the whole star.
    static let emptyCentreMinimum = 240.0
    /// The most a filled star's rim may keep of its band colour's luminance.
    static let filledRimShare = 0.88
    /// How far inside the outline the rim is looked for, in device pixels.
    static let rimDepth = 1.5
    /// The sweep's cases of one purpose: 3 previews × 5 sizes × 2 scales of the star, and each
    /// other shape at its sizes. (A named `Int`: the literal product inside `#expect` took the
    /// type checker five seconds.)
    static let sweepCount: Int = {
        let stars: Int = 3 * 5 * 2
        let otherShapes: Int = RenderCatalogue.otherShapes.count * RenderCatalogue.otherShapeSizes.count
        return stars + otherShapes
    }()

    /// Cases of the size sweep with a given purpose and blur.
    private static func sweep(_ renders: EngineRenders, blur: Double = 2, where include: (RenderCase) -> Bool) -> [Int] {
        renders.catalogue.cases.indices.filter { index in
            let item = renders.catalogue.cases[index]
            return RenderCatalogue.smallSizes.contains(item.configuration.cellSize) && item.configuration.blur == blur
                && !item.configuration.includesXLink && include(item)
        }
    }

    /// The darkest pixel of a star within `rimDepth` device pixels inside its outline (pixels
    /// the star covers fully, so that no anti-aliasing with the white page lightens them).
    private static func darkestRim(_ image: RasterImage, map: StarMap, star: Int) -> Double {
        let (coverage, width) = (map.coverage, map.width)
        var darkest = Double.infinity
        let distances = map.distancesToOutline(ofStar: star, within: rimDepth)
        for pixel in map.pixels[star] where coverage[pixel] == 1 && distances[pixel] <= rimDepth {
            darkest = min(darkest, image.pixel(pixel % width, pixel / width).luminance)
        }
        return darkest
    }

    /// Value 0: every star shows a rim on the white page, and its centre stays white.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func emptyStarsShowARimOnWhite(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let cases = Self.sweep(renders) { $0.purpose == .wholeValue(0) }
        #expect(cases.count == Self.sweepCount)
        var (rims, centres) = ([Double](), [Double]())
        defer {
            print("RenderTests: \(engine.rawValue), empty stars at 16–48 px: rims \(Self.range(rims)), centres \(Self.range(centres))")
        }
        var stroked = 0
        for index in cases {
            let item = renders.catalogue.cases[index]
            // A line's rim is ThinLineLookTests' to check; its centroid is outside its ink.
            guard item.configuration.shape.hasInside else {
                stroked += 1
                continue
            }
            let map = renders.catalogue.map(for: item)
            let image = renders.images[index]
            for (star, centroid) in map.centroids.enumerated() {
                let rim = Self.darkestRim(image, map: map, star: star)
                let centre = image.pixel(Int(centroid.x), Int(centroid.y)).luminance
                rims.append(rim)
                centres.append(centre)
                #expect(rim <= Self.emptyRimLimit, "\(renders.context(index)): star \(star + 1)'s rim is only \(rim) dark")
                #expect(centre >= Self.emptyCentreMinimum, "\(renders.context(index)): star \(star + 1)'s centre is \(centre)")
            }
        }
        // The stroked icon's value 0 at its five sizes and scales.
        #expect(stroked == 5)
    }

    /// Every star filled: its rim is darker than its band colour, as the reference multiplies the
    /// colour by the bevel's grey.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func filledStarsShowARim(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let cases = Self.sweep(renders) { item in
            if case .filledReference = item.purpose { return true }
            return item.purpose == .wholeValue(item.configuration.starCount)
        }
        #expect(cases.count >= 2 * Self.sweepCount)
        var shares: [Double] = []
        defer { print("RenderTests: \(engine.rawValue), filled stars at 16–48 px: rims at \(Self.range(shares)) of the band's luminance") }
        var stroked = 0
        for index in cases {
            let item = renders.catalogue.cases[index]
            guard item.configuration.shape.hasInside else {
                stroked += 1
                continue
            }
            let color = try #require(item.expectedColor)
            let map = renders.catalogue.map(for: item)
            for star in map.centroids.indices {
                let rim = Self.darkestRim(renders.images[index], map: map, star: star)
                shares.append(rim / color.luminance)
                #expect(rim <= Self.filledRimShare * color.luminance,
                        "\(renders.context(index)): star \(star + 1)'s rim is \(rim), \(rim / color.luminance) of \(color)'s luminance")
            }
        }
        // The full values (one a configuration) and the filled references (one a colour shown).
        #expect(cases.count == 129)
        // The stroked icon's full value and filled references at its five sizes and scales.
        #expect(stroked == 15)
    }

    /// A fraction: across the fill edge inside its star, at least two device-pixel columns are
    /// part-way (10 % to 90 %) between unfilled and filled, where a hard edge has at most one.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func theFillEdgeIsSoft(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let cases = Self.sweep(renders) { if case .fractionalValue = $0.purpose { true } else { false } }
        // One fraction a preview at each size and scale; at size 24, scale 1, in two fill modes.
        #expect(cases.count == Self.sweepCount + 3)
        var stroked = 0
        for index in cases {
            let item = renders.catalogue.cases[index]
            guard case .fractionalValue(let whole, _) = item.purpose,
                  let measurement = renders.measurement(of: renders.images[index], for: item) else {
                Issue.record("\(renders.context(index)): no fill measurement")
                continue
            }
            // A stroked icon's edge at its middle falls in its hole, where there is no ink.
            guard item.configuration.shape.hasInside else {
                stroked += 1
                continue
            }
            let partWay = measurement.columnProfile(ofStar: whole, minimumDepth: 1).compactMap { $0 }.filter { (0.1...0.9).contains($0) }
            #expect(partWay.count >= 2, "\(renders.context(index)): only \(partWay.count) columns part-way across the edge")
        }
        // The stroked icon's fraction at its five sizes and scales.
        #expect(stroked == 5)
    }

    /// `lowest–highest` with two decimals (or none below 1 for 0–255 values), for the report.
    private static func range(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "none" }
        let digits = high <= 1 ? "%.2f" : "%.0f"
        return String(format: digits, low) + "–" + String(format: digits, high)
    }

    /// The control: with `--blur 0` the same checks see no rim and a hard edge, so they do tell
    /// the reference's look apart from its absence.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func withoutBlurThereIsNoRimAndAHardEdge(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let cases = Self.sweep(renders, blur: 0) { _ in true }
        #expect(cases.count == 5)
        // The cases that reached each check, and those with neither an empty star nor an edge.
        var (empty, edges, stroked, neither) = (0, 0, 0, 0)
        for index in cases {
            let item = renders.catalogue.cases[index]
            let map = renders.catalogue.map(for: item)
            switch item.purpose {
            case .wholeValue(0):
                for star in map.centroids.indices {
                    let rim = Self.darkestRim(renders.images[index], map: map, star: star)
                    #expect(rim > Self.emptyRimLimit, "\(renders.context(index)): star \(star + 1) has a rim of \(rim) without blur")
                }
                empty += 1
            case .fractionalValue(let whole, _):
                let measurement = try #require(renders.measurement(of: renders.images[index], for: item))
                // A stroked icon's edge at its middle falls in its hole, where there is no ink.
                guard item.configuration.shape.hasInside else {
                    stroked += 1
                    continue
                }
                let partWay = measurement.columnProfile(ofStar: whole, minimumDepth: 1).compactMap { $0 }.filter { (0.1...0.9).contains($0) }
                #expect(partWay.count <= 1, "\(renders.context(index)): \(partWay.count) columns part-way across a hard edge")
                edges += 1
            default:
                neither += 1
            }
        }
        // Values 0, 2.5 and 5, and the filled references of 2.5's and 5's colours.
        #expect(empty == 1)
        #expect(edges == 1)
        #expect(stroked == 0)
        #expect(neither == 3)
    }
}
