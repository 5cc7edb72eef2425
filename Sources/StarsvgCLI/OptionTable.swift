import StarRatingSVG

/// Every option of `starsvg`, in the order `--help` lists them: the one place where an option
/// is defined. The parser, `--help`, the usage line, the man page, the shell completion
/// scripts and the tests' fuzzers all read it.
public enum OptionTable {
    /// The options of the rating command.
    public static let rating: [OptionDefinition] = [
        OptionDefinition(.stars, .value(placeholder: "N", grammar: .wholeNumber), default: String(StarRating.defaultStarCount),
                         "Number of stars, \(RowLayout.starCountRange.lowerBound) to \(RowLayout.starCountRange.upperBound)."),
        OptionDefinition(.value, .value(placeholder: "V", grammar: .decimal), default: "0",
                         "The rating, a decimal from 0 to N such as 3.5; 0 shows no colour."),
        OptionDefinition(.levels, .value(placeholder: "a,b,…", grammar: .decimalList), default: "round(N/5),round(4N/5)",
                         "Strictly increasing thresholds from 0 to N, at most \(StarRating.maximumLevelCount): a value above k levels takes colour k+1."),
        OptionDefinition(.colors, .value(placeholder: "c0,c1,…", grammar: .colorList), default: StarRating.defaultColors(bandCount: 3)!.map { $0.hexString.uppercased() }.joined(separator: ","),
                         "One colour per band (levels + 1): #rgb, #rrggbb (or with alpha), a CSS name, rgb(), hsl(), transparent or currentColor; commas inside parentheses do not split the list."),
        OptionDefinition(.size, .value(placeholder: "PX", grammar: .decimal), default: describe(StarRating.defaultCellSize),
                         "Side of each star's square cell in pixels, \(describe(RowLayout.cellSizeRange.lowerBound)) to \(describe(RowLayout.cellSizeRange.upperBound))."),
        OptionDefinition(.gap, .value(placeholder: "RATIO", grammar: .decimal), default: describe(StarRating.defaultGapRatio),
                         "Gap between stars and at both ends, as a ratio of the size, \(describe(RowLayout.gapRatioRange.lowerBound)) to \(describe(RowLayout.gapRatioRange.upperBound))."),
        OptionDefinition(.fillMode, .value(placeholder: "MODE", grammar: .choice(FillMode.allCases.map(\.rawValue))), default: FillMode.area.rawValue,
                         "Where a fraction's edge goes in its star: area (share of the star's ink), width (share of its width) or linear (evenly along the row)."),
        OptionDefinition(.blur, .value(placeholder: "PX", grammar: .decimal), default: describe(StarRating.defaultBlur),
                         "Blur of the soft edge and the bevel (a Gaussian's σ) in pixels, the same at every size, \(describe(StarRating.blurRange.lowerBound)) to \(describe(StarRating.blurRange.upperBound)); 0 draws a hard edge and no rim."),
        OptionDefinition(.label, .value(placeholder: "TEXT", grammar: .text), default: "\"Rating: V out of N\"",
                         "Accessible name, at most \(StarRating.maximumLabelLength) characters, no control characters."),
        OptionDefinition(.id, .value(placeholder: "PREFIX", grammar: .identifier), default: "derived from all the options",
                         "Prefix of every id: a letter, then letters, digits, - or _, at most \(StarRating.maximumIDPrefixLength)."),
        OptionDefinition(.format, .value(placeholder: "FORMAT", grammar: .choice(OutputFormat.allCases.map(\.rawValue))),
                         default: OutputFormat.svg.rawValue,
                         "svg: a standalone SVG file; html: a snippet to paste into a web page (no XML prolog, ids unique per snippet, classes starsvg-…, colours as --starsvg-color-0, …)."),
        OptionDefinition(.animate, .none,
                         "On load, slide the fill in from 0 and fade the colour in (0.35 s and 0.25 s, ease-in-out), unless the reader prefers reduced motion; the final state stays in plain SVG."),
        OptionDefinition(.interactive, .none,
                         "Write a rating input (implies --format html): one radio button per value 0 to N, the stars as their labels; it works with forms and without JavaScript."),
        OptionDefinition(.name, .value(placeholder: "NAME", grammar: .fieldName), default: RatingInputOptions.defaultName,
                         "With --interactive, the radio buttons' name: a letter, then letters, digits, -, _, . or :, at most \(RatingInputOptions.maximumNameLength)."),
        OptionDefinition(.noScript, .none,
                         "With --interactive, leave out the script that clears the rating when the selected star is clicked again (or on Escape or Delete)."),
        OptionDefinition(.schema, .none,
                         "With --format html, add schema.org Rating microdata (ratingValue, bestRating N, worstRating 0) for search engines; not for --interactive."),
        OptionDefinition(.ratingCount, .value(placeholder: "K", grammar: .count),
                         "With --schema, the number of ratings the value sums up, 1 to \(RatingMicrodata.maximumRatingCount): the microdata becomes an AggregateRating with ratingCount K."),
        OptionDefinition(.xlink, .none,
                         "Also write xlink:href on every reference, with its namespace, for tools that need it (Inkscape 0.92, Batik, Safari before 12.1); plain href serves every current browser, librsvg and resvg."),
        OptionDefinition(.pretty, .none,
                         "Indent the output instead of writing it compact."),
        OptionDefinition(.output, short: "-o", .value(placeholder: "FILE", grammar: .path),
                         "Write to FILE (atomically: on any error it is left as it was) instead of standard output; - is standard output."),
        OptionDefinition(.cssOutput, .value(placeholder: "FILE", grammar: .path),
                         "With --format html, write the style sheet to FILE instead of inline (link it with <link rel=\"stylesheet\">)."),
        OptionDefinition(.jsOutput, .value(placeholder: "FILE", grammar: .path),
                         "With --interactive, write the script to FILE instead of inline (load it with <script src=… defer>). All files are written together or not at all."),
        OptionDefinition(role: .completionScript, longName: "--generate-completion-script", shortName: nil,
                         argument: .value(placeholder: "SHELL", grammar: .choice(CompletionShell.allCases.map(\.rawValue))), defaultValue: nil,
                         summary: "Print a completion script for SHELL, made from these options (install it as the shell's documentation says)."),
        OptionDefinition(role: .version, longName: "--version", shortName: nil, argument: .none, defaultValue: nil,
                         summary: "Show the version."),
        OptionDefinition(role: .help, longName: "--help", shortName: "-h", argument: .none, defaultValue: nil,
                         summary: "Show help information."),
    ]

    /// The options of `starsvg batch` (each line's keys are the rating command's long names).
    public static let batch: [OptionDefinition] = [
        OptionDefinition(.outDir, .value(placeholder: "DIR", grammar: .folderPath),
                         "Folder that the lines with an \"output\" are written under (required then); no line can write outside it."),
        OptionDefinition(.jobs, .value(placeholder: "N", grammar: .wholeNumber), default: "the number of cores",
                         "Threads rendering at once, 1 to \(BatchCommand.maximumJobs); the output order never changes."),
        OptionDefinition(role: .help, longName: "--help", shortName: "-h", argument: .none, defaultValue: nil,
                         summary: "Show help information."),
    ]

    /// The definition that sets `key` in the rating command.
    static func definition(of key: OptionKey) -> OptionDefinition {
        // Every key has exactly one option; OptionTableTests checks it.
        definitionsByKey[key]!
    }

    /// What the option that sets `key` takes: its argument alone, which a batch looks up for
    /// every key of every line (a whole definition is a dozen strings to copy).
    static func argument(of key: OptionKey) -> OptionDefinition.Argument {
        argumentsByKey[key]!
    }

    private static let argumentsByKey: [OptionKey: OptionDefinition.Argument] = definitionsByKey.mapValues(\.argument)

    /// `rating` by key: a batch looks a definition up for every key of every line.
    private static let definitionsByKey: [OptionKey: OptionDefinition] =
        Dictionary(uniqueKeysWithValues: rating.compactMap { definition in definition.key.map { ($0, definition) } })

    /// A limit as help shows it, through the one number formatter: `1`, `0.25`.
    private static func describe(_ value: Double) -> String {
        SVGNumberFormatter(precision: 6).string(value)
    }
}
