import StarsvgOptions
/// One place for each of `count` results, each set once by whichever thread makes it, read
/// when every thread is done: `ParallelWork`'s items write their own results here.
final class Slots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: each place is set by one thread, and all are read after the threads are
    // joined, which orders the writes before the reads.
    private let places: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        places = .allocate(capacity: count)
        places.initialize(repeating: nil)
    }

    deinit {
        places.deinitialize()
        places.deallocate()
    }

    /// Sets place `index`, which no other thread touches.
    func set(_ index: Int, to value: Value) {
        places[index] = value
    }

    /// The values, moved out, once every place is set and the threads are done.
    func values() -> [Value] {
        places.indices.map { places[$0].take()! }
    }
}
