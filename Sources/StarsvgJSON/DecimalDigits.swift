/// The digits of a decimal number gathered as one integer and a power of ten, and the `Double`
/// they stand for when it can be had exactly, for both readers of decimal text: the JSON
/// parser and `ValueGrammar`.
///
/// Most numbers a batch holds (`7.25`, `10`) have few digits and a small exponent, and for
/// those one exact multiplication or division gives the nearest `Double` (Clinger's fast path:
/// both operands are exact, and IEEE arithmetic rounds the one operation correctly), which is
/// what the standard library's conversion would return, at a fraction of its cost. The rest
/// go to that conversion. A batch reads each number twice (by the JSON parser, and by
/// `ValueGrammar` as the command line reads it), so the conversion weighs on its time.
package struct DecimalDigits {
    /// The digits read so far, while they fit in 64 bits.
    private(set) var significand: UInt64 = 0
    /// The power of ten that scales `significand`.
    private(set) var scale = 0
    /// Whether `significand` and `scale` are the number exactly: false once a digit other than
    /// 0 had to be dropped.
    private(set) var isExact = true

    /// The exact powers of ten of a `Double`: 10²² is the last whose digits fit in 53 bits.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Starts with no digits.
    package init() {}

    /// Appends a digit of the whole part (an ASCII `0` to `9`).
    package mutating func appendWholeDigit(_ byte: UInt8) {
        if significand < 1_000_000_000_000_000_000 / 10 {
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
        } else {
            // Kept in the scale once 19 digits are there; only zeros are dropped exactly.
            scale += 1
            if byte != UInt8(ascii: "0") { isExact = false }
        }
    }

    /// Appends a digit after the decimal point.
    package mutating func appendFractionDigit(_ byte: UInt8) {
        appendWholeDigit(byte)
        scale -= 1
    }

    /// Scales the number by 10^`exponent` (a written exponent, already bounded by the caller).
    package mutating func scale(byPowerOfTen exponent: Int) {
        scale += exponent
    }

    /// The number's magnitude as the nearest `Double` when one exact operation gives it, or
    /// `nil` when only a full conversion of the text can.
    package var exactValue: Double? {
        guard isExact, significand <= 1 << 53, (-22...22).contains(scale) else { return nil }
        return scale < 0
            ? Double(significand) / Self.exactPowersOfTen[-scale]
            : Double(significand) * Self.exactPowersOfTen[scale]
    }

    /// Whether `byte` is an ASCII digit.
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
