/// Which option: every option of every `starsvg` command, by identity, its long name (without
/// dashes) the raw value and written nowhere else. A declaration (`OptionDefinition`) is made
/// for an identity; the parser returns the options given by identity, and every error names
/// the option at fault by it, so that no code looks an option up by its name but the parser
/// of what a user typed (`OptionDefinition.isNamed(_:)`, `RatingOptions.definition(named:)`).
package enum OptionID: String, CaseIterable, Sendable {
    // The rating's options (`RatingOptions.all`); each is also a batch line's key.
    case stars, value, levels, colors, size, gap
    case fillMode = "fill-mode"
    case shape, points, inner, rounding, blur, label, locale, texts, dir, id, format, scale, src
    case valueSlot = "value-slot"
    case animate, interactive, live, name
    case noScript = "no-script"
    case step, required, disabled
    case showLabel = "show-label"
    case average, schema
    case ratingCount = "rating-count"
    case xlink, pretty, output
    case cssOut = "css-out"
    case jsOut = "js-out"

    // The settings of `starsvg batch`.
    case outDir = "out-dir"
    case jobs

    // What every command or `starsvg` alone prints instead of running.
    case help, version
    case generateCompletionScript = "generate-completion-script"

    /// The name without dashes: `stars`, and a batch line's key for it.
    package var name: String { rawValue }

    /// The long name with its dashes: `--stars`.
    package var longName: String { "--" + rawValue }
}
