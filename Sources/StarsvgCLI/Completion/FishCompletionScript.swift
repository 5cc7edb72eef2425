
/// The fish completion script (`--generate-completion-script fish`), from the command values: one
/// `complete` line per option, described by its summary's first sentence.
enum FishCompletionScript {
    /// The script.
    static let text: String = {
        let subcommands = CompletionCommand.subcommands.map { CompletionCommand.plainWord($0.subcommand!) }
        var lines = [
            "# fish completion for starsvg. Install it as ~/.config/fish/completions/starsvg.fish, or load it",
            "# with `starsvg \(option: .generateCompletionScript) fish | source`.",
            "# Generated from starsvg's option table by `starsvg \(option: .generateCompletionScript) fish`; do not edit.",
            "",
            "# Whether the command line being completed is of the subcommand named, or of starsvg",
            "# itself when none is named.",
            "function __starsvg_subcommand_is",
            "    set -l words (commandline -opc)",
            "    if test (count $words) -ge 2; and contains -- $words[2] \(subcommands.joined(separator: " "))",
            "        test \"$words[2]\" = \"$argv[1]\"",
            "    else",
            "        test -z \"$argv[1]\"",
            "    end",
            "end",
            "",
            "# Whether the word being completed is the first after starsvg.",
            "function __starsvg_at_first_word",
            "    test (count (commandline -opc)) -eq 1",
            "end",
            "",
            "# Neither command takes file names except where an option or batch says so.",
            "complete -c starsvg -f",
        ]
        for command in CompletionCommand.subcommands {
            lines.append("complete -c starsvg -n __starsvg_at_first_word -a \(command.subcommand!) -d \(TextEscaping.fishSingleQuoted(command.abstract))")
        }
        for command in CompletionCommand.all {
            let condition = TextEscaping.fishSingleQuoted("__starsvg_subcommand_is" + (command.subcommand.map { " " + CompletionCommand.plainWord($0) } ?? ""))
            lines.append("")
            for option in command.options {
                var words = ["complete", "-c", "starsvg", "-n", condition]
                if let short = option.shortName { words += ["-s", CompletionCommand.plainWord(String(short.dropFirst()))] }
                words += ["-l", CompletionCommand.plainWord(String(option.longName.dropFirst(2)))]
                switch option.grammar?.completion {
                case nil: break
                // -x: a value is required, and it is not a file name.
                case .nothing: words += ["-x"]
                // -k keeps the table's order rather than sorting.
                case .words(let choices): words += ["-x", "-k", "-a", TextEscaping.fishSingleQuoted(choices.map(CompletionCommand.plainWord).joined(separator: " "))]
                case .files: words += ["-r", "-F"]
                case .folders: words += ["-x", "-a", "'(__fish_complete_directories)'"]
                }
                words += ["-d", TextEscaping.fishSingleQuoted(option.briefSummary)]
                lines.append(words.joined(separator: " "))
            }
            if command.takesFile {
                lines.append("complete -c starsvg -n \(condition) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }()
}
