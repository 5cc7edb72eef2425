import StarsvgOptions

/// The text of `--help` and the usage line of a command, in swift-argument-parser's layout,
/// all made from the command's value (`Command`).
package enum HelpText {
    /// The full help of `command`: OVERVIEW, USAGE, ARGUMENTS, OPTIONS (one line per option,
    /// with its default and its values), EXAMPLES, and its rules.
    package static func help(for command: Command) -> String {
        var lines = ["OVERVIEW: " + command.abstract, ""] + command.discussion + ["", "USAGE: \(usage(of: command))", ""]
        if let argument = command.argument {
            let name = "  <\(argument.placeholder)>"
            lines += ["ARGUMENTS:", name + String(repeating: " ", count: optionColumn - name.count) + argument.summary, ""]
        }
        lines += ["OPTIONS:"] + optionLines(command.options)
        lines += ["", "EXAMPLES:"] + command.examples.map { "  " + $0 } + [""] + command.rules + command.helpClosing
        return lines.joined(separator: "\n") + "\n"
    }

    /// What follows an `Error:` line for bad input to `command`.
    package static func usageHint(for command: Command) -> String {
        "Usage: \(usage(of: command))\n  See '\(command.name) \(option: .help)' for more information.\n"
    }

    /// `COMMAND [ARGUMENT] [--option VALUE] …` for every option but help, version and the
    /// completion script, which print something else instead.
    package static func usage(of command: Command) -> String {
        let words = command.options.filter { !$0.isStandalone }.map { option -> String in
            let name = option.shortName ?? option.longName
            switch option.argument {
            case .none: return "[\(name)]"
            case .value(_, .choice(let words)): return "[\(name) \(words.joined(separator: "|"))]"
            case .value(let placeholder, _): return "[\(name) \(placeholder)]"
            }
        }
        return ([command.name] + (command.argument.map { ["[\($0.placeholder)]"] } ?? []) + words).joined(separator: " ")
    }

    /// One line per option: its names and placeholder, then its summary, default and values.
    private static func optionLines(_ options: [OptionDefinition]) -> [String] {
        let column = optionColumn
        return options.map { option in
            var names = option.shortName.map { "\($0), \(option.longName)" } ?? option.longName
            if let placeholder = option.placeholder { names += " <\(placeholder)>" }
            let padding = names.count + 2 < column
                ? String(repeating: " ", count: column - names.count - 2)
                : "\n" + String(repeating: " ", count: column)
            return "  " + names + padding + option.summary + notes(for: option)
        }
    }

    /// Where the options' summaries start, as in swift-argument-parser's help.
    private static let optionColumn = 24

    /// ` (values: …; default: …)`, as swift-argument-parser writes them, or nothing; the man
    /// page writes the same after each summary.
    package static func notes(for option: OptionDefinition) -> String {
        var notes: [String] = []
        if let choices = option.grammar?.choices, !choices.isEmpty { notes.append("values: " + choices.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }
}
