/// How much ink of an icon lies left of each vertical line: the area left of every piece's
/// boundary, and each piece's chord at both ends, the chord being linear in between (see
/// `InkProfileSweep`). So the area left of x is a binary search and a trapezoid, and the x
/// leaving a given area a binary search and a quadratic.
struct InkProfile: Sendable {
    /// The left end of each piece, then the right end of the last: strictly increasing.
    private let boundaries: [Double]
    /// The ink left of each boundary; the last is the whole area.
    private let cumulativeAreas: [Double]
    /// Each piece's chord at its left end and at its right end.
    private let startChords: [Double]
    private let endChords: [Double]

    /// Measures the ink of `paths`, or gives up (nil) after `workLimit` edge visits.
    init?(paths: [FlattenedPath], workLimit: Int) {
        let sweep = InkProfileSweep(paths: paths, workLimit: workLimit)
        if sweep.isOverWorkLimit { return nil }
        boundaries = sweep.boundaries
        cumulativeAreas = sweep.cumulativeAreas
        startChords = sweep.startChords
        endChords = sweep.endChords
    }

    /// The number of pieces.
    var pieceCount: Int { startChords.count }

    /// The whole ink area; 0 when there is none.
    var area: Double { cumulativeAreas.last ?? 0 }

    /// The leftmost x with ink to its right, where the profile starts.
    var minX: Double { boundaries.first ?? 0 }

    /// The rightmost x with ink to its left, where the profile ends.
    var maxX: Double { boundaries.last ?? 0 }

    /// The ink left of `x`: 0 at or left of `minX` (and for NaN), `area` at or right of `maxX`.
    func area(leftOf x: Double) -> Double {
        guard pieceCount > 0, x > minX else { return 0 }
        guard x < maxX else { return area }
        // The last piece starting at or left of x: boundaries[0] < x, so there is one.
        let piece = Self.lastIndex(in: boundaries, upTo: pieceCount) { $0 <= x }
        let width = boundaries[piece + 1] - boundaries[piece]
        let t = min(x - boundaries[piece], width)
        let startChord = startChords[piece]
        let inside = t * (startChord + (endChords[piece] - startChord) * (t / width) / 2)
        return min(max(cumulativeAreas[piece] + inside, cumulativeAreas[piece]), cumulativeAreas[piece + 1])
    }

    /// The x leaving `fraction` of the ink on its left (clamped to 0...1, NaN as 0): `minX`
    /// for 0, `maxX` for 1. Never decreasing as the fraction grows: within a piece the area is
    /// a quadratic in x that grows, solved in the form without cancellation.
    func x(leavingAreaFraction fraction: Double) -> Double {
        let clamped = fraction > 0 ? min(fraction, 1) : 0
        guard pieceCount > 0, clamped > 0 else { return minX }
        if clamped == 1 { return maxX }
        let target = clamped * area
        // The last piece whose left end has less ink than the target: it holds the target, and
        // has ink (cumulativeAreas[0] is 0 < target).
        let piece = Self.lastIndex(in: cumulativeAreas, upTo: pieceCount) { $0 < target }
        let width = boundaries[piece + 1] - boundaries[piece]
        let rest = target - cumulativeAreas[piece]
        let startChord = startChords[piece]
        // The ink from the piece's left end to t is startChord t + a t², a = (end - start) / 2w.
        let a = (endChords[piece] - startChord) / (2 * width)
        let root = max(startChord * startChord + 4 * a * rest, 0).squareRoot()
        let denominator = startChord + root
        let t = denominator > 0 ? 2 * rest / denominator : width
        return boundaries[piece] + min(max(t, 0), width)
    }

    /// The largest index i in 0..<end with `isBelow(values[i])`, for a predicate true on a
    /// prefix of `values` and true for values[0].
    private static func lastIndex(in values: [Double], upTo end: Int, where isBelow: (Double) -> Bool) -> Int {
        var low = 0
        var high = end
        // Invariant: isBelow(values[low]); the answer is in low..<high.
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if isBelow(values[middle]) { low = middle } else { high = middle }
        }
        return low
    }
}
