#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarRatingSVG

/// Reads and checks a whole batch before anything is written: every line parsed, every rating
/// built, every id made unique, every output path checked.
///
/// The lines are checked on several threads, in contiguous shares of them that each thread
/// takes in turn; what needs the lines in order (ids made unique, one file per line, the first
/// error by line number) is done share by share as the shares are checked (`BatchOrderedPass`).
enum BatchPlan {
    /// The longest line accepted, in bytes: far beyond any honest rating (a 1000-character
    /// label and a hundred levels and colours fit in 16 KiB), short enough that a hostile line
    /// cannot make the parser work long.
    static let maximumLineLength = 1 << 20

    /// The plan of `input`, JSON Lines.
    /// - Parameters:
    ///   - input: the bytes; lines end with LF (a CR before it is whitespace).
    ///   - files: the out-dir's file set, or `nil` without `--out-dir`.
    ///   - jobs: the threads to check the lines on.
    /// - Throws: `BatchLineError` for the first bad line.
    /// - Complexity: O(*n*) in the size of the input.
    static func read(_ input: [UInt8], files: BatchFileSet?, jobs: Int = 1) throws(BatchLineError) -> [PlannedRating] {
        let lines = lineRanges(of: input)
        // Many more shares than threads, each thread taking the next when it is done: the
        // threads finish together however unevenly they run.
        let shares = jobs == 1 ? 1 : max(1, min(jobs * sharesPerJob, lines.count / 256))
        var error: BatchLineError?
        // One array for the plan, each share checking its lines into its own part of it: a plan
        // joined from the shares' arrays would hold every line twice while it is joined. Its
        // memory is set by the shares as they check, on their threads, rather than filled
        // beforehand on this one: that was tens of megabytes written twice.
        let plan = [PlannedRating](unsafeUninitializedCapacity: lines.count) { buffer, initializedCount in
            HugePages.advise(buffer)
            let slots = ParallelSlots(wrapping: buffer)
            let orderedPass = BatchOrderedPass(shares: shares, plan: slots, input: input, files: files)
            // The first item makes the table of id prefixes, sized for a prefix a line (growing
            // it would place every prefix again, many times): megabytes to fill, on one thread
            // while the others check.
            ParallelWork.run(workers: jobs, items: shares + 1) { item in
                guard item > 0 else { return orderedPass.start(with: IDPrefixCounts(capacity: lines.count)) }
                let share = item - 1
                let range = (lines.count * share / shares)..<(lines.count * (share + 1) / shares)
                orderedPass.shareIsChecked(share, outcome: check(lines[range], of: input, into: slots))
            }
            error = orderedPass.error
            // Every share initialises all of its part, a placeholder for each line after its
            // first bad one.
            initializedCount = lines.count
        }
        if let error { throw error }
        return plan
    }

    /// The shares of lines to check for each thread.
    private static let sharesPerJob = 16

    /// How far a share's check went: its lines are checked up to `end`, and `error` is its
    /// first bad line's.
    struct ShareOutcome: Sendable {
        /// The index in the plan of the share's first line.
        var start: Int
        /// The index in the plan after the share's last checked line.
        var end: Int
        var error: BatchLineError?
    }

    /// Every non-blank line's number and range, in order.
    static func lineRanges(of input: [UInt8]) -> [(number: Int, range: Range<Int>)] {
        input.withUnsafeBufferPointer { bytes in
            // Counted first, the lines are set in room for all of them: no array grown by
            // doubling, each growth a copy.
            let newlines = newlineCount(bytes)
            return [(number: Int, range: Range<Int>)](unsafeUninitializedCapacity: newlines + 1) { lines, lineCount in
                HugePages.advise(lines)
                guard let base = bytes.baseAddress else { return }
                var number = 0
                var start = 0
                while start < bytes.count {
                    // memchr finds the line's end many bytes at a time; a line is blank unless
                    // something other than a space, a tab or a CR comes before it.
                    var end = bytes.count
                    if let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                        end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                    }
                    let isBlank = bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
                    number += 1
                    if !isBlank {
                        (lines.baseAddress! + lineCount).initialize(to: (number, start..<end))
                        lineCount += 1
                    }
                    start = end + 1
                }
            }
        }
    }

    /// The number of newlines in `bytes`, eight bytes at a time: a byte-by-byte loop took
    /// 6 ms for 11 MB, as long as finding the lines.
    static func newlineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let low7Bits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        var count = 0
        var index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                // Each byte of `perByte` counts the newlines at its place in up to 255 words.
                var perByte: UInt64 = 0
                let end = min(bytes.count - 8, index + 254 * 8)
                while index <= end {
                    // A newline is a zero byte of `word`. A byte's high bit is set in `zeros`
                    // exactly when the byte is zero: its low seven bits plus 0x7F reach the
                    // high bit unless they are all zero, and no byte carries into the next.
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newlines
                    let zeros = ~(((word & low7Bits) &+ low7Bits) | word | low7Bits)
                    perByte &+= zeros >> 7
                    index += 8
                }
                // The eight counts summed in pairs, then the four pair sums (each ≤ 510).
                let pairs = (perByte & evenBytes) &+ ((perByte >> 8) & evenBytes)
                count += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { count += 1 }
            index += 1
        }
        return count
    }

    /// Checks each line on its own (JSON, keys, values, the rating and its output's options)
    /// into its place in the plan, up to the first bad one.
    private static func check(_ lines: ArraySlice<(number: Int, range: Range<Int>)>, of input: [UInt8],
                              into plan: ParallelSlots<PlannedRating>) -> ShareOutcome {
        var outcome = ShareOutcome(start: lines.startIndex, end: lines.startIndex)
        input.withUnsafeBufferPointer { input in
            for (number, range) in lines {
                // Read the short way; a line it does not take, or any problem, the long way,
                // which names the problem.
                if let line = BatchLineReader.read(UnsafeBufferPointer(rebasing: input[range])),
                   let rating = try? line.request.checkedRating() {
                    plan.initialize(PlannedRating(line: number, range: range, idPrefix: rating.idPrefix, outputText: line.output,
                                                  numbersOnly: line.isNumbersOnly ? NumbersOnlyRequest(line.request) : nil),
                                    at: outcome.end)
                    outcome.end += 1
                    continue
                }
                do throws(BatchLineError) {
                    let batchLine = try read(number, input[range])
                    let rating = try batchLine.rating(of: try batchLine.request())
                    plan.initialize(PlannedRating(line: number, range: range, idPrefix: rating.idPrefix, outputText: batchLine.output),
                                    at: outcome.end)
                    outcome.end += 1
                } catch {
                    outcome.error = error
                    break
                }
            }
        }
        for index in outcome.end..<lines.endIndex {
            plan.initialize(PlannedRating(line: 0, range: 0..<0, idPrefix: ""), at: index)
        }
        return outcome
    }

    /// One line's JSON object, read as a batch line.
    static func read(_ number: Int, _ line: some Collection<UInt8>) throws(BatchLineError) -> BatchLine {
        guard line.count <= maximumLineLength else {
            throw BatchLineError(line: number, reason: "the line is longer than \(maximumLineLength) bytes")
        }
        let object: JSONValue
        do {
            object = try JSONValue.parse(line)
        } catch {
            throw BatchLineError(line: number, reason: "not JSON: \(error)")
        }
        return try BatchLine(number: number, object: object)
    }
}
