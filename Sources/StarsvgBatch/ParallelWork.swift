#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarsvgOptions

/// Runs the same work on several threads at once: POSIX threads, so that the command links no
/// concurrency runtime beyond the standard library (each library loaded is start-up time for
/// every single run).
enum ParallelWork {
    /// Threads started by `start(workers:_:)`, to join.
    struct Threads {
        fileprivate let threads: [pthread_t]

        /// Waits until every thread has returned.
        func join() {
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// Calls `body(worker)` for worker 0..<`count` on new threads, and returns at once.
    /// - Returns: the threads, to join; a worker that no thread could be had for has run on
    ///   the calling thread by then.
    static func start(workers count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Threads {
        var threads: [pthread_t] = []
        for worker in 0..<count {
            let box = Unmanaged.passRetained(WorkItem { body(worker) })
            var thread = pthread_t()
            if pthread_create(&thread, nil, { context in
                let item = Unmanaged<WorkItem>.fromOpaque(context!).takeRetainedValue()
                item.body()
                return nil
            }, box.toOpaque()) == 0 {
                threads.append(thread)
            } else {
                box.takeRetainedValue().body()
            }
        }
        return Threads(threads: threads)
    }

    /// Makes values 0..<`count` on up to `workers` threads, each taking the next index when it
    /// is done with one, and hands them to `take` on this thread in order, as each next one is
    /// done. No thread starts a value more than `limit` ahead of the next to take, so memory
    /// holds a few of them whatever `count` is; once `take` throws, nothing more is started.
    /// With one worker (or one value) everything happens on this thread.
    /// - Parameters:
    ///   - worker: makes one worker's maker of values, called once on each thread that makes
    ///     them, so that a worker keeps what it reuses (its writers) from value to value.
    ///   - take: takes each value, in order, its own to change in place.
    static func inOrder<Value: Sendable, Failure: Error>(
        count: Int, workers: Int, limit: Int, worker: @escaping @Sendable () -> (Int) -> Value,
        take: (consuming Value) throws(Failure) -> Void
    ) throws(Failure) {
        guard workers > 1, count > 1 else {
            let make = worker()
            for index in 0..<count { try take(make(index)) }
            return
        }
        let queue = ItemQueue(count: count)
        let handOff = InOrderHandOff<Value>(count: count, limit: limit)
        let threads = start(workers: min(workers, count)) { _ in
            let make = worker()
            while let index = queue.next(), handOff.waitForRoom(for: index) {
                handOff.put(make(index), at: index)
            }
        }
        defer {
            handOff.stop()
            threads.join()
        }
        for _ in 0..<count { try take(handOff.takeNext()) }
    }

    /// A closure handed to a new thread.
    private final class WorkItem: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
