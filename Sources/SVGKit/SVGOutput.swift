/// The bytes a writer wrote, taken out of it whole and without a copy
/// (`SVGWriter.takeOutput(replacingWith:)`): for a caller that hands a writer's output to
/// another thread, or keeps it for a while, as the writer goes on writing. Given back to a
/// writer in turn, it is emptied and its room used again.
public struct SVGOutput: Sendable {
    /// The bytes and their room, shared with no writer once taken out (a writer given one that
    /// is also held elsewhere writes into room of its own).
    var storage: ByteStorage

    /// No bytes, with room for `capacity` bytes, to give a writer.
    public init(capacity: Int = 0) {
        storage = ByteStorage(capacity: capacity)
    }

    init(storage: ByteStorage) {
        self.storage = storage
    }

    /// The number of bytes.
    public var count: Int { storage.count }

    /// The bytes, as an array (a copy).
    public var bytes: [UInt8] { storage.array }

    /// Calls `body` with the bytes, without copying them.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withBytes(body)
    }
}
