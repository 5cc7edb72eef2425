#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads running the same work at once: POSIX threads, so that the command links no
/// concurrency library beyond the standard one (each library loaded is start-up time for
/// every single run).
package struct WorkerThreads {
    private let threads: [pthread_t]

    /// Calls `body(worker)` for worker 0..<`count` on new threads, and returns at once. A
    /// worker that no thread could be had for runs on the calling thread before this returns.
    package init(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        var threads: [pthread_t] = []
        for worker in 0..<count {
            let item = Unmanaged.passRetained(WorkItem { body(worker) })
            if let thread = Self.start(item) {
                threads.append(thread)
            } else {
                item.takeRetainedValue().body()
            }
        }
        self.threads = threads
    }

    /// Waits until every thread has returned.
    package func join() {
        for thread in threads { pthread_join(thread, nil) }
    }

    /// How many processors are online, at least 1.
    package static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// A new thread running `item`, which it releases; `nil` when none could be made.
    private static func start(_ item: Unmanaged<WorkItem>) -> pthread_t? {
        // Glibc's `pthread_t` is an integer and its entry point takes an optional context;
        // Darwin's is an optional pointer and its entry point takes a non-optional one.
        #if canImport(Glibc)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<WorkItem>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, item.toOpaque())
        return started == 0 ? thread : nil
        #else
        var thread: pthread_t? = nil
        let started = pthread_create(&thread, nil, { context in
            Unmanaged<WorkItem>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, item.toOpaque())
        return started == 0 ? thread : nil
        #endif
    }

    /// A closure handed to a new thread.
    private final class WorkItem: @unchecked Sendable {
        // @unchecked: made on one thread and handed whole to the other, never shared.
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
