/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine.
///
/// Swift's `Hasher` is seeded per process, so ids derived from it would change from build to
/// build; FNV-1a is tiny, fast and good enough to keep different ratings on one page apart.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in the UTF-8 bytes of `text`, then a separator so that ("ab","c") != ("a","bc").
    mutating func combine(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0xFF)  // never occurs in UTF-8
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The low `digits` hexadecimal digits of the hash, lower case, zero-padded.
    func hexDigits(_ digits: Int) -> String {
        let text = String(value, radix: 16)
        let padded = String(repeating: "0", count: max(0, 16 - text.count)) + text
        return String(padded.suffix(digits))
    }
}
