import Testing

/// Where the colour stops, measured on the pixels.
@Suite struct FillEdgeTests {
    /// Whole values stop in the gap after star k; fractions colour the share of star k + 1 that
    /// their fill mode asks for (area, width, or the reference's linear placement) within 2 %.
    @Test(arguments: RenderEngine.allCases)
    func colorStopsAtTheFillEdge(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        var checked = 0
        for (index, item) in catalogue.cases.enumerated() {
            if case .filledReference = item.purpose { continue }
            guard let measurement = renders.measurement(of: renders.images[index], for: item) else { continue }
            RenderExpectations.expectFillEdge(measurement, of: item, renders.context(index))
            checked += 1
        }
        #expect(checked >= 50, "only \(checked) cases measured")
    }
}
