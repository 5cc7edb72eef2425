extension JSONParser {
    /// A number starting at `index` (a `-` or a digit), by RFC 8259's grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// The value is the `Double` nearest to the text: from `DecimalDigits` when one exact
    /// operation gives it, else from the standard library's correctly rounded conversion.
    mutating func parseNumber() throws(JSONError) -> JSONValue {
        let start = index
        let (digits, isNegative, _) = try scanNumber()
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

    /// Moves past the number at `index` (a `-` or a digit), refusing what `parseNumber()`
    /// refuses, and returns where its text lies, for a reader that needs only the text: its
    /// value is not made unless that is the only way to know it is finite.
    mutating func skipNumber() throws(JSONError) -> Range<Int> {
        let start = index
        // A number read exactly from its digits is finite.
        if try scanNumber().digits.exactValue == nil {
            index = start
            _ = try parseNumber()
        }
        return start..<index
    }

    /// Moves past a number at `index` that has neither a sign nor an exponent and at most
    /// `maximumLength` characters, `(0 | [1-9][0-9]*) (. [0-9]+)?` by RFC 8259's grammar, and
    /// returns its value, when its digits give it exactly (see `DecimalDigits`); otherwise
    /// returns `nil` and leaves `index` where it was.
    ///
    /// That grammar is a subset of both JSON's and `ValueGrammar.decimal`'s, and both read its
    /// digits through `DecimalDigits`, so the value is the one either would give: the batch's
    /// line reader takes it without reading the number's text a second time.
    mutating func readPlainDecimal(maximumLength: Int) -> Double? {
        let start = index
        // The grammar's own scan, held to the subset: no sign, no exponent, no second point or
        // digit after it (JSON would refuse the line; the long way says why), not too long,
        // and exact.
        guard index < bytes.count, Self.isDigit(bytes[index]), let scanned = try? scanNumber(), !scanned.hasExponent,
              index == bytes.count || !Self.couldContinueNumber(bytes[index]),
              index - start <= maximumLength, let value = scanned.digits.exactValue else {
            index = start
            return nil
        }
        return value
    }

    /// Moves past the number at `index` by the grammar, gathering its digits.
    private mutating func scanNumber() throws(JSONError) -> (digits: DecimalDigits, isNegative: Bool, hasExponent: Bool) {
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
        let hasExponent = index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e")
        if hasExponent {
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

        return (digits, isNegative, hasExponent)
    }

    /// Whether `byte`, after a plain decimal, would make it another number or no number: a
    /// digit, a point or an exponent's `e`.
    private static func couldContinueNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
    }

    /// Throws unless a digit is at `index`.
    private func requireDigit() throws(JSONError) {
        guard index < bytes.count else { throw .unexpectedEnd(expected: .digit, column: index + 1) }
        guard Self.isDigit(bytes[index]) else { throw unexpected(at: index, expected: .digit) }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        DecimalDigits.isDigit(byte)
    }
}
