/// Strict reading of the XML of an icon file, token by token, from its UTF-8 bytes.
///
/// Its own, not Foundation's `XMLParser`: that parser is not the same on every platform, and
/// its errors are not ours to word. It reads a small, closed part of XML 1.0 and refuses the
/// rest by name: no DOCTYPE (so no entities beyond XML's five), no processing instruction
/// but the XML declaration at the start, no CDATA. What it reads it checks as XML does:
/// UTF-8 with no forbidden character, names, quoted attributes given once each, matching end
/// tags, one root element, `--` nowhere inside a comment, `]]>` nowhere in text.
///
/// Comments are skipped; text outside the root is whitespace, checked here and not returned.
/// Elements nest at most `maximumDepth` deep; the scanner keeps the open ones on a stack of
/// its own, never the call stack.
struct IconXMLScanner {
    /// One piece of the document, in order.
    enum Token {
        /// A start tag; `isEmpty` for `<name …/>`, which no end tag follows.
        case startTag(Tag)
        /// The end tag of the innermost open element.
        case endTag(name: String, offset: Int)
        /// Character data inside the root element, its references checked.
        case text(Text)
        /// The end of the document, the root closed.
        case end
    }

    /// A start tag.
    struct Tag {
        let name: String
        let attributes: [Attribute]
        let isEmpty: Bool
        /// The offset of its `<`.
        let offset: Int
    }

    /// An attribute of a start tag.
    struct Attribute {
        let name: String
        /// The value, its entity and character references replaced.
        let value: ArraySlice<UInt8>
        /// The offset of its name.
        let offset: Int
    }

    /// A run of character data.
    struct Text {
        /// Whether it is whitespace alone (as XML's whitespace: space, tab, line feed, CR).
        let isWhitespace: Bool
        let offset: Int
        let end: Int
    }

    /// The bytes of the file.
    let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0
    /// The names of the open elements, outermost first.
    private var openElements: [String] = []
    /// Whether the root element has started (and, when no element is open, ended).
    private var hasRoot = false
    /// The place `location(ofLaterOffset:)` last found, from which it counts on.
    private var lastPlace: Place

    /// Checks that `bytes` are UTF-8 with no character XML forbids, and reads an XML
    /// declaration if the file starts with one.
    init(bytes: [UInt8], maximumDepth: Int) throws(SVGIconError) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        lastPlace = Self.firstPlace(of: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw .notUTF8(at: location(of: 0))
        }
        try checkEncoding()
        if hasBytes("<?xml"), index + 5 < bytes.count, Self.isWhitespace(bytes[index + 5]) {
            try readXMLDeclaration()
        }
    }

    /// The next token.
    mutating func next() throws(SVGIconError) -> Token {
        while true {
            guard index < bytes.count else {
                if let open = openElements.last {
                    throw malformed("the file ends inside <\(DefusedText.quote(open))>, before its end tag", at: index)
                }
                guard hasRoot else { throw malformed("the file ends before its root element", at: index) }
                return .end
            }
            guard bytes[index] == UInt8(ascii: "<") else {
                let text = try readText()
                if openElements.isEmpty {
                    guard text.isWhitespace else {
                        throw malformed("text \(hasRoot ? "after" : "before") the root element", at: text.offset)
                    }
                    continue
                }
                return .text(text)
            }
            if hasBytes("<!--") {
                try skipComment()
            } else if hasBytes("<!DOCTYPE") {
                throw .doctype(at: location(of: index))
            } else if hasBytes("<![CDATA[") {
                throw .cdataSection(at: location(of: index))
            } else if hasBytes("<?") {
                throw processingInstruction()
            } else if hasBytes("</") {
                return try readEndTag()
            } else {
                return .startTag(try readStartTag())
            }
        }
    }

    /// The line and column of the byte at `offset`: lines end at LF, CR or CR LF; columns
    /// count Unicode scalars (bytes that do not continue a UTF-8 sequence); a byte order mark is
    /// no character of the first line.
    /// - Complexity: O(*n*) in `offset`: for errors only.
    func location(of offset: Int) -> SVGIconError.Location {
        let place = Self.place(of: offset, in: bytes, countingOnFrom: Self.firstPlace(of: bytes))
        return SVGIconError.Location(line: place.line, column: place.column)
    }

    /// The line and column of the byte at `offset`, as `location(of:)` gives them, counted on
    /// from the place this last found: O(*n*) for all the offsets of a file together, when
    /// each is at or after the one before (as a reader of shapes in document order asks).
    mutating func location(ofLaterOffset offset: Int) -> SVGIconError.Location {
        guard offset >= lastPlace.offset else { return location(of: offset) }
        lastPlace = Self.place(of: offset, in: bytes, countingOnFrom: lastPlace)
        return SVGIconError.Location(line: lastPlace.line, column: lastPlace.column)
    }

    /// A byte's offset with its line and column.
    private typealias Place = (offset: Int, line: Int, column: Int)

    /// Where counting starts: the first byte, or the one after a byte order mark.
    private static func firstPlace(of bytes: [UInt8]) -> Place {
        (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, 1, 1)
    }

    /// The place of the byte at `offset` (at most the end), counted on from `start`, a place
    /// before it.
    private static func place(of offset: Int, in bytes: [UInt8], countingOnFrom start: Place) -> Place {
        var (position, line, column) = start
        let end = min(offset, bytes.count)
        while position < end {
            let byte = bytes[position]
            if byte == 0x0A || (byte == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return (max(position, start.offset), line, column)
    }

    // MARK: Encoding

    /// Checks the whole file once, so that the rest may take its bytes as characters: UTF-8
    /// (no overlong form, no surrogate, nothing above U+10FFFF), with no control character
    /// but tab, line feed and carriage return, and no U+FFFE or U+FFFF.
    private func checkEncoding() throws(SVGIconError) {
        var position = index
        let count = bytes.count
        while position < count {
            let lead = bytes[position]
            if lead < 0x80 {
                if lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D {
                    throw .forbiddenCharacter(UInt32(lead), at: location(of: position))
                }
                position += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: throw .notUTF8(at: location(of: position))
            }
            guard position + length <= count, secondRange.contains(bytes[position + 1]) else {
                throw .notUTF8(at: location(of: position))
            }
            for continuation in 2..<length where bytes[position + continuation] & 0xC0 != 0x80 {
                throw .notUTF8(at: location(of: position))
            }
            if lead == 0xEF && bytes[position + 1] == 0xBF && bytes[position + 2] >= 0xBE {
                throw .forbiddenCharacter(bytes[position + 2] == 0xBE ? 0xFFFE : 0xFFFF, at: location(of: position))
            }
            position += length
        }
    }

    /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, where the encoding and
    /// standalone are optional, in that order, and the encoding, if given, is UTF-8.
    private mutating func readXMLDeclaration() throws(SVGIconError) {
        let start = index
        let order = ["version", "encoding", "standalone"]
        var nextAllowed = 0
        index += 5
        while true {
            let hadWhitespace = skipWhitespace()
            if hasBytes("?>") {
                index += 2
                break
            }
            guard index < bytes.count else { throw malformed("the XML declaration has no end ('?>')", at: start) }
            guard hadWhitespace else { throw malformed("expected whitespace or '?>' in the XML declaration", at: index) }
            let nameOffset = index
            let name = try readName(what: "version, encoding, standalone or '?>' in the XML declaration")
            guard let position = order.firstIndex(of: name), position >= nextAllowed, nextAllowed > 0 || position == 0 else {
                throw malformed("the XML declaration has '\(DefusedText.quote(name))' where version, then optionally encoding and standalone, stand", at: nameOffset)
            }
            nextAllowed = position + 1
            let text = String(decoding: try readQuotedValue(after: name, allowingReferences: false), as: UTF8.self)
            switch name {
            case "version":
                guard text.hasPrefix("1."), text.count > 2, text.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw malformed("the XML declaration gives version \"\(DefusedText.quote(text))\"; XML's versions are 1.x", at: nameOffset)
                }
            case "encoding":
                guard text.lowercased() == "utf-8" else { throw .unsupportedEncoding(DefusedText.quote(text), at: location(of: nameOffset)) }
            default:
                guard text == "yes" || text == "no" else {
                    throw malformed("the XML declaration gives standalone \"\(DefusedText.quote(text))\"; it is yes or no", at: nameOffset)
                }
            }
        }
        guard nextAllowed > 0 else { throw malformed("the XML declaration gives no version", at: start) }
    }

    // MARK: Markup

    private mutating func readStartTag() throws(SVGIconError) -> Tag {
        let start = index
        index += 1
        guard !hasRoot || !openElements.isEmpty else { throw malformed("a second root element", at: start) }
        let name = try readName(what: "an element name after '<'")
        var attributes: [Attribute] = []
        // The names so far, to find one given twice in time linear in the tag: a file may hold
        // tens of thousands of attributes on one element.
        var names: Set<String> = []
        while true {
            let hadWhitespace = skipWhitespace()
            guard index < bytes.count else { throw malformed("the start tag of <\(DefusedText.quote(name))> has no end", at: start) }
            if bytes[index] == UInt8(ascii: ">") || hasBytes("/>") { break }
            guard hadWhitespace else {
                throw malformed("expected whitespace, '>' or '/>' after an attribute of <\(DefusedText.quote(name))>", at: index)
            }
            let offset = index
            let attributeName = try readName(what: "an attribute name, '>' or '/>' in the start tag of <\(DefusedText.quote(name))>")
            if !names.insert(attributeName).inserted {
                throw malformed("<\(DefusedText.quote(name))> has the attribute '\(DefusedText.quote(attributeName))' twice", at: offset)
            }
            let value = try readQuotedValue(after: attributeName, allowingReferences: true)
            attributes.append(Attribute(name: attributeName, value: value, offset: offset))
        }
        let isEmpty = bytes[index] == UInt8(ascii: "/")
        index += isEmpty ? 2 : 1
        hasRoot = true
        if !isEmpty {
            guard openElements.count < maximumDepth else { throw .nestingTooDeep(maximum: maximumDepth, at: location(of: start)) }
            openElements.append(name)
        } else if openElements.count >= maximumDepth {
            throw .nestingTooDeep(maximum: maximumDepth, at: location(of: start))
        }
        return Tag(name: name, attributes: attributes, isEmpty: isEmpty, offset: start)
    }

    private mutating func readEndTag() throws(SVGIconError) -> Token {
        let start = index
        index += 2
        let name = try readName(what: "an element name after '</'")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw malformed("expected '>' to end </\(DefusedText.quote(name))>", at: index)
        }
        index += 1
        guard let open = openElements.popLast() else {
            throw malformed("the end tag </\(DefusedText.quote(name))> closes no element", at: start)
        }
        guard open == name else {
            throw malformed("the end tag </\(DefusedText.quote(name))> does not close <\(DefusedText.quote(open))>", at: start)
        }
        return .endTag(name: name, offset: start)
    }

    /// Reads `="value"` or `='value'` (whitespace allowed around `=`), replacing references.
    private mutating func readQuotedValue(after name: String, allowingReferences: Bool) throws(SVGIconError) -> ArraySlice<UInt8> {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw malformed("expected '=' after the attribute name '\(DefusedText.quote(name))'", at: index)
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw malformed("expected a quoted value for the attribute '\(DefusedText.quote(name))'", at: index)
        }
        let quote = bytes[index]
        index += 1
        let start = index
        var decoded: [UInt8]? = nil
        while true {
            guard index < bytes.count else {
                throw malformed("the value of the attribute '\(DefusedText.quote(name))' has no closing quote", at: start - 1)
            }
            let byte = bytes[index]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw malformed("'<' in the value of the attribute '\(DefusedText.quote(name))'; write &lt;", at: index)
            case UInt8(ascii: "&") where allowingReferences:
                // Copied only from the first reference on: most values have none.
                if decoded == nil { decoded = Array(bytes[start..<index]) }
                try readReference(into: &decoded!)
            case UInt8(ascii: "&"):
                throw malformed("'&' in the XML declaration", at: index)
            default:
                decoded?.append(byte)
                index += 1
            }
        }
        let end = index
        index += 1
        return decoded.map { $0[...] } ?? bytes[start..<end]
    }

    /// Reads character data up to the next `<`, checking its references and that it holds no
    /// `]]>`.
    private mutating func readText() throws(SVGIconError) -> Text {
        let start = index
        var isWhitespace = true
        var scratch: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                scratch.removeAll(keepingCapacity: true)
                try readReference(into: &scratch)
                if !scratch.allSatisfy(Self.isWhitespace) { isWhitespace = false }
                continue
            }
            if byte == UInt8(ascii: ">"), index >= start + 2, bytes[index - 1] == UInt8(ascii: "]"), bytes[index - 2] == UInt8(ascii: "]") {
                throw malformed("']]>' in text; write ]]&gt;", at: index - 2)
            }
            if !Self.isWhitespace(byte) { isWhitespace = false }
            index += 1
        }
        return Text(isWhitespace: isWhitespace, offset: start, end: index)
    }

    /// Reads a reference at `&`: one of XML's five entities, or a character reference to a
    /// character XML allows; appends what it stands for as UTF-8.
    private mutating func readReference(into output: inout [UInt8]) throws(SVGIconError) {
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count, index - nameStart <= 32, bytes[index] != UInt8(ascii: ";"),
              bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&"), !Self.isWhitespace(bytes[index]),
              bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";"), index > nameStart else {
            throw malformed("'&' starts no reference; write &amp; for '&' itself", at: start)
        }
        let name = bytes[nameStart..<index]
        index += 1
        switch String(decoding: name, as: UTF8.self) {
        case "amp": output.append(UInt8(ascii: "&"))
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "quot": output.append(UInt8(ascii: "\""))
        case "apos": output.append(UInt8(ascii: "'"))
        case let text where text.hasPrefix("#"):
            let isHex = text.hasPrefix("#x")
            let digits = text.dropFirst(isHex ? 2 : 1)
            // Digits only: UInt32(_:radix:) would also take a sign.
            guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy({ $0.isASCII && (isHex ? $0.isHexDigit : $0.isNumber) }),
                  let value = UInt32(digits, radix: isHex ? 16 : 10),
                  let scalar = Unicode.Scalar(value), Self.isAllowedCharacter(value) else {
                throw malformed("'&\(DefusedText.quote(text));' is not a reference to a character XML allows", at: start)
            }
            output.append(contentsOf: String(scalar).utf8)
        case let text:
            throw .unknownEntity(DefusedText.quote(text), at: location(of: start))
        }
    }

    private mutating func skipComment() throws(SVGIconError) {
        let start = index
        index += 4
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else {
                    throw malformed("'--' inside a comment", at: index)
                }
                index += 3
                return
            }
            index += 1
        }
        throw malformed("a comment has no end ('-->')", at: start)
    }

    /// The error for `<?`: the XML declaration out of its place, or another instruction.
    private mutating func processingInstruction() -> SVGIconError {
        let start = index
        index += 2
        var end = index
        while end < bytes.count, !Self.isWhitespace(bytes[end]), bytes[end] != UInt8(ascii: "?"), end - index < 64 { end += 1 }
        let target = String(decoding: bytes[index..<end], as: UTF8.self)
        if target.lowercased() == "xml" {
            return malformed("an XML declaration may only start the file", at: start)
        }
        return .processingInstruction(DefusedText.quote(target), at: location(of: start))
    }

    /// Reads an XML name: a letter, `_`, `:` or any non-ASCII character, then those, digits,
    /// `-` and `.` (non-ASCII characters are taken whole, and refused by name later).
    private mutating func readName(what: String) throws(SVGIconError) -> String {
        let start = index
        guard index < bytes.count, Self.startsName(bytes[index]) else {
            throw malformed("expected \(what)\(index < bytes.count ? ", found '\(DefusedText.character(at: index, of: bytes[...]))'" : "")", at: index)
        }
        index += 1
        while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: Bytes

    /// Skips XML whitespace; returns whether there was any.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    /// Whether the bytes from the current place on start with `text` (ASCII).
    private func hasBytes(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private func malformed(_ problem: String, at offset: Int) -> SVGIconError {
        .malformedXML(problem, at: location(of: offset))
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// XML's `Char`: tab, line feed, carriage return, and U+0020 on but surrogates, U+FFFE and
    /// U+FFFF.
    private static func isAllowedCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
