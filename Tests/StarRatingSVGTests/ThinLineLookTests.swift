import Foundation
import RasterKit
import StarGeometry
@testable import StarRatingSVG
import Testing

/// Issue 46's look of a line: the rim and the soft edge must not wash out a stroked icon's
/// 2 px line. Measured on the PNG face's pixels: at 24 px (device scale 2) the middle of a full
/// stroked star's line, where the coverage is whole, keeps the band's colour as the inside of
/// a filled star does (median distances from the band, 0–255: the line 1, the filled star's
/// inside 14); with the rim's blur as the star's it would not (63). The same outline as fills,
/// without its line width, keeps it by its ink's width (issue 56).
@Suite struct ThinLineLookTests {
    static let outlineStar: IconShape = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/icons/outline-star.svg")
        guard let bytes = try? [UInt8](Data(contentsOf: file)), case .icon(let icon)? = try? RatingShape(iconFile: bytes) else {
            preconditionFailure("Samples/icons/outline-star.svg")
        }
        return icon
    }()

    /// The pixels of a full one-star rating along the middle of its ink, as RGB: where the
    /// shape's coverage is whole, and that of the four pixels beside it.
    static func wholePixels(_ shape: RatingShape, cellSize: Double, scale: Int) throws -> [[Double]] {
        let rating = try StarRating(starCount: 1, value: 1, cellSize: cellSize, shape: shape)
        let scene = RatingScene(rating: rating)
        let layers = StarLayers(scene: scene, scale: scale)
        let picture = scene.pixels(scale: scale, stars: layers, solid: nil)
        var pixels: [[Double]] = []
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                func coverage(_ dx: Int, _ dy: Int) -> Float {
                    layers.coverage.values[(y + dy + layers.margin) * layers.coverage.width + x + dx + layers.margin]
                }
                guard [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)].allSatisfy({ coverage($0.0, $0.1) >= 0.999 }) else { continue }
                let index = 4 * (y * picture.width + x)
                pixels.append((0..<3).map { Double(picture.rgba[index + $0]) })
            }
        }
        return pixels
    }

    /// The median distance, the largest of the channels', of `pixels` from `color`.
    static func distance(_ pixels: [[Double]], from color: [Double]) -> Double {
        let distances = pixels.map { pixel in zip(pixel, color).map { abs($0 - $1) }.max() ?? 0 }.sorted()
        return distances.isEmpty ? .infinity : distances[distances.count / 2]
    }

    @Test("a full stroked star's line keeps the band colour along its middle at 24 px")
    func lineKeepsItsColour() throws {
        // The band colour, as the middle of a large filled star shows it.
        let inside = try Self.wholePixels(.standard, cellSize: 200, scale: 1)
        // Floors, not counts: which pixels are whole within 0.001 rests on the star's corners,
        // which the platform's sin and cos give; 20,316 here, and 982, 252 and 252 below.
        try #require(inside.count >= 20_000)
        let band = inside[inside.count / 2]
        let filled = try Self.wholePixels(.standard, cellSize: 24, scale: 2)
        print("filled star at 24 px: \(filled.count) pixels, median distance \(Self.distance(filled, from: band))")
        // Empty, its distance would be infinite, and the line's below it whatever its colour.
        #expect(filled.count >= 900)
        let line = try Self.wholePixels(.icon(Self.outlineStar), cellSize: 24, scale: 2)
        print("line middle: \(line.count) pixels, median distance \(Self.distance(line, from: band))")
        #expect(line.count >= 200, "the line has whole pixels along its middle")
        // As close to the band as the inside of a filled star at the same size.
        #expect(Self.distance(line, from: band) <= Self.distance(filled, from: band), "the line's middle is the band's colour")
        // The same outline as fills, without its stroke's width: its ink's width stands for it
        // (issue 56), and it keeps its colour too, where the star's blur left the rim's grey
        // over the colour (63).
        let unscaled = try IconShape(paths: Self.outlineStar.paths)
        let filledLine = try Self.wholePixels(.icon(unscaled), cellSize: 24, scale: 2)
        print("as fills: median distance \(Self.distance(filledLine, from: band))")
        #expect(filledLine.count >= 200)
        #expect(Self.distance(filledLine, from: band) <= Self.distance(filled, from: band), "the line's fills keep the band's colour")
    }

    @Test("the rim's blur is the rating's but for a stroked icon, a quarter of its line in pixels and at least the floor")
    func rimDeviation() {
        #expect(RatingShape.standard.rimDeviation(forBlur: 2, cellSize: 24, atLeast: 1.08) == 2)
        #expect(RatingShape.heart.rimDeviation(forBlur: 2, cellSize: 16, atLeast: 1.08) == 2)
        let shape = RatingShape.icon(Self.outlineStar)
        // Its 2-unit line is 2.28 px at 24 px: a quarter is under the floor, which holds.
        #expect(shape.rimDeviation(forBlur: 2, cellSize: 24, atLeast: 1.08) == 1.08)
        #expect(shape.rimDeviation(forBlur: 2, cellSize: 24, atLeast: 0.25) == 2 * shape.fitting(inSquareOfSide: 24).scale / 4)
        let scale48 = shape.fitting(inSquareOfSide: 48).scale
        #expect(shape.rimDeviation(forBlur: 2, cellSize: 48, atLeast: 1.08) == 2 * scale48 / 4)
        #expect(shape.rimDeviation(forBlur: 2, cellSize: 400, atLeast: 1.08) == 2)
        // A blur asked for below the floor is kept, and none is none.
        #expect(shape.rimDeviation(forBlur: 0.5, cellSize: 24, atLeast: 1.08) == 0.5)
        #expect(shape.rimDeviation(forBlur: 0, cellSize: 24, atLeast: 1.08) == 0)
    }

    @Test("a rating's scene floors a stroked icon's rim at 1.08 px, which every face draws alike")
    func theSceneFloorsTheRim() throws {
        let shape = RatingShape.icon(Self.outlineStar)
        let small = RatingScene(rating: try StarRating(value: 3, cellSize: 24, shape: shape))
        #expect(small.bevel.blurDeviation == 1.08 && small.softEdgeMask.blurDeviation == 1.08)
        let large = RatingScene(rating: try StarRating(value: 3, cellSize: 48, shape: shape))
        #expect(large.bevel.blurDeviation == 2 * shape.fitting(inSquareOfSide: 48).scale / 4)
    }

    @Test("the rim's gain brings a thin line's middle back to erf(√2), and is 1 elsewhere")
    func rimGain() {
        #expect(RatingShape.standard.rimGain(forDeviation: 2, cellSize: 24) == 1)
        #expect(RatingShape.heart.rimGain(forDeviation: 2, cellSize: 16) == 1)
        let shape = RatingShape.icon(Self.outlineStar)
        for cellSize in [16.0, 24, 32] {
            let line = 2 * shape.fitting(inSquareOfSide: cellSize).scale
            let sigma = shape.rimDeviation(forBlur: 2, cellSize: cellSize, atLeast: 1.08)
            let gain = shape.rimGain(forDeviation: sigma, cellSize: cellSize)
            let middle = erf(line / (2 * 2.0.squareRoot() * sigma))
            #expect(gain > 1 && abs(gain * middle - erf(2.0.squareRoot())) < 1e-12, "at \(cellSize) px: gain \(gain)")
        }
        // Where σ is a quarter of the line (48 px) or less (a blur asked for below it), 1.
        #expect(shape.rimGain(forDeviation: shape.rimDeviation(forBlur: 2, cellSize: 48, atLeast: 1.08), cellSize: 48) == 1)
        #expect(shape.rimGain(forDeviation: 0.3, cellSize: 24) == 1)
        #expect(shape.rimGain(forDeviation: 0, cellSize: 24) == 1)
    }
}
