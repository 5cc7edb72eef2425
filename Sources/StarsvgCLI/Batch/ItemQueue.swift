#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Items 0..<count handed out in order to the threads that ask, under a lock: each thread takes
/// the next when it is done with one, so that threads that run unevenly still finish together.
final class ItemQueue: @unchecked Sendable {
    // @unchecked: `nextItem` is only touched under `lock`.
    private let count: Int
    private var nextItem = 0
    private let lock: UnsafeMutablePointer<pthread_mutex_t>

    /// The items 0..<`count`, none taken.
    init(count: Int) {
        self.count = count
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The next item, or `nil` when all are taken.
    func next() -> Int? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard nextItem < count else { return nil }
        nextItem += 1
        return nextItem - 1
    }
}
