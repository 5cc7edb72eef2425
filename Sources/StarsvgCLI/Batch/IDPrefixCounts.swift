/// The id prefixes a batch has given out, each with the count of the ratings that asked for
/// it: a dictionary from prefix to count, made small and fast for the usual prefix, because the
/// batch looks up every line's prefix in turn, on one thread, while the others wait.
///
/// A short ASCII prefix (every derived one, and nearly every given one) is packed into two
/// words (`Key`), which the check of each line makes on its own thread; the counts of packed
/// prefixes are an open-addressed table of those words, a look-up a multiplication and,
/// mostly, one cache line. Any other prefix is counted by itself, in a dictionary of its own.
/// Two prefixes are the same exactly when they are equal strings.
///
/// The table's hash is seeded at random for each batch, so that no input can make its
/// look-ups slow; what the batch writes does not depend on it.
struct IDPrefixCounts {
    /// Up to 15 bytes of an ASCII prefix, the first in the low byte of `low`, and the count in
    /// the high byte of `high` (so never both 0: every prefix has a byte).
    struct Key: Hashable, Sendable {
        fileprivate var low: UInt64 = 0
        fileprivate var high: UInt64 = 0

        /// `prefix` packed, or `nil` when it is empty, longer than 15 bytes or not ASCII.
        init?(_ prefix: String) {
            // A small string's bytes are read in place where the standard library can; a copy
            // of it (`withUTF8` on a `var`) costs as much as the rest of the look-up.
            let pack = { (bytes: UnsafeBufferPointer<UInt8>) -> Key? in
                guard (1...15).contains(bytes.count), let base = bytes.baseAddress else { return nil }
                // Copied whole into the two words (little-endian: the first byte lowest), the
                // count in the last byte, and checked for ASCII at once.
                var key = Key(low: 0, high: 0)
                withUnsafeMutableBytes(of: &key) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
                guard (key.low | key.high) & 0x8080_8080_8080_8080 == 0 else { return nil }
                key.high |= UInt64(bytes.count) << 56
                return key
            }
            var copy = prefix
            guard let key = prefix.utf8.withContiguousStorageIfAvailable(pack) ?? copy.withUTF8(pack) else { return nil }
            self = key
        }

        /// The key of no prefix, in a free place.
        fileprivate static let none = Key(low: 0, high: 0)

        private init(low: UInt64, high: UInt64) {
            self.low = low
            self.high = high
        }
    }

    /// A place in the table: a key and its count, 0 for a free place (whose bytes are all 0:
    /// a new table is filled as zeroed memory is, without an optional's tag in every place).
    private struct Place {
        var key: Key
        var count: UInt32
    }

    /// The packed prefixes' places; its size is a power of two, at least twice their number.
    private var places: [Place]
    private var packedCount = 0
    /// The seed of the table's hash.
    private let seed: UInt64
    /// The counts of the prefixes that are not packed.
    private var others: [String: UInt32] = [:]

    /// An empty set of counts with room for `capacity` packed prefixes.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        places = Self.freePlaces(size)
        seed = UInt64.random(in: .min ... .max) | 1
    }

    /// `count` free places.
    private static func freePlaces(_ count: Int) -> [Place] {
        Array(unsafeUninitializedCapacity: count) { places, initializedCount in
            HugePages.advise(places)
            places.initialize(repeating: Place(key: .none, count: 0))
            initializedCount = count
        }
    }

    /// The count of `prefix`, or `nil` when it was never given out.
    subscript(prefix: String) -> UInt32? {
        get {
            guard let key = Key(prefix) else { return others[prefix] }
            let place = place(of: key)
            return places[place].count == 0 ? nil : places[place].count
        }
        set {
            guard let key = Key(prefix) else { return others[prefix] = newValue }
            guard let newValue else { preconditionFailure("a prefix given out stays given out") }
            _ = updateValue(newValue, forKey: key)
        }
    }

    /// Sets the count of `prefix`, and returns the one it had: one look-up for a new prefix.
    mutating func updateValue(_ count: UInt32, forKey prefix: String) -> UInt32? {
        guard let key = Key(prefix) else { return others.updateValue(count, forKey: prefix) }
        return updateValue(count, forKey: key)
    }

    /// Sets the count of the packed prefix `key`, and returns the one it had.
    mutating func updateValue(_ count: UInt32, forKey key: Key) -> UInt32? {
        precondition(count > 0, "a prefix given out is counted at least once")
        let place = place(of: key)
        if places[place].count != 0 {
            defer { places[place].count = count }
            return places[place].count
        }
        places[place] = Place(key: key, count: count)
        packedCount += 1
        if 2 * packedCount > places.count { grow() }
        return nil
    }

    /// Loads the place where the look-up of `key` will start, so that the look-up, a few
    /// keys later, finds it in the cache: the table is megabytes, each look-up a miss.
    mutating func prepareLookUp(of key: Key) {
        // Kept, so that the load is not optimised away.
        prepared &+= places[hashPlace(of: key)].count
    }
    private var prepared: UInt32 = 0

    /// The place the look-up of `key` starts from: a multiplicative hash of both words, its
    /// high bits.
    private func hashPlace(of key: Key) -> Int {
        var mixed = (key.low ^ seed) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ key.high ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32) & (places.count - 1)
    }

    /// Where `key` is in the table, or the free place where it would go: linear probing from
    /// its hash.
    private func place(of key: Key) -> Int {
        let mask = places.count - 1
        var place = hashPlace(of: key)
        while places[place].count != 0, places[place].key != key {
            place = (place + 1) & mask
        }
        return place
    }

    /// Doubles the table, placing every key again.
    private mutating func grow() {
        let old = places
        places = Self.freePlaces(old.count * 2)
        for entry in old where entry.count != 0 {
            places[place(of: entry.key)] = entry
        }
    }
}
