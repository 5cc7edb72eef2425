import OutputText

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

    /// Calls `body` with `describe(value)` as UTF-8, made on the stack, for a finite value.
    static func withText(of value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        precondition(value.isFinite, "only a finite number's text is made on the stack")
        formatter.withText(of: value, body)
    }

    /// Upper-case hexadecimal, zero-padded to `minimumDigits`.
    static func hex(_ value: UInt32, minimumDigits: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, minimumDigits - digits.count)) + digits
    }
}
