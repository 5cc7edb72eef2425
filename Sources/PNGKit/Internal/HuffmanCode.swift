/// A prefix code for one deflate alphabet: a length per symbol (0 for an unused symbol) and
/// the canonical codes RFC 1951 derives from the lengths, bit-reversed for `BitWriter`.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 when the symbol has no code.
    let lengths: [UInt8]
    /// Each symbol's code, its first bit lowest (deflate sends codes most significant bit
    /// first, inside a stream that is otherwise written least significant bit first).
    let codes: [UInt32]

    /// The canonical code of `lengths` (RFC 1951, 3.2.2).
    init(lengths: [UInt8]) {
        self.lengths = lengths
        // countOfLength[0] stays 0: unused symbols take no code.
        var countOfLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countOfLength[Int(length)] += 1 }
        var nextCode = [UInt32](repeating: 0, count: 16)
        var code: UInt32 = 0
        for length in 1..<16 {
            code = (code + UInt32(countOfLength[length - 1])) << 1
            nextCode[length] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let canonical = nextCode[Int(length)]
            nextCode[Int(length)] += 1
            codes[symbol] = canonical.bitReversed(count: Int(length))
        }
        self.codes = codes
    }

    /// An optimal code for `frequencies` whose lengths are at most `limit` bits.
    ///
    /// At least two symbols always get a code, even when fewer occur (the two lowest numbers are
    /// added with frequency 0, as zlib does): one symbol alone would need a code of one bit
    /// that leaves the other one-bit code unused, which RFC 1951 allows only for distances and
    /// some decoders refuse; two make every code complete.
    /// - Parameters:
    ///   - frequencies: How often each symbol occurs.
    ///   - limit: The longest code allowed: 15 for deflate's alphabets, 7 for the code-length code.
    /// - Complexity: O(*n* log *n*) in the alphabet's size; O(*n* · `limit`) more when the plain
    ///   Huffman code is too deep.
    init(frequencies: [Int], limit: Int) {
        self.init(lengths: Self.limitedLengths(frequencies, limit: limit))
    }

    /// The code's length in bits of a message with these symbol counts (code bits only).
    func cost(of frequencies: [Int]) -> Int {
        var bits = 0
        for (symbol, count) in frequencies.enumerated() { bits += count * Int(lengths[symbol]) }
        return bits
    }

    /// Optimal code lengths of at most `limit` bits: Huffman's, computed in place by Moffat and
    /// Katajainen's method (1995) on the sorted weights; when that is deeper than `limit`,
    /// package-merge (Larmore and Hirschberg, 1990), optimal among the limited codes.
    static func limitedLengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        var filler = 0
        while used.count < 2 {
            if !used.contains(filler) { used.append(filler) }
            filler += 1
        }
        precondition(used.count <= 1 << limit, "more symbols than codes of \(limit) bits")
        // Sorted by weight, then by symbol, so that equal weights always get the same lengths.
        let order: [(symbol: Int, weight: Int)] = used.map { (symbol: $0, weight: frequencies[$0]) }
            .sorted { (a: (symbol: Int, weight: Int), b: (symbol: Int, weight: Int)) -> Bool in
                a.weight != b.weight ? a.weight < b.weight : a.symbol < b.symbol
            }
        let weights = order.map(\.weight)
        var depths = weights
        minimumRedundancyDepths(&depths)
        if depths[0] > limit { depths = packageMergeDepths(weights, limit: limit) }
        for (index, item) in order.enumerated() { lengths[item.symbol] = UInt8(depths[index]) }
        return lengths
    }

    /// Replaces ascending weights (at least two) by their Huffman code lengths, in place and in
    /// linear time: Moffat and Katajainen, "In-place calculation of minimum-redundancy codes".
    /// The lightest weight, first, gets the longest code.
    static func minimumRedundancyDepths(_ a: inout [Int]) {
        let n = a.count
        // First pass, left to right: pair the two lightest of the leaves and the trees made so
        // far; a tree's slot then holds its weight, later the index of its parent.
        a[0] += a[1]
        var root = 0
        var leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]
                a[root] = next
                root += 1
            } else {
                a[next] = a[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]
                a[root] = next
                root += 1
            } else {
                a[next] += a[leaf]
                leaf += 1
            }
        }
        // Second pass, right to left: each internal node's depth from its parent's.
        a[n - 2] = 0
        var next = n - 3
        while next >= 0 {
            a[next] = a[a[next]] + 1
            next -= 1
        }
        // Third pass: the leaves' depths, from the number of internal nodes at each depth.
        var available = 1
        var used = 0
        var depth = 0
        var node = n - 2
        next = n - 1
        while available > 0 {
            while node >= 0 && a[node] == depth {
                used += 1
                node -= 1
            }
            while available > used {
                a[next] = depth
                next -= 1
                available -= 1
            }
            available = 2 * used
            depth += 1
            used = 0
        }
    }

    /// Optimal code lengths of at most `limit` bits for ascending `weights`, by package-merge:
    /// the list of the deepest level is the leaves; each level above holds the leaves merged
    /// with the pairs ("packages") of the level below. The 2n − 2 lightest items of the top
    /// level, expanded, count how often each leaf is used: that is its length. The items taken
    /// from each level are always its first ones, so only the number of leaves among them has
    /// to be followed down. Exact integers throughout, ties to the leaf: deterministic.
    static func packageMergeDepths(_ weights: [Int], limit: Int) -> [Int] {
        let n = weights.count
        // Each level's items in order, whether each is a leaf (a package's children are the
        // two items at 2k and 2k + 1 of the level below).
        var isLeaf: [[Bool]] = [[Bool](repeating: true, count: n)]
        var current = weights
        for _ in 1..<limit {
            var merged: [Int] = []
            var leaves: [Bool] = []
            merged.reserveCapacity(2 * n)
            leaves.reserveCapacity(2 * n)
            var leafIndex = 0
            var pairIndex = 0
            while leafIndex < n || pairIndex + 1 < current.count {
                let hasPair = pairIndex + 1 < current.count
                let pairWeight = hasPair ? current[pairIndex] + current[pairIndex + 1] : 0
                if leafIndex < n && (!hasPair || weights[leafIndex] <= pairWeight) {
                    merged.append(weights[leafIndex])
                    leaves.append(true)
                    leafIndex += 1
                } else {
                    merged.append(pairWeight)
                    leaves.append(false)
                    pairIndex += 2
                }
            }
            current = merged
            isLeaf.append(leaves)
        }
        var depths = [Int](repeating: 0, count: n)
        var taken = 2 * n - 2
        for level in isLeaf.reversed() {
            let leavesTaken = level.prefix(taken).lazy.filter { $0 }.count
            for leaf in 0..<leavesTaken { depths[leaf] += 1 }
            taken = 2 * (taken - leavesTaken)
        }
        return depths
    }
}
