/// The ids of one rating's SVG parts, all under its prefix so that ratings never share one.
struct SVGRatingIDs: Equatable, Sendable {
    /// The prefix every id starts with.
    let prefix: String
    private let ids: [String]

    /// The ids for `prefix`: the prefix followed by each part's one-letter suffix, with no
    /// separator, since every id is written 2N + 18 times in a row of N stars. Two different
    /// prefixes of the same length never give the same id, and a derived prefix always has
    /// the same length.
    init(prefix: String) {
        self.prefix = prefix
        ids = SVGRatingPart.allCases.map { prefix + $0.idSuffix }
    }

    /// The id of the group of 2^`level` stars (`level` 1 to 6) that a row is built from, by
    /// doubling: the prefix and the digit `level`. (Level 0, one star, is `.starShape`.)
    func starBlock(level: Int) -> String {
        precondition((1...6).contains(level), "rows have at most 100 stars, so blocks at most 64")
        return prefix + String(level)
    }

    /// The id of `part`.
    subscript(part: SVGRatingPart) -> String {
        // allCases lists every case once, so the index always exists.
        ids[SVGRatingPart.allCases.firstIndex(of: part)!]
    }
}
