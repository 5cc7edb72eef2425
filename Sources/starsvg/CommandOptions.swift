import StarGeometry
import StarRatingSVG

/// The command line, parsed: every option's value as typed, and the verbatim text of each
/// value-taking option for error messages.
struct CommandOptions: Equatable {
    /// What the run should do.
    enum Action: Equatable {
        case writeRating
        case showHelp
        case showVersion
    }

    var action: Action = .writeRating
    var starCount = 5
    var value = 0.0
    var levels: [Double]? = nil
    var colors: [CSSColor]? = nil
    var cellSize = 24.0
    var gapRatio = 0.25
    var fillMode = FillMode.area
    var label: String? = nil
    var idPrefix: String? = nil
    var isPretty = false
    /// The output file; `nil` or `-` for standard output.
    var outputPath: String? = nil
    /// Every value-taking option with its text, in the order given, repetitions included (an
    /// array, not a dictionary, so nothing depends on hashing). Error messages quote the last
    /// text of an option; `--value` and `--levels` are read from here once `--stars` is known.
    var givenText: [(option: String, text: String)] = []

    static func == (lhs: CommandOptions, rhs: CommandOptions) -> Bool {
        lhs.action == rhs.action && lhs.starCount == rhs.starCount && lhs.value == rhs.value
            && lhs.levels == rhs.levels && lhs.colors == rhs.colors && lhs.cellSize == rhs.cellSize
            && lhs.gapRatio == rhs.gapRatio && lhs.fillMode == rhs.fillMode && lhs.label == rhs.label
            && lhs.idPrefix == rhs.idPrefix && lhs.isPretty == rhs.isPretty && lhs.outputPath == rhs.outputPath
    }

    /// The text given for `option`, if it was given.
    func text(of option: String) -> String? {
        givenText.last(where: { $0.option == option })?.text
    }
}
