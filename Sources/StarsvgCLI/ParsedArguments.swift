import StarsvgOptions

/// A command line read against a command's options, before any value is interpreted.
package struct ParsedArguments: Equatable, Sendable {
    /// One option as given: which one, and its value's text (`nil` for a flag).
    package struct Occurrence: Equatable, Sendable {
        /// The option.
        package let option: OptionID
        /// The value's text, or `nil` for a flag.
        package let text: String?

        package init(option: OptionID, text: String?) {
            self.option = option
            self.text = text
        }
    }

    /// What the command line asks for.
    package enum Action: Equatable, Sendable {
        /// Run the command with these options.
        case run
        /// Print the help.
        case showHelp
        /// Print the version.
        case showVersion
        /// Print the completion script for the shell named `shell` (as given: the command checks it).
        case showCompletionScript(shell: String)
    }

    /// What to do.
    package var action: Action = .run
    /// The options given, in the order given, repetitions included.
    package var occurrences: [Occurrence] = []
    /// The words that are not options, in order.
    package var positionals: [String] = []

    package init() {}

    /// The text last given for `option`, if any.
    package func lastText(of option: OptionID) -> String? {
        occurrences.last { $0.option == option }?.text
    }

    /// The rating request of the options that set one (`RatingOptions.request(_:)`).
    /// - Throws: `RequestError` for the first value that does not match its grammar.
    package func request() throws(RequestError) -> RatingRequest {
        try RatingOptions.request(occurrences.compactMap { occurrence in
            RatingOptions.declares(occurrence.option) ? (option: occurrence.option, input: occurrence.text.map(OptionInput.text) ?? .flag) : nil
        })
    }
}
