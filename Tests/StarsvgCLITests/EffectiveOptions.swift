/// What an accepted command line asked for, read independently of the parser under test: the
/// last value of each option, by the simple rule "an option that takes a value takes the next
/// word, or what follows its `=`". Only meaningful for runs the command accepted.
struct EffectiveOptions {
    /// Option long name → the last value given.
    private(set) var values: [String: String] = [:]
    /// The flags given, by long name.
    private(set) var flags: Set<String> = []

    /// The options that take a value, long and short names, written out here rather than read
    /// from the option declarations so that this oracle does not share the parser's list.
    private static let valueTaking: [String: String] = [
        "--stars": "--stars", "--value": "--value", "--levels": "--levels", "--colors": "--colors",
        "--size": "--size", "--gap": "--gap", "--fill-mode": "--fill-mode", "--blur": "--blur", "--label": "--label",
        "--id": "--id", "--output": "--output", "-o": "--output", "--format": "--format", "--name": "--name",
        "--css-out": "--css-out", "--js-out": "--js-out", "--rating-count": "--rating-count",
        "--locale": "--locale", "--texts": "--texts", "--dir": "--dir", "--step": "--step", "--average": "--average",
        "--scale": "--scale", "--src": "--src", "--value-slot": "--value-slot", "--slot-in": "--slot-in", "--shape": "--shape",
        "--points": "--points", "--inner": "--inner", "--rounding": "--rounding",
    ]
    /// The flags, likewise written out.
    private static let flagNames: Set<String> = ["--pretty", "--animate", "--interactive", "--no-script", "--required", "--disabled", "--show-label", "--xlink", "--schema", "--live"]

    init(_ words: [String?]) {
        var index = 0
        while index < words.count, let word = words[index] {
            index += 1
            if word == "--" { break }  // accepted, so nothing follows it
            if Self.flagNames.contains(word) { flags.insert(word); continue }
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "="),
               let name = Self.valueTaking[String(word[..<equals])] {
                values[name] = String(word[word.index(after: equals)...])
            } else if let name = Self.valueTaking[word], index < words.count, let value = words[index] {
                values[name] = value
                index += 1
            }
        }
    }

    /// The value given for `option` (long name), if any.
    subscript(option: String) -> String? { values[option] }

    /// Whether `--pretty` was given.
    var isPretty: Bool { flags.contains("--pretty") }
    /// Whether `--interactive` was given.
    var isInteractive: Bool { flags.contains("--interactive") }
    /// Whether `--live` was given.
    var isLive: Bool { flags.contains("--live") }
    /// Whether `--animate` was given.
    var isAnimated: Bool { flags.contains("--animate") }
    /// Whether `--required` was given.
    var isRequired: Bool { flags.contains("--required") }
    /// Whether `--disabled` was given.
    var isDisabled: Bool { flags.contains("--disabled") }
    /// Whether the value given checks a radio button at first: any but 0 (an input's value is
    /// whole, and a required input has no radio button 0).
    var checksAValue: Bool { (values["--value"].flatMap(Double.init) ?? 0) != 0 }
    /// Whether `--schema` was given.
    var hasSchema: Bool { flags.contains("--schema") }
    /// The format written: the one given, or HTML for an input, or SVG.
    var format: String { values["--format"] ?? (isInteractive || isLive ? "html" : "svg") }
    /// The direction fixed by `--dir` (`ltr` or `rtl`), or `nil` when the rating follows the
    /// page's (`auto`, HTML's default; a standalone SVG is left to right without it).
    var fixedDirection: String? { values["--dir"] == "auto" ? nil : values["--dir"] }
    /// The average given (`--average`), or `nil`.
    var average: Double? { values["--average"].flatMap(Double.init) }
    /// An input's radio buttons a star: 2 with `--step 0.5` (however written), else 1.
    var valuesPerStar: Int { values["--step"].flatMap(Double.init) == 0.5 ? 2 : 1 }
    /// A number option's value as a plain number (`24`, `24px`, `007.50`), or `nil`.
    func number(_ option: String) -> Double? {
        guard var text = values[option] else { return nil }
        if text.hasSuffix("px") { text.removeLast(2) }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text += "0" }
        return Double(text)
    }
    /// Whether an input's script is written inline.
    var hasInlineScript: Bool { isInteractive && !flags.contains("--no-script") && values["--js-out"] == nil }
}
