import StarsvgJSON
/// Why one line of a batch was refused: its number and, when one key is at fault, the key, so
/// that the message reads `line 12: "value": …`.
package struct BatchLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line's number, from 1.
    package let line: Int
    /// The key at fault, or `nil` when the line as a whole is (not JSON, not an object).
    package let key: String?
    /// What is wrong, one plain sentence without a final period.
    package let reason: String

    /// Creates an error for `line`.
    package init(line: Int, key: String? = nil, reason: String) {
        self.line = line
        self.key = key
        self.reason = reason
    }

    /// `line 12: "value": the value must be …`, the text after `Error: `. The key is written
    /// as a JSON string, escaped, so that a hostile key cannot garble the line.
    package var description: String {
        "line \(line): " + (key.map { JSONValue.stringLiteral($0) + ": " } ?? "") + reason
    }
}
