/// Appends bits to a byte array the way deflate packs them: each value's least significant bit
/// first, bytes filled from their least significant bit.
struct BitWriter {
    /// The whole bytes written so far.
    private(set) var bytes: [UInt8]
    /// Bits not yet in `bytes`, the oldest lowest.
    private var pending: UInt64 = 0
    /// How many bits `pending` holds, below 32 between calls.
    private var pendingCount = 0

    /// A writer appending to `bytes`.
    init(appendingTo bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Bits written so far, whole bytes and pending ones.
    var bitCount: Int { bytes.count * 8 + pendingCount }

    /// Makes room for `bitCount` more bits, so that writing them does not grow the array a
    /// little at a time.
    mutating func reserve(bitCount: Int) {
        bytes.reserveCapacity(bytes.count + bitCount / 8 + 16)
    }

    /// Appends the low `count` bits of `value` (at most 32; the bits above must be zero).
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << pendingCount
        pendingCount += count
        if pendingCount >= 32 {
            // One append of four bytes, not four appends.
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian) { bytes.append(contentsOf: $0) }
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to a whole byte and moves every pending bit into `bytes`.
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        pending = 0
    }

    /// Appends `source` as whole bytes; the writer must be aligned (`alignToByte()`).
    mutating func appendAligned(_ source: UnsafeBufferPointer<UInt8>) {
        precondition(pendingCount == 0, "bytes appended between bits")
        bytes.append(contentsOf: source)
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        alignToByte()
        return bytes
    }
}
