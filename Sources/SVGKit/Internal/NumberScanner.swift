/// Reads one number of SVG's grammar from UTF-8 bytes, as path data and `viewBox` write them:
/// `[+-]? (digits ("." digits?)? | "." digits) ([eE] [+-]? digits)?`.
///
/// Works on the bytes, with no string made for the common number: up to 19 significant digits
/// with a small power of ten are converted exactly (Clinger's fast path: one correctly
/// rounded multiplication or division of two exact doubles); any other number goes through
/// the standard library's correctly rounded conversion of its text.
enum NumberScanner {
    /// What stands at the place a number was looked for.
    enum Outcome: Equatable {
        /// A number, ending before `end`; `value` may be infinite or out of any range.
        case number(Double, end: Int)
        /// No number starts there: not a sign, a digit or a decimal point.
        case none
        /// Something that starts as a number and is not one (`-`, `.`, `1e`, `+.e`), ending
        /// before `end`.
        case malformed(end: Int)
    }

    /// Whether `byte` can start a number.
    static func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// Reads the number that starts at `start` in `bytes`.
    /// - Complexity: O(*n*) in the length of the number.
    static func scan(_ bytes: ArraySlice<UInt8>, from start: Int) -> Outcome {
        var index = start
        let end = bytes.endIndex
        guard index < end, startsNumber(bytes[index]) else { return .none }
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // The significant digits, at most 19 of them (10^19 fits a UInt64), and the power of
        // ten they are scaled by; `isExact` is false once a digit is dropped.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        var isExact = true
        var hasDigits = false
        func take(_ digit: UInt64, isFraction: Bool) {
            hasDigits = true
            if mantissa == 0 && digit == 0 {
                if isFraction { decimalExponent -= 1 }
            } else if significantDigits < 19 {
                mantissa = mantissa * 10 + digit
                significantDigits += 1
                if isFraction { decimalExponent -= 1 }
            } else {
                if !isFraction { decimalExponent += 1 }
                if digit != 0 { isExact = false }
            }
        }
        while index < end, isDigit(bytes[index]) {
            take(UInt64(bytes[index] - UInt8(ascii: "0")), isFraction: false)
            index += 1
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, isDigit(bytes[index]) {
                take(UInt64(bytes[index] - UInt8(ascii: "0")), isFraction: true)
                index += 1
            }
        }
        guard hasDigits else { return .malformed(end: index) }
        var exponent = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var isExponentNegative = false
            if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                isExponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < end, isDigit(bytes[index]) else { return .malformed(end: index) }
            while index < end, isDigit(bytes[index]) {
                // Saturated: no double reaches 10^100000, and the sum below cannot overflow.
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            if isExponentNegative { exponent = -exponent }
        }
        let sign: Double = isNegative ? -1 : 1
        guard mantissa != 0 else { return .number(sign * 0, end: index) }
        let power = decimalExponent + exponent
        // The value is below 10^(significantDigits + power): beyond any double's range, or
        // below its smallest subnormal, it need not be converted.
        if significantDigits + power > 400 { return .number(sign * .infinity, end: index) }
        if significantDigits + power < -400 { return .number(sign * 0, end: index) }
        if isExact, mantissa < 1 << 53, -22...22 ~= power {
            let value = power < 0 ? Double(mantissa) / powersOfTen[-power] : Double(mantissa) * powersOfTen[power]
            return .number(sign * value, end: index)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The text is the grammar's, which the conversion reads whole; it cannot fail.
        return .number(Double(text) ?? .nan, end: index)
    }

    /// 10^0 to 10^22: the powers of ten a double holds exactly, so that one operation with an
    /// exact mantissa rounds correctly.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
