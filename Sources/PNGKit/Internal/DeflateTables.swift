/// The fixed tables of RFC 1951 (section 3.2.5): how match lengths and distances become
/// symbols and extra bits, and the order in which the code-length code's lengths are sent.
enum DeflateTables {
    /// The smallest match length deflate can say.
    static let minimumMatch = 3
    /// The largest match length deflate can say.
    static let maximumMatch = 258
    /// The window: the farthest back a match may start.
    static let windowSize = 32_768

    /// First length of each length code (symbols 257…285).
    static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                                    131, 163, 195, 227, 258]
    /// Extra bits of each length code.
    static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// First distance of each distance code (0…29).
    static let distanceBase: [Int] = (0..<30).map { code in code < 4 ? code + 1 : ((2 + (code & 1)) << (code / 2 - 1)) + 1 }
    /// Extra bits of each distance code.
    static let distanceExtraBits: [Int] = (0..<30).map { code in code < 4 ? 0 : code / 2 - 1 }

    /// The length code (0…28, symbol 257 + code) of every match length, indexed by length 0…258
    /// (0…2 unused): a table, since it is looked up once per match in the matcher's loop.
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: maximumMatch + 1)
        for code in 0..<28 {
            for length in lengthBase[code]..<lengthBase[code + 1] { table[length] = UInt8(code) }
        }
        // 258 has a code of its own (285), though 227 + 5 extra bits could also reach it.
        table[maximumMatch] = 28
        return table
    }()

    /// The distance code of a distance 1…32768: two codes per power of two above 4, told
    /// apart by the bit below the leading one.
    @inline(__always)
    static func distanceCode(_ distance: Int) -> Int {
        let offset = distance - 1
        guard offset >= 4 else { return offset }
        let highBit = Int.bitWidth - 1 - offset.leadingZeroBitCount
        return 2 * highBit + ((offset >> (highBit - 1)) & 1)
    }

    /// The order in which the code-length code's lengths are sent (HCLEN of them).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed literal/length code's lengths (block type 1).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        switch symbol {
        case ..<144: return 8
        case ..<256: return 9
        case ..<280: return 7
        default: return 8
        }
    }
    /// The fixed distance code's lengths: five bits for all 30 (and the two unused).
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)
}
