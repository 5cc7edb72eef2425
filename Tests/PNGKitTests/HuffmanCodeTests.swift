import Foundation
import Testing
import TestSupport
@testable import PNGKit

/// Code lengths: never longer than the limit, never over-subscribed, optimal.
@Suite struct HuffmanCodeTests {
    /// The Kraft sum of `lengths` in units of 2^-limit: 2^limit for a complete code, more for
    /// an over-subscribed one (which no decoder can read).
    static func kraftSum(_ lengths: [UInt8], limit: Int) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (limit - Int($1)) }
    }

    static func fibonacci(_ count: Int) -> [Int] {
        var values = [1, 1]
        while values.count < count { values.append(values[values.count - 1] + values[values.count - 2]) }
        return Array(values.prefix(count))
    }

    /// Fibonacci frequencies are the worst case: plain Huffman gives the rarest symbols codes as
    /// long as the alphabet, here 28 and 30 bits.
    @Test(.cases(5), arguments: [(286, 15), (30, 15), (19, 7), (40, 15), (300, 15)])
    func fibonacciFrequenciesStayWithinTheLimit(symbols: Int, limit: Int) {
        let frequencies = Self.fibonacci(min(symbols, 40)) + [Int](repeating: 1, count: max(0, symbols - 40))
        let alphabet = min(symbols, 286)
        let lengths = HuffmanCode.limitedLengths(Array(frequencies.prefix(alphabet)), limit: limit)
        #expect(lengths.allSatisfy { $0 <= limit }, "a code longer than \(limit) bits")
        #expect(Self.kraftSum(lengths, limit: limit) == 1 << limit, "the code is not complete")
        #expect(lengths.filter { $0 > 0 }.count == alphabet)
    }

    /// Where the plain Huffman code fits the limit, package-merge (a different algorithm) must
    /// find a code exactly as short: both are optimal.
    @Test func packageMergeIsOptimal() {
        var random = SplitMix64(seed: 15)
        var (compared, tooDeep) = (0, 0)
        for trial in 0..<300 {
            let count = random.int(in: 2...60)
            let weights = (0..<count).map { _ in random.int(in: 1...(random.chance(0.5) ? 10 : 100_000)) }.sorted()
            var huffman = weights
            HuffmanCode.minimumRedundancyDepths(&huffman)
            let limit = 15
            guard huffman[0] <= limit else {
                tooDeep += 1
                continue
            }
            let merged = HuffmanCode.packageMergeDepths(weights, limit: limit)
            let cost = { (depths: [Int]) in zip(depths, weights).reduce(0) { $0 + $1.0 * $1.1 } }
            #expect(cost(merged) == cost(huffman), "trial \(trial): \(weights)")
            #expect(merged.max()! <= limit)
            compared += 1
        }
        // The seed's weights: 255 whose plain code fits the limit, 45 whose code does not.
        #expect(compared == 255)
        #expect(tooDeep == 45)
    }

    /// Under a tight limit, package-merge is no worse than any other limited code: checked
    /// against every complete code of a small alphabet, found by brute force.
    @Test func packageMergeBeatsEveryLimitedCode() {
        var random = SplitMix64(seed: 7)
        for trial in 0..<60 {
            let count = random.int(in: 3...7)
            let limit = 3
            let weights = (0..<count).map { _ in random.int(in: 1...1000) }.sorted()
            let merged = HuffmanCode.packageMergeDepths(weights, limit: limit)
            let kraftSum: Int = merged.reduce(0) { (sum: Int, depth: Int) -> Int in sum + 1 << (limit - depth) }
            #expect(kraftSum == 1 << limit, "trial \(trial): incomplete")
            var bestCost = Int.max
            func search(_ index: Int, _ depths: [Int], _ kraft: Int) {
                if index == count {
                    if kraft == 1 << limit { bestCost = min(bestCost, zip(depths, weights).reduce(0) { $0 + $1.0 * $1.1 }) }
                    return
                }
                for depth in 1...limit where kraft + 1 << (limit - depth) <= 1 << limit {
                    search(index + 1, depths + [depth], kraft + 1 << (limit - depth))
                }
            }
            search(0, [], 0)
            #expect(zip(merged, weights).reduce(0) { $0 + $1.0 * $1.1 } == bestCost, "trial \(trial): \(weights)")
        }
    }

    @Test func fewerThanTwoSymbolsStillMakeACompleteCode() {
        #expect(HuffmanCode.limitedLengths([0, 0, 0], limit: 15) == [1, 1, 0])
        #expect(HuffmanCode.limitedLengths([0, 0, 5], limit: 15) == [1, 0, 1])
        #expect(HuffmanCode.limitedLengths([5, 0, 0], limit: 15) == [1, 1, 0])
    }

    /// The canonical codes of RFC 1951's own example (3.2.2).
    @Test func canonicalCodesAreRFC1951s() {
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [UInt32] = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
        for (symbol, value) in expected.enumerated() {
            #expect(code.codes[symbol] == value.bitReversed(count: Int(code.lengths[symbol])), "symbol \(symbol)")
        }
    }

    /// A stream whose literal frequencies are Fibonacci numbers (so its dynamic code needs the
    /// length limit) is read back by Python's zlib.
    @Test(.enabled(if: InstalledProgram.isCI || PNGOracle.python.path != nil, PNGOracle.pythonSkipReason))
    func fibonacciStreamReadsBack() throws {
        var random = SplitMix64(seed: 28)
        var bytes: [UInt8] = []
        for (symbol, count) in Self.fibonacci(24).enumerated() {
            bytes += [UInt8](repeating: UInt8(symbol * 7), count: count)
        }
        // Shuffled, so that it is the literals that carry it, not matches.
        bytes = random.shuffled(bytes)
        let lines = try withScratchFolder("fibonacci") { folder in
            try Data(bytes).write(to: URL(fileURLWithPath: folder.file("fibonacci.raw")))
            try Data(Zlib.compress(bytes)).write(to: URL(fileURLWithPath: folder.file("fibonacci.z")))
            return try PNGOracle.run("zlib", folder: folder)
        }
        #expect(lines.map { $0.joined(separator: " ") } == ["zlib fibonacci ok"])
    }
}
