import StarsvgSystem
/// Results made by several threads in any order, taken by one thread in order: the batch's
/// renderers put each share's output here, and the writer takes them one after another.
/// A renderer waits before starting a share more than `limit` ahead of the next to take, so
/// that memory holds a few shares of output whatever the batch's size.
final class InOrderHandOff<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is touched only under `lock`.
    private var values: [Value?]
    private var nextToTake = 0
    private var isStopped = false
    private let limit: Int
    private let lock = ThreadLock()

    /// A hand-off of `count` results, at most `limit` of them made ahead of the next to take.
    init(count: Int, limit: Int) {
        values = Array(repeating: nil, count: count)
        self.limit = limit
    }

    /// Waits until result `index` may be made; `false` when the taker has stopped.
    func waitForRoom(for index: Int) -> Bool {
        lock.withLock {
            while !isStopped, index >= nextToTake + limit { lock.wait() }
            return !isStopped
        }
    }

    /// Puts result `index`.
    func put(_ value: Value, at index: Int) {
        lock.withLock {
            values[index] = value
            lock.broadcast()
        }
    }

    /// Waits for the next result in order and takes it.
    func takeNext() -> Value {
        lock.withLock {
            while values[nextToTake] == nil { lock.wait() }
            let value = values[nextToTake].take()!
            nextToTake += 1
            lock.broadcast()
            return value
        }
    }

    /// Stops the makers: they make nothing more.
    func stop() {
        lock.withLock {
            isStopped = true
            lock.broadcast()
        }
    }
}
