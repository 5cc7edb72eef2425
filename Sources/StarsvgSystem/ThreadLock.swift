#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX mutex, for what several threads share, with a condition to wait on under it: the
/// package's own, so that nothing links a concurrency library beyond the standard one (each
/// library loaded is start-up time for every single run).
package final class ThreadLock: @unchecked Sendable {
    // @unchecked: the mutex is itself the synchronisation.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// An unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Called with the lock held (inside `withLock`): lets it go until another thread calls
    /// `broadcast()`, or spuriously, and takes it again. Wait in a loop on what is awaited.
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in `wait()`; called with the lock held.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// `body()`, with the lock held.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
