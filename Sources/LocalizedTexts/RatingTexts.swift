/// The texts of a rating: the picture's accessible name, the input's legend, the "no rating"
/// option's label, each value's label, and the input's description of an average.
///
/// Each text is a `TextTemplate` whose placeholders are filled with numbers already written as
/// the locale writes them (`RatingLocale.localizedNumber(_:)`).
public struct RatingTexts: Equatable, Hashable, Sendable {
    /// The picture's accessible name; placeholders {value} {stars}. English
    /// "Rating: {value} out of {stars}".
    public var label: TextTemplate
    /// The legend of the input's group of options; placeholder {stars}. English
    /// "Rating out of {stars}".
    public var legend: TextTemplate
    /// The label of the input's "no rating" option; placeholder {stars}. English "No rating".
    public var none: TextTemplate
    /// Each value's label, by the value's plural category; placeholders {value} {stars}.
    /// English one "{value} star", other "{value} stars".
    public var value: PluralForms
    /// The description of a rating input that shows an average until the reader picks
    /// (`--average`); placeholders {value} {stars}. English "Average {value} out of {stars}".
    public var average: TextTemplate

    /// The placeholders each field may hold, in the order of `fieldNames`.
    public static let allowedPlaceholders: [(field: String, placeholders: [TextPlaceholder])] = [
        ("label", [.value, .stars]), ("legend", [.stars]), ("none", [.stars]), ("value", [.value, .stars]),
        ("average", [.value, .stars]),
    ]

    /// Texts from their parts; each template should have been parsed with the field's
    /// placeholders (`allowedPlaceholders`).
    /// - Parameters:
    ///   - label: The picture's accessible name.
    ///   - legend: The input's legend.
    ///   - none: The "no rating" option's label.
    ///   - value: Each value's label by plural category.
    ///   - average: The input's description of an average.
    public init(label: TextTemplate, legend: TextTemplate, none: TextTemplate, value: PluralForms, average: TextTemplate) {
        self.label = label
        self.legend = legend
        self.none = none
        self.value = value
        self.average = average
    }

    /// The English texts, exactly those the product has always written.
    public static let english = BuiltInTexts.english

    /// The JSON keys of a texts object, in this order: label, legend, none, value, average.
    public static let fieldNames: [String] = allowedPlaceholders.map(\.field)
}
