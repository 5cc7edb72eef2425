/// A stable least-significant-digit radix sort of indices by Double keys: the ink profile
/// sorts hundreds of thousands of edges by their left ends, which the standard library's
/// comparison sort took several times longer to do.
enum RadixSort {
    /// Bits a pass sorts by: 2048 counts fit the first-level cache.
    private static let digitBits = 11

    /// The indices of `keys` in increasing order of key, equal keys in index order. The keys
    /// must not be NaN; -0 sorts as 0.
    /// - Complexity: O(n) in the number of keys: six passes of 11-bit digits, fewer when
    ///   every key has the same digit.
    static func order(of keys: [Double]) -> [Int32] {
        let count = keys.count
        let bucketCount = 1 << digitBits
        let mask = UInt64(bucketCount - 1)
        // The bits of a Double ordered as unsigned integers: flip every bit of a negative
        // number, only the sign bit of a positive one.
        var digits = keys.map { key -> UInt64 in
            let bits = (key + 0).bitPattern
            return bits >> 63 == 1 ? ~bits : bits | (1 << 63)
        }
        var indices = (0..<count).map { Int32($0) }
        var nextDigits = [UInt64](repeating: 0, count: count)
        var nextIndices = [Int32](repeating: 0, count: count)
        var counts = [Int](repeating: 0, count: bucketCount)
        for shift in stride(from: 0, to: 64, by: digitBits) {
            let shift = UInt64(shift)
            let isSorted = digits.withUnsafeBufferPointer { digits in
                indices.withUnsafeBufferPointer { indices in
                    nextDigits.withUnsafeMutableBufferPointer { nextDigits in
                        nextIndices.withUnsafeMutableBufferPointer { nextIndices in
                            counts.withUnsafeMutableBufferPointer { counts in
                                counts.update(repeating: 0)
                                for digit in digits { counts[Int((digit >> shift) & mask)] += 1 }
                                // A pass that puts every key in one bucket would only copy.
                                if counts.contains(count) { return true }
                                var start = 0
                                for bucket in 0..<bucketCount {
                                    let size = counts[bucket]
                                    counts[bucket] = start
                                    start += size
                                }
                                for position in 0..<count {
                                    let digit = digits[position]
                                    let bucket = Int((digit >> shift) & mask)
                                    let target = counts[bucket]
                                    counts[bucket] = target + 1
                                    nextDigits[target] = digit
                                    nextIndices[target] = indices[position]
                                }
                                return false
                            }
                        }
                    }
                }
            }
            if isSorted { continue }
            swap(&digits, &nextDigits)
            swap(&indices, &nextIndices)
        }
        return indices
    }
}
