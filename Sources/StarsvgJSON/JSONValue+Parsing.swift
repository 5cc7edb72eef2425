extension JSONValue {
    /// How many arrays and objects may be open at once. A batch line needs 2 (an object holding
    /// arrays); 64 leaves room for any honest input while keeping the recursive parser's stack
    /// small whatever a hostile line holds.
    package static let maximumDepth = 64

    /// Parses `bytes` as exactly one JSON value by RFC 8259, strictly:
    ///
    /// - UTF-8 only, valid UTF-8 only (no overlong forms, no encoded surrogates, nothing above
    ///   U+10FFFF, no cut sequences), and no byte order mark;
    /// - whitespace is space, tab, CR and LF only, around the value and between tokens;
    /// - literals `true`, `false`, `null` in lower case;
    /// - numbers by the RFC's grammar (no `+`, no leading zero, no `.5` or `1.`, no hex, no
    ///   `NaN` or `Infinity`), and none too large for a `Double`;
    /// - strings with the RFC's escapes, `\u` surrogates in high–low pairs only, no raw control
    ///   characters;
    /// - no trailing commas, no duplicate keys, no nesting deeper than `maximumDepth`, and
    ///   nothing after the value but whitespace.
    ///
    /// The caller bounds the input's length; the parser bounds its own depth.
    ///
    /// - Parameter bytes: the UTF-8 text of one value, such as one JSON Lines line without its
    ///   line break (a trailing CR or LF would be whitespace and is accepted too).
    /// - Returns: the value, with every object's members in the order written.
    /// - Throws: the first problem met, reading from the start, with its column.
    /// - Complexity: O(*n*) in the length of `bytes`.
    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONError) -> JSONValue {
        // The parser reads a contiguous buffer by index; only a collection that has none (a
        // lazy view, say) is copied first.
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONError) in try JSONParser.parse(buffer) }
        } ?? Array(bytes).withUnsafeBufferPointer { buffer in
            Result { () throws(JSONError) in try JSONParser.parse(buffer) }
        }
        return try result.get()
    }
}
