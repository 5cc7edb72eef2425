import Testing
import TestSupport

/// The reference masks everything by the star shapes: nothing may show between or around them.
@Suite struct OutsideStarsTests {
    /// Every pixel at least two pixels away from every star (clear of anti-aliasing) is pure
    /// white, in every case.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func nothingIsDrawnOutsideTheStars(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let catalogue = renders.catalogue
        // Every case, the filled references too.
        #expect(catalogue.cases.count == RenderCaseCountTests.catalogueCount)
        for (index, item) in catalogue.cases.enumerated() {
            let map = catalogue.map(for: item)
            let image = renders.images[index]
            var marked: [Int] = []
            // Unsafe buffers: this visits every pixel of every case, and test builds are unoptimised.
            map.clearance.withUnsafeBufferPointer { clearance in
                image.rgb.withUnsafeBufferPointer { rgb in
                    for pixel in 0..<clearance.count where clearance[pixel] >= 2
                        && rgb[pixel * 3] & rgb[pixel * 3 + 1] & rgb[pixel * 3 + 2] != 255 {
                        marked.append(pixel)
                    }
                }
            }
            #expect(marked.count == 0, """
                \(renders.context(index)): \(marked.count) pixels drawn outside the stars, \
                first at \(marked.first.map { "\($0 % map.width),\($0 / map.width): \(image.pixel($0 % map.width, $0 / map.width))" } ?? "")
                """)
        }
    }
}
