import StarGeometry

/// Where a live rating's fill edge lies for any value, as CSS computes it from the value: the
/// same edge as `StarRow.fillEdge(forValue:mode:)`, in every fill mode, written as one `calc()`
/// of the value's whole part k and fraction f.
///
/// The row repeats: for 0 < f < 1 the edge lies in star k + 1, at k pitches (cell and gap) and
/// the gap, plus where the fraction falls in the cell, `inCell(f)`; at a whole value it lies at
/// k/N of the row (the reference's formula, in the gap after star k). So, with
/// i = 1 for f > 0 and 0 for f = 0,
///
///     edge = k·W/N + i·(gap − k·gap/N + inCell(f))
///
/// `inCell` is linear for `.width` (a share of the shape's box) and nonlinear for `.area` (the
/// x that leaves a share of the shape's ink): there it is approximated by a piecewise-linear
/// function of f, each piece a `clamp()` term, within `tolerance` of the exact edge. `.linear`
/// is v·W/N alone.
struct LiveFillEdge: Equatable {
    /// The number of stars, N.
    let starCount: Int
    /// The row's width, W, in pixels.
    let width: Double
    /// The gap between stars and at both ends, in pixels.
    let gap: Double
    /// Whether the edge is v·W/N (`.linear`), ignoring the shapes.
    let isLinear: Bool
    /// The break points of `inCell`, fractions from 0 to 1, and its values there, in pixels
    /// from the cell's left side: linear between them.
    let breaks: [(fraction: Double, x: Double)]

    static func == (left: LiveFillEdge, right: LiveFillEdge) -> Bool {
        left.starCount == right.starCount && left.width == right.width && left.gap == right.gap && left.isLinear == right.isLinear
            && left.breaks.elementsEqual(right.breaks) { $0.fraction == $1.fraction && $0.x == $1.x }
    }

    /// The samples of f that the area's pieces are fitted on: the pieces bend only at these.
    static let sampleCount = 512

    /// The edge of `row` in `mode`, its pieces within `tolerance` pixels of the exact edge at
    /// every sample of f.
    /// - Complexity: O(`sampleCount`) area edges for `.area`, made once a process for the
    ///   built-in shapes (`unitAreaEdges(of:)`).
    init(row: StarRow, mode: FillMode, tolerance: Double) {
        let layout = row.layout
        starCount = layout.starCount
        width = layout.width
        gap = layout.gap
        isLinear = mode == .linear
        let shape = row.shape
        let fit = shape.fitting(inSquareOfSide: layout.cellSize)
        let box = shape.unitBoundingBox
        func inCell(_ unitX: Double) -> Double { min(max(fit.offset.x + fit.scale * unitX, 0), layout.cellSize) }
        switch mode {
        case .linear:
            breaks = []
        case .width:
            breaks = [(0, inCell(box.minX)), (1, inCell(box.maxX))]
        case .area:
            let count = Self.sampleCount
            let samples = Self.unitAreaEdges(of: shape).map(inCell)
            breaks = Self.pieces(samples, tolerance: tolerance).map { (Double($0) / Double(count), samples[$0]) }
        }
    }

    /// The x, in `shape`'s unit coordinates, that leaves each share 0, 1/`sampleCount`, …, 1 of
    /// its ink on its left: `sampleCount` − 1 area edges, each a few Newton steps. The built-in
    /// shapes' are made once a process, since a batch of live ratings asks for the same edges
    /// line after line; another star's or an icon's each time.
    static func unitAreaEdges(of shape: RatingShape) -> [Double] {
        switch shape {
        case .heart: heartUnitAreaEdges
        case .circle: circleUnitAreaEdges
        case .star(let star) where star == .standard: standardStarUnitAreaEdges
        case .star, .icon: computedUnitAreaEdges(of: shape)
        }
    }

    private static let standardStarUnitAreaEdges = computedUnitAreaEdges(of: .standard)
    private static let heartUnitAreaEdges = computedUnitAreaEdges(of: .heart)
    private static let circleUnitAreaEdges = computedUnitAreaEdges(of: .circle)

    /// `unitAreaEdges(of:)`, worked out.
    private static func computedUnitAreaEdges(of shape: RatingShape) -> [Double] {
        let count = sampleCount
        let box = shape.unitBoundingBox
        // f = 0 is the limit from above: the shape's left side, where its ink starts.
        return (0...count).map { index in
            index == 0 ? box.minX : index == count ? box.maxX : shape.unitAreaEdge(leavingAreaFraction: Double(index) / Double(count))
        }
    }

    /// The indices of `samples` where the pieces bend: from each break, the farthest sample
    /// whose chord passes within `tolerance` of every sample between.
    /// - Complexity: O(n · longest piece) in the number of samples.
    static func pieces(_ samples: [Double], tolerance: Double) -> [Int] {
        var indices = [0]
        var start = 0
        while start < samples.count - 1 {
            var end = start + 1
            while end + 1 < samples.count && Self.chordFits(samples, from: start, to: end + 1, tolerance: tolerance) { end += 1 }
            indices.append(end)
            start = end
        }
        return indices
    }

    /// Whether the straight line from sample `start` to sample `end` passes within `tolerance`
    /// of every sample between.
    private static func chordFits(_ samples: [Double], from start: Int, to end: Int, tolerance: Double) -> Bool {
        let slope = (samples[end] - samples[start]) / Double(end - start)
        for index in start + 1..<end where abs(samples[start] + slope * Double(index - start) - samples[index]) > tolerance {
            return false
        }
        return true
    }

    /// The edge the CSS computes for `value`: for tests, to hold the pieces to the exact edge.
    func edge(forValue value: Double) -> Double {
        let count = Double(starCount)
        let clamped = min(max(value, 0), count)
        if isLinear { return clamped * width / count }
        let whole = clamped.rounded(.down)
        let fraction = clamped - whole
        guard fraction > 0 else { return whole * width / count }
        return whole * width / count + gap - whole * gap / count + inCell(fraction)
    }

    /// `inCell` at `fraction`, linear between the breaks.
    private func inCell(_ fraction: Double) -> Double {
        var x = breaks[0].x
        for (left, right) in zip(breaks, breaks.dropFirst()) {
            let span = right.fraction - left.fraction
            x += (right.x - left.x) / span * min(max(fraction - left.fraction, 0), span)
        }
        return x
    }

    /// The edge as a CSS length of the custom properties `value` (the value clamped to
    /// 0…N), `whole` (its whole part) and `fraction` (its fraction), each a `var()` of a
    /// number, with the lengths written by `length` and the plain numbers by `number`.
    func css(value: String, whole: String, fraction: String, length: (Double) -> String, number: (Double) -> String) -> String {
        let count = Double(starCount)
        if isLinear { return "calc(\(value)*\(length(width / count)))" }
        // i: 1 for any fraction above 0, which no rating value comes near (they are finite
        // decimals); 0 at a whole value.
        // CSS needs white space around a binary + or -.
        var inStar = "\(length(gap + breaks[0].x)) - \(whole)*\(length(gap / count))"
        for (left, right) in zip(breaks, breaks.dropFirst()) {
            let span = right.fraction - left.fraction
            let term = left.fraction == 0 ? "min(\(fraction),\(number(span)))" : "clamp(0,\(fraction) - \(number(left.fraction)),\(number(span)))"
            inStar += " + \(length((right.x - left.x) / span))*\(term)"
        }
        return "calc(\(whole)*\(length(width / count)) + clamp(0,\(fraction)*1e6,1)*(\(inStar)))"
    }
}
