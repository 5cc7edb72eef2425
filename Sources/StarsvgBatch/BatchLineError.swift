import StarsvgJSON
import StarsvgOptions

/// Why one line of a batch was refused: its number and, when one key is at fault, the key, so
/// that the message reads `line 12: "value": …`.
package struct BatchLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A key of a line: an option's, or one that names no option.
    package enum Key: Equatable, Sendable {
        /// The key of an option (`OptionID.name`).
        case option(OptionID)
        /// A key that is no option's, as written.
        case unknown(String)

        /// The key as written in the line.
        package var text: String {
            switch self {
            case .option(let option): option.name
            case .unknown(let text): text
            }
        }
    }

    /// The line's number, from 1.
    package let line: Int
    /// The key at fault, or `nil` when the line as a whole is (not JSON, not an object).
    package let key: Key?
    /// What is wrong, one plain sentence without a final period.
    package let reason: String

    /// Creates an error for `line`.
    package init(line: Int, key: Key? = nil, reason: String) {
        self.line = line
        self.key = key
        self.reason = reason
    }

    /// Creates an error for the key of `option` on `line`.
    package init(line: Int, option: OptionID, reason: String) {
        self.init(line: line, key: .option(option), reason: reason)
    }

    /// `line 12: "value": the value must be …`, the text after `Error: `. The key is written
    /// as a JSON string, escaped, so that a hostile key cannot garble the line.
    package var description: String {
        "line \(line): " + (key.map { JSONValue.stringLiteral($0.text) + ": " } ?? "") + reason
    }
}
