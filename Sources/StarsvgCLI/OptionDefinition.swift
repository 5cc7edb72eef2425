/// One command-line option: its names, what its value must look like, its default and its help.
/// The parser, `--help` and the usage line are all read from `OptionTable`, so an option that
/// is not in the table cannot be parsed, and help cannot disagree with the parser.
public struct OptionDefinition: Sendable {
    /// What the option does when it is given.
    public enum Role: Equatable, Sendable {
        /// Sets a key of the rating request.
        case request(OptionKey)
        /// Sets a setting of `starsvg batch`.
        case batch(BatchSetting)
        /// Prints the help and stops.
        case help
        /// Prints the version and stops.
        case version
        /// Prints the completion script for the shell its value names, and stops.
        case completionScript
    }

    /// What follows the option's name.
    public enum Argument: Equatable, Sendable {
        /// Nothing: the option is a flag.
        case none
        /// One value: its placeholder in help (`N`) and its grammar.
        case value(placeholder: String, grammar: ValueGrammar)
    }

    /// What the option does.
    public let role: Role
    /// The long name with its dashes, e.g. `--stars`.
    public let longName: String
    /// The one-letter alias with its dash, e.g. `-o`, if any.
    public let shortName: String?
    /// What follows the name.
    public let argument: Argument
    /// The default, as help shows it, if the option has one worth showing.
    public var defaultValue: String? { describeDefault() }
    /// One or two sentences of help, limits included.
    public var summary: String { describe() }

    // Help's texts are made when asked for: most runs parse options and never show help, and
    // formatting every option's limits and defaults was a tenth of a single run's own work.
    private let describeDefault: @Sendable () -> String?
    private let describe: @Sendable () -> String

    /// An option that sets a request key; its long name is the key's.
    init(_ key: OptionKey, short: String? = nil, _ argument: Argument,
         default defaultValue: @autoclosure @escaping @Sendable () -> String? = nil, _ summary: @autoclosure @escaping @Sendable () -> String) {
        self.init(role: .request(key), longName: key.longName, shortName: short, argument: argument,
                  defaultValue: defaultValue(), summary: summary())
    }

    init(role: Role, longName: String, shortName: String?, argument: Argument,
         defaultValue: @autoclosure @escaping @Sendable () -> String?, summary: @autoclosure @escaping @Sendable () -> String) {
        self.role = role
        self.longName = longName
        self.shortName = shortName
        self.argument = argument
        describeDefault = defaultValue
        describe = summary
    }

    /// An option of `starsvg batch` as a whole.
    init(_ setting: BatchSetting, _ argument: Argument,
         default defaultValue: @autoclosure @escaping @Sendable () -> String? = nil, _ summary: @autoclosure @escaping @Sendable () -> String) {
        self.init(role: .batch(setting), longName: "--" + setting.rawValue, shortName: nil, argument: argument,
                  defaultValue: defaultValue(), summary: summary())
    }

    /// The request key the option sets, or `nil` for the others (help, version, …).
    public var key: OptionKey? {
        if case .request(let key) = role { return key }
        return nil
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { argument != .none }

    /// The value's placeholder, or `nil` for a flag.
    public var placeholder: String? {
        if case .value(let placeholder, _) = argument { return placeholder }
        return nil
    }

    /// The value's grammar, or `nil` for a flag.
    public var grammar: ValueGrammar? {
        if case .value(_, let grammar) = argument { return grammar }
        return nil
    }

    /// The option's names: the short one first, if any, then the long one.
    public var names: [String] { (shortName.map { [$0] } ?? []) + [longName] }

    /// Whether the option stops the command to print something else (help, version, a
    /// completion script), wherever it stands before `--`.
    public var isStandalone: Bool {
        switch role {
        case .help, .version, .completionScript: true
        case .request, .batch: false
        }
    }

    /// Whether `word` is this option's long or short name.
    func isNamed(_ word: String) -> Bool {
        word == longName || word == shortName
    }
}
