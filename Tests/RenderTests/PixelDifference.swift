/// The distribution of per-channel differences between pictures (0–255), accumulated over many
/// pairs of pictures.
struct PixelDifference {
    /// How many channel values differ by each amount, 0...255.
    private(set) var histogram = [Int](repeating: 0, count: 256)

    /// The number of channel values compared.
    var count: Int { histogram.reduce(0, +) }

    /// The mean absolute difference per channel.
    var mean: Double {
        Double(histogram.enumerated().reduce(0) { $0 + $1.offset * $1.element }) / Double(max(count, 1))
    }

    /// The smallest difference that `share` of the channel values do not exceed.
    func percentile(_ share: Double) -> Int {
        let needed = Int((share * Double(count)).rounded(.up))
        var seen = 0
        for (difference, number) in histogram.enumerated() {
            seen += number
            if seen >= needed { return difference }
        }
        return 255
    }

    /// Adds every channel of two pictures of the same size.
    /// - Complexity: O(pixels).
    mutating func add(_ first: RasterImage, _ second: RasterImage) {
        precondition(first.width == second.width && first.height == second.height)
        // Unsafe buffers: these loops see millions of bytes, and test builds are unoptimised.
        histogram.withUnsafeMutableBufferPointer { histogram in
            first.rgb.withUnsafeBufferPointer { a in
                second.rgb.withUnsafeBufferPointer { b in
                    for index in 0..<a.count {
                        histogram[Int(a[index] > b[index] ? a[index] - b[index] : b[index] - a[index])] += 1
                    }
                }
            }
        }
    }

    /// Adds another distribution to this one.
    mutating func add(_ other: PixelDifference) {
        for index in histogram.indices { histogram[index] += other.histogram[index] }
    }
}
