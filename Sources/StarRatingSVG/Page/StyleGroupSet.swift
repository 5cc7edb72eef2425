/// The groups of rules of a shared style sheet, each once, in the order they first come: the
/// sheet of a batch is the same bytes whatever `--jobs` is (a `Set` alone would order them by
/// a hash seeded per process). A page holds few groups (a palette, a geometry, a handful
/// more), so this stays small however many snippets it serves. `RatingPage` and `starsvg batch
/// --css-out` both gather their sheet in one, so that they write the same.
package struct StyleGroupSet: Sendable {
    /// The groups, in the order first inserted.
    package private(set) var groups: [String] = []
    /// The groups, to find one already in.
    private var seen: Set<HashedGroup> = []

    /// A group with its hash, worked out once. A set that grows hashes again every element it
    /// holds, and a look's group is long (its row's outline): a batch's sheet of 1,000 value
    /// groups (the HTML picture's edges) had rehashed 4,600 groups, 3,600 instructions a
    /// line, and compared a group with every other one it met in the table (Documentation/performance.md).
    private struct HashedGroup: Hashable {
        let group: String
        let hash: Int

        init(_ group: String) {
            self.group = group
            hash = group.hashValue
        }

        static func == (left: HashedGroup, right: HashedGroup) -> Bool {
            left.hash == right.hash && left.group == right.group
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// An empty set.
    package init() {}

    /// The groups inserted last: a writer that keeps each look's groups (`WebSnippetMemo`)
    /// hands the same strings, in the same places, for every rating of the look, and two
    /// strings of one storage compare equal at once, where hashing reads every byte (a sixth
    /// of an HTML picture's batch line, Documentation/performance.md).
    private var previous: [String] = []

    /// Adds each of `groups` not yet in, in order.
    /// - Complexity: O(*n*) in the total length of `groups`, for hashing.
    package mutating func insert(contentsOf groups: some Sequence<String>) {
        insert(contentsOf: Array(groups))
    }

    /// Adds each of `groups` not yet in, in order.
    /// - Complexity: O(*n*) in the total length of the groups not where the last insertion had
    ///   them, for hashing.
    package mutating func insert(contentsOf groups: [String]) {
        for index in groups.indices {
            if index < previous.count, previous[index] == groups[index] { continue }
            if seen.insert(HashedGroup(groups[index])).inserted { self.groups.append(groups[index]) }
        }
        previous = groups
    }

    /// The style sheet: the groups one after the other.
    package var text: String { groups.joined() }
}
