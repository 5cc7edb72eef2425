import StarsvgSystem


/// Items 0..<count handed out in order to the threads that ask, under a lock: each thread takes
/// the next when it is done with one, so that threads that run unevenly still finish together.
final class ItemQueue: @unchecked Sendable {
    // @unchecked: `nextItem` is only touched under `lock`.
    private let count: Int
    private var nextItem = 0
    private let lock = ThreadLock()

    /// The items 0..<`count`, none taken.
    init(count: Int) {
        self.count = count
    }

    /// The next item, or `nil` when all are taken.
    func next() -> Int? {
        lock.withLock {
            guard nextItem < count else { return nil }
            nextItem += 1
            return nextItem - 1
        }
    }
}
