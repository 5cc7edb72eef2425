/// Why colour-band levels were refused (`ColorBands.init`).
public enum ColorBandsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A level is infinite or NaN; `index` counts from 0.
    case nonFiniteLevel(index: Int, value: Double)
    /// A level is not greater than the one before it; `index` counts from 0.
    case levelsNotStrictlyIncreasing(index: Int, previous: Double, value: Double)

    /// A plain-language explanation naming the offending level.
    public var description: String {
        switch self {
        case .nonFiniteLevel(let index, let value):
            "colour levels must be finite numbers (level \(index + 1) is \(value))"
        case .levelsNotStrictlyIncreasing(let index, let previous, let value):
            "colour levels must be strictly increasing (level \(index + 1) is \(value), not above \(previous))"
        }
    }
}
