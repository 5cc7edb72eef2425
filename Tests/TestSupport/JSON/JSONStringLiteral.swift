/// A text as a JSON string literal, written whole, for the tests that write JSON (texts files,
/// batch lines): `"` and `\` escaped, the controls JSON requires as `\u` escapes, and the rest
/// as it is (the product's own `JSONValue.stringLiteral` cuts long strings for messages).
public enum JSONStringLiteral {
    /// `text` as a JSON string literal.
    public static func of(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
