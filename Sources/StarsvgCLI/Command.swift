import StarsvgOptions

/// A command of `starsvg`, as a value, in the manner of swift-argument-parser's
/// configuration: what help, the man page and the completion scripts say of it, its options,
/// its subcommands, and what it does. Parsing, help, the version, the completion script and
/// dispatch to a subcommand are the same for every command (`main(_:in:)`); a command's own
/// `run` gets its arguments parsed and checked against its options.
package struct Command: Sendable {
    /// The words that invoke it: `starsvg`, `starsvg batch`.
    package let name: String
    /// What it does, in one sentence.
    package let abstract: String
    /// What it is, after the abstract, as lines of help (the man page joins them into one
    /// paragraph).
    package let discussion: [String]
    /// Its one positional argument, if it takes one.
    package let argument: Argument?
    /// Its options, in help's order.
    package let options: [OptionDefinition]
    /// Command lines to copy.
    package let examples: [String]
    /// The rules that help closes with and the man page states after the discussion.
    package let rules: [String]
    /// What help says last, which the man page says in a section of its own (exit statuses).
    package let helpClosing: [String]
    /// Its subcommands.
    package var subcommands: [Command] { makeSubcommands() }
    /// Makes `subcommands` when they are asked for: a run of the command itself, which begins
    /// with an option, never builds theirs (Documentation/performance.md, "Mechanisms kept for
    /// speed").
    private let makeSubcommands: @Sendable () -> [Command]
    /// What it does with arguments that parsed: the exit status and the streams' bytes.
    private let perform: @Sendable (ParsedArguments, CommandEnvironment) -> CommandResult

    /// A positional argument: its placeholder and what it is.
    package struct Argument: Sendable {
        package let placeholder: String
        package let summary: String
    }

    package init(name: String, abstract: String, discussion: [String], argument: Argument? = nil, options: [OptionDefinition],
                 examples: [String], rules: [String], helpClosing: [String] = [],
                 subcommands: @escaping @autoclosure @Sendable () -> [Command] = [],
                 run: @escaping @Sendable (ParsedArguments, CommandEnvironment) -> CommandResult) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.argument = argument
        self.options = options
        self.examples = examples
        self.rules = rules
        self.helpClosing = helpClosing
        makeSubcommands = subcommands
        perform = run
    }

    /// The word after `starsvg` that invokes a subcommand: `batch`.
    package var word: String { String(name.split(separator: " ").last ?? "") }

    /// The parser of its options.
    package var parser: ArgumentParser { ArgumentParser(options: options, maximumPositionalCount: argument == nil ? 0 : 1) }

    /// Runs the subcommand the first word names, or else the command itself (`invoke(_:in:)`).
    /// - Parameter arguments: the words after the command's name; `nil` for one that was not
    ///   valid UTF-8.
    package func main(_ arguments: [String?], in environment: CommandEnvironment) -> CommandResult {
        // A subcommand's word never begins with a dash, so an option first names none.
        if let first = arguments.first, first?.first != "-", let subcommand = subcommands.first(where: { $0.word == first }) {
            return subcommand.main(Array(arguments.dropFirst()), in: environment)
        }
        return invoke(arguments, in: environment)
    }

    /// Runs the command itself, whatever the first word: help, the version or a completion
    /// script when asked for, a usage error for arguments that do not parse, and otherwise
    /// the command's own work.
    /// - Parameter arguments: the words after the command's name; `nil` for one that was not
    ///   valid UTF-8.
    package func invoke(_ arguments: [String?], in environment: CommandEnvironment) -> CommandResult {
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try parser.parse(arguments)
            switch parsed.action {
            case .showHelp:
                return CommandResult(exitCode: 0, standardOutput: Array(HelpText.help(for: self).utf8), standardError: "")
            case .showVersion:
                return CommandResult(exitCode: 0, standardOutput: Array(StarsvgRelease.versionLine.utf8), standardError: "")
            case .showCompletionScript(let name):
                guard let shell = CompletionShell(rawValue: name) else {
                    let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .invalidValue(option: .generateCompletionScript, value: name, requirement: "the shell must be one of \(shells)")
                }
                return CommandResult(exitCode: 0, standardOutput: Array(shell.completionScript.utf8), standardError: "")
            case .run:
                break
            }
        } catch {
            return refusal(error)
        }
        return perform(parsed, environment)
    }

    /// The result of refusing the command line for `error`: one `Error:` line, then the usage.
    package func refusal(_ error: UsageError) -> CommandResult {
        CommandResult(exitCode: CommandResult.usageExitCode, standardOutput: [],
                      standardError: "Error: \(error.message)\n" + HelpText.usageHint(for: self))
    }
}
