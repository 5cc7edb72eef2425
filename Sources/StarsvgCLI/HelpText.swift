/// The text of `--help` and the usage line, in swift-argument-parser's layout, all
/// generated from `OptionTable`.
public enum HelpText {
    /// What `starsvg` does, in one line: the help's overview, the man page's name line, the
    /// shells' description of the command.
    public static let abstract = "Write a continuous star rating as a standalone SVG, or as HTML for a web page."

    /// What `starsvg batch` does, in one line.
    public static let batchAbstract = "Write many ratings from JSON Lines, one object a line, in one run."

    /// The usage line: every option, with its placeholder or its choices.
    public static let usage: String = usage(of: "starsvg", OptionTable.rating)

    /// What `starsvg` is, after the abstract: the help's overview and the man page's
    /// description, as lines of help (the man page joins them into one paragraph).
    static let discussion = [
        "N stars over one continuous colour surface, revealed up to the value by a soft-edged",
        "mask; the colour is chosen by thresholds (red, yellow, green), and every star has a",
        "bevelled rim. For web pages: a picture themable with CSS custom properties, the eased",
        "animation, or a rating input that works in any form. The same options always give the",
        "same bytes.",
    ]

    /// Command lines to copy, for the help's and the man page's examples.
    static let examples = [
        "starsvg --stars 10 --levels 2,8 --value 7 > rating.svg",
        "starsvg --value 3.5 --fill-mode width --colors tomato,gold,seagreen -o rating.svg",
        "starsvg --format html --animate --value 4 > rating.html",
        "starsvg --interactive --name stars -o rate.html --css-out rate.css --js-out rate.js",
    ]

    /// The rules every number follows, as lines of help.
    static let numberRules = [
        "Numbers are plain decimals such as 3.5: digits with at most one point, at most",
        "\(ValueGrammar.maximumNumberLength) characters; no sign, exponent, comma, hex, inf or nan.",
    ]

    /// The full help: OVERVIEW, USAGE, OPTIONS (one line per option, with its default and its
    /// values) and EXAMPLES.
    public static let help: String = {
        var lines = ["OVERVIEW: " + abstract, ""] + discussion + ["", "USAGE: \(usage)", "", "OPTIONS:"]
        lines += optionLines(OptionTable.rating)
        lines += ["", "EXAMPLES:"] + examples.map { "  " + $0 } + [""] + numberRules
        lines.append("Bad input exits with status 64 and one 'Error:' line; I/O failures exit with status 1.")
        return lines.joined(separator: "\n") + "\n"
    }()

    /// What follows an `Error:` line for bad input.
    public static let usageHint = "Usage: \(usage)\n  See 'starsvg --help' for more information.\n"

    /// The usage line of `starsvg batch`.
    public static let batchUsage: String = usage(of: "starsvg batch [FILE]", OptionTable.batch)

    /// What `starsvg batch` is, after its abstract, as lines of help.
    static let batchDiscussion = [
        "Each line's keys are the long option names without their dashes (\"stars\", \"value\",",
        "\"levels\": [2, 8], \"colors\": [\"red\", \"gold\", \"green\"], \"fill-mode\", …; flags as",
        "true or false), and \"output\", a file under --out-dir. A line without \"output\" goes to",
        "standard output, in input order, followed by a newline. Every line is read and checked",
        "before anything is written; files are written all or none. Each rating is byte for byte",
        "what starsvg writes for the same options, except that lines asking for the same rating",
        "get ids of their own, so that all of them can share one page.",
    ]

    /// The batch's positional argument: its placeholder and what it is.
    static let batchFileArgument = (placeholder: "FILE", summary: "The JSON Lines to read; - or none for standard input.")

    /// Batch command lines to copy.
    static let batchExamples = [
        "starsvg batch ratings.jsonl --out-dir public/ratings",
        "some-generator | starsvg batch - > snippets.txt",
    ]

    /// What a bad batch line does.
    static let batchRefusal = "A bad line exits with status 64 and one 'Error: line N: \"key\": …' line, writing nothing."

    /// The help of `starsvg batch`.
    public static let batchHelp: String = {
        var lines = ["OVERVIEW: " + batchAbstract, ""] + batchDiscussion + ["", "USAGE: \(batchUsage)", "", "ARGUMENTS:"]
        let argument = "  <\(batchFileArgument.placeholder)>"
        lines.append(argument + String(repeating: " ", count: optionColumn - argument.count) + batchFileArgument.summary)
        lines += ["", "OPTIONS:"]
        lines += optionLines(OptionTable.batch)
        lines += ["", "EXAMPLES:"] + batchExamples.map { "  " + $0 } + ["", batchRefusal]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// What follows an `Error:` line for bad batch arguments.
    public static let batchUsageHint = "Usage: \(batchUsage)\n  See 'starsvg batch --help' for more information.\n"

    /// `COMMAND [--option VALUE] …` for every option of `options` but help, version and the
    /// completion script, which print something else instead.
    private static func usage(of command: String, _ options: [OptionDefinition]) -> String {
        let words = options.filter { !$0.isStandalone }.map { option -> String in
            let name = option.shortName ?? option.longName
            switch option.argument {
            case .none: return "[\(name)]"
            case .value(_, .choice(let words)): return "[\(name) \(words.joined(separator: "|"))]"
            case .value(let placeholder, _): return "[\(name) \(placeholder)]"
            }
        }
        return ([command] + words).joined(separator: " ")
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
    static func notes(for option: OptionDefinition) -> String {
        var notes: [String] = []
        if let choices = option.grammar?.choices, !choices.isEmpty { notes.append("values: " + choices.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }
}
