/// The text of `--help`, `--version` and the usage line, in swift-argument-parser's layout, all
/// generated from `OptionTable`.
public enum HelpText {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The usage line: every option, with its placeholder or its choices.
    public static let usage: String = {
        let words = OptionTable.rating.filter { $0.key != nil }.map { option -> String in
            let name = option.shortName ?? option.longName
            switch option.argument {
            case .none: return "[\(name)]"
            case .value(_, .choice(let words)): return "[\(name) \(words.joined(separator: "|"))]"
            case .value(let placeholder, _): return "[\(name) \(placeholder)]"
            }
        }
        return (["starsvg"] + words).joined(separator: " ")
    }()

    /// The full help: OVERVIEW, USAGE, OPTIONS (one line per option, with its default and its
    /// values) and EXAMPLES.
    public static let help: String = {
        var lines = [
            "OVERVIEW: Write a continuous star rating as a standalone SVG, or as HTML for a web page.",
            "",
            "N stars over one continuous colour surface, revealed up to the value by a soft-edged",
            "mask; the colour is chosen by thresholds (red, yellow, green), and every star has a",
            "bevelled rim. For web pages: a picture themable with CSS custom properties, the eased",
            "animation, or a rating input that works in any form. The same options always give the",
            "same bytes.",
            "",
            "USAGE: \(usage)",
            "",
            "OPTIONS:",
        ]
        let column = 24
        for option in OptionTable.rating {
            var names = option.shortName.map { "\($0), \(option.longName)" } ?? option.longName
            if let placeholder = option.placeholder { names += " <\(placeholder)>" }
            let padding = names.count + 2 < column
                ? String(repeating: " ", count: column - names.count - 2)
                : "\n" + String(repeating: " ", count: column)
            lines.append("  " + names + padding + option.summary + notes(for: option))
        }
        lines += [
            "",
            "EXAMPLES:",
            "  starsvg --stars 10 --levels 2,8 --value 7 > rating.svg",
            "  starsvg --value 3.5 --fill-mode width --colors tomato,gold,seagreen -o rating.svg",
            "  starsvg --format html --animate --value 4 > rating.html",
            "  starsvg --interactive --name stars -o rate.html --css-out rate.css --js-out rate.js",
            "",
            "Numbers are plain decimals such as 3.5: digits with at most one point, at most",
            "\(ValueGrammar.maximumNumberLength) characters; no sign, exponent, comma, hex, inf or nan.",
            "Bad input exits with status 64 and one 'Error:' line; I/O failures exit with status 1.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// What follows an `Error:` line for bad input.
    public static let usageHint = "Usage: \(usage)\n  See 'starsvg --help' for more information.\n"

    /// ` (values: …; default: …)`, as swift-argument-parser writes them, or nothing.
    private static func notes(for option: OptionDefinition) -> String {
        var notes: [String] = []
        if let choices = option.grammar?.choices, !choices.isEmpty { notes.append("values: " + choices.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }
}
