/// How much band colour each pixel of a render shows, measured against two renders by the same
/// engine of the same row: with no colour (`unfilled`, value 0) and with every star in the
/// colour (`filled`).
///
/// The soft-edged mask m scales the coloured layers and leaves the bevel beneath unchanged, so
/// every pixel is the straight mix unfilled + m · (filled − unfilled), rim, anti-aliasing and
/// all; m is read back per pixel as the least-squares fit over the three channels. That makes the
/// measurement independent of the engine's blur, rim and edge smoothing, and of the SVG text.
struct FillMeasurement {
    /// Where the stars are.
    let map: StarMap
    /// m of every pixel, clamped into 0...1; NaN where the pixel is in no star or carries too
    /// little contrast to tell.
    let fractions: [Double]

    /// Below this distance between the unfilled and filled colours (0...255 a channel), a pixel
    /// says too little about m: only pixels that barely touch a star come that close.
    static let minimumContrast = 12.0

    /// Measures `rendered` against the same engine's `unfilled` and `filled` renders.
    /// - Complexity: O(pixels).
    init(map: StarMap, rendered: RasterImage, unfilled: RasterImage, filled: RasterImage) {
        self.map = map
        var fractions = [Double](repeating: .nan, count: map.width * map.height)
        // Unsafe buffers: this runs over millions of pixels, and test builds are unoptimised.
        rendered.rgb.withUnsafeBufferPointer { rendered in
            unfilled.rgb.withUnsafeBufferPointer { unfilled in
                filled.rgb.withUnsafeBufferPointer { filled in
                    map.starIndex.withUnsafeBufferPointer { starIndex in
                        for index in 0..<fractions.count where starIndex[index] >= 0 {
                            var along = 0.0, contrast = 0.0
                            for channel in (index * 3)..<(index * 3 + 3) {
                                let u = Double(unfilled[channel])
                                let toward = u - Double(filled[channel])
                                along += (u - Double(rendered[channel])) * toward
                                contrast += toward * toward
                            }
                            if contrast >= Self.minimumContrast * Self.minimumContrast {
                                fractions[index] = min(max(along / contrast, 0), 1)
                            }
                        }
                    }
                }
            }
        }
        self.fractions = fractions
    }

    /// The coloured share of a star's area: m averaged over its pixels, each weighted by how much
    /// of it the star covers.
    func areaShare(ofStar star: Int) -> Double {
        // Local copies: reading through `map` in a loop copies the whole map in unoptimised builds.
        let (coverage, fractions) = (map.coverage, fractions)
        var sum = 0.0, weight = 0.0
        for index in map.pixels[star] where !fractions[index].isNaN {
            sum += coverage[index] * fractions[index]
            weight += coverage[index]
        }
        return sum / weight
    }

    /// The coloured share of a star's width: the column averages of m, integrated across the
    /// star's bounding box.
    func widthShare(ofStar star: Int) -> Double {
        let box = map.boxes[star]
        let columns = map.columns(ofStar: star)
        let profile = columnProfile(ofStar: star, minimumDepth: 0)
        // The extreme columns may hold only faint edge pixels; they take the nearest known value.
        func nearestKnown(_ offset: Int) -> Double {
            for distance in 0..<profile.count {
                for candidate in [offset - distance, offset + distance] where profile.indices.contains(candidate) {
                    if let m = profile[candidate] { return m }
                }
            }
            return 0
        }
        var integral = 0.0
        for (offset, column) in columns.enumerated() {
            let overlap = min(box.maxX, Double(column + 1)) - max(box.minX, Double(column))
            integral += max(overlap, 0) * nearestKnown(offset)
        }
        return integral / box.width
    }

    /// The average m of each pixel column of a star (`columns(ofStar:)` order), over its pixels at
    /// least `minimumDepth` inside (0: every pixel it touches), weighted by coverage; `nil` for a
    /// column without such pixels.
    func columnProfile(ofStar star: Int, minimumDepth: Int) -> [Double?] {
        let columns = map.columns(ofStar: star)
        let (coverage, depth, fractions, width) = (map.coverage, map.depth, fractions, map.width)
        var sums = [Double](repeating: 0, count: columns.count)
        var weights = [Double](repeating: 0, count: columns.count)
        for index in map.pixels[star] where depth[index] >= minimumDepth && !fractions[index].isNaN {
            let offset = index % width - columns.lowerBound
            sums[offset] += coverage[index] * fractions[index]
            weights[offset] += coverage[index]
        }
        return zip(sums, weights).map { sum, weight in weight > 0 ? sum / weight : nil }
    }
}
