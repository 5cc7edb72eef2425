import StarRatingSVG

/// Reads and checks a whole batch before anything is written: every line parsed, every rating
/// built, every id made unique, every output path checked.
enum BatchPlan {
    /// The longest line accepted, in bytes: far beyond any honest rating (a 1000-character
    /// label and a hundred levels and colours fit in 16 KiB), short enough that a hostile line
    /// cannot make the parser work long.
    static let maximumLineLength = 1 << 20

    /// The plan of `input`, JSON Lines.
    /// - Parameters:
    ///   - input: the bytes; lines end with LF (a CR before it is whitespace).
    ///   - files: the out-dir's file set, or `nil` without `--out-dir`.
    /// - Throws: `BatchLineError` for the first bad line.
    static func read(_ input: [UInt8], files: BatchFileSet?) throws(BatchLineError) -> [PlannedRating] {
        var plan: [PlannedRating] = []
        var idCounts: [String: Int] = [:]
        var outputs: Set<BatchOutputPath> = []
        var lineNumber = 0
        var start = 0
        while start < input.count {
            let end = input[start...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
            lineNumber += 1
            defer { start = end + 1 }
            let line = input[start..<end]
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }  // blank
            guard line.count <= maximumLineLength else {
                throw BatchLineError(line: lineNumber, reason: "the line is longer than \(maximumLineLength) bytes")
            }
            let object: JSONValue
            do {
                object = try JSONValue.parse(line)
            } catch {
                throw BatchLineError(line: lineNumber, reason: "not JSON: \(error)")
            }
            let batchLine = try BatchLine(number: lineNumber, object: object)
            var request = try batchLine.request()
            var rating = try batchLine.rating(of: request)

            // A rating asked for again gets an id of its own: the first keeps the id a single
            // run would write, the next ones that id with -2, -3, … (skipping any id in use).
            let prefix = rating.idPrefix
            var newPrefix: String? = nil
            if let count = idCounts[prefix] {
                var next = count + 1
                while idCounts[prefix + "-\(next)"] != nil { next += 1 }
                idCounts[prefix] = next
                request.id = prefix + "-\(next)"
                rating = try batchLine.rating(of: request)
                idCounts[rating.idPrefix] = 1
                newPrefix = rating.idPrefix
            } else {
                idCounts[prefix] = 1
            }

            var output: BatchOutputPath? = nil
            if let text = batchLine.output {
                guard let files else {
                    throw BatchLineError(line: lineNumber, key: "output", reason: "needs --out-dir, the folder the files go under")
                }
                do {
                    output = try BatchOutputPath(text)
                } catch {
                    throw BatchLineError(line: lineNumber, key: "output", reason: "\(error.reason) (got \(JSONValue.string(text).quotedText()))")
                }
                guard outputs.insert(output!).inserted else {
                    throw BatchLineError(line: lineNumber, key: "output", reason: "another line already writes \(JSONValue.string(text).quotedText())")
                }
                if let problem = files.problem(with: output!) {
                    throw BatchLineError(line: lineNumber, key: "output", reason: problem)
                }
            }
            plan.append(PlannedRating(line: lineNumber, range: start..<end, idPrefix: newPrefix, output: output))
        }
        return plan
    }
}
