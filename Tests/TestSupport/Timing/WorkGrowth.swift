import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How the work of a computation grows with its input, measured in the calling thread's CPU
/// time (`CLOCK_THREAD_CPUTIME_ID`, which Glibc and Darwin both declare): a ratio of two CPU
/// times, so that neither the machine's speed nor what else it runs (which the wall clock
/// counts) decides it. For checks that a reader or a measure stays linear (four times the
/// input, four times the time) and does not go quadratic (sixteen times), where a bound in
/// seconds fails on a slower or busier machine than the one it was set on.
public enum WorkGrowth {
    /// The calling thread's CPU time so far, in seconds.
    public static var threadCPUTime: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The least CPU time of `runs` runs of `body` on the calling thread, in seconds: the least,
    /// since a run can only be slowed (by a cache another process emptied, a page fault).
    /// - Parameters:
    ///   - runs: How many times to run `body`.
    ///   - body: The work; it must not suspend, or it may go on on another thread.
    /// - Returns: The least time.
    public static func leastTime(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var least = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUTime
            try body()
            least = min(least, threadCPUTime - start)
        }
        return least
    }

    /// How many times `large`'s CPU time is `small`'s, each the least of three runs.
    /// - Parameters:
    ///   - large: The work on the larger input.
    ///   - small: The same work on the smaller input.
    /// - Returns: The ratio of their times.
    public static func ratio(of large: () throws -> Void, to small: () throws -> Void) rethrows -> Double {
        let smallTime = try leastTime(of: 3, small)
        let largeTime = try leastTime(of: 3, large)
        return largeTime / max(smallTime, 1e-9)
    }
}
