import StarsvgOptions

/// A command as the completion scripts see it: `starsvg` itself, or `starsvg batch`.
struct CompletionCommand {
    /// The subcommand's name after `starsvg`, or `nil` for `starsvg` itself.
    let subcommand: String?
    /// One line saying what it does, for the shells that describe their candidates.
    let abstract: String
    /// Its options.
    let options: [OptionDefinition]
    /// Whether it takes a file name as its one positional word (`starsvg batch FILE`).
    let takesFile: Bool

    /// `starsvg`, then each of its subcommands (`starsvg batch`).
    static let all = [CompletionCommand(StarsvgCommand.command, isSubcommand: false)]
        + StarsvgCommand.command.subcommands.map { CompletionCommand($0, isSubcommand: true) }

    /// `command` as the scripts see it.
    private init(_ command: Command, isSubcommand: Bool) {
        subcommand = isSubcommand ? command.word : nil
        abstract = command.abstract
        options = command.options
        takesFile = command.argument != nil
    }

    /// The name of the shell function that completes this command's words, in the bash and
    /// zsh scripts: `_starsvg_rating`, `_starsvg_batch`.
    var functionName: String {
        "_starsvg_" + Self.plainWord(subcommand ?? "rating")
    }

    /// `starsvg` itself.
    static var rating: CompletionCommand { all[0] }
    /// Its subcommands.
    static var subcommands: [CompletionCommand] { Array(all.dropFirst()) }

    /// A word of a completion script that needs no quoting in any shell: an option's name, a
    /// choice, a subcommand. The table only holds such words; this says so where it matters.
    static func plainWord(_ word: String) -> String {
        precondition(!word.isEmpty && word.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }, "\(word) is not a plain word")
        return word
    }
}
