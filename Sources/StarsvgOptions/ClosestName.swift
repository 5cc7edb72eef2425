/// Finds the known name a mistyped one most likely meant, for "did you mean" hints.
package enum ClosestName {
    /// The name among `names` closest to `typed`: the same name in another case, the one name it
    /// is a prefix of, or the nearest by edit distance when that is at most a third of its length
    /// (and at most 3). `nil` when none is close.
    package static func closest(to typed: String, among names: [String]) -> String? {
        let lowered = typed.lowercased()
        if let sameLetters = names.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let stem = lowered.drop { $0 == "-" }
        if stem.count >= 3 {
            let extended = names.filter { $0.drop { $0 == "-" }.hasPrefix(stem) }
            if extended.count == 1 { return extended[0] }
        }
        var best: (name: String, distance: Int)? = nil
        for name in names {
            let distance = editDistance(Array(lowered.unicodeScalars), Array(name.unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        guard let best, best.distance <= min(3, max(1, best.name.count / 3)) else { return nil }
        return best.name
    }

    /// The edit distance counting a swap of two neighbouring characters as one edit (optimal
    /// string alignment), the commonest typing slip (`valeu` for `value`).
    /// - Complexity: O(*m* × *n*).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
