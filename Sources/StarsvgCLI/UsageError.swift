import StarsvgSystem
import StarsvgOptions

/// Every way the command line itself can be wrong; each is reported as one `Error:` line
/// followed by the usage, with exit status 64.
package enum UsageError: Error, Equatable, Sendable {
    /// An option the command does not know, as given, and the known one it most likely meant.
    case unknownOption(String, suggestion: OptionID?)
    /// An option that needs a value came last, or was followed by another option.
    case missingValue(option: OptionID)
    /// A flag was given a value with `=`.
    case unexpectedValue(option: OptionID)
    /// A word that is not an option (the command takes no positional arguments).
    case unexpectedArgument(String)
    /// An argument that is not valid UTF-8: its position, from 1, and the option whose value
    /// it was, if it was one.
    case invalidEncoding(position: Int, option: OptionID?)
    /// An option's value is not acceptable: the option, the text given, and the rule.
    case invalidValue(option: OptionID, value: String, requirement: String)
    /// Options that are fine alone but not together, or a rule that needs another option.
    case invalidCombination(String)
    /// Binary output (a PNG) for standard output, which is a terminal: as `curl` does, the
    /// command refuses to garble the terminal unless standard output is asked for by name.
    case binaryOutputToTerminal

    /// The message after `Error: `, one line.
    package var message: String {
        switch self {
        case .unknownOption(let option, nil):
            return "unknown option \(DisplayText.quoted(option))."
        case .unknownOption(let option, let suggestion?):
            return "unknown option \(DisplayText.quoted(option)); did you mean \(DisplayText.quoted(suggestion.longName))?"
        case .missingValue(let option):
            return "missing value for \(option.longName)."
        case .unexpectedValue(let option):
            return "\(option.longName) does not take a value."
        case .unexpectedArgument(let argument):
            return "unexpected argument \(DisplayText.quoted(argument)); starsvg takes options only."
        case .invalidEncoding(let position, let option?):
            return "argument \(position) (the value of \(option.longName)) is not valid UTF-8."
        case .invalidEncoding(let position, nil):
            return "argument \(position) is not valid UTF-8."
        case .invalidValue(let option, let value, let requirement):
            return "invalid value \(DisplayText.quoted(value)) for \(option.longName): \(requirement)."
        case .invalidCombination(let text):
            return text + "."
        case .binaryOutputToTerminal:
            return "refusing to write binary PNG data to a terminal; use -o FILE or redirect standard output (-o - writes it anyway)."
        }
    }

    /// The command line's way of naming a request error: the option's long name, and the text
    /// the user typed for it (the last one given) when the error does not name the text itself.
    /// - Parameters:
    ///   - error: what the request refused.
    ///   - arguments: the parsed command line, for the text given.
    package init(_ error: RequestError, in arguments: ParsedArguments) {
        let option = error.option.longName
        let given = arguments.lastText(of: error.option)
        switch error.problem {
        case .invalid(let givenText, let requirement):
            if let text = givenText ?? given {
                self = .invalidValue(option: error.option, value: text, requirement: requirement)
            } else {
                self = .invalidCombination("\(option): \(requirement)")
            }
        case .invalidUnquoted(let explanation):
            self = .invalidCombination("invalid value for \(option): \(explanation)")
        case .needs(let other, let requirement):
            self = .invalidCombination("\(Self.given(option, given)) needs \(other.longName): \(requirement)")
        case .conflicts(let other, let otherText, let reason):
            // The other option's value as given, when the error does not name one.
            let otherGiven = Self.given(other.longName, otherText ?? arguments.lastText(of: other))
            self = .invalidCombination("\(Self.given(option, given)) cannot be used with \(otherGiven): \(reason)")
        }
    }

    /// An option as given: its name, and its value in quotes unless it is a flag.
    private static func given(_ option: String, _ text: String?) -> String {
        text.map { option + " " + DisplayText.quoted($0) } ?? option
    }
}
