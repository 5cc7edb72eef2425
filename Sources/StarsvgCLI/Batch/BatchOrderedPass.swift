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
            if index + BatchPlan.lookAhead < share.end,
               let key = plan.update(at: index + BatchPlan.lookAhead, { $0.idPrefixKey }) {
                counts.prepareLookUp(of: key)
            }
            try plan.update(at: index) { (rating) throws(BatchLineError) in
                try BatchPlan.resolve(&rating, input: input, files: files, idCounts: &counts, outputs: &outputs)
            }
        }
        if let error = share.error { throw error }
    }
}
