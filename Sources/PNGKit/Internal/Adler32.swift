/// Adler-32 (RFC 1950), the checksum that ends a zlib stream: two sums modulo 65521 of the
/// uncompressed bytes. Check value: "Wikipedia" → 0x11E60398.
///
/// It reads every uncompressed byte of a picture, so it goes 16 bytes a step: `a` gains the sum
/// of the 16, `b` gains 16 times `a` plus the bytes weighted 16 … 1, which vectorises. The
/// modulo waits as long as the sums cannot overflow (zlib's NMAX, 5552 bytes). That is less
/// than half the work of one byte at a time.
enum Adler32 {
    /// The largest run of bytes after which `b` still fits 32 bits before a modulo (zlib's NMAX),
    /// rounded down to whole 16-byte steps.
    private static let run = 5552 / 16 * 16
    private static let modulus: UInt32 = 65521

    /// The Adler-32 of `bytes` continued from `adler`, a previous call's result (start with 1).
    /// - Parameters:
    ///   - bytes: The next bytes.
    ///   - adler: The checksum so far; `1` for none.
    /// - Returns: The checksum of everything so far.
    /// - Complexity: O(*n*).
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
        var a = adler & 0xFFFF
        var b = adler >> 16
        guard var pointer = bytes.baseAddress else { return adler }
        var remaining = bytes.count
        let weights = SIMD16<UInt16>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
        while remaining > 0 {
            var length = min(remaining, run)
            remaining -= length
            let steps = length / 16
            // Per lane, over the run: the bytes' sum, the sum of those sums before each step, the
            // weighted bytes. Gathered in 16-bit lanes for 16 steps at a time (at most 61,200,
            // 4,080 and 65,280 a lane: they fit) and only then widened: half the instructions of
            // widening every step.
            var sums = SIMD16<UInt32>(repeating: 0)
            var sumsBefore = SIMD16<UInt32>(repeating: 0)
            var weighted = SIMD16<UInt32>(repeating: 0)
            var step = 0
            while step < steps {
                let blockSteps = min(16, steps - step)
                var blockSums = SIMD16<UInt16>(repeating: 0)
                var blockBefore = SIMD16<UInt16>(repeating: 0)
                var blockWeighted = SIMD16<UInt16>(repeating: 0)
                for _ in 0..<blockSteps {
                    let chunk = SIMD16<UInt16>(truncatingIfNeeded: UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self))
                    blockBefore &+= blockSums
                    blockSums &+= chunk
                    blockWeighted &+= chunk &* weights
                    pointer += 16
                }
                sumsBefore &+= SIMD16<UInt32>(truncatingIfNeeded: blockBefore) &+ UInt32(blockSteps) &* sums
                sums &+= SIMD16<UInt32>(truncatingIfNeeded: blockSums)
                weighted &+= SIMD16<UInt32>(truncatingIfNeeded: blockWeighted)
                step += blockSteps
            }
            // b grows by 16·a for each step, with the a of the step's start: the run's first a
            // plus the sums before the step.
            // In 64 bits: the terms reach 4.27e9 for a full run, too close to 2³² to argue over.
            let gained = UInt64(steps * 16) * UInt64(a) + 16 * UInt64(sumsBefore.wrappedSum()) + UInt64(weighted.wrappedSum())
            b = UInt32((UInt64(b) + gained) % UInt64(modulus))
            a &+= sums.wrappedSum()
            length -= steps * 16
            for _ in 0..<length {
                a &+= UInt32(pointer.pointee)
                b &+= a
                pointer += 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }

    /// The Adler-32 of `bytes`; see `checksum(_:continuing:)`.
    static func checksum(_ bytes: [UInt8], continuing adler: UInt32 = 1) -> UInt32 {
        bytes.withUnsafeBufferPointer { checksum($0, continuing: adler) }
    }
}
