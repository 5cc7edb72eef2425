/// One JSON value (RFC 8259), as `starsvg batch` reads it from a line: exactly what the text
/// said, nothing normalised.
///
/// Not `indirect`: the recursive cases hold arrays, which already keep their elements out of
/// line, and `indirect` would box every case, a heap allocation for each number and string
/// of every line.
package enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number: its source text exactly as written (`7.250`, `1E2`, `-0`), so that the batch
    /// reader can hold it to the command line's own number grammar and produce the same bytes
    /// as a single run, and its value, the nearest `Double` (always finite).
    case number(text: String, value: Double)
    /// A string, its escapes resolved.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members in the order written, never a `Dictionary`: what is written from
    /// them must not depend on hashing, which Swift seeds per process. Keys are unique (the
    /// parser refuses duplicates).
    case object([(key: String, value: JSONValue)])
}

extension JSONValue: Equatable {
    /// Structural equality, exact to the code point: strings and keys are compared by their
    /// UTF-8 bytes, not by `String`'s canonical equivalence (for which `"é"` equals
    /// `"e\u{301}"`), because JSON compares them that way; numbers by their text; objects
    /// member by member, in order.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case (.bool(let left), .bool(let right)):
            return left == right
        case (.number(let leftText, let leftValue), .number(let rightText, let rightValue)):
            return leftText == rightText && leftValue.bitPattern == rightValue.bitPattern
        case (.string(let left), .string(let right)):
            return left.utf8.elementsEqual(right.utf8)
        case (.array(let left), .array(let right)):
            return left == right
        case (.object(let left), .object(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { pair in
                pair.0.key.utf8.elementsEqual(pair.1.key.utf8) && pair.0.value == pair.1.value
            }
        default:
            return false
        }
    }
}
