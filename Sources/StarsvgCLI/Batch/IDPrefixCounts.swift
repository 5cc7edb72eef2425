/// The id prefixes a batch has given out, each with the count of the ratings that asked for
/// it: a dictionary from prefix to count, made small and fast for the usual prefix.
///
/// A short ASCII prefix (every derived one, and nearly every given one) is keyed as two words,
/// which hash and compare as integers, where a `String` key would cost a batch of 200,000 lines
/// more than the rest of planning them, and twice the memory. Any other prefix is keyed by
/// itself, in a dictionary of its own. Two prefixes are the same key exactly when they are
/// equal strings.
struct IDPrefixCounts {
    /// Up to 15 bytes of an ASCII prefix, the first in the low byte of `low`, and the count in
    /// the high byte of `high`.
    private struct PackedKey: Hashable {
        var low: UInt64 = 0
        var high: UInt64 = 0
    }

    private var packed: [PackedKey: UInt32] = [:]
    private var others: [String: UInt32] = [:]

    /// Room for `count` short prefixes without growing.
    mutating func reserveCapacity(_ count: Int) {
        packed.reserveCapacity(count)
    }

    /// The count of `prefix`, or `nil` when it was never given out.
    subscript(prefix: String) -> UInt32? {
        get { Self.packedKey(prefix).map { packed[$0] } ?? others[prefix] }
        set {
            if let key = Self.packedKey(prefix) { packed[key] = newValue } else { others[prefix] = newValue }
        }
    }

    /// Sets the count of `prefix`, and returns the one it had: one look-up for a new prefix.
    mutating func updateValue(_ count: UInt32, forKey prefix: String) -> UInt32? {
        if let key = Self.packedKey(prefix) { return packed.updateValue(count, forKey: key) }
        return others.updateValue(count, forKey: prefix)
    }

    /// `prefix` packed, or `nil` when it is longer than 15 bytes or not ASCII.
    private static func packedKey(_ prefix: String) -> PackedKey? {
        // A small string's bytes are read in place where the standard library can; a copy
        // of it (`withUTF8` on a `var`) costs as much as the rest of the look-up.
        let pack = { (bytes: UnsafeBufferPointer<UInt8>) -> PackedKey? in
            guard bytes.count <= 15, let base = bytes.baseAddress else { return bytes.isEmpty ? PackedKey() : nil }
            // Copied whole into the two words (little-endian: the first byte lowest), the count
            // in the last byte, and checked for ASCII at once.
            var key = PackedKey()
            withUnsafeMutableBytes(of: &key) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
            guard (key.low | key.high) & 0x8080_8080_8080_8080 == 0 else { return nil }
            key.high |= UInt64(bytes.count) << 56
            return key
        }
        var copy = prefix
        return prefix.utf8.withContiguousStorageIfAvailable(pack) ?? copy.withUTF8(pack)
    }
}
