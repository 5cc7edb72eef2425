/// The keys of the object being read, to refuse a duplicate.
///
/// Keys are compared by their UTF-8 bytes, never by `String`'s `==`, which treats canonically
/// equivalent texts (`"é"` and `"e\u{301}"`) as equal: JSON keys are sequences of code points
/// (RFC 8259 §8.3), and two spellings that a reader of the keys would tell apart are not
/// duplicates. A batch line has a handful of keys, which a linear scan of the members read so
/// far checks faster than a hash set made for every object. Past `linearLimit` a set takes
/// over, so that a hostile object with many keys costs O(*n*), not O(*n*²). The set only
/// answers "seen?": the members' order stays the array's.
struct JSONKeySet {
    /// A key hashed and compared by its UTF-8 bytes.
    private struct ExactKey: Hashable {
        let text: String

        static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
            JSONKeySet.isSame(lhs.text, rhs.text)
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The number of members up to which a linear scan is used.
    static let linearLimit = 16

    /// The keys seen, once there are more than `linearLimit`.
    private var hashed: Set<ExactKey>?

    /// An empty set.
    init() {}

    /// Records `key`, the name of the member about to be added after `members`, and returns
    /// whether it is new.
    /// - Complexity: O(`members.count`) up to `linearLimit` members, then amortised O(1) in
    ///   their number (O(*k*) in the key's length throughout).
    mutating func insert(_ key: String, among members: [(key: String, value: JSONValue)]) -> Bool {
        if hashed == nil {
            if members.count < Self.linearLimit {
                return !members.contains { Self.isSame($0.key, key) }
            }
            hashed = Set(members.map { ExactKey(text: $0.key) })
        }
        return hashed!.insert(ExactKey(text: key)).inserted
    }

    /// Whether two keys are the same code points, byte for byte.
    static func isSame(_ left: String, _ right: String) -> Bool {
        // Byte-equal keys have the same length and are canonically equivalent, so the length
        // and `==` (which compares small and ASCII strings by their raw bits) rule out nearly
        // every pair at once; only an equal pair (a duplicate, or an equivalent spelling)
        // needs the byte comparison.
        left.utf8.count == right.utf8.count && left == right && left.utf8.elementsEqual(right.utf8)
    }
}
