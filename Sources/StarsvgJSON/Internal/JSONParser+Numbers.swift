
extension JSONParser {
    /// A number starting at `index` (a `-` or a digit), by RFC 8259's grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// The value is the `Double` nearest to the text: from `DecimalDigits` when one exact
    /// operation gives it, else from the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        let (digits, isNegative) = try scanNumber()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let value: Double
        if let magnitude = digits.exactValue {
            value = isNegative ? -magnitude : magnitude
        } else {
            // The text is the RFC grammar, a subset of what `Double(_:)` reads, so it always
            // converts; it gives ±infinity beyond the largest finite Double.
            value = Double(text) ?? .infinity
        }
        guard value.isFinite else { throw .numberOutOfRange(text, column: start + 1) }
        return .number(text: text, value: value)
    }

    /// Moves past the number at `index` by the grammar, gathering its digits.
    private mutating func scanNumber() throws(JSONError) -> (digits: DecimalDigits, isNegative: Bool) {
        var isNegative = false
        if bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index += 1
        }
        var digits = DecimalDigits()

        // The whole part: 0, or a digit 1 to 9 and more digits.
        guard index < bytes.count else { throw .unexpectedEnd(expected: .digit, column: index + 1) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.isDigit(bytes[index]) { throw .leadingZero(column: index) }
        } else if Self.isDigit(bytes[index]) {
            while index < bytes.count, Self.isDigit(bytes[index]) {
                digits.appendWholeDigit(bytes[index])
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
                digits.appendFractionDigit(bytes[index])
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
            digits.scale(byPowerOfTen: isExponentNegative ? -exponent : exponent)
        }

        return (digits, isNegative)
    }

    /// Throws unless a digit is at `index`.
    private func requireDigit() throws(JSONError) {
        guard index < bytes.count else { throw .unexpectedEnd(expected: .digit, column: index + 1) }
        guard Self.isDigit(bytes[index]) else { throw unexpected(at: index, expected: .digit) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        DecimalDigits.isDigit(byte)
    }
}
