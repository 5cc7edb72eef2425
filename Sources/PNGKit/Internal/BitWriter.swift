/// Appends bits to a byte buffer the way deflate packs them: each value's least significant bit
/// first, bytes filled from their least significant bit.
///
/// Its own buffer, not an array: the writer stores 8 bytes at a time, where an array's append
/// goes byte by byte. `finish()` frees the buffer.
struct BitWriter {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whole bytes written.
    private var count = 0
    /// Bits not yet in the buffer, the oldest lowest.
    private var pending: UInt64 = 0
    /// How many bits `pending` holds, below 32 between calls.
    private var pendingCount = 0

    /// A writer whose output starts with `prefix`.
    init(startingWith prefix: [UInt8] = []) {
        capacity = max(64, prefix.count * 2)
        buffer = .allocate(capacity: capacity)
        buffer.initialize(from: prefix, count: prefix.count)
        count = prefix.count
    }

    /// Bits written so far, whole bytes and pending ones.
    var bitCount: Int { count * 8 + pendingCount }

    /// Makes room for `bitCount` more bits (and 8 bytes of slack for the 8-byte stores).
    mutating func reserve(bitCount: Int) {
        let needed = count + (pendingCount + bitCount) / 8 + 16
        guard needed > capacity else { return }
        let newCapacity = max(needed, capacity * 2)
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.initialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    /// Appends the low `count` bits of `value` (at most 32; the bits above must be zero), into
    /// room made by `reserve(bitCount:)`.
    @inline(__always)
    mutating func write(_ value: UInt32, count bits: Int) {
        pending |= UInt64(value) << pendingCount
        pendingCount += bits
        if pendingCount >= 32 {
            assert(count + 4 <= capacity, "bits written without reserve(bitCount:)")
            UnsafeMutableRawPointer(buffer + count).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to a whole byte and moves every pending bit into the buffer.
    mutating func alignToByte() {
        reserve(bitCount: 64)
        while pendingCount > 0 {
            buffer[count] = UInt8(truncatingIfNeeded: pending)
            count += 1
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        pending = 0
    }

    /// Appends `source` as whole bytes; the writer must be aligned (`alignToByte()`).
    mutating func appendAligned(_ source: UnsafeBufferPointer<UInt8>) {
        precondition(pendingCount == 0, "bytes appended between bits")
        reserve(bitCount: source.count * 8)
        if let start = source.baseAddress { (buffer + count).initialize(from: start, count: source.count) }
        count += source.count
    }

    /// The bytes, the last one padded with zero bits; frees the buffer (the writer must not be
    /// used again).
    mutating func finish() -> [UInt8] {
        alignToByte()
        let bytes = Array(UnsafeBufferPointer(start: buffer, count: count))
        buffer.deallocate()
        return bytes
    }
}
