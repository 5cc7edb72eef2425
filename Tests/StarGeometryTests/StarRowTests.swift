import Testing
import TestSupport
import StarGeometry

@Suite("Fill edge of a row")
struct StarRowTests {
    static let gapRatios = [0.1, 0.25, 1.0]

    @Test("whole values land in the gap after star k, or at 0 / the full width")
    func wholeValuesLandInGaps() throws {
        for count in 1...20 {
            for gapRatio in Self.gapRatios {
                let row = StarRow(layout: try RowLayout(starCount: count, cellSize: 24, gapRatio: gapRatio))
                let width = row.layout.width
                for mode in FillMode.allCases {
                    for k in 0...count {
                        let edge = row.fillEdge(forValue: Double(k), mode: mode)
                        let label = "N=\(count) gap=\(gapRatio) mode=\(mode) k=\(k): edge \(edge)"
                        if k == 0 {
                            #expect(edge == 0, "\(label)")
                        } else if k == count {
                            #expect(edge == width, "\(label)")
                        } else {
                            #expect(abs(edge - Double(k) * width / Double(count)) <= 1e-12 * width, "\(label)")
                            let before = try #require(row.outline(ofStarAt: k - 1)).boundingBox.maxX
                            let after = try #require(row.outline(ofStarAt: k)).boundingBox.minX
                            #expect(before < edge && edge < after, "\(label) not in (\(before), \(after))")
                        }
                    }
                }
            }
        }
    }

    @Test("fill edges never move left as the value grows", .cases(3), arguments: FillMode.allCases)
    func monotonic(mode: FillMode) throws {
        for count in [1, 2, 3, 5, 10] {
            for gapRatio in [0.0] + Self.gapRatios {
                for star in [StarShape.standard, try StarShape(points: 7, innerRadiusRatio: 0.3,
                                                                outerCornerRadius: 0, innerCornerRadius: 0.3)] {
                    let row = StarRow(layout: try RowLayout(starCount: count, cellSize: 24, gapRatio: gapRatio), star: star)
                    var previous = row.fillEdge(forValue: -1, mode: mode)
                    #expect(previous == 0)
                    let steps = count * 200
                    for step in 0...steps {
                        let value = Double(step) / 200
                        let edge = row.fillEdge(forValue: value, mode: mode)
                        #expect(edge >= previous, "N=\(count) gap=\(gapRatio) mode=\(mode) v=\(value): \(edge) < \(previous)")
                        previous = edge
                    }
                    #expect(previous == row.layout.width)
                }
            }
        }
    }

    @Test("area mode: the star being filled has exactly the fraction of its area left of the edge")
    func areaModeFillsTheAreaFraction() throws {
        for count in [1, 5, 10] {
            for gapRatio in Self.gapRatios {
                let row = StarRow(layout: try RowLayout(starCount: count, cellSize: 24, gapRatio: gapRatio))
                for step in 0..<(count * 20) where step % 20 != 0 {
                    let value = Double(step) / 20
                    let k = Int(value.rounded(.down))
                    let fraction = value - Double(k)
                    let edge = row.fillEdge(forValue: value, mode: .area)
                    let star = try #require(row.outline(ofStarAt: k))
                    let left = star.area(leftOf: edge)
                    #expect(abs(left - fraction * star.area) <= 1e-9 * star.area,
                            "N=\(count) gap=\(gapRatio) v=\(value): \(left / star.area) of the star")
                }
            }
        }
    }

    @Test("width and linear modes follow their formulas")
    func widthAndLinearModes() throws {
        let row = StarRow(layout: try RowLayout(starCount: 5, cellSize: 24, gapRatio: 0.25))
        let box = try #require(row.starOutline).boundingBox
        for value in [0.1, 0.5, 2.25, 3.9, 4.75] {
            let k = value.rounded(.down)
            let fraction = value - k
            let expected = row.layout.cellMinX(ofStarAt: Int(k)) + box.minX + fraction * box.width
            #expect(abs(row.fillEdge(forValue: value, mode: .width) - expected) <= 1e-12, "v=\(value)")
            #expect(abs(row.fillEdge(forValue: value, mode: .linear) - value * row.layout.width / 5) <= 1e-12,
                    "v=\(value)")
        }
        // A half-filled star in area mode sits on its axis of symmetry.
        #expect(abs(row.fillEdge(forValue: 2.5, mode: .area) - (row.layout.cellMinX(ofStarAt: 2) + 12)) <= 1e-9)
    }

    @Test("out-of-range values are clamped; NaN means 0", .cases(3), arguments: FillMode.allCases)
    func clamping(mode: FillMode) throws {
        let row = StarRow(layout: try RowLayout(starCount: 5, cellSize: 24, gapRatio: 0.25))
        #expect(row.fillEdge(forValue: .nan, mode: mode) == 0)
        #expect(row.fillEdge(forValue: -.infinity, mode: mode) == 0)
        #expect(row.fillEdge(forValue: 5, mode: mode) == row.layout.width)
        #expect(row.fillEdge(forValue: 99, mode: mode) == row.layout.width)
        #expect(row.fillEdge(forValue: .infinity, mode: mode) == row.layout.width)
    }

    @Test("the row's star outline is the shape fitted in one cell")
    func starOutline() throws {
        let star = try StarShape(points: 6)
        let row = StarRow(layout: try RowLayout(starCount: 3, cellSize: 16, gapRatio: 0.5), star: star)
        #expect(row.starOutline == star.outline(fittedInSquareOfSide: 16))
        #expect(row.star == star)
        #expect(row.outline(ofStarAt: 2) == row.starOutline?.translated(by: Point(x: 8 + 2 * 24, y: 0)))
    }
}
