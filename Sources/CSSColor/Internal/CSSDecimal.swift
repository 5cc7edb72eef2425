/// A CSS number as written in colour text: `[+-]? (digits | digits? '.' digits)`, no exponent.
///
/// The digits are kept, beside the correctly rounded `value`, so that alpha can be rounded to
/// thousandths exactly in decimal (`0.0005` is 0.001, whatever its binary neighbour is).
struct CSSDecimal: Equatable {
    /// Whether a `-` sign was written.
    let isNegative: Bool
    /// Every digit, integer part then fraction, as values 0...9.
    let digits: [UInt8]
    /// How many of `digits` are after the decimal point.
    let fractionDigitCount: Int
    /// The value, correctly rounded to the nearest Double (finite: colour text is short).
    let value: Double

    /// Scans a number at the start of `bytes`. Returns it and the count of bytes read, or `nil`
    /// when no number starts there or it is malformed (`1.`, `.`, `+-1`).
    /// - Complexity: O(*n*) in the length of the number.
    static func scan(_ bytes: ArraySlice<UInt8>) -> (number: CSSDecimal, length: Int)? {
        var index = bytes.startIndex
        var isNegative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var digits: [UInt8] = []
        while index < bytes.endIndex, let digit = decimalValue(bytes[index]) {
            digits.append(digit)
            index += 1
        }
        var fractionDigitCount = 0
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.endIndex, let digit = decimalValue(bytes[index]) {
                digits.append(digit)
                fractionDigitCount += 1
                index += 1
            }
            // CSS has no `1.`: a point must be followed by a digit.
            guard fractionDigitCount > 0 else { return nil }
        }
        guard !digits.isEmpty else { return nil }

        // Rebuilt in one plain spelling (`-12.5`, `0.5`) for the standard library's correctly
        // rounded conversion, which alone would also take `nan`, `inf`, exponents and hex.
        var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
        let integerCount = digits.count - fractionDigitCount
        if integerCount == 0 { text.append(UInt8(ascii: "0")) }
        for (position, digit) in digits.enumerated() {
            if position == integerCount { text.append(UInt8(ascii: ".")) }
            text.append(UInt8(ascii: "0") + digit)
        }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return (CSSDecimal(isNegative: isNegative, digits: digits, fractionDigitCount: fractionDigitCount, value: value),
                index - bytes.startIndex)
    }

    /// The number times 10^`shift`, rounded half up to a whole number and clamped to
    /// 0...`limit`, computed exactly on the decimal digits.
    ///
    /// For alpha: thousandths of a number are `rounded(shift: 3, limit: 1000)`, of a
    /// percentage `rounded(shift: 1, limit: 1000)`.
    func rounded(shift: Int, limit: Int) -> Int {
        guard digits.contains(where: { $0 != 0 }) else { return 0 }
        if isNegative { return 0 }
        // Digits before the shifted point make the whole part; the next one decides rounding.
        let pointPosition = digits.count - fractionDigitCount + shift
        var whole = 0
        for position in 0..<max(pointPosition, 0) {
            whole = whole * 10 + Int(position < digits.count ? digits[position] : 0)
            if whole > limit { return limit }
        }
        if pointPosition >= 0, pointPosition < digits.count, digits[pointPosition] >= 5 { whole += 1 }
        return min(whole, limit)
    }

    private static func decimalValue(_ byte: UInt8) -> UInt8? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? byte - UInt8(ascii: "0") : nil
    }
}
