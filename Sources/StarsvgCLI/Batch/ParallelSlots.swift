/// The elements of a buffer, filled and changed by several threads, each touching its own
/// indices: a plain buffer, since an array written from several threads at once is a data race
/// even at distinct indices (its storage is checked for uniqueness on every write). The batch's
/// plan is checked into one this way, in place.
final class ParallelSlots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: each index is touched by one thread at a time, handed on under a lock.
    private let buffer: UnsafeMutableBufferPointer<Value>

    /// The elements of `buffer`, not yet initialised, as slots; `buffer` must outlive every use.
    init(wrapping buffer: UnsafeMutableBufferPointer<Value>) {
        self.buffer = buffer
    }

    /// Sets the value of `index`, whose slot holds none yet; each index is set once.
    func initialize(_ value: Value, at index: Int) {
        precondition(buffer.indices.contains(index), "index out of range")
        (buffer.baseAddress! + index).initialize(to: value)
    }

    /// `body` with the value of `index`, to read or change in place.
    func update<Result, Failure>(at index: Int, _ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        precondition(buffer.indices.contains(index), "index out of range")
        return try body(&buffer[index])
    }
}
