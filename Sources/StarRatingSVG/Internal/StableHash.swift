import OutputText

/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine.
///
/// Swift's `Hasher` is seeded per process, so ids derived from it would change from build to
/// build; FNV-1a is tiny, fast and good enough to keep different ratings on one page apart.
///
/// Every rating is hashed when it is made, so the hash reads texts where they lie and numbers'
/// texts from the stack, and `StarRating` hands it the defaults' texts made once: through
/// strings and arrays, hashing was a large share of a batch's work.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in the UTF-8 bytes of `text`, then a separator so that ("ab","c") != ("a","bc").
    mutating func combine(_ text: String) {
        // A native string's bytes are read where they lie; its iterator costs several times
        // as much per byte as the mixing.
        if text.utf8.withContiguousStorageIfAvailable({ combine(utf8: $0) }) == nil {
            combine(utf8: Array(text.utf8))
        }
    }

    /// Mixes in `bytes`, UTF-8 text, then the separator.
    mutating func combine(utf8 bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
        mix(0xFF)  // never occurs in UTF-8
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }

    /// Mixes in a number as `formatter` writes it, then the separator.
    mutating func combine(_ number: Double, _ formatter: SVGNumberFormatter) {
        combine(CollectionOfOne(number), formatter)
    }

    /// Mixes in numbers as `formatter` writes them, separated by commas, then the separator.
    mutating func combine(_ numbers: some Sequence<Double>, _ formatter: SVGNumberFormatter) {
        var isFirst = true
        for number in numbers {
            if !isFirst { mix(UInt8(ascii: ",")) }
            isFirst = false
            // The formatter's text, made on the stack: through an array, allocating would cost
            // more than the hashing.
            formatter.withText(of: number) { text in
                for byte in text { mix(byte) }
            }
        }
        mix(0xFF)
    }

    /// The hash as an identifier of `length` characters (at least 1): a letter, then letters
    /// and digits, so it starts an XML name and a CSS selector as it is. Each character carries
    /// log2(62) ≈ 5.95 bits (the first log2(52) ≈ 5.7) of the hash after a final mix, so six
    /// characters carry 35.4 bits.
    func identifier(length: Int) -> String {
        // FNV-1a's last steps barely reach the high bits; SplitMix64's finaliser spreads every
        // input bit over all 64 before they are cut into characters.
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        let length = max(length, 1)
        var characters: [UInt8] = []
        characters.reserveCapacity(length)
        Self.alphabet.withUTF8Buffer { alphabet in
            characters.append(alphabet[Int(mixed % 52)])
            mixed /= 52
            for _ in 1..<length {
                characters.append(alphabet[Int(mixed % 62)])
                mixed /= 62
            }
        }
        return String(decoding: characters, as: UTF8.self)
    }

    /// Letters first, so that the first character can be drawn from the first 52.
    private static let alphabet: StaticString = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
}
