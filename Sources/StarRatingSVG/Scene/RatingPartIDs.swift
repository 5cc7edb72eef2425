/// The ids of one rating's parts, all under its prefix so that ratings never share one.
public struct RatingPartIDs: Equatable, Sendable {
    /// The prefix every id starts with.
    public let prefix: String
    private let ids: [String]

    /// The ids for `prefix`: `prefix-` followed by each part's suffix.
    public init(prefix: String) {
        self.prefix = prefix
        ids = RatingPart.allCases.map { prefix + "-" + $0.idSuffix }
    }

    /// The id of `part`.
    public subscript(part: RatingPart) -> String {
        // allCases lists every case once, so the index always exists.
        ids[RatingPart.allCases.firstIndex(of: part)!]
    }
}
