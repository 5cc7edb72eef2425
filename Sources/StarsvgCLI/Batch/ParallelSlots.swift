/// One value per index, filled by several threads, each writing its own indices: a plain
/// buffer, since an array written from several threads at once is a data race even at distinct
/// indices (its storage is checked for uniqueness on every write).
final class ParallelSlots<Value: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value>

    /// `count` slots, each holding `initial` until a thread stores its value.
    init(count: Int, initial: Value) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: initial)
    }

    /// Stores the value of `index`; each index is written by one thread only.
    func store(_ value: Value, at index: Int) {
        buffer[index] = value
    }

    /// Puts `value` in the slot of `index` and returns what it held, without a copy of it staying
    /// behind: a worker takes out what it keeps from one run to the next (its writer), and puts
    /// it back. Each index is used by one thread only.
    func exchange(_ value: Value, at index: Int) -> Value {
        let slot = buffer.baseAddress! + index
        let old = slot.move()
        slot.initialize(to: value)
        return old
    }

    /// Every slot, once all threads are done; the buffer is freed and must not be used again.
    func take() -> [Value] {
        let values = Array(buffer)
        buffer.deinitialize()
        buffer.deallocate()
        return values
    }
}
