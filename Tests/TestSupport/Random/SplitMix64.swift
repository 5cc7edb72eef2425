/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast generator whose whole state is one
/// `UInt64`, so a seed written in a test reproduces the same sequence on every machine and
/// every Swift release.
///
/// The standard library's `random(in:using:)` and `shuffle(using:)` are deliberately not
/// used: their algorithms may change between releases, which would silently change what a
/// fixed-seed test covers. Every draw goes through the methods below instead, which is also
/// why the type does not conform to `RandomNumberGenerator`.
public struct SplitMix64: Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `0..<bound` (`bound` > 0), by Lemire's multiply-high; the bias is below
    /// 2⁻⁵⁰ for the small bounds used here, which is irrelevant for test-case generation.
    public mutating func int(below bound: Int) -> Int {
        precondition(bound > 0, "empty range")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A whole number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + int(below: range.upperBound - range.lowerBound + 1)
    }

    /// A number in `0..<1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ elements: [T]) -> T {
        elements[int(below: elements.count)]
    }

    /// `elements` in a random order (Fisher–Yates).
    public mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var result = elements
        for index in result.indices.reversed() where index > 0 {
            result.swapAt(index, int(in: 0...index))
        }
        return result
    }
}
