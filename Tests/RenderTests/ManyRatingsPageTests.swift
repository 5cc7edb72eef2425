import Testing
import TestSupport

/// Several different ratings pasted inline into one page, the first inside `display: none`: the
/// case where rating components that reuse ids lose their masks and gradients.
@Suite struct ManyRatingsPageTests {
    /// In each browser, every visible inline rating looks as it does on its own (as an `<img>` on
    /// the same page): same pixels, its own colours at the star centres, its own fill edge.
    @Test(.cases(2), arguments: RenderEngine.allCases.filter(\.isBrowser))
    func everyVisibleRatingKeepsItsOwnColorsAndEdge(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        #expect(renders.inlineImages.count == catalogue.visibleInlineCases.count)
        #expect(catalogue.visibleInlineCases.count == 4)
        // The hidden rating's twin differs only by its explicit id prefix: the page's one chance
        // for a collision, avoided the documented way.
        #expect(catalogue.cases[catalogue.visibleInlineCases[0]].rating.idPrefix != catalogue.cases[catalogue.hiddenInlineCase].rating.idPrefix)
        var edges = 0
        for (index, image) in zip(catalogue.visibleInlineCases, renders.inlineImages) {
            let item = catalogue.cases[index]
            let context = "\(engine.rawValue), inline \(item.name) after a hidden \(catalogue.cases[catalogue.hiddenInlineCase].name)"
            var difference = PixelDifference()
            difference.add(image, renders.images[index])
            #expect(difference.mean <= CrossRendererTests.meanLimit,
                    "\(context): differs from its own <img> by \(difference.mean) per channel (\(renders.pictureFiles[index].path))")
            RenderExpectations.expectBandColors(image, of: item, map: catalogue.map(for: item), context)
            if let measurement = renders.measurement(of: image, for: item) {
                RenderExpectations.expectFillEdge(measurement, of: item, context)
                edges += 1
            }
        }
        // Every visible rating has a value above 0, so a colour to find its edge by.
        #expect(edges == 4)
    }
}
