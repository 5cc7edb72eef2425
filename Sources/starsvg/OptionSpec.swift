import StarGeometry
import StarRatingSVG

/// One command-line option as the parser and `--help` both see it, so the two never disagree.
struct OptionSpec {
    /// The long name with its dashes, e.g. `--stars`.
    let name: String
    /// The one-letter alias with its dash, e.g. `-o`, if any.
    let shortName: String?
    /// The value's placeholder in help (`N`), or `nil` for a flag.
    let valueName: String?
    /// One line of help.
    let help: String

    /// Every option, in the order `--help` lists them.
    static let all: [OptionSpec] = [
        OptionSpec(name: "--stars", shortName: nil, valueName: "N",
                   help: "Number of stars, \(StarRating.starCountRange.lowerBound) to \(StarRating.starCountRange.upperBound). (default: 5)"),
        OptionSpec(name: "--value", shortName: nil, valueName: "V",
                   help: "The rating, a decimal from 0 to N such as 3.5; 0 shows no colour. (default: 0)"),
        OptionSpec(name: "--levels", shortName: nil, valueName: "a,b,…",
                   help: "Strictly increasing thresholds from 0 to N, at most \(StarRating.maximumLevelCount): a value above k levels takes colour k+1. (default: round(N/5),round(4N/5))"),
        OptionSpec(name: "--colors", shortName: nil, valueName: "c0,c1,…",
                   help: "One colour per band (levels + 1): #rgb, #rrggbb or a CSS name. (default: #FF3B30,#FFCC00,#34C759)"),
        OptionSpec(name: "--size", shortName: nil, valueName: "PX",
                   help: "Side of each star's square cell in pixels, \(describe(StarRating.cellSizeRange.lowerBound)) to \(describe(StarRating.cellSizeRange.upperBound)). (default: 24)"),
        OptionSpec(name: "--gap", shortName: nil, valueName: "RATIO",
                   help: "Gap between stars and at both ends, as a ratio of the size, \(describe(StarRating.gapRatioRange.lowerBound)) to \(describe(StarRating.gapRatioRange.upperBound)). (default: 0.25)"),
        OptionSpec(name: "--fill-mode", shortName: nil, valueName: "MODE",
                   help: "Where a fraction's edge goes in its star: area (share of the star's ink), width (share of its width) or linear (evenly along the row). (values: area, width, linear; default: area)"),
        OptionSpec(name: "--label", shortName: nil, valueName: "TEXT",
                   help: "Accessible name, at most \(StarRating.maximumLabelLength) characters, no control characters. (default: \"Rating: V out of N\")"),
        OptionSpec(name: "--id", shortName: nil, valueName: "PREFIX",
                   help: "Prefix of every id: a letter, then letters, digits, - or _, at most \(StarRating.maximumIDPrefixLength). (default: derived from all the options)"),
        OptionSpec(name: "--pretty", shortName: nil, valueName: nil,
                   help: "Indent the SVG instead of writing it compact."),
        OptionSpec(name: "--output", shortName: "-o", valueName: "FILE",
                   help: "Write to FILE (atomically: on any error it is left as it was) instead of standard output; - is standard output."),
        OptionSpec(name: "--version", shortName: nil, valueName: nil,
                   help: "Show the version."),
        OptionSpec(name: "--help", shortName: "-h", valueName: nil,
                   help: "Show help information."),
    ]

    /// The spec called `name` (long or short form).
    static func named(_ name: String) -> OptionSpec? {
        all.first { $0.name == name || $0.shortName == name }
    }

    private static func describe(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
