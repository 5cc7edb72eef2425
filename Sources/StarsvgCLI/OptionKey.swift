/// The key of one option of a rating request, as every front end names it: `--stars` on the
/// command line, `"stars"` in a batch line. The raw value is the key itself.
public enum OptionKey: String, CaseIterable, Sendable {
    case stars
    case value
    case levels
    case colors
    case size
    case gap
    case fillMode = "fill-mode"
    case blur
    case label
    case id
    case pretty
    case output
    case format
    case animate
    case interactive
    case name
    case noScript = "no-script"
    case cssOutput = "css-out"
    case jsOutput = "js-out"
    case xlink
    case schema
    case ratingCount = "rating-count"

    /// The command-line spelling, `--` and the key.
    public var longName: String { "--" + rawValue }

    /// Whether the value is a number or a list of numbers, read by `ValueGrammar`'s number
    /// grammars.
    public var takesNumbers: Bool {
        switch self {
        case .stars, .value, .levels, .size, .gap, .blur, .ratingCount: true
        case .colors, .fillMode, .label, .id, .pretty, .output, .format, .animate, .interactive,
             .name, .noScript, .cssOutput, .jsOutput, .xlink, .schema: false
        }
    }

    /// Whether the value's allowed range is 0 to the number of stars, so that it is read once
    /// the number of stars is known (`--stars` may come after it) and its messages quote that range.
    public var isBoundedByStarCount: Bool {
        switch self {
        case .value, .levels: true
        case .stars, .colors, .size, .gap, .fillMode, .blur, .label, .id, .pretty, .output, .format, .animate, .interactive,
             .name, .noScript, .cssOutput, .jsOutput, .xlink, .schema, .ratingCount: false
        }
    }
}
