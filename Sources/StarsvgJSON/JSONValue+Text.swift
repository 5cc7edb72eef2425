import StarsvgSystem
extension JSONValue {
    /// The value as compact JSON, for messages that quote what a line said: numbers as written,
    /// strings escaped (controls, line separators and bidirectional marks as `\u` escapes), and
    /// text past `limit` characters cut with `…`.
    package func quotedText(limit: Int = 80) -> String {
        var text = ""
        append(to: &text)
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }

    private func append(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let source, _): text += source
        case .string(let value): text += Self.stringLiteral(value)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.append(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += Self.stringLiteral(member.key) + ":"
                member.value.append(to: &text)
            }
            text += "}"
        }
    }

    /// `text` as a JSON string literal safe on one terminal line: `"` and `\` escaped, every
    /// control, line-separator and bidirectional character as a `\u` escape, and text past
    /// 80 characters cut with `…`. Messages quote keys and strings this way.
    package static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == 80 {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if DisplayText.isDisguising(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// What kind of value this is, for messages: `a number`, `a string`, …
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
