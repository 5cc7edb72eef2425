/// The checks of a batch that need its lines in order (ids made unique, one file per line, the
/// first bad line by number), made while the threads are still checking lines: a share of lines
/// is set against the lines before it as soon as it and every share before it are checked, by
/// the thread that checked the last of them, while the other threads go on checking.
///
/// Made after the check instead, on one thread while the others waited, this pass was a tenth
/// of a two-thread batch's time; now only the last share's part of it follows the check.
///
/// Its steps (`InOrderSteps`) are the table of id prefixes (step 0), made by one of the
/// checking threads, then each share of lines in turn.
final class BatchOrderedPass: @unchecked Sendable {
    // @unchecked: the counts and the outputs, like the plan's checked lines and the file set,
    // are only touched by the steps' runs, one thread at a time.
    private let steps: InOrderSteps<Step, BatchLineError>
    private var idCounts: IDPrefixCounts?
    private var outputs: Set<BatchOutputPath> = []

    private let plan: ParallelSlots<PlannedRating>
    private let input: [UInt8]
    private let files: BatchFileSet?

    /// How many lines ahead the pass loads the place of a line's prefix in the table.
    private static let lookAhead = 8

    /// A step, ready to run.
    private enum Step: Sendable {
        case tableMade(IDPrefixCounts)
        case shareChecked(BatchPlan.ShareOutcome)
    }

    /// A pass over `shares` shares of lines, checked into `plan`.
    init(shares: Int, plan: ParallelSlots<PlannedRating>, input: [UInt8], files: BatchFileSet?) {
        steps = InOrderSteps(count: shares + 1)
        self.plan = plan
        self.input = input
        self.files = files
    }

    /// The table of id prefixes is made; the pass may start.
    func start(with table: IDPrefixCounts) {
        steps.finish(0, with: .tableMade(table), run: run)
    }

    /// Share `share`'s lines are checked (its outcome says how far); the pass may go on.
    func shareIsChecked(_ share: Int, outcome: BatchPlan.ShareOutcome) {
        steps.finish(share + 1, with: .shareChecked(outcome), run: run)
    }

    /// The first bad line's error, in line order, once every step was made ready and the
    /// threads are done; `nil` when every line is good.
    var error: BatchLineError? {
        let error = steps.failure
        precondition(error != nil || steps.isDone, "the pass is not done")
        return error
    }

    private func run(_: Int, _ step: Step) throws(BatchLineError) {
        switch step {
        case .tableMade(let table): idCounts = table
        case .shareChecked(let share): try pass(share)
        }
    }

    /// Sets a share's checked lines against the lines before, in order, up to its first bad
    /// line, and throws that line's error, or the first error of the lines before.
    private func pass(_ share: BatchPlan.ShareOutcome) throws(BatchLineError) {
        // Moved out for the loop: touched in place as the class's, each line would pay for two
        // checks of exclusive access.
        guard var counts = idCounts.take() else { preconditionFailure("the table is the first step") }
        var outputs = self.outputs
        self.outputs = []
        defer {
            idCounts = counts
            self.outputs = outputs
        }
        for index in share.start..<share.end {
            // The table's place for a line some way ahead is loaded now, while this one is
            // looked up: the look-ups' cache misses overlap instead of following each other.
            if index + Self.lookAhead < share.end,
               let key = plan.update(at: index + Self.lookAhead, { $0.idPrefixKey }) {
                counts.prepareLookUp(of: key)
            }
            try plan.update(at: index) { (rating) throws(BatchLineError) in
                try resolve(&rating, idCounts: &counts, outputs: &outputs)
            }
        }
        if let error = share.error { throw error }
    }

    /// The checks that need the lines before: a rating asked for again gets an id of its own
    /// (the first keeps the id a single run would write, the next ones that id with -2, -3, …,
    /// skipping any id in use), and no two lines write one file.
    private func resolve(_ rating: inout PlannedRating, idCounts: inout IDPrefixCounts,
                         outputs: inout Set<BatchOutputPath>) throws(BatchLineError) {
        let prefix = rating.idPrefix
        // One look-up for the usual new prefix, by the key its check packed: it is counted at
        // once, and a count found means the prefix was taken.
        let taken = if let key = rating.idPrefixKey {
            idCounts.updateValue(1, forKey: key)
        } else {
            idCounts.updateValue(1, forKey: prefix)
        }
        if let count = taken {
            var next = count + 1
            while idCounts[prefix + "-\(next)"] != nil { next += 1 }
            idCounts[prefix] = next
            // The longer id must still be a valid one (a given id may already be at the limit).
            let batchLine = try BatchPlan.read(rating.line, input[rating.range])
            var request = try batchLine.request()
            request.id = prefix + "-\(next)"
            let replacement = try batchLine.rating(of: request).idPrefix
            idCounts[replacement] = 1
            rating.idPrefix = replacement
            rating.replacesIDPrefix = true
        }

        if let text = rating.outputText {
            guard let files else {
                throw BatchLineError(line: rating.line, key: "output", reason: "needs --out-dir, the folder the files go under")
            }
            let output: BatchOutputPath
            do {
                output = try BatchOutputPath(text)
            } catch {
                throw BatchLineError(line: rating.line, key: "output", reason: "\(error.reason) (got \(JSONValue.string(text).quotedText()))")
            }
            guard outputs.insert(output).inserted else {
                throw BatchLineError(line: rating.line, key: "output", reason: "another line already writes \(JSONValue.string(text).quotedText())")
            }
            if let problem = files.problem(with: output) {
                throw BatchLineError(line: rating.line, key: "output", reason: problem)
            }
            rating.output = output
        }
    }
}
