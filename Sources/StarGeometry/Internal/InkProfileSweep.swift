/// The slab sweep that measures the ink of filled polygons (the union of each path's fill by
/// its own rule) between every two neighbouring vertex x's: what `InkProfile` is made of.
///
/// Between two neighbouring vertex x's every edge that is not vertical either spans the whole
/// slab or misses it, so each edge's y is linear across it. While no two edges cross, the
/// order of the edges by y stays the same, and with it which gaps between neighbours are
/// inside (by each path's winding number, and "inside any path" for the union); the chord,
/// the total length of the inside gaps, is then linear in x, and the slab's ink is exactly
/// its width times the mean of its end chords. Where two neighbours in the order at the
/// slab's middle are the other way round at an end, they cross inside the slab: it is split
/// at their crossing and each part measured again, so self-intersections and overlapping
/// paths are exact too.
///
/// Non-copyable, so that its scratch buffers (raw memory, freed in `deinit`: the sweep's inner
/// loops run without bounds or uniqueness checks) have one owner.
struct InkProfileSweep: ~Copyable {
    /// A polygon edge that is not vertical, from left to right.
    struct Edge {
        let x0: Double
        let y0: Double
        let x1: Double
        let y1: Double
        let slope: Double
        /// +1 when the polygon runs left to right along the edge, -1 the other way: the change
        /// in winding number crossing it downwards.
        let winding: Int32
        /// The path the edge belongs to.
        let path: Int32

        /// The edge's y at `x`, for x in x0...x1: exact at both ends.
        @inline(__always) func y(at x: Double) -> Double {
            x >= x1 ? y1 : y0 + slope * (x - x0)
        }
    }

    /// How deep a slab is split at crossings before its remainder is taken as it is: each
    /// split halves at least, so the remainder is narrower than 2^-40 of the slab.
    private static let maximumSplitDepth = 40

    /// The edges, by their left ends.
    private let edges: UnsafeMutableBufferPointer<Edge>
    /// Whether each path fills by the even-odd rule.
    private let isEvenOdd: UnsafeMutableBufferPointer<Bool>
    /// Each path's winding number below the edge being walked past; all 0 between walks.
    private let windings: UnsafeMutableBufferPointer<Int32>
    /// The edges spanning the slab being measured (the first `activeCount`), and their y's at
    /// its middle (`keys`) and ends.
    private let active: UnsafeMutableBufferPointer<Int32>
    private let keys: UnsafeMutableBufferPointer<Double>
    private let leftYs: UnsafeMutableBufferPointer<Double>
    private let rightYs: UnsafeMutableBufferPointer<Double>
    private var activeCount = 0
    /// The active edges from `freshFrom` on joined at this slab, in the order they start, not
    /// by y; those before it are in order from the slab before.
    private var freshFrom = 0
    /// Scratch for merging the fresh edges into the others.
    private let mergedKeys: UnsafeMutableBufferPointer<Double>
    private let mergedActive: UnsafeMutableBufferPointer<Int32>
    /// Two edges closer than this at a slab's end count as touching rather than crossed:
    /// rounding of the edges' y's, not a crossing worth a split (its ink is below
    /// `touching` times the slab's width).
    private let touching: Double
    private let workLimit: Int
    /// Edge visits so far, against `workLimit`.
    private var work = 0
    private(set) var isOverWorkLimit = false

    /// The left end of each piece (a slab or a part of one), then the right end of the last.
    private(set) var boundaries: [Double] = []
    /// The ink left of each boundary.
    private(set) var cumulativeAreas: [Double] = []
    /// Each piece's chord at its left end and at its right end, as limits from inside it.
    private(set) var startChords: [Double] = []
    private(set) var endChords: [Double] = []

    /// Measures `paths`; check `isOverWorkLimit` before using the result.
    /// - Parameters:
    ///   - paths: The polygons of each path and its rule.
    ///   - workLimit: The most edge visits (edges spanning a slab, summed over slabs and
    ///     their parts, plus the moves sorting them) before the sweep gives up.
    init(paths: [FlattenedPath], workLimit: Int) {
        let pointCount = paths.reduce(0) { total, path in path.polygons.reduce(total) { $0 + $1.count } }
        // Every point starts at most one edge (the one from it to the next point).
        let unsorted = UnsafeMutableBufferPointer<Edge>.allocate(capacity: pointCount)
        defer { unsorted.deallocate() }
        var leftEnds: [Double] = []
        leftEnds.reserveCapacity(pointCount)
        // Every vertex x is the left end of an edge, but for vertices where the outline turns
        // back leftwards (or runs vertically on both sides): those x's are kept aside, so
        // that the slab boundaries come from the sorted edges and these few, not a sort of all.
        var turningXs: [Double] = []
        var minY = Double.infinity, maxY = -Double.infinity
        for (pathIndex, path) in paths.enumerated() {
            // A polygon of fewer than three points encloses nothing (and has no two points
            // before its first).
            for polygon in path.polygons where polygon.count >= 3 {
                var beforePrevious = polygon[polygon.count - 2]
                var previous = polygon[polygon.count - 1]
                for point in polygon {
                    minY = min(minY, point.y)
                    maxY = max(maxY, point.y)
                    if previous.x != point.x {
                        let (left, right) = previous.x < point.x ? (previous, point) : (point, previous)
                        (unsorted.baseAddress! + leftEnds.count).initialize(
                            to: Edge(x0: left.x, y0: left.y, x1: right.x, y1: right.y,
                                     slope: (right.y - left.y) / (right.x - left.x),
                                     winding: previous.x < point.x ? 1 : -1, path: Int32(pathIndex)))
                        leftEnds.append(left.x)
                    }
                    if !(previous.x < beforePrevious.x || previous.x < point.x) { turningXs.append(previous.x) }
                    beforePrevious = previous
                    previous = point
                }
            }
        }
        // Sorting indices and gathering once moves far less memory than sorting the edges.
        let order = RadixSort.order(of: leftEnds)
        edges = .allocate(capacity: order.count)
        for (position, index) in order.enumerated() {
            (edges.baseAddress! + position).initialize(to: unsorted[Int(index)])
        }
        turningXs.sort()
        let xs = Self.distinctMerge(UnsafeBufferPointer(edges).lazy.map(\.x0), turningXs)
        isEvenOdd = .allocate(capacity: paths.count)
        _ = isEvenOdd.initialize(from: paths.lazy.map { $0.fillRule == .evenOdd })
        windings = .allocate(capacity: paths.count)
        windings.initialize(repeating: 0)
        active = .allocate(capacity: order.count)
        keys = .allocate(capacity: order.count)
        leftYs = .allocate(capacity: order.count)
        rightYs = .allocate(capacity: order.count)
        mergedKeys = .allocate(capacity: order.count)
        mergedActive = .allocate(capacity: order.count)
        let size = max((xs.last ?? 0) - (xs.first ?? 0), maxY > minY ? maxY - minY : 0)
        touching = 1e-12 * size
        self.workLimit = workLimit
        sweep(over: xs)
    }

    /// The distinct values of two sorted sequences, sorted.
    private static func distinctMerge(_ first: some Collection<Double>, _ second: [Double]) -> [Double] {
        var merged: [Double] = []
        merged.reserveCapacity(first.count + second.count)
        var firstIndex = first.startIndex
        var secondIndex = 0
        while firstIndex != first.endIndex || secondIndex < second.count {
            let value: Double
            if secondIndex == second.count || (firstIndex != first.endIndex && first[firstIndex] <= second[secondIndex]) {
                value = first[firstIndex]
                firstIndex = first.index(after: firstIndex)
            } else {
                value = second[secondIndex]
                secondIndex += 1
            }
            if merged.last != value { merged.append(value) }
        }
        return merged
    }

    deinit {
        edges.deallocate()
        isEvenOdd.deallocate()
        windings.deallocate()
        active.deallocate()
        keys.deallocate()
        leftYs.deallocate()
        rightYs.deallocate()
        mergedKeys.deallocate()
        mergedActive.deallocate()
    }

    private mutating func sweep(over xs: [Double]) {
        guard xs.count >= 2 else { return }
        boundaries.reserveCapacity(xs.count)
        cumulativeAreas.reserveCapacity(xs.count)
        startChords.reserveCapacity(xs.count)
        endChords.reserveCapacity(xs.count)
        var total = 0.0
        var nextEdge = 0
        for index in 0..<(xs.count - 1) {
            let left = xs[index]
            let right = xs[index + 1]
            // Edges end and start only at vertex x's, so those still active after this span
            // the whole slab.
            var kept = 0
            for position in 0..<activeCount where edges[Int(active[position])].x1 > left {
                active[kept] = active[position]
                kept += 1
            }
            activeCount = kept
            freshFrom = kept
            while nextEdge < edges.count, edges[nextEdge].x0 <= left {
                active[activeCount] = Int32(nextEdge)
                activeCount += 1
                nextEdge += 1
            }
            measure(from: left, to: right, depth: 0, total: &total)
            if isOverWorkLimit { return }
        }
        boundaries.append(xs[xs.count - 1])
        cumulativeAreas.append(total)
    }

    /// Measures the slab part `left...right`, splitting it where neighbouring edges cross.
    private mutating func measure(from left: Double, to right: Double, depth: Int, total: inout Double) {
        let count = activeCount
        work += count
        let middle = left + (right - left) / 2
        sortActive(atX: middle)
        if work > workLimit {
            isOverWorkLimit = true
            return
        }
        for position in 0..<count {
            let edge = edges[Int(active[position])]
            leftYs[position] = edge.y(at: left)
            rightYs[position] = edge.y(at: right)
        }
        if depth < Self.maximumSplitDepth, let split = crossing(from: left, to: right, middle: middle) {
            measure(from: left, to: split, depth: depth + 1, total: &total)
            if isOverWorkLimit { return }
            measure(from: split, to: right, depth: depth + 1, total: &total)
            return
        }
        // Walk down the edges, counting each path's winding number and how many paths cover
        // the gap below the current edge.
        var coveringPaths = 0
        var leftChord = 0.0
        var rightChord = 0.0
        for position in 0..<count {
            if coveringPaths > 0 {
                leftChord += leftYs[position] - leftYs[position - 1]
                rightChord += rightYs[position] - rightYs[position - 1]
            }
            let edge = edges[Int(active[position])]
            let path = Int(edge.path)
            let before = windings[path]
            let after = before + edge.winding
            windings[path] = after
            let wasInside = isEvenOdd[path] ? before & 1 != 0 : before != 0
            let isInside = isEvenOdd[path] ? after & 1 != 0 : after != 0
            if wasInside != isInside { coveringPaths += isInside ? 1 : -1 }
        }
        // Every polygon crosses the slab as often rightwards as leftwards, so the windings are
        // all back to 0 for the next slab.
        leftChord = max(leftChord, 0)
        rightChord = max(rightChord, 0)
        boundaries.append(left)
        cumulativeAreas.append(total)
        startChords.append(leftChord)
        endChords.append(rightChord)
        total += (leftChord + rightChord) / 2 * (right - left)
    }

    /// Where two edges that are neighbours at the middle cross, if they are the other way round
    /// at an end (by more than `touching`): their crossing, or the middle if rounding puts it
    /// outside the part.
    private func crossing(from left: Double, to right: Double, middle: Double) -> Double? {
        guard activeCount > 1 else { return nil }
        for position in 0..<(activeCount - 1) {
            let leftGap = leftYs[position + 1] - leftYs[position]
            let rightGap = rightYs[position + 1] - rightYs[position]
            guard leftGap < -touching || rightGap < -touching else { continue }
            let middleGap = keys[position + 1] - keys[position]
            // The gap is linear: middleGap >= 0 at the middle, endGap < 0 at the end.
            let (end, endGap) = leftGap < -touching ? (left, leftGap) : (right, rightGap)
            let split = middle + (end - middle) * (middleGap / (middleGap - endGap))
            return split > left && split < right ? split : middle
        }
        return nil
    }

    /// Sorts the active edges by y at `x`. Those carried over from the slab before are in
    /// order but where edges crossed at the boundary, so an insertion sort puts them right;
    /// the fresh ones are sorted on their own and merged in. Either sort falls back on a full
    /// sort when it would move too much (edges that cross in bulk), so that no slab costs more
    /// than O(k log k).
    private mutating func sortActive(atX x: Double) {
        let count = activeCount
        for position in 0..<count { keys[position] = edges[Int(active[position])].y(at: x) }
        let carried = freshFrom
        freshFrom = count
        guard insertionSort(0..<carried) else { return sortFully(0..<count) }
        if carried == count { return }
        let isFreshSorted = count - carried <= 16 && insertionSort(carried..<count)
        if !isFreshSorted { sortFully(carried..<count) }
        if carried == 0 { return }
        // Merge the two sorted runs.
        var first = 0, second = carried, target = 0
        while first < carried || second < count {
            let takeFirst = second == count || (first < carried && keys[first] <= keys[second])
            let source = takeFirst ? first : second
            mergedKeys[target] = keys[source]
            mergedActive[target] = active[source]
            if takeFirst { first += 1 } else { second += 1 }
            target += 1
        }
        for position in 0..<count {
            keys[position] = mergedKeys[position]
            active[position] = mergedActive[position]
        }
        work += count
    }

    /// Insertion-sorts `range` of the active edges by key; false, leaving them unsorted, if
    /// that would take more than a few moves an edge.
    private mutating func insertionSort(_ range: Range<Int>) -> Bool {
        let moveBudget = 4 * range.count + 64
        var moves = 0
        for position in range.dropFirst() {
            let key = keys[position]
            let edgeIndex = active[position]
            var target = position
            while target > range.lowerBound, keys[target - 1] > key {
                keys[target] = keys[target - 1]
                active[target] = active[target - 1]
                target -= 1
            }
            keys[target] = key
            active[target] = edgeIndex
            moves += position - target
            if moves > moveBudget { return false }
        }
        work += moves
        return true
    }

    /// Sorts `range` of the active edges by key with the standard library's sort.
    private mutating func sortFully(_ range: Range<Int>) {
        var pairs = range.map { (key: keys[$0], edge: active[$0]) }
        pairs.sort { $0.key < $1.key }
        for (offset, pair) in pairs.enumerated() {
            keys[range.lowerBound + offset] = pair.key
            active[range.lowerBound + offset] = pair.edge
        }
        var logarithm = 1
        while 1 << logarithm < range.count { logarithm += 1 }
        work += range.count * logarithm
    }
}
