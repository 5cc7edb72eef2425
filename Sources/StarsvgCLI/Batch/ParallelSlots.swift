/// One value per index, filled by several threads, each writing its own indices: a plain
/// buffer, since an array written from several threads at once is a data race even at distinct
/// indices (its storage is checked for uniqueness on every write).
final class ParallelSlots<Value: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value>
    /// Whether the slots are the buffer's own, to be taken (and freed) when done.
    private let ownsBuffer: Bool

    /// `count` slots, each holding `initial` until a thread stores its value.
    init(count: Int, initial: Value) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: initial)
        ownsBuffer = true
    }

    /// The elements of `buffer` as slots, for threads to fill an array of the caller's in
    /// place (`initialize(_:at:)` for a buffer not yet initialised); `buffer` must outlive
    /// every use, and `take()` is not for these slots.
    init(wrapping buffer: UnsafeMutableBufferPointer<Value>) {
        self.buffer = buffer
        ownsBuffer = false
    }

    /// Sets the value of `index`, whose slot holds none yet (the slots of an uninitialised
    /// buffer); each index is written by one thread only, once.
    func initialize(_ value: Value, at index: Int) {
        precondition(buffer.indices.contains(index), "index out of range")
        (buffer.baseAddress! + index).initialize(to: value)
    }

    /// Stores the value of `index`; each index is written by one thread only.
    func store(_ value: Value, at index: Int) {
        buffer[index] = value
    }

    /// `body` with the value of `index`, to read or change in place; each index is used by one
    /// thread at a time.
    func update<Result, Failure>(at index: Int, _ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        precondition(buffer.indices.contains(index), "index out of range")
        return try body(&buffer[index])
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
        precondition(ownsBuffer, "the slots of a caller's buffer stay the caller's")
        let values = Array(buffer)
        buffer.deinitialize()
        buffer.deallocate()
        return values
    }
}
