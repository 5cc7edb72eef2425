/// What makes a rating a rating input (`--interactive`): one radio button for each value
/// 0…N (or each half, with `step`) under `name` (1…N, or from the first half, when it is
/// required), the stars as their labels, where the optional script goes, whether a form
/// needs a value from it or it only shows its value, and the average it shows until the
/// reader picks.
public struct RatingInputOptions: Equatable, Sendable {
    /// The radio buttons' name when none is given.
    public static let defaultName = "rating"
    /// The longest name, in characters.
    public static let maximumNameLength = 64

    /// The radio buttons' name, under which a form submits the value.
    public let name: String
    /// Where the script that clears the rating goes.
    public let script: ScriptPlacement
    /// The values offered: whole stars, the default, or halves too.
    public let step: RatingInputStep
    /// Whether the form needs a value (`--required`): there is no "No rating" radio button,
    /// every radio button carries `required`, so that the browser holds the form invalid until
    /// a star is picked, and nothing clears the rating. The rating's value is checked at
    /// first, and a value of 0 checks none. Default `false`.
    public let isRequired: Bool
    /// Whether the input only shows its value (`--disabled`): the fieldset carries `disabled`,
    /// so that it takes no click, key or focus, submits nothing, and looks disabled (in forced
    /// colours too). Default `false`.
    public let isDisabled: Bool
    /// Whether the legend, the input's question (`--label`, or the texts' legend), shows on
    /// screen above the stars (`--show-label`): the fieldset carries `starsvg-legend`, whose
    /// rule in the style sheet lays the legend out as any fieldset's. Default `false`: the
    /// legend names the group for screen readers only, visually hidden.
    public let isLegendVisible: Bool
    /// The average drawn while the reader has picked nothing (`--average`): any number from 0
    /// to N, drawn with the continuous, soft-edged fill, and said by the input's accessible
    /// description; picking slides from it, and clearing returns to it. `nil`, the default,
    /// shows no colour until a pick. `StarRating.htmlSnippetPlan(options:)` checks it against
    /// the number of stars and the value (which must be 0).
    public let average: Double?

    /// Creates input options, validating the name.
    /// - Parameters:
    ///   - name: a letter, then letters, digits, `-`, `_`, `.` or `:`, at most
    ///     `maximumNameLength` (ASCII only: it is a form field's name). Default `rating`.
    ///   - script: where the script goes. Default inline.
    ///   - step: the values offered. Default whole stars.
    ///   - isRequired: whether a form needs a value from the input. Default `false`.
    ///   - isDisabled: whether the input only shows its value. Default `false`.
    ///   - isLegendVisible: whether the legend shows on screen. Default `false`.
    ///   - average: the average shown until the reader picks. Default `nil`, none.
    /// - Throws: `RatingInputOptionsError.invalidName` for a name that breaks those rules.
    public init(name: String = RatingInputOptions.defaultName, script: ScriptPlacement = .inline,
                step: RatingInputStep = .whole, isRequired: Bool = false, isDisabled: Bool = false,
                isLegendVisible: Bool = false, average: Double? = nil) throws(RatingInputOptionsError) {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        func isOther(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("-_.:".utf8).contains(byte)
        }
        guard let first = bytes.first, isLetter(first), bytes.count <= Self.maximumNameLength,
              bytes.allSatisfy({ isLetter($0) || isOther($0) })
        else { throw .invalidName(name) }
        self.name = name
        self.script = script
        self.step = step
        self.isRequired = isRequired
        self.isDisabled = isDisabled
        self.isLegendVisible = isLegendVisible
        self.average = average
    }

    /// The values that have a radio button: those of `step` from 0 to N, without 0 for a
    /// required input, which has no "No rating".
    func values(starCount: Int) -> [Double] {
        let all = step.values(starCount: starCount)
        return isRequired ? Array(all.dropFirst()) : all
    }

    /// The group's accessible name when none is given, its legend (`StarRating.inputLegend`
    /// of a rating without a label of its own): the input's value changes,
    /// so unlike a picture's it names no value. "Rating out of 5" in English.
    /// - Parameters:
    ///   - starCount: the number of stars.
    ///   - locale: the language, for the texts and the number; `nil` for English.
    ///   - texts: the texts; `nil` for the locale's.
    public static func defaultLabel(starCount: Int, locale: RatingLocale? = nil, texts: RatingTexts? = nil) -> String {
        let locale = locale ?? .english
        return (texts ?? locale.texts).legend.filled(value: "", stars: locale.localizedNumber(String(starCount)))
    }
}
