import Testing
import TestSupport

/// Where the colour stops, measured on the pixels.
@Suite struct FillEdgeTests {
    /// Whole values stop in the gap after star k; fractions colour the share of star k + 1 that
    /// their fill mode asks for (area, width, or the reference's linear placement) within 2 %.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func colorStopsAtTheFillEdge(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        // The cases measured, and the value-0 cases, which have no colour to measure an edge by.
        var (checked, colourless) = (0, 0)
        for (index, item) in catalogue.cases.enumerated() {
            if case .filledReference = item.purpose { continue }
            guard let measurement = renders.measurement(of: renders.images[index], for: item) else {
                #expect(item.purpose == .wholeValue(0), "\(renders.context(index)): no fill measurement")
                colourless += 1
                continue
            }
            RenderExpectations.expectFillEdge(measurement, of: item, renders.context(index))
            checked += 1
        }
        // Every case but the filled references and the 50 at value 0: 3 previews at 100 and at 24,
        // 27 at the small sizes, 15 of the other shapes, the unblurred control and the xlink form.
        #expect(checked == 146, "\(checked) cases measured")
        #expect(colourless == 50)
    }
}
