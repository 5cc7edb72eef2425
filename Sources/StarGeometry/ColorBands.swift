/// Threshold colour bands. levels strictly increasing. band(forValue:) = number of levels strictly below v; nil when v <= 0 (no colour at all).
public struct ColorBands: Equatable, Sendable {
    /// The thresholds, strictly increasing and finite.
    public let levels: [Double]

    /// Creates validated bands.
    /// - Parameters:
    ///   - levels: The thresholds; must be finite and strictly increasing (may be empty: one band).
    /// - Throws: `ColorBandsError` naming the first offending level.
    /// - Complexity: O(n) in the number of levels.
    public init(levels: [Double]) throws(ColorBandsError) {
        for (index, level) in levels.enumerated() {
            guard level.isFinite else { throw .nonFiniteLevel(index: index, value: level) }
            if index > 0, !(level > levels[index - 1]) {
                throw .levelsNotStrictlyIncreasing(index: index, previous: levels[index - 1], value: level)
            }
        }
        self.levels = levels
    }

    /// Creates bands at the reference thresholds for a row of `starCount` stars.
    /// - Parameters:
    ///   - starCount: The number of stars; see `defaultLevels(starCount:)`.
    public init(defaultFor starCount: Int) {
        self.levels = Self.defaultLevels(starCount: starCount)
    }

    /// The number of bands, `levels.count + 1`.
    public var bandCount: Int { levels.count + 1 }

    /// The band of `value`: the number of levels strictly below it, so a value equal to a level
    /// stays in the lower band; nil when the value is 0 or less (or NaN), meaning no colour.
    /// - Parameters:
    ///   - value: The rating.
    /// - Complexity: O(log n) in the number of levels.
    public func band(forValue value: Double) -> Int? {
        guard value > 0 else { return nil }
        // Binary search for the first level >= value; its index counts the levels below.
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The reference's own thresholds: round(N/5) and round(4N/5) (round half away from zero), each clamped into 1...N, kept strictly increasing (duplicates dropped): 5 -> [1,4], 10 -> [2,8], 3 -> [1,2], 1 -> [1], 2 -> [1,2].
    /// - Parameters:
    ///   - starCount: N, the number of stars; empty for N < 1.
    public static func defaultLevels(starCount: Int) -> [Double] {
        guard starCount >= 1 else { return [] }
        // Integer rounding of N/5 and 4N/5: exact, and ties cannot occur (2N/10 and 8N/10 are
        // never odd multiples of 1/2). Divide first so huge counts cannot overflow.
        func rounded(fifths: Int) -> Int {
            let quotient = starCount / 5
            let remainder = starCount % 5
            return quotient * fifths + (remainder * fifths * 2 + 5) / 10
        }
        let low = min(max(rounded(fifths: 1), 1), starCount)
        let high = min(max(rounded(fifths: 4), 1), starCount)
        return high > low ? [Double(low), Double(high)] : [Double(low)]
    }
}
