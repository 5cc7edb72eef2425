import SVGKit

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

    /// Mixes in a number as `formatter` writes it, then the separator.
    mutating func combine(_ number: Double, _ formatter: SVGNumberFormatter, into scratch: inout [UInt8]) {
        combine(CollectionOfOne(number), formatter, into: &scratch)
    }

    /// Mixes in numbers as `formatter` writes them, separated by commas, then the separator.
    /// `scratch` is where the text is made, reused from call to call.
    mutating func combine(_ numbers: some Sequence<Double>, _ formatter: SVGNumberFormatter, into scratch: inout [UInt8]) {
        scratch.removeAll(keepingCapacity: true)
        for (index, number) in numbers.enumerated() {
            if index > 0 { scratch.append(UInt8(ascii: ",")) }
            formatter.append(number, to: &scratch)
        }
        for byte in scratch { mix(byte) }
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
        var bytes: [UInt8] = [Self.alphabet[Int(mixed % 52)]]
        mixed /= 52
        for _ in 1..<max(length, 1) {
            bytes.append(Self.alphabet[Int(mixed % 62)])
            mixed /= 62
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Letters first, so that the first character can be drawn from the first 52.
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
}
