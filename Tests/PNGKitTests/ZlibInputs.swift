import TestSupport

/// Inputs for the zlib round trips, each named for the case it covers; the same on every run.
enum ZlibInputs {
    static func all() -> [(name: String, bytes: [UInt8])] {
        var random = SplitMix64(seed: 1950)
        func noise(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let text = Array(String(repeating: "Bewertung: 5,5 von 8 Sternen. Rating: 3.5 out of 5 stars. ", count: 40).utf8)
        var runs: [UInt8] = []
        while runs.count < 150_000 {
            runs += [UInt8](repeating: UInt8(truncatingIfNeeded: random.next() & 3), count: random.int(in: 1...700))
        }
        // Long matches at the window's edge: 32768 random bytes, then the same again, so the
        // best match for all of the second copy is exactly 32768 back.
        let window = noise(32_768)
        // Few distinct bytes in a random order: literals with a skewed code, few matches.
        let skewed = (0..<60_000).map { _ in UInt8(truncatingIfNeeded: (random.next() % 64).trailingZeroBitCount) }
        // Pixel-like rows: a period of 4 with slow changes, as filtered image rows look.
        let pixels = (0..<120_000).map { index in UInt8(truncatingIfNeeded: index % 4 == 3 ? 255 : (index / 97) % 7) }
        return [
            ("empty", []),
            ("one-byte", [0x2A]),
            ("two-bytes", [0, 0]),
            ("three-equal", [9, 9, 9]),
            ("noise-1000", noise(1000)),
            ("noise-100k", noise(100_000)),
            ("zeros-258", [UInt8](repeating: 0, count: 258)),
            ("zeros-259", [UInt8](repeating: 0, count: 259)),
            ("zeros-300k", [UInt8](repeating: 0, count: 300_000)),
            ("byte-cycle", (0..<70_000).map { UInt8(truncatingIfNeeded: $0) }),
            ("text", text),
            ("runs-150k", runs),
            ("window-edge", window + window + window[..<1000]),
            ("skewed", skewed),
            ("pixels", pixels),
            ("noise-then-zeros", noise(40_000) + [UInt8](repeating: 0, count: 90_000) + noise(3)),
        ]
    }
}
