/// A command line read against an option table, before any value is interpreted.
public struct ParsedArguments: Equatable, Sendable {
    /// One option as given: which one, and its value's text (`nil` for a flag).
    public struct Occurrence: Equatable, Sendable {
        /// The key the option sets.
        public let key: OptionKey
        /// The value's text, or `nil` for a flag.
        public let text: String?

        /// An occurrence of the option that sets `key`.
        public init(key: OptionKey, text: String?) {
            self.key = key
            self.text = text
        }
    }

    /// What the command line asks for.
    public enum Action: Equatable, Sendable {
        /// Run the command with these options.
        case run
        /// Print the help.
        case showHelp
        /// Print the version.
        case showVersion
        /// Print the completion script for the shell named `shell` (as given: the command checks it).
        case showCompletionScript(shell: String)
    }

    /// One batch setting as given.
    public struct SettingOccurrence: Equatable, Sendable {
        /// Which setting.
        public let setting: BatchSetting
        /// Its value's text.
        public let text: String
    }

    /// What to do.
    public var action: Action = .run
    /// The options that set request keys, in the order given, repetitions included.
    public var occurrences: [Occurrence] = []
    /// The words that are not options, in order.
    public var positionals: [String] = []
    /// The batch settings given, in order, repetitions included.
    public var settings: [SettingOccurrence] = []

    /// The text last given for `setting`, if any.
    public func lastText(of setting: BatchSetting) -> String? {
        settings.last { $0.setting == setting }?.text
    }

    /// The text last given for `key`, if any.
    public func lastText(of key: OptionKey) -> String? {
        occurrences.last { $0.key == key }?.text
    }

    /// Applies every occurrence to a request in the order given, except that the keys bounded
    /// by the number of stars come after all the others, so that their messages quote the range
    /// that applies.
    /// - Throws: `RequestError` for the first value that does not match its grammar.
    public func request() throws(RequestError) -> RatingRequest {
        var request = RatingRequest()
        for pass in [false, true] {
            for occurrence in occurrences where occurrence.key.isBoundedByStarCount == pass {
                try request.set(occurrence.key, text: occurrence.text ?? "")
            }
        }
        return request
    }
}
