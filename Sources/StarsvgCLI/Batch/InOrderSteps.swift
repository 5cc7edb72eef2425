import StarRatingSVG

/// Steps 0..<count that several threads finish in any order, run one at a time and in order:
/// the thread that finishes the next step to run runs it, and every finished step after it,
/// unless another thread is already running them. The first step whose run fails stops them:
/// no later step runs.
///
/// A thread can wait, before it starts a step, until few enough steps before it are left to run
/// (`waitForRoom(before:limit:)`), so that what finished steps hold while they wait is bounded.
///
/// The batch sets its checked lines against the lines before them this way while other
/// threads check on (`BatchOrderedPass`), and writes its rendered shares in order this way
/// while other threads render on (`BatchCommand`).
final class InOrderSteps<Outcome: Sendable, Failure: Error>: @unchecked Sendable {
    // @unchecked: the properties are only touched under `lock`; the runs happen outside it, by
    // one thread at a time (the one that set `isRunning`), each taking over under the lock.
    private let lock = ThreadLock()
    /// Each finished step's outcome until it runs.
    private var finished: [Outcome?]
    private var nextToRun = 0
    private var isRunning = false
    private var firstFailure: Failure?

    /// Steps 0..<`count`, none finished.
    init(count: Int) {
        finished = Array(repeating: nil, count: count)
    }

    /// Step `step` is finished with `outcome`. When it is the next to run and no other thread
    /// is running steps, runs it (`run`), then every finished step after it, in order, until
    /// one is not finished yet, or one's run fails.
    func finish(_ step: Int, with outcome: Outcome, run: (Int, Outcome) throws(Failure) -> Void) {
        var next = lock.withLock { () -> (Int, Outcome)? in
            finished[step] = outcome
            guard !isRunning else { return nil }
            isRunning = true
            return takeNextToRun()
        }
        while let (index, outcome) = next.take() {
            var failure: Failure?
            do throws(Failure) {
                try run(index, outcome)
            } catch {
                failure = error
            }
            next = lock.withLock {
                if let failure { firstFailure = failure }
                lock.broadcast()
                return takeNextToRun()
            }
        }
    }

    /// Waits until `step` is fewer than `limit` steps after the next one to run, or the steps
    /// are stopped; returns whether they go on.
    func waitForRoom(before step: Int, limit: Int) -> Bool {
        lock.withLock {
            while firstFailure == nil && step >= nextToRun + limit { lock.wait() }
            return firstFailure == nil
        }
    }

    /// The failure that stopped the steps, if one did.
    var failure: Failure? {
        lock.withLock { firstFailure }
    }

    /// Whether every step has run (none failed).
    var isDone: Bool {
        lock.withLock { firstFailure == nil && nextToRun == finished.count && !isRunning }
    }

    /// The next step to run and its outcome, if it is finished and the steps go on; otherwise
    /// `nil`, and this thread runs no more. Called with the lock held.
    private func takeNextToRun() -> (Int, Outcome)? {
        guard firstFailure == nil, nextToRun < finished.count, let outcome = finished[nextToRun].take() else {
            isRunning = false
            return nil
        }
        nextToRun += 1
        return (nextToRun - 1, outcome)
    }
}
