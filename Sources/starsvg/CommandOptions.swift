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
    /// The text given for each option that took a value, last one winning, in a fixed order
    /// of first appearance (an array, not a dictionary, so nothing depends on hashing).
    var givenText: [(option: String, text: String)] = []
    /// Every `--value` and `--levels` text in the order given, repetitions included: they are
    /// read once `--stars` is known, and each must be valid even if a later one replaces it.
    var textsAwaitingStarCount: [(option: String, text: String)] = []

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
