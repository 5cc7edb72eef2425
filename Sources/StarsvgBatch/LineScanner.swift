import StarsvgSystem

/// Walks the non-blank lines of JSON Lines in order, each with its number: lines end with LF,
/// and a line holding nothing but spaces, tabs and CRs is blank.
struct LineScanner {
    /// Where the scanner is: the byte offset of the next line, and that line's number.
    struct Position: Sendable {
        var offset = 0
        var number = 1
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next line starts.
    private(set) var position: Position

    /// A scanner of `bytes` at `position`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, at position: Position = Position()) {
        self.bytes = bytes
        self.position = position
    }

    /// The next non-blank line's number and range, or `nil` at the end.
    mutating func next() -> (number: Int, range: Range<Int>)? {
        guard bytes.baseAddress != nil else { return nil }
        while position.offset < bytes.count {
            let start = position.offset
            let end = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: UnsafeBufferPointer(rebasing: bytes[start...])).map { start + $0 } ?? bytes.count
            let number = position.number
            position = Position(offset: end + 1, number: number + 1)
            if !bytes[start..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return (number, start..<end) }
        }
        return nil
    }

    /// Where each run of `count` non-blank lines starts, and how many non-blank lines there
    /// are: the shares of a batch, found without keeping every line's range.
    static func starts(of bytes: UnsafeBufferPointer<UInt8>, every count: Int) -> (starts: [Position], lineCount: Int) {
        var scanner = LineScanner(bytes)
        var starts: [Position] = []
        var lineCount = 0
        var before = scanner.position
        while scanner.next() != nil {
            if lineCount % count == 0 {
                // The run starts at its first line, not at the blank lines before it.
                starts.append(before)
            }
            lineCount += 1
            before = scanner.position
        }
        return (starts, lineCount)
    }
}
