import Testing
import StarGeometry

@Suite("Fill edge memo")
struct FillEdgeMemoTests {
    /// Rows of two star shapes and several sizes, asked for the same values again and again
    /// in every mode, through one memo filled past its limit: every edge is exactly the one
    /// found without it.
    @Test("a memo gives exactly the edges found without it")
    func sameEdges() throws {
        let stars = [StarShape.standard, try StarShape(points: 7, innerRadiusRatio: 0.3, outerCornerRadius: 0)]
        var memo = FillEdgeMemo()
        var mostRemembered = 0
        for round in 0..<3 {
            for star in stars {
                for (count, size) in [(5, 24.0), (10, 13.37), (20, 100)] {
                    let row = StarRow(layout: try RowLayout(starCount: count, cellSize: size, gapRatio: 0.25), star: star)
                    for hundredths in stride(from: 0, through: count * 100, by: round == 0 ? 1 : 7) {
                        let value = Double(hundredths) / 100
                        for mode in FillMode.allCases {
                            let edge = row.fillEdge(forValue: value, mode: mode, memo: &memo)
                            #expect(edge == row.fillEdge(forValue: value, mode: mode), "\(star) \(count)×\(size) at \(value), \(mode)")
                        }
                        mostRemembered = max(mostRemembered, memo.count)
                    }
                }
            }
        }
        #expect(mostRemembered < FillEdgeMemo.limit)
    }

    @Test("past its limit, a memo starts afresh and stays right")
    func limit() throws {
        let row = StarRow(layout: try RowLayout(starCount: 1, cellSize: 24, gapRatio: 0.25))
        var memo = FillEdgeMemo()
        var mostRemembered = 0
        for round in 0..<2 {
            for step in 1...(FillEdgeMemo.limit + 100) {
                let value = Double(step) / Double(FillEdgeMemo.limit + 101)
                #expect(row.fillEdge(forValue: value, mode: .area, memo: &memo) == row.fillEdge(forValue: value, mode: .area),
                        "round \(round), \(value)")
                mostRemembered = max(mostRemembered, memo.count)
            }
        }
        #expect(mostRemembered == FillEdgeMemo.limit)
        #expect(memo.count <= FillEdgeMemo.limit)
    }
}
