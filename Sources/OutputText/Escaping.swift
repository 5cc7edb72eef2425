/// All escaping of the package, one function per context, applied exactly once at
/// serialization: the SVG writer's XML contexts (text, attribute value, comment, CDATA) and the
/// template contexts of HTML and CSS (`MarkupTemplate`). No other file escapes anything.
///
/// Every markup function also keeps the output well-formed XML 1.0 whatever the string holds:
/// characters XML 1.0 cannot carry at all (C0 controls other than tab, line feed and carriage
/// return; U+FFFE; U+FFFF) are written as U+FFFD REPLACEMENT CHARACTER. Other Unicode passes
/// through as UTF-8. Callers that must refuse such characters (the CLI does) check before.
/// The CSS functions write only ASCII for anything that could end a token, a declaration, a
/// rule or the element holding the style sheet.
///
/// `package`: SVGKit and WebTemplates call it, users never do (they hand text to the writer or
/// a template).
package enum Escaping {
    /// Text content: `&`, `<` and `>` (the last so that `]]>` can never appear), and carriage
    /// return as a character reference, because parsers turn a literal one into a line feed.
    package static func appendText<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        if appendIfPlain(string, to: &bytes, plain: plainTextBytes) { return }
        appendEscaped(string, to: &bytes, special: appendMarkupEscape)
    }

    /// Whether `bytes` (UTF-8) are text content as they stand: `appendText` and
    /// `appendHTMLText` would copy them unchanged.
    package static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isPlain(bytes, plainTextBytes)
    }

    /// A double-quoted attribute value: `& < > " '`, and tab, line feed and carriage return
    /// as character references, because parsers normalise literal ones to spaces.
    package static func appendAttributeValue<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        if appendIfPlain(string, to: &bytes, plain: plainAttributeBytes) { return }
        appendEscaped(string, to: &bytes) { byte, bytes in
            if appendMarkupEscape(byte, to: &bytes) { return true }
            switch byte {
            case UInt8(ascii: "\""): bytes.appendBytes(quote)
            case UInt8(ascii: "'"): bytes.appendBytes(apostrophe)
            case 0x09: bytes.appendBytes(tab)
            case 0x0A: bytes.appendBytes(lineFeed)
            default: return false
            }
            return true
        }
    }

    /// Calls `body` with `string` escaped as `appendAttributeValue` escapes it: the string's
    /// own bytes when none needs escaping (no copy), else an escaped copy.
    package static func withAttributeValue<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var copy = string
        return copy.withUTF8 { utf8 in
            if isPlain(utf8, plainAttributeBytes) { return body(utf8) }
            var escaped: [UInt8] = []
            appendAttributeValue(string, to: &escaped)
            return escaped.withUnsafeBufferPointer(body)
        }
    }

    /// The escapes text and attribute values share: `&`, `<`, `>` and carriage return.
    static func appendMarkupEscape<Sink: ByteSink>(_ byte: UInt8, to bytes: inout Sink) -> Bool {
        switch byte {
        case UInt8(ascii: "&"): bytes.appendBytes(ampersand)
        case UInt8(ascii: "<"): bytes.appendBytes(lessThan)
        case UInt8(ascii: ">"): bytes.appendBytes(greaterThan)
        case 0x0D: bytes.appendBytes(carriageReturn)
        default: return false
        }
        return true
    }

    /// Comment content: XML forbids `--` inside a comment and a `-` just before its end, so a
    /// space goes after every `-` that is followed by `-` or ends the comment.
    package static func appendComment<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        let start = bytes.count
        appendEscaped(string, to: &bytes) { byte, bytes in
            guard byte == UInt8(ascii: "-"), bytes.count > start, bytes.last == UInt8(ascii: "-") else {
                return false
            }
            bytes.appendByte(UInt8(ascii: " "))
            bytes.appendByte(byte)
            return true
        }
        if bytes.count > start, bytes.last == UInt8(ascii: "-") { bytes.appendByte(UInt8(ascii: " ")) }
    }

    /// CDATA section content: `]]>` would end the section, so it is split across two sections.
    package static func appendCDATA<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        let start = bytes.count
        appendEscaped(string, to: &bytes) { byte, bytes in
            guard byte == UInt8(ascii: ">"), bytes.count - start >= 2,
                  bytes.byte(at: bytes.count - 1) == UInt8(ascii: "]"), bytes.byte(at: bytes.count - 2) == UInt8(ascii: "]")
            else { return false }
            bytes.appendBytes(cdataSplit)
            return true
        }
    }

    /// HTML text content (not inside `<script>` or `<style>`, whose text is raw): the escapes of
    /// XML text, which an HTML parser reads back identically. Keeping the two the same keeps
    /// every HTML snippet well-formed XML too, so that an XML parser can check it.
    package static func appendHTMLText<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        appendText(string, to: &bytes)
    }

    /// A double-quoted HTML attribute value: the escapes of an XML attribute value (`& < > " '`,
    /// tab, line feed and carriage return as references), all of which HTML reads back as the
    /// same characters.
    package static func appendHTMLAttributeValue<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        appendAttributeValue(string, to: &bytes)
    }

    /// The inside of a double-quoted CSS string (`"…"`). A quote or a backslash would end the
    /// string or escape what follows, a line break ends it in error, and `<`, `>` and `&` could
    /// end the element that holds the style sheet or be read as markup: each of these, and every
    /// other control character, is written as a CSS hex escape (`\22 `). NUL, which CSS reads
    /// as U+FFFD, is written as U+FFFD.
    package static func appendCSSString<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        // A row of stars' path data, kilobytes, has nothing to escape.
        if appendIfPlain(string, to: &bytes, plain: plainCSSStringBytes) { return }
        for scalar in string.unicodeScalars {
            switch scalar.value {
            case 0: appendCSSHexEscape(0xFFFD, to: &bytes)
            case 0x01..<0x20, 0x7F, 0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x27: appendCSSHexEscape(scalar.value, to: &bytes)
            default: bytes.appendUTF8(of: String(scalar))
            }
        }
    }

    /// A CSS identifier, such as an id after `#` in a selector, as `CSS.escape()` writes it:
    /// ASCII letters, digits, `-`, `_` and non-ASCII pass; a digit first (or after a leading
    /// `-`), a lone `-` and every other ASCII character are escaped, in hex so that no markup
    /// character is ever written.
    package static func appendCSSIdentifier<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        // A class a web face names (`starsvg-e` and a hash, `starsvg-d3_5`) starts with a
        // letter and holds nothing to escape: copied whole, it is a tenth of the instructions
        // a scalar at a time cost (a batch line's value group, Documentation/performance.md).
        if let first = string.utf8.first, isASCIILetter(UInt32(first)) || first == UInt8(ascii: "_"),
           appendIfPlain(string, to: &bytes, plain: plainCSSIdentifierBytes) {
            return
        }
        let scalars = Array(string.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let isDigit = (0x30...0x39).contains(value)
            if value == 0 {
                appendCSSHexEscape(0xFFFD, to: &bytes)
            } else if isDigit && (index == 0 || (index == 1 && scalars[0] == "-")) {
                appendCSSHexEscape(value, to: &bytes)
            } else if value == 0x2D && scalars.count == 1 {
                bytes.appendUTF8(of: "\\-")
            } else if value >= 0x80 || isDigit || value == 0x2D || value == 0x5F || isASCIILetter(value) {
                bytes.appendUTF8(of: String(scalar))
            } else {
                appendCSSHexEscape(value, to: &bytes)
            }
        }
    }

    /// The value of a CSS custom property (`--name: value`), written so that it can never end
    /// the declaration, the rule or the style sheet: letters, digits, non-ASCII, spaces and
    /// `# . % , + - _` pass, as do parentheses when they are balanced (an open one would swallow
    /// the rest of the style sheet) and form no `url(` (which would make a URL of what follows),
    /// and `/` when no `*` follows (a comment). Everything else,
    /// `; { } ! < > & " ' \ :` and line breaks among it, becomes a CSS hex escape, which CSS
    /// reads as part of a name, never as punctuation. Colours in canonical text (`#ff3b30`,
    /// `rgb(255 0 0 / 0.5)`, `currentColor`) pass unchanged.
    package static func appendCSSCustomPropertyValue<Sink: ByteSink>(_ string: String, to bytes: inout Sink) {
        // A length or a colour (`12.5px`, `#ff3b30`) has only characters that pass whatever
        // stands around them: copied whole, as a batch line's fill edge is.
        if appendIfPlain(string, to: &bytes, plain: plainCSSCustomPropertyBytes) { return }
        let scalars = Array(string.unicodeScalars)
        var depth = 0
        var isBalanced = true
        for scalar in scalars {
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if depth < 0 { isBalanced = false }
        }
        // `url(` makes a URL of whatever follows, unquoted: a value that could load something
        // wherever it is used. With its parentheses escaped it stays a name.
        func isLetter(_ scalar: Unicode.Scalar, _ letter: Unicode.Scalar) -> Bool {
            scalar == letter || scalar.value == letter.value - 0x20
        }
        let makesURL = scalars.indices.contains { index in
            index >= 3 && scalars[index] == "(" && isLetter(scalars[index - 3], "u") && isLetter(scalars[index - 2], "r")
                && isLetter(scalars[index - 1], "l") && (index == 3 || !isNameScalar(scalars[index - 4]))
        }
        isBalanced = isBalanced && depth == 0 && !makesURL
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let passes: Bool
            switch scalar {
            case "(", ")": passes = isBalanced
            case "/": passes = index + 1 == scalars.count || scalars[index + 1] != "*"
            case " ", "#", ".", "%", ",", "+", "-", "_": passes = true
            default: passes = value >= 0x80 || (0x30...0x39).contains(value) || isASCIILetter(value)
            }
            if value == 0 {
                appendCSSHexEscape(0xFFFD, to: &bytes)
            } else if passes {
                bytes.appendUTF8(of: String(scalar))
            } else {
                appendCSSHexEscape(value, to: &bytes)
            }
        }
    }

    /// Whether `scalar` may be part of a CSS name (so that `xurl(` is no `url(`).
    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 || isASCIILetter(scalar.value) || (0x30...0x39).contains(scalar.value) || scalar == "-" || scalar == "_" || scalar == "\\"
    }

    /// `\` + lower-case hex digits + a space, which ends the escape whatever follows.
    static func appendCSSHexEscape<Sink: ByteSink>(_ value: UInt32, to bytes: inout Sink) {
        bytes.appendByte(UInt8(ascii: "\\"))
        bytes.appendUTF8(of: String(value, radix: 16))
        bytes.appendByte(UInt8(ascii: " "))
    }

    static func isASCIILetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    static let ampersand = Array("&amp;".utf8)
    static let lessThan = Array("&lt;".utf8)
    static let greaterThan = Array("&gt;".utf8)
    static let quote = Array("&quot;".utf8)
    static let apostrophe = Array("&apos;".utf8)
    static let tab = Array("&#9;".utf8)
    static let lineFeed = Array("&#10;".utf8)
    static let carriageReturn = Array("&#13;".utf8)
    static let cdataSplit = Array("]]><![CDATA[>".utf8)
    static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Appends `string` as it is and returns true when none of its bytes needs a second look
    /// (`plain` is true for each byte that passes unchanged in the context); otherwise appends
    /// nothing and returns false. Ids, numbers and most labels take this way: one pass to check,
    /// one copy, instead of a decision per byte: every rating escapes many such texts.
    static func appendIfPlain<Sink: ByteSink>(_ string: String, to bytes: inout Sink, plain: [Bool]) -> Bool {
        var copy = string
        return copy.withUTF8 { utf8 in
            guard isPlain(utf8, plain) else { return false }
            bytes.appendBytes(utf8)
            return true
        }
    }

    /// Whether every byte of `utf8` passes unchanged in a context (`plain`, per byte).
    static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>, _ plain: [Bool]) -> Bool {
        // The table read without a bounds check (a byte is below its 256): a self-contained
        // snippet's sheet, kilobytes, is checked here for every batch line.
        precondition(plain.count == 256, "a table of plain bytes has an entry for every byte")
        return plain.withUnsafeBufferPointer { plain in
            for byte in utf8 where !plain[Int(byte)] { return false }
            return true
        }
    }

    /// Bytes that text content takes unchanged: printable ASCII but `&`, `<`, `>`, and tab and
    /// line feed; every other byte (controls, carriage return, and all of UTF-8's multi-byte
    /// sequences, among which U+FFFE and U+FFFF) goes through `appendEscaped`.
    static let plainTextBytes: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        let isPrintable = (0x20...0x7E).contains(byte) && !"&<>".utf8.contains(UInt8(byte))
        return isPrintable || byte == 0x09 || byte == 0x0A
    }

    /// Bytes that a double-quoted attribute value takes unchanged: printable ASCII but
    /// `& < > " '`.
    static let plainAttributeBytes: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        (0x20...0x7E).contains(byte) && !"&<>\"'".utf8.contains(UInt8(byte))
    }

    /// Bytes that a CSS string takes unchanged (`appendCSSString`): all but NUL, the controls
    /// and `" \ < > & '`, every one of them ASCII, so UTF-8's multi-byte sequences pass too.
    static let plainCSSStringBytes: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        byte >= 0x20 && byte != 0x7F && !"\"\\<>&'".utf8.contains(UInt8(byte))
    }

    /// Bytes that a CSS identifier takes unchanged after its first (`appendCSSIdentifier`, which
    /// checks the first itself): ASCII letters, digits, `-` and `_`.
    static let plainCSSIdentifierBytes: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        isASCIILetter(UInt32(byte)) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x5F
    }

    /// Bytes that a CSS custom property's value takes unchanged wherever they stand
    /// (`appendCSSCustomPropertyValue`): ASCII letters, digits, and space `# . % , + - _`; not
    /// parentheses nor `/`, which pass or not by what stands around them.
    static let plainCSSCustomPropertyBytes: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        isASCIILetter(UInt32(byte)) || (0x30...0x39).contains(byte) || " #.%,+-_".utf8.contains(UInt8(byte))
    }

    /// Walks the UTF-8 of `string`; `special` writes a byte's escape and returns true, or
    /// returns false to let the byte through. Characters XML cannot hold become U+FFFD.
    static func appendEscaped<Sink: ByteSink>(
        _ string: String, to bytes: inout Sink,
        special: (UInt8, inout Sink) -> Bool
    ) {
        var utf8 = string.utf8.makeIterator()
        var pending: UInt8? = nil
        while let byte = pending ?? utf8.next() {
            pending = nil
            if special(byte, &bytes) { continue }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
                bytes.appendBytes(replacementCharacter)
            } else if byte == 0xEF {
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF; anything else starting EF passes.
                guard let second = utf8.next() else { bytes.appendByte(byte); break }
                guard second == 0xBF, let third = utf8.next() else {
                    bytes.appendByte(byte)
                    pending = second
                    continue
                }
                if third == 0xBE || third == 0xBF {
                    bytes.appendBytes(replacementCharacter)
                } else {
                    bytes.appendBytes([byte, second, third])
                }
            } else {
                bytes.appendByte(byte)
            }
        }
    }
}
