/// A dynamic block's codes and the header that sends them (RFC 1951, 3.2.7): the literal/length
/// and distance code lengths as one sequence, run-length coded with symbols 16, 17 and 18 of
/// the code-length code, whose own lengths come first.
struct DynamicHeader {
    /// The literal/length code (15 bits at most).
    let literalCode: HuffmanCode
    /// The distance code (15 bits at most).
    let distanceCode: HuffmanCode
    /// The code-length code (7 bits at most).
    private let lengthCode: HuffmanCode
    /// Literal/length lengths sent, 257…286 (HLIT + 257).
    private let literalCount: Int
    /// Distance lengths sent, 1…30 (HDIST + 1).
    private let distanceCount: Int
    /// Code-length code lengths sent, 4…19 (HCLEN + 4), in `DeflateTables.codeLengthOrder`.
    private let lengthCodeCount: Int
    /// The run-length coded lengths: a code-length symbol 0…18 and, for 16, 17 and 18, its
    /// repeat count less 3, 3 and 11.
    private let runs: [(symbol: Int, extra: Int)]

    /// The header for a block with these symbol counts (the end-of-block counted once).
    init(literals: [Int], distances: [Int]) {
        literalCode = HuffmanCode(frequencies: literals, limit: 15)
        distanceCode = HuffmanCode(frequencies: distances, limit: 15)
        literalCount = max(257, (literalCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let sequence = literalCode.lengths[..<literalCount] + distanceCode.lengths[..<distanceCount]
        runs = Self.runLengthCoded(Array(sequence))
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: frequencies, limit: 7)
        self.lengthCode = lengthCode
        let lastSent = DeflateTables.codeLengthOrder.lastIndex { lengthCode.lengths[$0] != 0 } ?? 0
        lengthCodeCount = max(4, lastSent + 1)
    }

    /// The header's size in bits, after the three block-type bits.
    var bitCount: Int {
        var bits = 5 + 5 + 4 + 3 * lengthCodeCount
        for run in runs { bits += Int(lengthCode.lengths[run.symbol]) + Self.extraBits(of: run.symbol) }
        return bits
    }

    /// Writes the header, after the three block-type bits.
    func write(into writer: inout BitWriter) {
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(lengthCodeCount - 4), count: 4)
        for symbol in DeflateTables.codeLengthOrder.prefix(lengthCodeCount) {
            writer.write(UInt32(lengthCode.lengths[symbol]), count: 3)
        }
        for run in runs {
            writer.write(lengthCode.codes[run.symbol], count: Int(lengthCode.lengths[run.symbol]))
            let extra = Self.extraBits(of: run.symbol)
            if extra > 0 { writer.write(UInt32(run.extra), count: extra) }
        }
    }

    /// Extra bits after a code-length symbol: 2 for 16, 3 for 17, 7 for 18.
    private static func extraBits(of symbol: Int) -> Int {
        switch symbol {
        case 16: return 2
        case 17: return 3
        case 18: return 7
        default: return 0
        }
    }

    /// `lengths` as code-length symbols: runs of zeros as 17 (3–10) and 18 (11–138), a
    /// repeated length as itself once, then 16 (3–6 more); shorter runs written out.
    static func runLengthCoded(_ lengths: [UInt8]) -> [(symbol: Int, extra: Int)] {
        var runs: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < lengths.count {
            let length = Int(lengths[index])
            var runLength = 1
            while index + runLength < lengths.count && Int(lengths[index + runLength]) == length { runLength += 1 }
            index += runLength
            if length == 0 {
                while runLength >= 11 {
                    let count = min(runLength, 138)
                    runs.append((18, count - 11))
                    runLength -= count
                }
                if runLength >= 3 {
                    runs.append((17, runLength - 3))
                    runLength = 0
                }
            } else {
                runs.append((length, 0))
                runLength -= 1
                while runLength >= 3 {
                    let count = min(runLength, 6)
                    runs.append((16, count - 3))
                    runLength -= count
                }
            }
            for _ in 0..<runLength { runs.append((length, 0)) }
        }
        return runs
    }
}
