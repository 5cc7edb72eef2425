/// The text of `--help`, `--version` and the usage line, in swift-argument-parser's layout.
enum HelpText {
    static let version = "0.1.0"

    static let usage = "starsvg [--stars N] [--value V] [--levels a,b,…] [--colors c0,c1,…] [--size PX] [--gap RATIO] [--fill-mode area|width|linear] [--label TEXT] [--id PREFIX] [--pretty] [-o FILE]"

    /// The full help: OVERVIEW, USAGE, OPTIONS (one line per option, with its default) and EXAMPLES.
    static var help: String {
        var lines = [
            "OVERVIEW: Write a continuous star rating as a standalone SVG.",
            "",
            "N stars over one continuous colour surface, revealed up to the value by a soft-edged",
            "mask; the colour is chosen by thresholds (red, yellow, green), and every star has a",
            "bevelled rim. The same options always give the same bytes.",
            "",
            "USAGE: \(usage)",
            "",
            "OPTIONS:",
        ]
        let column = 24
        for spec in OptionSpec.all {
            var names = spec.shortName.map { "\($0), \(spec.name)" } ?? spec.name
            if let valueName = spec.valueName { names += " <\(valueName)>" }
            let padding = names.count + 2 < column ? String(repeating: " ", count: column - names.count - 2) : "\n" + String(repeating: " ", count: column)
            lines.append("  " + names + padding + spec.help)
        }
        lines += [
            "",
            "EXAMPLES:",
            "  starsvg --stars 10 --levels 2,8 --value 7 > rating.svg",
            "  starsvg --value 3.5 --fill-mode width --colors tomato,gold,seagreen -o rating.svg",
            "",
            "Numbers are plain decimals such as 3.5: digits with at most one point, at most",
            "\(CommandOptions.maximumNumberLength) characters; no sign, exponent, comma, hex, inf or nan.",
            "Bad input exits with status 64 and one 'Error:' line; I/O failures exit with status 1.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What follows an `Error:` line for bad input.
    static let usageHint = "Usage: \(usage)\n  See 'starsvg --help' for more information.\n"
}
