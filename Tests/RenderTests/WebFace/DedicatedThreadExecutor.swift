import Foundation

/// A task executor with one thread of its own, for a browser suite: its jobs never wait for the
/// run's shared threads.
///
/// Swift Testing runs every test on the global executor's threads, two on two cores. Most tests
/// hold one for seconds of synchronous work at a time, so a job that becomes ready waits for one
/// of them to finish, whatever its priority: at the start of a full run the browser suite's first
/// 50 ms sleep resumed after 62 s, and its new session's answer (0.5 s) after 18 s. The browser
/// suites wait on the browser a few milliseconds at a time, a thousand times and more, so they
/// ended last, 25 s after everything else. On a thread of their own they wait only for a core.
///
/// Unchecked Sendable: the queue is guarded by `condition`, and the other stored properties are
/// constants.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isStopping = false

    /// Starts the thread, named `name` (as `top` and `perf` show it).
    init(name: String) {
        let thread = Thread { [self] in runJobs() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Ends the thread once the jobs queued so far have run.
    func stop() {
        condition.lock()
        isStopping = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isStopping { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Suspends the calling task for `duration` without the global executor: a sleeping thread
    /// resumes it, and the task goes on on its own executor. (`Task.sleep` schedules its wake-up
    /// on the global executor, where it waits for a thread like any other job.)
    static func sleep(for duration: Duration) async {
        await withCheckedContinuation { continuation in
            Thread {
                Thread.sleep(forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
                continuation.resume()
            }.start()
        }
    }
}
