import StarsvgOptions

/// What JSON a batch line's key takes, by its option's argument: the one mapping from the
/// option list to the batch's keys.
enum JSONKind: Equatable {
    /// `true` or `false`: given or not.
    case flag
    /// A number, read by the option's grammar from its text as written.
    case number
    /// A non-empty array of numbers.
    case numberList
    /// A non-empty array of strings, each one colour.
    case stringList
    /// A string.
    case string
    /// A number (in the first unit) or a string (a number and its unit).
    case numberOrString
    /// An object, handed to the option whole.
    case object

    /// The kind an option that takes `argument` is given in a line.
    init(_ argument: OptionDefinition.Argument) {
        switch argument {
        case .none:
            self = .flag
        case .value(_, let grammar):
            switch grammar {
            case .wholeNumber, .count, .decimal: self = .number
            case .length: self = .numberOrString
            case .decimalList: self = .numberList
            case .colorList: self = .stringList
            case .jsonFile: self = .object
            case .choice, .text, .identifier, .fieldName, .languageTag, .url, .path, .folderPath: self = .string
            }
        }
    }
}
