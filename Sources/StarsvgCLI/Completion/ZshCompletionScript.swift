
/// The zsh completion script (`--generate-completion-script zsh`), from the command values: one
/// `_arguments` spec per option name, with its description (the summary's first sentence).
enum ZshCompletionScript {
    /// The script.
    static let text: String = {
        var lines = [
            "#compdef starsvg",
            "# zsh completion for starsvg. Install it as _starsvg in a folder of $fpath, or load it with",
            "# `source <(starsvg \(option: .generateCompletionScript) zsh)` after compinit.",
            "# Generated from starsvg's option table by `starsvg \(option: .generateCompletionScript) zsh`; do not edit.",
            "",
            "_starsvg() {",
        ]
        for (index, command) in CompletionCommand.subcommands.enumerated() {
            let subcommand = CompletionCommand.plainWord(command.subcommand!)
            lines += [
                "    \(index == 0 ? "if" : "elif") (( CURRENT > 2 )) && [[ ${words[2]} == \(subcommand) ]]; then",
                "        # Complete the subcommand's words as if it were the command.",
                "        shift words",
                "        (( CURRENT-- ))",
                "        \(command.functionName)",
            ]
        }
        lines += ["    else", "        \(CompletionCommand.rating.functionName)", "    fi", "}"]
        for command in CompletionCommand.all {
            lines += [""] + function(for: command)
        }
        lines += [
            "",
            "# Autoloaded from $fpath, the file is the function's body; sourced, it registers the function.",
            "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
            "    _starsvg \"$@\"",
            "else",
            "    compdef _starsvg starsvg",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// `_arguments` with a spec for every name of every option of `command`, then its
    /// positional word: the subcommands for `starsvg`, a file for batch.
    private static func function(for command: CompletionCommand) -> [String] {
        var specs: [String] = []
        for option in command.options {
            let names = option.names.map(CompletionCommand.plainWord)
            // Help, version and the completion script leave nothing else to complete; the
            // names of one option exclude each other.
            let exclusions = option.isStandalone ? "(- *)" : (names.count > 1 ? "(" + names.joined(separator: " ") + ")" : "")
            let description = "[" + TextEscaping.zshArgumentsText(option.briefSummary) + "]"
            var value = ""
            if let placeholder = option.placeholder, let grammar = option.grammar {
                let message = TextEscaping.zshArgumentsText(placeholder)
                switch grammar.completion {
                // A space alone: nothing to offer, but the placeholder shows what is expected.
                case .nothing: value = ":" + message + ": "
                case .words(let words): value = ":" + message + ":(" + words.map(CompletionCommand.plainWord).joined(separator: " ") + ")"
                case .files: value = ":" + message + ":_files"
                case .folders: value = ":" + message + ":_files -/"
                }
            }
            for name in names {
                // The value: after = or in the next word for a long name; joined or next for a short one.
                let form = option.takesValue ? (name.hasPrefix("--") ? "=" : "+") : ""
                specs.append(exclusions + name + form + description + value)
            }
        }
        if command.takesFile {
            specs.append("1::FILE:_files")
        } else {
            let subcommands = CompletionCommand.subcommands.map {
                CompletionCommand.plainWord($0.subcommand!) + "\\:" + TextEscaping.shellSingleQuoted($0.abstract)
            }
            specs.append("1::command:((" + subcommands.joined(separator: " ") + "))")
        }
        var lines = ["\(command.functionName)() {", "    _arguments -s -S \\"]
        for (index, spec) in specs.enumerated() {
            lines.append("        " + TextEscaping.shellSingleQuoted(spec) + (index + 1 < specs.count ? " \\" : ""))
        }
        lines.append("}")
        return lines
    }
}
