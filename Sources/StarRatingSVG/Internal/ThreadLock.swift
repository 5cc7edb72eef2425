#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex, for what several threads share: the package's own, so that nothing links a
/// concurrency library beyond the standard one (each library loaded is start-up time for every
/// single run). Used by `RatingTemplateStore` and by the command line's batch.
package final class ThreadLock: @unchecked Sendable {
    // @unchecked: the mutex is itself the synchronisation.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `body()`, with the lock held.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
