/// The groups of rules of a shared style sheet, each once, in the order they first come: the
/// sheet of a batch is the same bytes whatever `--jobs` is (a `Set` alone would order them by
/// a hash seeded per process). A page holds few groups (a palette, a geometry, a handful
/// more), so this stays small however many snippets it serves.
struct StyleGroupSet {
    /// The groups, in the order first inserted.
    private(set) var groups: [String] = []
    /// The groups, to find one already in.
    private var seen: Set<String> = []

    /// Adds each of `groups` not yet in, in order.
    /// - Complexity: O(*n*) in the total length of `groups`, for hashing.
    mutating func insert(contentsOf groups: some Sequence<String>) {
        for group in groups where seen.insert(group).inserted { self.groups.append(group) }
    }

    /// The style sheet: the groups one after the other.
    var text: String { groups.joined() }
}
