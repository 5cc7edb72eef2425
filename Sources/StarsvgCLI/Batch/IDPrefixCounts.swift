/// An id prefix as the batch's dictionary of prefixes in use keys it: a short ASCII prefix
/// (every derived one, and nearly every given one) as two words, which hash and compare as
/// integers, where a `String` key would cost a batch of 200,000 lines more than the rest of
/// planning them. Two keys are equal exactly when their prefixes are.
struct IDPrefixKey: Hashable {
    /// Up to 15 bytes of an ASCII prefix, the first in the low byte of `low`, and the count in
    /// the high byte of `high`; both 0 for a longer or non-ASCII one.
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The prefix itself when it is not packed: String equality (canonical equivalence) is then
    /// kept, though a valid id is ASCII.
    private var text: String? = nil

    /// The key of `prefix`.
    init(_ prefix: String) {
        // A small string's bytes are read in place where the standard library can; a copy
        // of it (`withUTF8` on a `var`) costs as much as the rest of the look-up.
        let pack = { (bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64)? in
            guard bytes.count <= 15, let base = bytes.baseAddress else { return bytes.isEmpty ? (0, 0) : nil }
            // Copied whole into the two words (little-endian: the first byte lowest), the count
            // in the last byte, and checked for ASCII at once.
            var words: (low: UInt64, high: UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
            guard (words.low | words.high) & 0x8080_8080_8080_8080 == 0 else { return nil }
            words.high |= UInt64(bytes.count) << 56
            return words
        }
        var copy = prefix
        let packed = prefix.utf8.withContiguousStorageIfAvailable(pack) ?? copy.withUTF8(pack)
        if let packed {
            low = packed.low
            high = packed.high
        } else {
            text = prefix
        }
    }

    func hash(into hasher: inout Hasher) {
        if let text {
            hasher.combine(text)
        } else {
            hasher.combine(low)
            hasher.combine(high)
        }
    }
}
