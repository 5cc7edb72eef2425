import OutputText

/// A growable byte buffer that appends without the checks an `Array` makes on every call.
///
/// An `Array` checks that its storage is not shared on each append; writing a rating takes
/// hundreds of small appends. `SVGWriter` checks once per call of its own (copying the storage
/// if a copy of the writer shares it), then appends here directly. The checks were a large
/// share of writing a rating (Documentation/performance.md, "Mechanisms kept for speed").
final class ByteStorage: ByteSink, @unchecked Sendable {
    // @unchecked: the storage is only ever mutated through a writer that holds the sole
    // reference (SVGWriter copies it first otherwise), as an Array's would be.
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    /// Empty storage with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// A storage of its own with the same bytes.
    func copy() -> ByteStorage {
        let copy = ByteStorage(capacity: capacity)
        copy.start.update(from: start, count: count)
        copy.count = count
        return copy
    }

    /// The bytes, as an array.
    var array: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes in `range`, as an array.
    func bytes(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return Array(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count))
    }

    /// Whether the bytes from `index` on begin with `bytes`.
    func hasBytes(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + bytes.count <= count else { return false }
        for (offset, byte) in bytes.enumerated() where start[index + offset] != byte { return false }
        return true
    }

    /// Writes `bytes` over the bytes from each of `offsets` (each shifted by `shift`) on, none of
    /// which may pass the end: one prefix over its many places in a template's copy.
    func overwrite(at offsets: UnsafeBufferPointer<Int>, shiftedBy shift: Int, with bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, let last = offsets.last else { return }
        precondition(offsets[0] + shift >= 0 && last + shift + bytes.count <= count, "range out of bounds")
        let destination = start + shift
        for offset in offsets { (destination + offset).update(from: base, count: bytes.count) }
    }

    /// The last byte, if any.
    var last: UInt8? {
        count > 0 ? start[count - 1] : nil
    }

    func byte(at index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "index out of range")
        return start[index]
    }

    /// Forgets the bytes, keeping the room.
    func removeAll() {
        count = 0
    }

    func appendByte(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `string`, in one copy.
    func appendString(_ string: String) {
        var string = string
        string.withUTF8 { appendBytes($0) }
    }

    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
