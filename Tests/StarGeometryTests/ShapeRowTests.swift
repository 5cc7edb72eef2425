import Foundation
import Testing
import TestSupport
import StarGeometry

@Suite("Rows of any shape: fill edges by each shape's area")
struct ShapeRowTests {
    static let icon: IconShape = {
        // The path is valid, so a throw here is itself a failure (and stops the run).
        try! IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
    }()
    static let shapes: [RatingShape] = [.standard, .heart, .circle, .icon(icon)]

    /// The share of the symbol at `index` left of `edge`, measured on the shape itself.
    private func shareLeft(of edge: Double, in row: StarRow, at index: Int) throws -> Double {
        if let outline = row.outline(ofStarAt: index) { return outline.area(leftOf: edge) / outline.area }
        guard case .icon(let icon) = row.shape else { throw ShapeError.unexpected(row.shape) }
        let fit = row.shape.fitting(inSquareOfSide: row.layout.cellSize)
        let unitX = (edge - row.layout.cellMinX(ofStarAt: index) - fit.offset.x) / fit.scale
        return icon.area(leftOf: unitX) / icon.area
    }

    private enum ShapeError: Error { case unexpected(RatingShape) }

    @Test("value 2.3 of 4 leaves 30 % of the third shape's area left of the edge", .cases(4), arguments: shapes)
    func thirtyPercent(_ shape: RatingShape) throws {
        let row = StarRow(layout: try RowLayout(starCount: 4, cellSize: 24, gapRatio: 0.25), shape: shape)
        let edge = row.fillEdge(forValue: 2.3, mode: .area)
        #expect(abs(try shareLeft(of: edge, in: row, at: 2) - 0.3) <= 1e-9, "\(shape): edge \(edge)")
        #expect(edge > row.layout.cellMinX(ofStarAt: 2) && edge < row.layout.cellMinX(ofStarAt: 3))
    }

    @Test("an icon's edge against a closed form: a right triangle has 1 - (1 - x/10)² of its area left of x")
    func triangleIcon() throws {
        let triangle = try IconShape(path: FilledPath(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 0)),
                                                                  .line(to: Point(x: 0, y: 10)), .close]))
        let row = StarRow(layout: try RowLayout(starCount: 5, cellSize: 20, gapRatio: 0.5), shape: .icon(triangle))
        for value in [0.1, 1.25, 2.5, 3.9, 4.999] {
            let fraction = value - value.rounded(.down)
            let unitX = 10 * (1 - (1 - fraction).squareRoot())
            // The triangle fills the 20-pixel cell exactly: scale 2, no offset.
            let expected = row.layout.cellMinX(ofStarAt: Int(value)) + 2 * unitX
            #expect(abs(row.fillEdge(forValue: value, mode: .area) - expected) <= 1e-9, "v=\(value)")
            let widthEdge = row.layout.cellMinX(ofStarAt: Int(value)) + 20 * fraction
            #expect(abs(row.fillEdge(forValue: value, mode: .width) - widthEdge) <= 1e-9, "v=\(value)")
        }
    }

    @Test("fill edges never move left as the value grows, for every shape and mode")
    func monotonic() throws {
        for shape in Self.shapes {
            for mode in FillMode.allCases {
                for gapRatio in [0.0, 0.25] {
                    let row = StarRow(layout: try RowLayout(starCount: 3, cellSize: 24, gapRatio: gapRatio), shape: shape)
                    var previous = row.fillEdge(forValue: 0, mode: mode)
                    #expect(previous == 0)
                    for step in 1...3000 {
                        let value = Double(step) / 1000
                        let edge = row.fillEdge(forValue: value, mode: mode)
                        #expect(edge >= previous, "\(shape) \(mode) gap \(gapRatio) v=\(value): \(edge) < \(previous)")
                        previous = edge
                    }
                    #expect(previous == row.layout.width)
                }
            }
        }
    }

    @Test("a row of stars made either way is the same row, with the same edges")
    func starRowsUnchanged() throws {
        let layout = try RowLayout(starCount: 5, cellSize: 24, gapRatio: 0.25)
        let star = try StarShape(points: 6, innerRadiusRatio: 0.4)
        #expect(StarRow(layout: layout) == StarRow(layout: layout, shape: .standard))
        #expect(StarRow(layout: layout, star: star) == StarRow(layout: layout, shape: .star(star)))
        #expect(StarRow(layout: layout, star: star).star == star)
        #expect(StarRow(layout: layout).starOutline == StarShape.standard.outline(fittedInSquareOfSide: 24))
        for shape in [RatingShape.heart, .circle, .icon(Self.icon)] {
            #expect(StarRow(layout: layout, shape: shape).star == nil)
        }
        #expect(StarRow(layout: layout, shape: .icon(Self.icon)).starOutline == nil)
        #expect(StarRow(layout: layout, shape: .icon(Self.icon)).outline(ofStarAt: 1) == nil)
        #expect(StarRow(layout: layout, shape: .heart).starOutline == RatingShape.heart.outline(fittedInSquareOfSide: 24))
    }

    @Test("a memo shared by rows of every shape gives exactly the edges found without it")
    func memoAcrossShapes() throws {
        var memo = FillEdgeMemo()
        for round in 0..<2 {
            for shape in Self.shapes {
                let row = StarRow(layout: try RowLayout(starCount: 5, cellSize: 24, gapRatio: 0.25), shape: shape)
                for hundredths in stride(from: 0, through: 500, by: round == 0 ? 1 : 3) {
                    let value = Double(hundredths) / 100
                    for mode in FillMode.allCases {
                        #expect(row.fillEdge(forValue: value, mode: mode, memo: &memo) == row.fillEdge(forValue: value, mode: mode),
                                "\(shape) at \(value), \(mode)")
                    }
                }
            }
        }
        #expect(memo.count > 0 && memo.count < FillEdgeMemo.limit)
    }
}
