/// The CLDR plural operands of a decimal as written ("3.50": n=3.5 i=3 v=2 w=1 f=50 t=5).
///
/// The operands depend on the text, not only on the value: "1" and "1.0" differ in `v`, which
/// is why English says "1 star" but "1.0 stars". The exponent operands `e` and `c` are always 0,
/// since the text has no exponent.
public struct PluralOperands: Equatable, Sendable {
    /// The absolute value of the number.
    public let n: Double
    /// The integer digits of the number.
    public let i: Int
    /// The number of visible fraction digits, with trailing zeros.
    public let v: Int
    /// The number of visible fraction digits, without trailing zeros.
    public let w: Int
    /// The visible fraction digits, with trailing zeros, as an integer.
    public let f: Int
    /// The visible fraction digits, without trailing zeros, as an integer.
    public let t: Int

    /// The most digits on either side of the point: more would not fit in `Int`.
    static let maximumDigits = 18

    /// The operands of `decimalText`.
    ///
    /// nil unless `text` is ASCII digits with an optional "." and fraction digits (no sign, no
    /// exponent), with at least one digit before the point and, after a point, at least one after
    /// it ("5." and ".5" are not decimals as written). Also nil with more than 18 digits before
    /// or after the point, which `Int` cannot hold; a rating's numbers are far shorter.
    /// - Parameter decimalText: The number as written, "3.50".
    /// - Complexity: O(*n*) in the length of the text.
    public init?(decimalText: some StringProtocol) {
        let bytes = Array(decimalText.utf8)
        let point = bytes.firstIndex(of: UInt8(ascii: "."))
        let integerDigits = bytes[..<(point ?? bytes.endIndex)]
        let fractionDigits = point.map { bytes[($0 + 1)...] } ?? []
        guard !integerDigits.isEmpty, point == nil || !fractionDigits.isEmpty,
              integerDigits.count <= Self.maximumDigits, fractionDigits.count <= Self.maximumDigits,
              let integer = Self.value(of: integerDigits), let fraction = Self.value(of: fractionDigits)
        else { return nil }
        let trimmed = fractionDigits.reversed().drop { $0 == UInt8(ascii: "0") }
        i = integer
        v = fractionDigits.count
        f = fraction
        w = trimmed.count
        t = Self.value(of: trimmed.reversed()) ?? 0
        // Exact for every number a rating uses; beyond 2^53 a Double's nearest value is close
        // enough, since no CLDR rule compares a huge n with anything but an integer range.
        var scale = 1.0
        for _ in 0..<v { scale *= 10 }
        n = Double(integer) + Double(fraction) / scale
    }

    /// Whether the number is a whole number, as CLDR's `n` conditions require ("3.0" is, "3.5"
    /// is not): `n in 3..10` holds only for integral n.
    var isIntegral: Bool { t == 0 }

    /// The value of ASCII digits, or nil when a byte is not a digit; 0 for none.
    private static func value(of digits: some Collection<UInt8>) -> Int? {
        var result = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            result = result * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return result
    }
}
