import StarRatingSVG

/// The checks of a batch that need its lines in order (ids made unique, one file per line, the
/// first bad line by number), made while the threads are still checking lines: a share of lines
/// is set against the lines before it as soon as it and every share before it are checked, by
/// the thread that checked the last of them, while the other threads go on checking.
///
/// Made after the check instead, on one thread while the others waited, this pass was a tenth
/// of a two-thread batch's time; now only the last share's part of it follows the check.
///
/// The steps are the table of id prefixes (step 0), made by one of the checking threads, then
/// each share of lines in turn. Whichever thread makes a step ready runs every ready step in
/// order, unless another thread is already running them.
final class BatchOrderedPass: @unchecked Sendable {
    // @unchecked: the steps' states, `nextStep` and `isRunning` are only touched under `lock`;
    // the counts, the outputs, `error` and the plan's checked lines only by the one thread that
    // set `isRunning`, and each thread that takes that over does so under `lock`, after the
    // last one gave it up.
    private let lock = ThreadLock()
    /// Each step's outcome once it is ready: the table's step has none, a share's is its check's.
    private var readySteps: [StepOutcome?]
    private var nextStep = 0
    private var isRunning = false
    private var idCounts: IDPrefixCounts?
    private var outputs: Set<BatchOutputPath> = []
    private var firstError: BatchLineError?

    private let plan: ParallelSlots<PlannedRating>
    private let input: [UInt8]
    private let files: BatchFileSet?

    private enum StepOutcome {
        case tableMade
        case shareChecked(BatchPlan.ShareOutcome)
    }

    /// A pass over `shares` shares of lines, checked into `plan`.
    init(shares: Int, plan: ParallelSlots<PlannedRating>, input: [UInt8], files: BatchFileSet?) {
        readySteps = Array(repeating: nil, count: shares + 1)
        self.plan = plan
        self.input = input
        self.files = files
    }

    /// The table of id prefixes is made; the pass may start.
    func start(with table: IDPrefixCounts) {
        idCounts = table
        stepIsReady(0, .tableMade)
    }

    /// Share `share`'s lines are checked (its outcome says how far); the pass may go on.
    func shareIsChecked(_ share: Int, outcome: BatchPlan.ShareOutcome) {
        stepIsReady(share + 1, .shareChecked(outcome))
    }

    /// The first bad line's error, in line order, once every step was made ready and the
    /// threads are done; `nil` when every line is good.
    var error: BatchLineError? {
        lock.withLock {
            precondition(!isRunning && (firstError != nil || nextStep == readySteps.count), "the pass is not done")
            return firstError
        }
    }

    private func stepIsReady(_ step: Int, _ outcome: StepOutcome) {
        let runs = lock.withLock {
            readySteps[step] = outcome
            guard !isRunning else { return false }
            isRunning = true
            return true
        }
        guard runs else { return }
        // The next step, while it is ready; when it is not, the thread that readies it runs it.
        while let outcome = lock.withLock({ () -> StepOutcome? in
            guard firstError == nil, nextStep < readySteps.count, let outcome = readySteps[nextStep] else {
                isRunning = false
                return nil
            }
            nextStep += 1
            return outcome
        }) {
            if case .shareChecked(let share) = outcome { pass(share) }
        }
    }

    /// Sets a share's checked lines against the lines before, in order, and stops at its first
    /// bad line.
    private func pass(_ share: BatchPlan.ShareOutcome) {
        // Moved out for the loop: touched in place as the class's, each line would pay for two
        // checks of exclusive access.
        guard var counts = idCounts.take() else { preconditionFailure("the table is the first step") }
        var outputs = self.outputs
        self.outputs = []
        defer {
            idCounts = counts
            self.outputs = outputs
        }
        do throws(BatchLineError) {
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
        } catch {
            firstError = error
        }
    }
}
