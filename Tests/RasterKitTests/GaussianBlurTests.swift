#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RasterKit
import Testing
import TestSupport

/// The blur is Filter Effects' `feGaussianBlur` as Chromium draws it: three box blurs wherever
/// they are wider than a pixel (from σ ≈ 0.8), a sampled Gaussian below.
@Suite struct GaussianBlurTests {
    /// An impulse blurred along a line: the spec's three boxes, summed directly, for odd and
    /// even box widths (σ 0.8 and 1.08 the rim's, boxes 2 wide), and the sampled Gaussian where
    /// the boxes would be one pixel wide (σ 0.5 and 0.79).
    @Test(.cases(13), arguments: [0.5, 0.79, 0.8, 1, 1.08, 1.9, 2, 2.01, 3, 4, 5.5, 8, 16])
    func anImpulseSpreadsAsTheSpecSays(sigma: Double) {
        let blur = GaussianBlur(deviation: sigma)
        let count = 2 * blur.margin + 1
        var line = [Float](repeating: 0, count: count)
        line[blur.margin] = 1
        blur.blur(&line)
        let expected = Self.specImpulse(sigma: sigma, count: count, at: blur.margin)
        let worst = zip(line, expected).map { abs(Double($0) - $1) }.max() ?? 0
        #expect(worst < 1e-6, "σ \(sigma): off by \(worst)")
        // Nothing is lost within the margin, and the spread is about σ (the narrowest boxes,
        // 2, 2 and 3 pixels wide from σ = 0.8, spread 1.08).
        let total = line.reduce(0) { $0 + Double($1) }
        let variance = line.enumerated().reduce(0) { $0 + Double($1.element) * pow(Double($1.offset - blur.margin), 2) } / total
        #expect(abs(total - 1) < 1e-5)
        #expect(abs(variance.squareRoot() - sigma) < max(0.25 * sigma, 0.3), "σ \(sigma): spread \(variance.squareRoot())")
    }

    /// Rows and columns of a plane blur as lines do, and the two commute.
    @Test(.cases(3), arguments: [1.5, 2, 4])
    func planesBlurAlongRowsAndColumns(sigma: Double) {
        let blur = GaussianBlur(deviation: sigma)
        var random = SplitMix64(seed: 11)
        var plane = AlphaPlane(width: 23, height: 17)
        for row in 0..<17 { for column in 0..<23 { plane[column, row] = Float(random.double(in: 0...1)) } }
        var rowsFirst = plane
        blur.blurRows(&rowsFirst)
        for row in 0..<17 {
            var line = (0..<23).map { plane[$0, row] }
            blur.blur(&line)
            #expect((0..<23).allSatisfy { abs(line[$0] - rowsFirst[$0, row]) < 1e-5 })
        }
        blur.blurColumns(&rowsFirst)
        var columnsFirst = plane
        blur.blurColumns(&columnsFirst)
        for column in 0..<23 {
            var line = (0..<17).map { plane[column, $0] }
            blur.blur(&line)
            #expect((0..<17).allSatisfy { abs(line[$0] - columnsFirst[column, $0]) < 1e-5 })
        }
        blur.blurRows(&columnsFirst)
        #expect(zip(rowsFirst.values, columnsFirst.values).allSatisfy { abs($0 - $1) < 1e-5 })
    }

    /// No blur leaves everything as it is.
    @Test func zeroLeavesThePlaneAlone() {
        var plane = AlphaPlane(width: 3, height: 2)
        plane[1, 1] = 0.5
        let before = plane
        GaussianBlur(deviation: 0).blurRows(&plane)
        GaussianBlur(deviation: .nan).blurColumns(&plane)
        #expect(plane == before)
    }

    /// The spec's blur of an impulse at `at`, by direct sums: three boxes of width
    /// d = ⌊σ·3·√(2π)/4 + 0.5⌋ (odd: centred; even: left of centre, right of centre, then d + 1
    /// centred), or where d is 1 the Gaussian sampled to 3σ and normalised.
    static func specImpulse(sigma: Double, count: Int, at: Int) -> [Double] {
        var line = [Double](repeating: 0, count: count)
        line[at] = 1
        func box(_ values: [Double], before: Int, after: Int) -> [Double] {
            values.indices.map { index in
                (index - before...index + after).reduce(0) { $0 + ($1 >= 0 && $1 < values.count ? values[$1] : 0) } / Double(before + after + 1)
            }
        }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d >= 2 {
            if d % 2 == 1 {
                for _ in 0..<3 { line = box(line, before: d / 2, after: d / 2) }
            } else {
                line = box(line, before: d / 2, after: d / 2 - 1)
                line = box(line, before: d / 2 - 1, after: d / 2)
                line = box(line, before: d / 2, after: d / 2)
            }
            return line
        }
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return line.indices.map { index in
            let offset = index - at
            return abs(offset) <= radius ? weights[offset + radius] / total : 0
        }
    }
}
