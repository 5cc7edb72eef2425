import StarsvgSystem

/// Runs the same work on several threads at once (`WorkerThreads`), handing the results back in
/// order.
enum ParallelWork {
    /// Makes values 0..<`count` on up to `workers` threads, each taking the next index when it
    /// is done with one, and hands them to `take` on this thread in order, as each next one is
    /// done. No thread starts a value more than `limit` ahead of the next to take, so memory
    /// holds a few of them whatever `count` is; once `take` throws, nothing more is started.
    /// With one worker (or one value) everything happens on this thread.
    /// - Parameters:
    ///   - worker: makes one worker's maker of values, called once on each thread that makes
    ///     them, so that a worker keeps what it reuses (its writers) from value to value.
    ///   - take: takes each value, in order, its own to change in place.
    static func inOrder<Value: Sendable, Failure: Error>(
        count: Int, workers: Int, limit: Int, worker: @escaping @Sendable () -> (Int) -> Value,
        take: (consuming Value) throws(Failure) -> Void
    ) throws(Failure) {
        guard workers > 1, count > 1 else {
            let make = worker()
            for index in 0..<count { try take(make(index)) }
            return
        }
        let queue = ItemQueue(count: count)
        let handOff = InOrderHandOff<Value>(count: count, limit: limit)
        let threads = WorkerThreads(count: min(workers, count)) { _ in
            let make = worker()
            while let index = queue.next(), handOff.waitForRoom(for: index) {
                handOff.put(make(index), at: index)
            }
        }
        defer {
            handOff.stop()
            threads.join()
        }
        for _ in 0..<count { try take(handOff.takeNext()) }
    }
}
