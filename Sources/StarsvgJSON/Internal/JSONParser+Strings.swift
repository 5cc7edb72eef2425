extension JSONParser {
    /// A string whose opening `"` is at `index`.
    ///
    /// The fast path scans to the closing quote, validating UTF-8 on the way, and makes the
    /// `String` straight from the input's bytes. Only a string with a backslash goes through
    /// `scratch`, where its escapes are resolved.
    mutating func parseString() throws(JSONError) -> String {
        index += 1
        let start = index
        while true {
            guard index < bytes.count else { throw .unexpectedEnd(expected: .closingQuote, column: index + 1) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                scratch.removeAll(keepingCapacity: true)
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                return try parseEscapedRest()
            case 0..<0x20:
                throw .controlCharacterInString(Unicode.Scalar(byte), column: index + 1)
            case 0x80...:
                guard let end = utf8SequenceEnd(at: index) else { throw .invalidUTF8(column: index + 1) }
                index = end
            default:
                index += 1
            }
        }
    }

    /// The rest of a string from the backslash at `index`, appended to what `scratch` holds.
    private mutating func parseEscapedRest() throws(JSONError) -> String {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape()
            case 0..<0x20:
                throw .controlCharacterInString(Unicode.Scalar(byte), column: index + 1)
            case 0x80...:
                guard let end = utf8SequenceEnd(at: index) else { throw .invalidUTF8(column: index + 1) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
            default:
                scratch.append(byte)
                index += 1
            }
        }
        throw .unexpectedEnd(expected: .closingQuote, column: index + 1)
    }

    /// One escape from the backslash at `index`, its character appended to `scratch` as UTF-8.
    private mutating func readEscape() throws(JSONError) {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw .unexpectedEnd(expected: .closingQuote, column: index + 1) }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(letter)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexQuad()
            var value = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed at once by an escaped low one; together
                // they are one code point above U+FFFF.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                      bytes[index + 1] == UInt8(ascii: "u")
                else { throw .unpairedSurrogate(unit, column: backslash + 1) }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw .unpairedSurrogate(unit, column: backslash + 1) }
                value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw .unpairedSurrogate(unit, column: backslash + 1)
            default:
                break
            }
            // Every value left is a scalar: surrogates were paired or refused above.
            scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
        default:
            // Name the character after the backslash, or report it as not UTF-8.
            let error = unexpected(at: index - 1, expected: .closingQuote)
            guard case .unexpectedCharacter(let scalar, _, _) = error else { throw error }
            throw .invalidEscape(scalar, column: backslash + 1)
        }
    }

    /// The four hexadecimal digits of a `\u` escape, from `index`.
    private mutating func readHexQuad() throws(JSONError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw .unexpectedEnd(expected: .hexDigit, column: index + 1) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw unexpected(at: index, expected: .hexDigit)
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// Where the UTF-8 sequence whose first byte is at `position` ends, or `nil` when the bytes
    /// there are not well-formed UTF-8 (Unicode 15, table 3-7): no stray continuation byte, no
    /// overlong form (C0, C1, E0 80–9F, F0 80–8F), no surrogate (ED A0–BF), nothing above
    /// U+10FFFF (F4 90–BF, F5–FF), and no sequence cut short by the end of the input.
    func utf8SequenceEnd(at position: Int) -> Int? {
        let lead = bytes[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return position + 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard position + length <= bytes.count, secondRange.contains(bytes[position + 1]) else { return nil }
        for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 {
            return nil
        }
        return position + length
    }
}
