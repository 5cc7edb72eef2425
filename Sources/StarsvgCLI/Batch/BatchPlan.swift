#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarRatingSVG

/// Reads and checks a whole batch before anything is written: every line parsed, every rating
/// built, every id made unique, every output path checked.
///
/// The lines are checked on several threads, each a contiguous share of them; what needs the
/// lines in order (ids made unique, one file per line, the first error by line number) is then
/// done in one pass over the results.
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
        let shares = max(1, min(jobs, lines.count / 256))
        let checked = ParallelSlots(count: shares, initial: CheckedShare())
        ParallelWork.run(workers: shares) { share in
            let range = (lines.count * share / shares)..<(lines.count * (share + 1) / shares)
            checked.store(check(lines[range], of: input), at: share)
        }

        var plan: [PlannedRating] = []
        plan.reserveCapacity(lines.count)
        // Sized for a prefix a line at once: growing it rehashes every prefix, many times.
        var idCounts: [IDPrefixKey: Int] = [:]
        idCounts.reserveCapacity(lines.count)
        var outputs: Set<BatchOutputPath> = []
        for share in checked.take() {
            for line in share.lines {
                plan.append(try planned(line, input: input, files: files, idCounts: &idCounts, outputs: &outputs))
            }
            if let error = share.error { throw error }
        }
        return plan
    }

    /// A line that passed every check that needs no other line.
    struct CheckedLine: Sendable {
        /// The line's number, from 1.
        let number: Int
        /// The line's bytes in the input.
        let range: Range<Int>
        /// The id prefix its rating has on its own.
        let idPrefix: String
        /// The `output` it names, as written.
        let output: String?
    }

    /// The checked lines of one share, up to its first bad line, and that line's error.
    struct CheckedShare: Sendable {
        var lines: [CheckedLine] = []
        var error: BatchLineError?
    }

    /// Every non-blank line's number and range, in order.
    static func lineRanges(of input: [UInt8]) -> [(number: Int, range: Range<Int>)] {
        var lines: [(number: Int, range: Range<Int>)] = []
        var number = 0
        var start = 0
        input.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            while start < bytes.count {
                // memchr finds the line's end many bytes at a time; a line is blank unless
                // something other than a space, a tab or a CR comes before it.
                var end = bytes.count
                if let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                    end = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
                }
                let isBlank = bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
                number += 1
                if !isBlank { lines.append((number, start..<end)) }
                start = end + 1
            }
        }
        return lines
    }

    /// Checks each line on its own: JSON, keys, values, the rating and its output's options.
    private static func check(_ lines: ArraySlice<(number: Int, range: Range<Int>)>, of input: [UInt8]) -> CheckedShare {
        var share = CheckedShare()
        share.lines.reserveCapacity(lines.count)
        for (number, range) in lines {
            // Read the short way; a line it does not take, or any problem, the long way, which
            // names the problem.
            if let line = BatchLineReader.read(input[range]), let rating = try? line.request.checkedRating() {
                share.lines.append(CheckedLine(number: number, range: range, idPrefix: rating.idPrefix, output: line.output))
                continue
            }
            do throws(BatchLineError) {
                let batchLine = try read(number, input[range])
                let rating = try batchLine.rating(of: try batchLine.request())
                share.lines.append(CheckedLine(number: number, range: range, idPrefix: rating.idPrefix, output: batchLine.output))
            } catch {
                share.error = error
                break
            }
        }
        return share
    }

    /// One line's JSON object, read as a batch line.
    static func read(_ number: Int, _ line: ArraySlice<UInt8>) throws(BatchLineError) -> BatchLine {
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

    /// The checks that need the lines before: a rating asked for again gets an id of its own
    /// (the first keeps the id a single run would write, the next ones that id with -2, -3, …,
    /// skipping any id in use), and no two lines write one file.
    private static func planned(_ line: CheckedLine, input: [UInt8], files: BatchFileSet?,
                                idCounts: inout [IDPrefixKey: Int], outputs: inout Set<BatchOutputPath>) throws(BatchLineError) -> PlannedRating {
        let prefix = line.idPrefix
        var newPrefix: String? = nil
        // One look-up for the usual new prefix: it is counted at once, and a count found
        // means the prefix was taken.
        if let count = idCounts.updateValue(1, forKey: IDPrefixKey(prefix)) {
            var next = count + 1
            while idCounts[IDPrefixKey(prefix + "-\(next)")] != nil { next += 1 }
            idCounts[IDPrefixKey(prefix)] = next
            // The longer id must still be a valid one (a given id may already be at the limit).
            let batchLine = try read(line.number, input[line.range])
            var request = try batchLine.request()
            request.id = prefix + "-\(next)"
            let rating = try batchLine.rating(of: request)
            idCounts[IDPrefixKey(rating.idPrefix)] = 1
            newPrefix = rating.idPrefix
        }

        var output: BatchOutputPath? = nil
        if let text = line.output {
            guard let files else {
                throw BatchLineError(line: line.number, key: "output", reason: "needs --out-dir, the folder the files go under")
            }
            do {
                output = try BatchOutputPath(text)
            } catch {
                throw BatchLineError(line: line.number, key: "output", reason: "\(error.reason) (got \(JSONValue.string(text).quotedText()))")
            }
            guard outputs.insert(output!).inserted else {
                throw BatchLineError(line: line.number, key: "output", reason: "another line already writes \(JSONValue.string(text).quotedText())")
            }
            if let problem = files.problem(with: output!) {
                throw BatchLineError(line: line.number, key: "output", reason: problem)
            }
        }
        return PlannedRating(line: line.number, range: line.range, idPrefix: newPrefix ?? prefix,
                             replacesIDPrefix: newPrefix != nil, output: output)
    }
}
