import Testing
import TestSupport

/// The reference's colour rule, read at the stars' centres.
@Suite struct ColorBandTests {
    /// Every whole value of the three previews at sizes 100 and 24: the centres of stars 1…k show
    /// the band colour, the others white. (Below 24 the 2 px rim reaches a star's centre, so its
    /// colour is `SmallSizeLookTests`' to check.)
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func filledStarsShowTheBandColorAndTheOthersNone(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        var (checked, stroked) = (0, 0)
        for (index, item) in catalogue.cases.enumerated() {
            guard item.isStandardSize, case .wholeValue = item.purpose else { continue }
            // A stroked icon's centre is outside its ink: its colour is ThinLineLookTests' to check.
            guard item.configuration.shape.hasInside else {
                stroked += 1
                continue
            }
            RenderExpectations.expectBandColors(renders.images[index], of: item, map: catalogue.map(for: item),
                                                 renders.context(index))
            checked += 1
        }
        // The previews' 21 whole values at 100 and 12 at 24, the heart's and the drop's 0 and 5 at
        // 24, the xlink:href form's 0 and 10, and the many-ratings twin; the stroked icon's 0 and 5.
        #expect(checked == 40)
        #expect(stroked == 2)
    }

    /// Value 0 shows no colour anywhere, at every size and scale: every pixel is a grey (white,
    /// or the bevel's rim).
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func valueZeroShowsNoColorAnywhere(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        let zeroCases = catalogue.cases.indices.filter { catalogue.cases[$0].purpose == .wholeValue(0) }
        // The previews at sizes 100 and 24, at 16, 20, 32 and 48, at five sizes at scale 2, the
        // unblurred control and the xlink:href form, and the other shapes at their sizes.
        let otherShapes: Int = RenderCatalogue.otherShapes.count * RenderCatalogue.otherShapeSizes.count
        let expectedCount: Int = 6 + 12 + 15 + 1 + 1 + otherShapes
        #expect(zeroCases.count == expectedCount)
        for index in zeroCases {
            let image = renders.images[index]
            let rgb = image.rgb
            let colored = (0..<(image.width * image.height)).filter { pixel in
                max(rgb[pixel * 3], rgb[pixel * 3 + 1], rgb[pixel * 3 + 2]) - min(rgb[pixel * 3], rgb[pixel * 3 + 1], rgb[pixel * 3 + 2]) > 2
            }
            #expect(colored.count == 0, """
                \(renders.context(index)): \(colored.count) pixels show color, \
                e.g. \(colored.first.map { image.pixel($0 % image.width, $0 / image.width).description } ?? "")
                """)
        }
    }
}
