import Foundation
import Testing
import TestSupport
@testable import StarsvgBatch
import StarsvgSystem

/// The batch's hand-off from its renderers to its writer: results made on several threads in
/// any order are taken in order, none made too far ahead, and a stop frees the makers.
struct InOrderHandOffTests {
    /// What the makers saw, under a lock of its own.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var ahead: [Int] = []
        private var taken = 0

        func sawTaken(_ count: Int) { lock.withLock { taken = count } }
        func made(_ index: Int) { lock.withLock { ahead.append(index - taken) } }
        var mostAhead: Int { lock.withLock { ahead.max() ?? 0 } }
    }

    @Test(.cases(4), arguments: [1, 2, 3, 8])
    func resultsAreTakenInOrderAndNoneIsMadeTooFarAhead(threads: Int) {
        let count = 600, limit = 3
        let handOff = InOrderHandOff<Int>(count: count, limit: limit)
        let queue = ItemQueue(count: count)
        let record = Record()
        let makers = WorkerThreads(count: threads) { worker in
            while let index = queue.next(), handOff.waitForRoom(for: index) {
                record.made(index)
                // Uneven work, so that the threads finish out of order.
                if (index + worker).isMultiple(of: 7) { usleep(200) }
                handOff.put(index * 10, at: index)
            }
        }
        var taken: [Int] = []
        for index in 0..<count {
            taken.append(handOff.takeNext())
            record.sawTaken(index + 1)
        }
        makers.join()
        #expect(taken == (0..<count).map { $0 * 10 })
        // A maker starts a result only while it is fewer than `limit` ahead of the next to take.
        #expect(record.mostAhead <= limit, "\(record.mostAhead)")
    }

    @Test func aStopFreesTheMakersAndTheyMakeNothingMore() {
        let handOff = InOrderHandOff<Int>(count: 100, limit: 2)
        let queue = ItemQueue(count: 100)
        let made = Record()
        let makers = WorkerThreads(count: 3) { _ in
            while let index = queue.next(), handOff.waitForRoom(for: index) {
                made.made(index)
                handOff.put(index, at: index)
            }
        }
        #expect(handOff.takeNext() == 0)
        handOff.stop()
        makers.join()
        // Only results within the limit of the one taken were ever started.
        #expect(made.mostAhead <= 2)
    }
}
