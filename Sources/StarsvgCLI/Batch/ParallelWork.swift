#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the same work on several threads at once: POSIX threads, so that the command links no
/// concurrency runtime beyond the standard library (each library loaded is start-up time for
/// every single run).
enum ParallelWork {
    /// Calls `body(worker)` for worker 0..<`count`, `count - 1` of them on new threads and one on
    /// the calling thread, and returns when all have returned.
    ///
    /// `body` must only touch what its worker owns (each worker its own slice of the results).
    static func run(workers count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else {
            body(0)
            return
        }
        var threads: [pthread_t] = []
        for worker in 1..<count {
            let box = Unmanaged.passRetained(WorkItem { body(worker) })
            var thread = pthread_t()
            if pthread_create(&thread, nil, { context in
                let item = Unmanaged<WorkItem>.fromOpaque(context!).takeRetainedValue()
                item.body()
                return nil
            }, box.toOpaque()) == 0 {
                threads.append(thread)
            } else {
                // No thread to be had: do that worker's share here.
                box.takeRetainedValue().body()
            }
        }
        body(0)
        for thread in threads { pthread_join(thread, nil) }
    }

    /// Calls `body(item)` for every item 0..<`items`, on up to `workers` threads (one of them
    /// the calling thread), each taking the next item when it is done with one, and returns
    /// when all are done: a thread that runs slower (this machine's cores do not run alike)
    /// takes fewer items instead of keeping the others waiting.
    ///
    /// `body` must only touch what its item owns.
    static func run(workers: Int, items: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let queue = ItemQueue(count: items)
        run(workers: max(1, min(workers, items))) { _ in
            while let item = queue.next() { body(item) }
        }
    }

    /// A closure handed to a new thread.
    private final class WorkItem: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
