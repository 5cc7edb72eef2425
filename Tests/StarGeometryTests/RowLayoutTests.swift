import Testing
import TestSupport
import StarGeometry

@Suite("Row layout")
struct RowLayoutTests {
    @Test("width, height, gap and cell positions", .cases(4), arguments: [0.0, 0.1, 0.25, 1])
    func formulas(gapRatio: Double) throws {
        for count in 1...20 {
            let layout = try RowLayout(starCount: count, cellSize: 24, gapRatio: gapRatio)
            let gap = gapRatio * 24
            #expect(layout.gap == gap)
            #expect(layout.height == 24)
            #expect(layout.width == Double(count) * 24 + Double(count + 1) * gap, "N=\(count) gap=\(gapRatio)")
            #expect(layout.cellMinX(ofStarAt: 0) == gap)
            for index in 0..<count {
                #expect(layout.cellMinX(ofStarAt: index) == gap + Double(index) * (24 + gap))
            }
            // The last cell plus the closing gap reaches exactly the full width.
            let end = layout.cellMinX(ofStarAt: count - 1) + 24 + gap
            #expect(abs(end - layout.width) <= 1e-12 * layout.width, "N=\(count) gap=\(gapRatio)")
        }
    }

    @Test("the reference geometry: 5 stars of 24 with gaps of a quarter")
    func referenceRow() throws {
        let layout = try RowLayout(starCount: 5, cellSize: 24, gapRatio: 0.25)
        #expect(layout.width == 5 * 24 + 6 * 6)
        #expect(layout.cellMinX(ofStarAt: 2) == 6 + 2 * 30)
    }
}
