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

    /// Calls `body(item)` for every item 0..<`items`, on up to `workers` threads (one of them
    /// the calling thread), each taking the next item when it is done with one, and returns
    /// when all are done: a thread that runs slower (this machine's cores do not run alike)
    /// takes fewer items instead of keeping the others waiting.
    ///
    /// `body` must only touch what its item owns.
    static func run(workers: Int, items: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let queue = ItemQueue(count: items)
        let work: @Sendable (Int) -> Void = { _ in
            while let item = queue.next() { body(item) }
        }
        let count = max(1, min(workers, items))
        let others = start(workers: count - 1, work)
        work(0)
        others.join()
    }

    /// A closure handed to a new thread.
    private final class WorkItem: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
