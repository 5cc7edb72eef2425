/// Every way the command line itself can be wrong; each is reported as one `Error:` line
/// followed by the usage, with exit status 64.
enum UsageError: Error, Equatable {
    /// An option the command does not know.
    case unknownOption(String)
    /// An option that needs a value came last.
    case missingValue(option: String)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: String)
    /// A word that is not an option (the command takes no positional arguments).
    case unexpectedArgument(String)
    /// An argument that is not valid UTF-8 (its position, from 1).
    case invalidEncoding(position: Int)
    /// An option's value is not acceptable: the option, the text given, and the rule.
    case invalidValue(option: String, value: String, requirement: String)
    /// Options that are fine alone but not together, or a rule that needs another option.
    case invalidCombination(String)

    /// The message after `Error: `, one line.
    var message: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option \(Self.quoted(option))."
        case .missingValue(let option):
            return "missing value for \(option)."
        case .unexpectedValue(let option):
            return "\(option) does not take a value."
        case .unexpectedArgument(let argument):
            return "unexpected argument \(Self.quoted(argument)); starsvg takes options only."
        case .invalidEncoding(let position):
            return "argument \(position) is not valid UTF-8."
        case .invalidValue(let option, let value, let requirement):
            return "invalid value \(Self.quoted(value)) for \(option): \(requirement)."
        case .invalidCombination(let text):
            return text + "."
        }
    }

    /// The user's text in quotes, made safe to print on one terminal line: control characters
    /// are shown as `\u{…}` and very long text is cut.
    static func quoted(_ text: String) -> String {
        let limit = 80
        var result = "'"
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                // Controls and bidirectional overrides would garble or disguise the message.
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result + "'"
    }
}
