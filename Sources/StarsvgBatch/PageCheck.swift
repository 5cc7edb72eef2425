import StarsvgOptions

/// The checks of a batch that need the lines before each one, made in line order once every
/// line is checked on its own: ratings asked for again get ids of their own, so that all of
/// them can share one page, and no two lines write one file.
struct PageCheck {
    /// The files under `--out-dir`, or `nil` without it.
    let files: BatchFileSet?
    /// For each id prefix in use, how many ratings asked for it (the next suffix to try).
    private var idCounts: [String: Int] = [:]
    /// The files written so far.
    private var outputs: Set<BatchOutputPath> = []

    /// A check of `lineCount` lines, its table of ids made for as many: for memory, not speed.
    /// Grown by doubling, the table was held twice at once, and the batch's peak (200,000
    /// lines, `--jobs 2`) rose from 73 to 85 MiB, over its budget of 64 MiB + 2 × the input.
    init(files: BatchFileSet?, lineCount: Int) {
        self.files = files
        idCounts.reserveCapacity(lineCount)
    }

    /// Sets `line` against the lines before it: a rating asked for again gets an id of its
    /// own (the first keeps the id a single run would write, the next ones that id with -2,
    /// -3, …, skipping any id in use), and its file is checked.
    /// - Throws: `BatchLineError` for an id made too long, or a file that cannot be written.
    mutating func check(_ line: inout CheckedLine) throws(BatchLineError) {
        let prefix = line.planned.idPrefix
        if let count = idCounts.updateValue(1, forKey: prefix) {
            var next = count + 1
            while idCounts["\(prefix)-\(next)"] != nil { next += 1 }
            idCounts[prefix] = next
            do {
                // The longer id must still be a valid one (a given id may be at the limit).
                line.planned = try line.planned.withIDPrefix("\(prefix)-\(next)")
            } catch {
                throw BatchLineError(line: line.number, key: "id",
                                     reason: "\(error.requirement) (got \(JSONValue.string(prefix).quotedText()))")
            }
            idCounts[line.planned.idPrefix] = 1
        }
        guard let text = line.outputText else { return }
        guard let files else {
            throw BatchLineError(line: line.number, key: "output", reason: "needs --out-dir, the folder the files go under")
        }
        let output: BatchOutputPath
        do {
            output = try BatchOutputPath(text)
        } catch {
            throw BatchLineError(line: line.number, key: "output", reason: "\(error.reason) (got \(JSONValue.string(text).quotedText()))")
        }
        guard outputs.insert(output).inserted else {
            throw BatchLineError(line: line.number, key: "output", reason: "another line already writes \(JSONValue.string(text).quotedText())")
        }
        if let problem = files.problem(with: output) {
            throw BatchLineError(line: line.number, key: "output", reason: problem)
        }
        line.output = output
    }
}
