/// Chooses each row's filter and writes the filtered row.
///
/// The rule: None or Up, whichever leaves fewer bytes unlike the byte one pixel to the left.
/// Deflate codes a row of transparent or flat pixels, or one that repeats the row above, as a
/// few long matches: what counts is how often the bytes change, not how large they are. On
/// rating pictures (file size against `optipng -o5 -nx`'s) it beat libpng's minimum sum of
/// absolute differences and every fixed filter, and came near counting distinct byte pairs
/// (a cheap entropy estimate) at a small part of its cost. Adding Sub, Average or Paeth to the
/// count made it worse.
///
/// A row of which fewer than half the bytes are then alike (a photograph, a gradient, noise)
/// has no runs for deflate, and gets the smallest sum of the five filters instead: next to
/// nothing on the rating pictures, a third less on a noisy gradient.
///
/// Rows of grey and alpha or of palette indices take the rule as it is, with their own pixel
/// size: on palette ratings it does better than None on every row, which PNG advises for
/// palettes.
struct FilterChooser {
    private let rowBytes: Int
    private let pixelBytes: Int
    /// Five rows' room, for the fallback's candidates.
    private let candidates: UnsafeMutablePointer<UInt8>

    /// A chooser for rows of `rowBytes` bytes of `pixelBytes`-byte pixels, with room for five
    /// rows at `candidates`.
    init(rowBytes: Int, pixelBytes: Int, candidates: UnsafeMutablePointer<UInt8>) {
        self.rowBytes = rowBytes
        self.pixelBytes = pixelBytes
        self.candidates = candidates
    }

    /// Writes `row` filtered into `output` with the filter chosen for it, and returns the filter.
    /// - Parameters:
    ///   - row: The row's bytes.
    ///   - previous: The row above (zeros for the first).
    ///   - output: Room for the filtered row.
    /// - Complexity: O(*n*) in the row's bytes.
    func filter(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> RowFilter {
        let (filter, alike) = Self.fewerChanges(row: row, previous: previous, count: rowBytes, pixelBytes: pixelBytes)
        if alike * 2 >= rowBytes {
            filter.apply(row: row, previous: previous, count: rowBytes, pixelBytes: pixelBytes, into: output)
            return filter
        }
        var best = RowFilter.none
        var bestSum = Int.max
        for filter in RowFilter.allCases {
            let candidate = candidates + Int(filter.rawValue) * rowBytes
            filter.apply(row: row, previous: previous, count: rowBytes, pixelBytes: pixelBytes, into: candidate)
            let sum = Self.absoluteSum(candidate, count: rowBytes)
            if sum < bestSum {
                best = filter
                bestSum = sum
            }
        }
        output.update(from: candidates + Int(best.rawValue) * rowBytes, count: rowBytes)
        return best
    }

    /// None or Up, whichever row has more bytes alike the byte one pixel to the left (ties to
    /// None), and that count. Sixteen bytes at a time in 8-bit lanes, widened every 255 steps
    /// before a lane can overflow.
    private static func fewerChanges(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
                                     pixelBytes p: Int) -> (RowFilter, Int) {
        let one = SIMD16<UInt8>(repeating: 1)
        var noneAlike = 0
        var upAlike = 0
        var index = p
        while index + 16 <= count {
            var noneLanes = SIMD16<UInt8>.zero
            var upLanes = SIMD16<UInt8>.zero
            var steps = 0
            while steps < 255 && index + 16 <= count {
                let current = UnsafeRawPointer(row + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let left = UnsafeRawPointer(row + index - p).loadUnaligned(as: SIMD16<UInt8>.self)
                let above = UnsafeRawPointer(previous + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let aboveLeft = UnsafeRawPointer(previous + index - p).loadUnaligned(as: SIMD16<UInt8>.self)
                noneLanes &+= one & unsafeBitCast(current .== left, to: SIMD16<UInt8>.self)
                upLanes &+= one & unsafeBitCast(current &- above .== left &- aboveLeft, to: SIMD16<UInt8>.self)
                index += 16
                steps += 1
            }
            noneAlike += Int(SIMD16<UInt16>(truncatingIfNeeded: noneLanes).wrappedSum())
            upAlike += Int(SIMD16<UInt16>(truncatingIfNeeded: upLanes).wrappedSum())
        }
        while index < count {
            noneAlike += row[index] == row[index - p] ? 1 : 0
            upAlike += row[index] &- previous[index] == row[index - p] &- previous[index - p] ? 1 : 0
            index += 1
        }
        return upAlike > noneAlike ? (.up, upAlike) : (.none, noneAlike)
    }

    /// The sum of the bytes read as signed magnitudes: |b| is min(b, 256 − b) in 8 bits. A
    /// plain loop in 32 bits, which the compiler vectorises (the SIMD types' `pointwiseMin` was
    /// not inlined, and far slower).
    private static func absoluteSum(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum: UInt32 = 0
        for index in 0..<count {
            let byte = bytes[index]
            sum &+= UInt32(min(byte, 0 &- byte))
        }
        return Int(sum)
    }
}
