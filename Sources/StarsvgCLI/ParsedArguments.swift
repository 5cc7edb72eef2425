import StarsvgOptions

/// A command line read against a command's options, before any value is interpreted.
package struct ParsedArguments: Equatable, Sendable {
    /// One option as given: which one, by name, and its value's text (`nil` for a flag).
    package struct Occurrence: Equatable, Sendable {
        /// The option's name, without dashes.
        package let option: String
        /// The value's text, or `nil` for a flag.
        package let text: String?

        package init(option: String, text: String?) {
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

    /// The text last given for the option called `option`, if any.
    package func lastText(of option: String) -> String? {
        occurrences.last { $0.option == option }?.text
    }

    /// The rating request of the options that set one (`RatingOptions.request(_:)`).
    /// - Throws: `RequestError` for the first value that does not match its grammar.
    package func request() throws(RequestError) -> RatingRequest {
        try RatingOptions.request(occurrences.compactMap { occurrence in
            RatingOptions.index(of: occurrence.option).map { (option: $0, input: occurrence.text.map(OptionInput.text) ?? .flag) }
        })
    }
}
