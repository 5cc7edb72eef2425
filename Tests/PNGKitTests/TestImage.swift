import TestSupport
@testable import PNGKit

/// Random images of the kinds an encoder meets, each named for what it is, the same on every run.
struct TestImage {
    let name: String
    let image: RGBAImage

    /// The kinds of content.
    enum Kind: CaseIterable {
        /// Every byte random.
        case noise
        /// One colour, alpha included.
        case flat
        /// Channels that grow along x and y at different rates.
        case gradient
        /// Horizontal runs of a few colours, some rows repeating the one above.
        case runs
        /// Transparent, with a few random pixels.
        case sparse
        /// Shapes repeated along the row with soft edges and transparency, as a rating is.
        case rating
        /// Grey with any alpha, as an empty rating is.
        case gray
        /// Random pixels from up to 256 colours, transparent ones with different red, green
        /// and blue among them, and opaque ones: a palette's edge cases.
        case fewColors
    }

    /// `count` images of random kinds and sizes 1…`maximumSide`, the first ones the smallest.
    static func random(count: Int, seed: UInt64, maximumSide: Int = 300) -> [TestImage] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let kind = Kind.allCases[index % Kind.allCases.count]
            // A few edge sizes first: one pixel, one row, one column.
            let edges = [(1, 1), (1, 7), (9, 1), (2, 2)]
            let (width, height) = index < edges.count ? edges[index]
                : (random.int(in: 1...maximumSide), random.int(in: 1...(random.chance(0.5) ? 64 : maximumSide)))
            let pixels = make(kind, width: width, height: height, random: &random)
            return TestImage(name: "\(index)-\(kind)-\(width)x\(height)", image: try! RGBAImage(width: width, height: height, pixels: pixels))
        }
    }

    static func make(_ kind: Kind, width: Int, height: Int, random: inout SplitMix64) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let colour = (0..<4).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let palette = (0..<5).map { _ in (0..<4).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let period = random.int(in: 3...40)
        // 1 to 256 colours, a quarter of them opaque, a few fully transparent.
        let colors = (0..<random.int(in: 1...256)).map { index in
            (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                + [index % 4 == 0 ? 255 : index % 7 == 0 ? 0 : UInt8(truncatingIfNeeded: random.next())]
        }
        for y in 0..<height {
            var runColour = palette[0]
            for x in 0..<width {
                let offset = (y * width + x) * 4
                switch kind {
                case .noise:
                    for channel in 0..<4 { pixels[offset + channel] = UInt8(truncatingIfNeeded: random.next()) }
                case .flat:
                    for channel in 0..<4 { pixels[offset + channel] = colour[channel] }
                case .gradient:
                    pixels[offset] = UInt8(truncatingIfNeeded: x * 3)
                    pixels[offset + 1] = UInt8(truncatingIfNeeded: y * 2 + x)
                    pixels[offset + 2] = UInt8(truncatingIfNeeded: (x * y) >> 4)
                    pixels[offset + 3] = UInt8(truncatingIfNeeded: 255 - y)
                case .runs:
                    if y > 0 && y % 3 != 0 {
                        for channel in 0..<4 { pixels[offset + channel] = pixels[offset - width * 4 + channel] }
                        continue
                    }
                    if random.chance(0.05) { runColour = random.pick(palette) }
                    for channel in 0..<4 { pixels[offset + channel] = runColour[channel] }
                case .sparse:
                    if random.chance(0.01) {
                        for channel in 0..<4 { pixels[offset + channel] = UInt8(truncatingIfNeeded: random.next()) }
                    }
                case .gray:
                    let level = UInt8(truncatingIfNeeded: x * 7 + y * 3)
                    for channel in 0..<3 { pixels[offset + channel] = level }
                    pixels[offset + 3] = random.chance(0.2) ? 255 : UInt8(truncatingIfNeeded: x + y)
                case .fewColors:
                    let color = colors[random.int(in: 0...(colors.count - 1))]
                    for channel in 0..<4 { pixels[offset + channel] = color[channel] }
                case .rating:
                    // A soft disc in each cell of the period, the same in every cell.
                    let dx = Double(x % period) - Double(period) / 2, dy = Double(y % period) - Double(period) / 2
                    let coverage = max(0, min(1, Double(period) / 3 - (dx * dx + dy * dy).squareRoot()))
                    if coverage > 0 {
                        for channel in 0..<3 { pixels[offset + channel] = colour[channel] }
                        pixels[offset + 3] = UInt8(coverage * 255)
                    }
                }
            }
        }
        return pixels
    }
}
