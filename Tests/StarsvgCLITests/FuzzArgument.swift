/// One word of a generated command line: text, or bytes that are not valid UTF-8.
///
/// In-process the command sees an invalid word as `nil`, exactly as `CommandLineArguments`
/// hands it over; a real process gets the raw bytes in its `argv`.
enum FuzzArgument: Equatable {
    /// A word of valid text (which may still hold NUL or control characters).
    case text(String)
    /// Bytes that are not UTF-8.
    case invalidUTF8([UInt8])

    /// The word as `StarsvgCommand.run(arguments:)` receives it.
    var inProcess: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The bytes a process receives in its `argv` (without the terminating NUL).
    var bytes: [UInt8] {
        switch self {
        case .text(let text): return Array(text.utf8)
        case .invalidUTF8(let bytes): return bytes
        }
    }

    /// Whether the word can be passed to a process at all: `argv` strings end at the first NUL.
    var fitsInArgv: Bool { !bytes.contains(0) }

    /// A readable form for failure messages: Swift string syntax, or the bytes in hex.
    var debugText: String {
        switch self {
        case .text(let text):
            let escaped = text.unicodeScalars.map { scalar -> String in
                (0x20..<0x7F).contains(scalar.value) && scalar != "\\" && scalar != "\""
                    ? String(scalar) : "\\u{" + String(scalar.value, radix: 16) + "}"
            }.joined()
            // Very long words are cut: the message must stay readable.
            let shown = escaped.count > 120 ? String(escaped.prefix(120)) + "…(\(text.unicodeScalars.count) scalars)" : escaped
            return "\"" + shown + "\""
        case .invalidUTF8(let bytes):
            return "bytes[" + bytes.map { String($0, radix: 16) }.joined(separator: " ") + "]"
        }
    }
}
