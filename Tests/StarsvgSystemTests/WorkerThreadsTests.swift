import Testing
import TestSupport
@testable import StarsvgSystem

/// Threads and the lock they share: every worker runs once, and what they add up under the
/// lock is never lost.
@Suite struct WorkerThreadsTests {
    @Test(.cases(3), arguments: [1, 2, 8])
    func everyWorkerRunsOnceUnderTheLock(count: Int) {
        final class Tally: @unchecked Sendable {
            // @unchecked: touched only under `lock`.
            let lock = ThreadLock()
            var runs: [Int] = []
            var sum = 0
        }
        let tally = Tally()
        let threads = WorkerThreads(count: count) { worker in
            for _ in 0..<10_000 { tally.lock.withLock { tally.sum += 1 } }
            tally.lock.withLock {
                tally.runs.append(worker)
                tally.lock.broadcast()
            }
        }
        // Waits as the batch's hand-off does: in a loop, under the lock.
        tally.lock.withLock {
            while tally.runs.count < count { tally.lock.wait() }
        }
        threads.join()
        #expect(tally.runs.sorted() == Array(0..<count))
        #expect(tally.sum == count * 10_000)
        #expect(WorkerThreads.processorCount >= 1)
    }
}
