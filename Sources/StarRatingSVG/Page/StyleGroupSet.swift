/// The groups of rules of a shared style sheet, each once, in the order they first come: the
/// sheet of a batch is the same bytes whatever `--jobs` is (a `Set` alone would order them by
/// a hash seeded per process). A page holds few groups (a palette, a geometry, a handful
/// more), so this stays small however many snippets it serves. `RatingPage` and `starsvg batch
/// --css-out` both gather their sheet in one, so that they write the same.
package struct StyleGroupSet: Sendable {
    /// The groups, in the order first inserted.
    package private(set) var groups: [String] = []
    /// The groups, to find one already in.
    private var seen: Set<String> = []

    /// An empty set.
    package init() {}

    /// Adds each of `groups` not yet in, in order.
    /// - Complexity: O(*n*) in the total length of `groups`, for hashing.
    package mutating func insert(contentsOf groups: some Sequence<String>) {
        for group in groups where seen.insert(group).inserted { self.groups.append(group) }
    }

    /// The style sheet: the groups one after the other.
    package var text: String { groups.joined() }
}
