/// All escaping of the writer, one function per context, applied exactly once at serialization.
///
/// Every function also keeps the output well-formed XML 1.0 whatever the string holds:
/// characters XML 1.0 cannot carry at all (C0 controls other than tab, line feed and carriage
/// return; U+FFFE; U+FFFF) are written as U+FFFD REPLACEMENT CHARACTER. Other Unicode passes
/// through as UTF-8. Callers that must refuse such characters (the CLI does) check before.
enum XMLEscaping {
    /// Text content: `&`, `<` and `>` (the last so that `]]>` can never appear), and carriage
    /// return as a character reference, because parsers turn a literal one into a line feed.
    static func appendText(_ string: String, to bytes: inout [UInt8]) {
        appendEscaped(string, to: &bytes, special: appendMarkupEscape)
    }

    /// A double-quoted attribute value: `& < > " '`, and tab, line feed and carriage return
    /// as character references, because parsers normalise literal ones to spaces.
    static func appendAttributeValue(_ string: String, to bytes: inout [UInt8]) {
        appendEscaped(string, to: &bytes) { byte, bytes in
            if appendMarkupEscape(byte, to: &bytes) { return true }
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: quote)
            case UInt8(ascii: "'"): bytes.append(contentsOf: apostrophe)
            case 0x09: bytes.append(contentsOf: tab)
            case 0x0A: bytes.append(contentsOf: lineFeed)
            default: return false
            }
            return true
        }
    }

    /// The escapes text and attribute values share: `&`, `<`, `>` and carriage return.
    private static func appendMarkupEscape(_ byte: UInt8, to bytes: inout [UInt8]) -> Bool {
        switch byte {
        case UInt8(ascii: "&"): bytes.append(contentsOf: ampersand)
        case UInt8(ascii: "<"): bytes.append(contentsOf: lessThan)
        case UInt8(ascii: ">"): bytes.append(contentsOf: greaterThan)
        case 0x0D: bytes.append(contentsOf: carriageReturn)
        default: return false
        }
        return true
    }

    /// Comment content: XML forbids `--` inside a comment and a `-` just before its end, so a
    /// space goes after every `-` that is followed by `-` or ends the comment.
    static func appendComment(_ string: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        appendEscaped(string, to: &bytes) { byte, bytes in
            guard byte == UInt8(ascii: "-"), bytes.count > start, bytes.last == UInt8(ascii: "-") else {
                return false
            }
            bytes.append(UInt8(ascii: " "))
            bytes.append(byte)
            return true
        }
        if bytes.count > start, bytes.last == UInt8(ascii: "-") { bytes.append(UInt8(ascii: " ")) }
    }

    /// CDATA section content: `]]>` would end the section, so it is split across two sections.
    static func appendCDATA(_ string: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        appendEscaped(string, to: &bytes) { byte, bytes in
            guard byte == UInt8(ascii: ">"), bytes.count - start >= 2,
                  bytes[bytes.count - 1] == UInt8(ascii: "]"), bytes[bytes.count - 2] == UInt8(ascii: "]")
            else { return false }
            bytes.append(contentsOf: cdataSplit)
            return true
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&apos;".utf8)
    private static let tab = Array("&#9;".utf8)
    private static let lineFeed = Array("&#10;".utf8)
    private static let carriageReturn = Array("&#13;".utf8)
    private static let cdataSplit = Array("]]><![CDATA[>".utf8)
    private static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Walks the UTF-8 of `string`; `special` writes a byte's escape and returns true, or
    /// returns false to let the byte through. Characters XML cannot hold become U+FFFD.
    @inline(__always)
    private static func appendEscaped(
        _ string: String, to bytes: inout [UInt8],
        special: (UInt8, inout [UInt8]) -> Bool
    ) {
        var utf8 = string.utf8.makeIterator()
        var pending: UInt8? = nil
        while let byte = pending ?? utf8.next() {
            pending = nil
            if special(byte, &bytes) { continue }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                bytes.append(contentsOf: replacementCharacter)
            } else if byte == 0xEF {
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF; anything else starting EF passes.
                guard let second = utf8.next() else { bytes.append(byte); break }
                guard second == 0xBF, let third = utf8.next() else {
                    bytes.append(byte)
                    pending = second
                    continue
                }
                if third == 0xBE || third == 0xBF {
                    bytes.append(contentsOf: replacementCharacter)
                } else {
                    bytes.append(contentsOf: [byte, second, third])
                }
            } else {
                bytes.append(byte)
            }
        }
    }
}
