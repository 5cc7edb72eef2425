/// The codes of a fixed-Huffman block (RFC 1951, 3.2.6), made once per process.
enum FixedCodes {
    /// The literal/length code: 8, 9, 7 and 8 bits by range.
    static let literal = HuffmanCode(lengths: DeflateTables.fixedLiteralLengths)
    /// The distance code: 5 bits each.
    static let distance = HuffmanCode(lengths: DeflateTables.fixedDistanceLengths)
}
