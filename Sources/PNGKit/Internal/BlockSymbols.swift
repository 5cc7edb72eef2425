/// The LZ77 symbols of the block being gathered, and how often each deflate symbol occurs in
/// them: what a block's codes are built from.
///
/// Raw storage in a `DeflateWorkspace`, not arrays: the matcher appends a symbol for every
/// literal and match, and an array's uniqueness and bounds checks there cost more than the
/// appending.
struct BlockSymbols {
    /// How many symbols fit.
    let capacity: Int
    /// A literal as its byte value; a match as `length << 16 | distance`.
    let symbols: UnsafeMutablePointer<UInt32>
    /// Symbols so far.
    private(set) var count = 0
    /// Counts of the literal/length alphabet's 286 symbols (256, the block's end, not counted).
    let literalFrequencies: UnsafeMutablePointer<Int>
    /// Counts of the distance alphabet's 30 symbols.
    let distanceFrequencies: UnsafeMutablePointer<Int>
    /// `DeflateTables.lengthCode`, held here so the matcher's loop reads no global.
    private let lengthCode: UnsafeMutablePointer<UInt8>

    /// The block in `workspace`, room for `capacity` symbols.
    init(in workspace: DeflateWorkspace, capacity: Int) {
        self.capacity = capacity
        symbols = workspace.symbols
        literalFrequencies = workspace.frequencies
        distanceFrequencies = workspace.frequencies + 286
        lengthCode = workspace.lengthCode
    }

    /// Whether two more symbols might not fit.
    var isFull: Bool { count >= capacity - 2 }

    /// Appends a literal byte.
    @inline(__always)
    mutating func appendLiteral(_ byte: UInt8) {
        symbols[count] = UInt32(byte)
        count += 1
        literalFrequencies[Int(byte)] += 1
    }

    /// Appends a match of `length` (3…258) bytes `distance` (1…32768) back.
    @inline(__always)
    mutating func appendMatch(length: Int, distance: Int) {
        symbols[count] = UInt32(length) << 16 | UInt32(distance)
        count += 1
        literalFrequencies[257 + Int(lengthCode[length])] += 1
        distanceFrequencies[DeflateTables.distanceCode(distance)] += 1
    }

    /// Empties the block for the next one.
    mutating func removeAll() {
        count = 0
        literalFrequencies.update(repeating: 0, count: 286)
        distanceFrequencies.update(repeating: 0, count: 30)
    }
}
