extension JSONParser {
    /// The exact powers of ten of a `Double`: 10²² is the last whose digits fit in 53 bits.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// A number starting at `index` (a `-` or a digit), by RFC 8259's grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// The value is the `Double` nearest to the text. Most batch numbers (`7.25`, `10`) have
    /// few digits and a small exponent, and for those one exact multiplication or division
    /// gives it directly (Clinger's fast path: both operands are exact, and IEEE arithmetic
    /// rounds the one operation correctly). The rest go to the standard library's correctly
    /// rounded conversion.
    mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index += 1
        }
        // The digits as one integer while they fit in 64 bits, and the power of ten that
        // scales it; `isExact` turns false when a digit had to be dropped.
        var significand: UInt64 = 0
        var isExact = true
        var scale = 0

        // The whole part: 0, or a digit 1 to 9 and more digits.
        guard index < bytes.count else { throw .unexpectedEnd(expected: .digit, column: index + 1) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { throw .leadingZero(column: index) }
        } else if Self.isDigit(bytes[index]) {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                Self.accumulate(bytes[index], into: &significand, isExact: &isExact, scale: &scale)
                index += 1
            }
        } else {
            throw unexpected(at: index, expected: .digit)
        }

        // The fraction: a point and at least one digit.
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            try requireDigit()
            while index < bytes.count, Self.isDigit(bytes[index]) {
                Self.accumulate(bytes[index], into: &significand, isExact: &isExact, scale: &scale)
                scale -= 1
                index += 1
            }
        }

        // The exponent: e or E, a sign or none, and at least one digit. Saturated far beyond
        // any finite Double, so that a thousand digits of exponent cannot overflow.
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var isExponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                isExponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            try requireDigit()
            var exponent = 0
            while index < bytes.count, Self.isDigit(bytes[index]) {
                exponent = min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            scale += isExponentNegative ? -exponent : exponent
        }

        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let value: Double
        if isExact, significand <= 1 << 53, (-22...22).contains(scale) {
            let magnitude = scale < 0
                ? Double(significand) / Self.exactPowersOfTen[-scale]
                : Double(significand) * Self.exactPowersOfTen[scale]
            value = isNegative ? -magnitude : magnitude
        } else {
            // The text is the RFC grammar, a subset of what `Double(_:)` reads, so it always
            // converts; it gives ±infinity beyond the largest finite Double.
            value = Double(text) ?? .infinity
        }
        guard value.isFinite else { throw .numberOutOfRange(text, column: start + 1) }
        return .number(text: text, value: value)
    }

    /// Throws unless a digit is at `index`.
    private func requireDigit() throws(JSONError) {
        guard index < bytes.count else { throw .unexpectedEnd(expected: .digit, column: index + 1) }
        guard Self.isDigit(bytes[index]) else { throw unexpected(at: index, expected: .digit) }
    }

    /// Appends the digit `byte` to `significand`, or, once 19 digits are there, counts it in
    /// `scale` and clears `isExact` when it is not zero.
    @inline(__always)
    private static func accumulate(_ byte: UInt8, into significand: inout UInt64, isExact: inout Bool, scale: inout Int) {
        if significand < 1_000_000_000_000_000_000 / 10 {
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
        } else {
            scale += 1
            if byte != UInt8(ascii: "0") { isExact = false }
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
