#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Gaussian blur as SVG's `feGaussianBlur` draws it, so that a picture blurred here has the
/// browsers' pixels.
///
/// Filter Effects lets a renderer approximate the Gaussian by three box blurs of width
/// d = ⌊σ·3·√(2π)/4 + 0.5⌋: for an odd d three boxes centred on the pixel; for an even d two
/// of width d, centred on the pixel's left side and then its right side, and one of width
/// d + 1 centred on it. From σ = 2 Chromium, Firefox, librsvg and resvg all do; below 2
/// Firefox and resvg draw the Gaussian, Chromium (Skia, software or GPU) still the boxes,
/// from d = 2 (σ ≈ 0.8) on, and nothing where d is 1. The boxes are drawn here wherever d is
/// 2 or more, as Chromium draws them, whose pixels the PNG is held to: a stroked icon's rim
/// (σ 1.08, boxes 2, 2 and 3 wide) sums to the same variance as the Gaussian but is flatter,
/// 0.333 in the middle of a line one pixel wide where the Gaussian is 0.369, and under the
/// rim's gain that was most of our PNG's difference from Chromium on thin lines (issue 56).
/// Measured on a one-pixel line in Chromium 156 from σ 0.5 to 3: the boxes', to the level.
/// Where d is 1 the Gaussian itself, sampled at whole pixels out to 3σ, as the blur asked for
/// (Firefox's); only a blur under 0.8 device pixels, which no rim is, draws it. Each box pass
/// is a running sum, O(1) a pixel whatever σ.
///
/// Values outside the plane are 0 and the plane keeps its size, so leave room around what is
/// blurred (`margin`) when what spreads past the sides should come back.
package struct GaussianBlur: Equatable, Sendable {
    /// The standard deviation, in pixels.
    package let deviation: Double

    /// A blur of standard deviation `deviation` pixels (0 leaves a plane as it is).
    package init(deviation: Double) {
        self.deviation = deviation.isFinite ? max(deviation, 0) : 0
    }

    /// How far the blur reaches on either side of a pixel, in whole pixels: the room to leave
    /// around a picture so that nothing it spreads is lost.
    package var margin: Int {
        switch kernel {
        case .none: 0
        case .boxes(let width): 3 * (width / 2) + 1
        case .gaussian(let weights): weights.count / 2
        }
    }

    /// Blurs `plane` along its rows.
    ///
    /// Eight rows at a time, side by side in the lanes of a vector: a box pass is a running
    /// sum, each step waiting for the one before, so one row at a time left the processor
    /// idle between steps; eight rows in step do eight rows' work in each, several times faster
    /// than one row at a time through `blur(_:)`.
    /// - Complexity: O(`width × height`), and O(σ) a pixel below σ ≈ 0.8.
    package func blurRows(_ plane: inout AlphaPlane) {
        let (width, height) = (plane.width, plane.height)
        guard width > 0, height > 0, kernel != .none else { return }
        var lanes = [SIMD8<Float>](repeating: .zero, count: width)
        var scratch = lanes
        plane.values.withUnsafeMutableBufferPointer { values in
            lanes.withUnsafeMutableBufferPointer { lanes in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for firstRow in stride(from: 0, to: height, by: 8) {
                        let rows = min(8, height - firstRow)
                        // Row by row into every eighth float: plain moves, where setting one
                        // lane of a vector at a time took longer than the blur itself.
                        if rows < 8 { lanes.initialize(repeating: .zero) }
                        lanes.baseAddress!.withMemoryRebound(to: Float.self, capacity: width * 8) { interleaved in
                            for lane in 0..<rows {
                                let row = values.baseAddress! + (firstRow + lane) * width
                                for column in 0..<width { interleaved[column * 8 + lane] = row[column] }
                            }
                        }
                        blurLanes(lanes, scratch: scratch)
                        lanes.baseAddress!.withMemoryRebound(to: Float.self, capacity: width * 8) { interleaved in
                            for lane in 0..<rows {
                                let row = values.baseAddress! + (firstRow + lane) * width
                                for column in 0..<width { row[column] = interleaved[column * 8 + lane] }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Blurs eight lines at once, one in each lane, in place.
    private func blurLanes(_ line: UnsafeMutableBufferPointer<SIMD8<Float>>, scratch: UnsafeMutableBufferPointer<SIMD8<Float>>) {
        switch kernel {
        case .none:
            return
        case .boxes(let width):
            for (before, after) in Self.passes(width) {
                _ = scratch.update(fromContentsOf: line)
                Self.box(from: scratch, to: line, before: before, after: after)
            }
        case .gaussian(let weights):
            _ = scratch.update(fromContentsOf: line)
            let radius = weights.count / 2
            let count = line.count
            for index in 0..<count {
                var sum = SIMD8<Float>.zero
                for source in max(index - radius, 0)...min(index + radius, count - 1) {
                    sum += scratch[source] * weights[source - index + radius]
                }
                line[index] = sum
            }
        }
    }

    /// Blurs `line` in place, both ways: in the first lane of `blurRows`' vectors, so that a
    /// line and a plane's rows blur alike.
    /// - Complexity: O(`count`), and O(σ) a value below σ ≈ 0.8.
    package func blur(_ line: inout [Float]) {
        guard !line.isEmpty, kernel != .none else { return }
        var lanes = line.map { SIMD8<Float>($0, 0, 0, 0, 0, 0, 0, 0) }
        var scratch = lanes
        lanes.withUnsafeMutableBufferPointer { lanes in
            scratch.withUnsafeMutableBufferPointer { scratch in blurLanes(lanes, scratch: scratch) }
        }
        line = lanes.map { $0[0] }
    }

    /// Blurs `plane` along its columns.
    ///
    /// A whole row at a time: each pass keeps a row of running sums and adds the row entering
    /// the window and takes away the row leaving it, so that every step is a loop over
    /// contiguous values, which the compiler vectorizes. Column by column, the same passes
    /// took several times as long.
    /// - Complexity: O(`width × height`), and O(σ) a pixel below σ ≈ 0.8.
    package func blurColumns(_ plane: inout AlphaPlane) {
        let (width, height) = (plane.width, plane.height)
        guard width > 0, height > 0, kernel != .none else { return }
        // Every value is written by the first pass: no zeros to write first (the fresh pages
        // are a single run's largest cost).
        var other = [Float](unsafeUninitializedCapacity: width * height) { _, count in count = width * height }
        var sums = [Float](repeating: 0, count: width)
        plane.values.withUnsafeMutableBufferPointer { values in
            other.withUnsafeMutableBufferPointer { other in
                sums.withUnsafeMutableBufferPointer { sums in
                    let rows = Rows(width: width, height: height)
                    switch kernel {
                    case .none:
                        return
                    case .boxes(let boxWidth):
                        // Three passes: values → other → values → other, which becomes the plane's.
                        let passes = Self.passes(boxWidth)
                        rows.box(from: values, to: other, before: passes[0].before, after: passes[0].after, sums: sums)
                        rows.box(from: other, to: values, before: passes[1].before, after: passes[1].after, sums: sums)
                        rows.box(from: values, to: other, before: passes[2].before, after: passes[2].after, sums: sums)
                    case .gaussian(let weights):
                        rows.convolve(from: values, to: other, weights: weights)
                    }
                }
            }
        }
        plane.values = other
    }

    /// How the blur is drawn.
    private enum Kernel: Equatable {
        case none
        /// Three box blurs of the spec's width d.
        case boxes(width: Int)
        /// A sampled Gaussian, its weights from −r to r.
        case gaussian([Float])
    }

    private var kernel: Kernel {
        guard deviation > 0 else { return .none }
        let boxWidth = Int((deviation * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if boxWidth >= 2 {
            return .boxes(width: boxWidth)
        }
        let radius = Int((3 * deviation).rounded(.up))
        var weights = (-radius...radius).map { offset in exp(-Double(offset * offset) / (2 * deviation * deviation)) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        return .gaussian(weights.map(Float.init))
    }

    /// The three box passes of width d: how far each reaches before and after a value.
    private static func passes(_ width: Int) -> [(before: Int, after: Int)] {
        width % 2 == 1 ? Array(repeating: (width / 2, width / 2), count: 3)
                       : [(width / 2, width / 2 - 1), (width / 2 - 1, width / 2), (width / 2, width / 2)]
    }

    /// One box pass over eight lines at once, one in each lane: each value becomes the mean of
    /// the `before + 1 + after` values around it, zeros past the ends. A running sum, in three
    /// stretches so that the loop holds no test; past the far end what the sum has drifted below
    /// zero is cut off.
    @inline(__always)
    private static func box(from source: UnsafeMutableBufferPointer<SIMD8<Float>>, to target: UnsafeMutableBufferPointer<SIMD8<Float>>,
                            before: Int, after: Int) {
        let count = source.count
        let scale = 1 / Float(before + 1 + after)
        var sum = SIMD8<Float>.zero
        for index in 0..<min(after, count) { sum += source[index] }
        var index = 0
        // The window's far end inside the line, its near end before it.
        while index < count && index + after < count && index - before - 1 < 0 {
            sum += source[index + after]
            target[index] = sum * scale
            index += 1
        }
        while index + after < count {
            sum += source[index + after] - source[index - before - 1]
            target[index] = sum * scale
            index += 1
        }
        while index < count {
            if index - before - 1 >= 0 { sum -= source[index - before - 1] }
            target[index] = pointwiseMax(sum, .zero) * scale
            index += 1
        }
    }
}

/// The rows of a plane, for the column passes: each step a loop over one contiguous row.
private struct Rows {
    let width: Int
    let height: Int

    /// One box pass down the columns, from `source` into `target`, with a row of running sums:
    /// each step adds the row entering the window, writes, and takes away the row leaving it,
    /// three loops over contiguous rows with no test inside.
    func box(from source: UnsafeMutableBufferPointer<Float>, to target: UnsafeMutableBufferPointer<Float>, before: Int, after: Int,
             sums: UnsafeMutableBufferPointer<Float>) {
        let scale = 1 / Float(before + 1 + after)
        sums.initialize(repeating: 0)
        let sum = sums.baseAddress!
        let input = UnsafePointer(source.baseAddress!)
        let output = target.baseAddress!
        for row in 0..<min(after, height) { add(input + row * width, to: sum) }
        for row in 0..<height {
            if row + after < height { add(input + (row + after) * width, to: sum) }
            let written = output + row * width
            for column in 0..<width { written[column] = sum[column] * scale }
            if row - before >= 0 { subtract(input + (row - before) * width, from: sum) }
        }
    }

    /// A sampled Gaussian down the columns.
    func convolve(from source: UnsafeMutableBufferPointer<Float>, to target: UnsafeMutableBufferPointer<Float>, weights: [Float]) {
        let radius = weights.count / 2
        target.initialize(repeating: 0)
        for row in 0..<height {
            let base = row * width
            for sourceRow in max(row - radius, 0)...min(row + radius, height - 1) {
                let weight = weights[sourceRow - row + radius]
                let sourceBase = sourceRow * width
                for column in 0..<width { target[base + column] += source[sourceBase + column] * weight }
            }
        }
    }

    @inline(__always)
    private func add(_ row: UnsafePointer<Float>, to sums: UnsafeMutablePointer<Float>) {
        for column in 0..<width { sums[column] += row[column] }
    }

    @inline(__always)
    private func subtract(_ row: UnsafePointer<Float>, from sums: UnsafeMutablePointer<Float>) {
        for column in 0..<width { sums[column] -= row[column] }
    }
}
