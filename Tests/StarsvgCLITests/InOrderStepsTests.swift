import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI

/// Steps finished on several threads in any order run once each, in order, one at a time; a
/// failure stops the later ones; a thread waiting for room is never too far ahead.
@Suite struct InOrderStepsTests {
    /// What the runs saw, touched only by the runs (one at a time) and read after.
    final class Log: @unchecked Sendable {
        var ran: [Int] = []
        var running = 0
        var mostRunningAtOnce = 0
        var mostAhead = 0
        /// The step after the last one run, under `lock`.
        var next = 0
        let lock = NSLock()
    }

    struct Stop: Error, Equatable {
        let step: Int
    }

    /// Runs `count` steps on `threads` threads, each finishing the next step it takes after a
    /// short random pause, waiting for room first when `limit` is given.
    static func run(count: Int, threads: Int, limit: Int?, failingAt failing: Int? = nil) -> (log: Log, steps: InOrderSteps<Int, Stop>) {
        let steps = InOrderSteps<Int, Stop>(count: count)
        let queue = ItemQueue(count: count)
        let log = Log()
        ParallelWork.run(workers: threads) { worker in
            var random = SplitMix64(seed: UInt64(worker + 1))
            while let step = queue.next() {
                if let limit {
                    guard steps.waitForRoom(before: step, limit: limit) else { break }
                    log.lock.lock()
                    log.mostAhead = max(log.mostAhead, step - log.next)
                    log.lock.unlock()
                }
                usleep(UInt32(random.int(in: 0...200)))
                steps.finish(step, with: step * 10) { index, outcome throws(Stop) in
                    log.running += 1
                    log.mostRunningAtOnce = max(log.mostRunningAtOnce, log.running)
                    #expect(outcome == index * 10)
                    log.ran.append(index)
                    usleep(UInt32(random.int(in: 0...50)))
                    log.running -= 1
                    log.lock.lock()
                    log.next = index + 1
                    log.lock.unlock()
                    if index == failing { throw Stop(step: index) }
                }
            }
        }
        return (log, steps)
    }

    @Test(arguments: [1, 2, 4, 8])
    func everyStepRunsOnceInOrderOneAtATime(threads: Int) {
        let (log, steps) = Self.run(count: 600, threads: threads, limit: nil)
        #expect(log.ran == Array(0..<600))
        #expect(log.mostRunningAtOnce == 1)
        #expect(steps.isDone && steps.failure == nil)
    }

    @Test(arguments: [1, 3, 8])
    func aThreadWaitsUntilItIsFewerThanTheLimitAhead(threads: Int) {
        let (log, steps) = Self.run(count: 400, threads: threads, limit: 3)
        #expect(log.ran == Array(0..<400))
        // The step being run counts as run: a thread may then be the limit ahead of the last
        // one done.
        #expect(log.mostAhead <= 3)
        #expect(steps.isDone)
    }

    @Test(arguments: [1, 2, 8])
    func aFailureStopsTheLaterStepsAndLetsTheWaitingGo(threads: Int) {
        let (log, steps) = Self.run(count: 500, threads: threads, limit: 4, failingAt: 123)
        #expect(log.ran == Array(0...123))
        #expect(steps.failure == Stop(step: 123))
        #expect(!steps.isDone)
    }
}
