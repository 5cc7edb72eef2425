/// The id prefixes in use on one page, so that a rating asked for again gets ids of its own:
/// the first keeps its prefix, the next ones that prefix with `-2`, `-3`, …, skipping any
/// prefix in use. `RatingPage` and `starsvg batch` both hand out prefixes through one, so that
/// they write the same ids.
package struct PageIDPrefixes: Sendable {
    /// Every prefix in use.
    private var taken: Set<String> = []
    /// For each prefix asked for again, the last suffix it was given. Apart from `taken`, so
    /// that the table of every rating holds no count: a third less memory in a batch.
    private var lastSuffixes: [String: Int] = [:]

    /// A page with room for `capacity` prefixes at once: for memory, not speed. Grown by
    /// doubling, the table is held twice while it is copied, which took a batch's peak memory
    /// over its budget (Documentation/performance.md, "Budgets").
    package init(capacity: Int = 0) {
        taken.reserveCapacity(capacity)
    }

    /// The prefix for a rating whose own is `prefix`: `prefix` itself the first time, then
    /// `prefix-2`, `prefix-3`, … (the first not in use); the prefix returned is in use from
    /// then on. The caller gives it to the rating (`StarRating.withIDPrefix(_:)`), which may
    /// find a longer one too long.
    package mutating func claim(_ prefix: String) -> String {
        guard !taken.insert(prefix).inserted else { return prefix }
        var next = (lastSuffixes[prefix] ?? 1) + 1
        while taken.contains("\(prefix)-\(next)") { next += 1 }
        lastSuffixes[prefix] = next
        let renamed = "\(prefix)-\(next)"
        taken.insert(renamed)
        return renamed
    }
}
