import SVGKit

/// Numbers as people read them, for labels and messages (never for markup coordinates).
enum NumberText {
    /// Up to six decimals, no trailing zeros, no exponent: `3.5`, `7`, `0.333333`.
    private static let formatter = SVGNumberFormatter(precision: 6)

    /// The number as short decimal text; `nan`, `infinity` and `-infinity` for the others.
    static func describe(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        return formatter.string(value)
    }

    /// Appends `describe(value)` to `bytes` as UTF-8, without making the string.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(contentsOf: describe(value).utf8) }
        formatter.append(value, to: &bytes)
    }

    /// Appends the decimal digits of `value` to `bytes`, as `String(value)` writes them.
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }

    /// Upper-case hexadecimal, zero-padded to `minimumDigits`.
    static func hex(_ value: UInt32, minimumDigits: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, minimumDigits - digits.count)) + digits
    }
}
