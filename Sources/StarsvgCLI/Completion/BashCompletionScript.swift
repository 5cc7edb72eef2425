
/// The bash completion script (`--generate-completion-script bash`), from the command values.
///
/// Plain bash, without the bash-completion package's helpers: a user who sources it gets the
/// same completions as one who installs it in `bash-completion/completions/starsvg`.
enum BashCompletionScript {
    /// The script.
    static let text: String = {
        var lines = [
            "# bash completion for starsvg. Load it with `source <(starsvg \(option: .generateCompletionScript) bash)`",
            "# in ~/.bashrc, or install it as /usr/share/bash-completion/completions/starsvg.",
            "# Generated from starsvg's option table by `starsvg \(option: .generateCompletionScript) bash`; do not edit.",
            "",
            "_starsvg() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=",
            "    # bash splits --option=value at the = (COMP_WORDBREAKS): complete the value of --option.",
            "    if [[ $cur == = ]]; then",
            "        cur=",
            "        prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    elif (( COMP_CWORD > 1 )) && [[ ${COMP_WORDS[COMP_CWORD-1]} == = ]]; then",
            "        prev=${COMP_WORDS[COMP_CWORD-2]}",
            "    elif (( COMP_CWORD > 0 )); then",
            "        prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    fi",
            "    COMPREPLY=()",
        ]
        for (index, command) in CompletionCommand.subcommands.enumerated() {
            let subcommand = CompletionCommand.plainWord(command.subcommand!)
            lines.append("    \(index == 0 ? "if" : "elif") (( COMP_CWORD > 1 )) && [[ ${COMP_WORDS[1]} == \(subcommand) ]]; then")
            lines.append("        \(command.functionName)")
        }
        lines += [
            "    else",
            "        \(CompletionCommand.rating.functionName)",
            "    fi",
            "}",
            "",
            "# Files or folders (-f or -d) named like the word being completed, one a line, so that",
            "# names with spaces stay whole; -o filenames adds the / after a folder and quotes as needed.",
            "_starsvg_names() {",
            "    compopt -o filenames 2>/dev/null",
            "    local IFS=$'\\n'",
            "    COMPREPLY=($(compgen \"$1\" -- \"$cur\"))",
            "}",
        ]
        for command in CompletionCommand.all {
            lines += [""] + function(for: command)
        }
        lines += ["", "complete -F _starsvg starsvg"]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// The function completing `command`'s words: an option's value after the option, else its
    /// options (and, at the first word, the subcommands; for batch, the file it reads).
    private static func function(for command: CompletionCommand) -> [String] {
        // One case per action, listing every name of the options that share it, in table order.
        var cases: [(names: [String], action: String)] = []
        for option in command.options {
            guard let grammar = option.grammar else { continue }
            let action: String
            switch grammar.completion {
            // Nothing to offer, and nothing else either: no option names where a value goes.
            case .nothing: action = "return"
            case .words(let words): action = "COMPREPLY=($(compgen -W \(wordList(words)) -- \"$cur\")); return"
            case .files: action = "_starsvg_names -f; return"
            case .folders: action = "_starsvg_names -d; return"
            }
            if let index = cases.firstIndex(where: { $0.action == action }) {
                cases[index].names += option.names
            } else {
                cases.append((option.names, action))
            }
        }
        var lines = ["\(command.functionName)() {", "    case $prev in"]
        for (names, action) in cases {
            let pattern = names.map { TextEscaping.shellSingleQuoted(CompletionCommand.plainWord($0)) }.joined(separator: "|")
            lines.append("        \(pattern))")
            lines.append("            \(action) ;;")
        }
        lines.append("    esac")
        let options = wordList(command.options.flatMap(\.names))
        if command.takesFile {
            lines += [
                "    if [[ $cur == -* ]]; then",
                "        COMPREPLY=($(compgen -W \(options) -- \"$cur\"))",
                "    else",
                "        _starsvg_names -f",
                "    fi",
            ]
        } else {
            let subcommands = CompletionCommand.subcommands.map { CompletionCommand.plainWord($0.subcommand!) }.joined(separator: " ")
            lines += [
                "    local words=\(options)",
                "    (( COMP_CWORD == 1 )) && words+=\(TextEscaping.shellSingleQuoted(" " + subcommands))",
                "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
            ]
        }
        lines.append("}")
        return lines
    }

    /// Words for `compgen -W`, space-separated in one quoted word.
    private static func wordList(_ words: [String]) -> String {
        TextEscaping.shellSingleQuoted(words.map(CompletionCommand.plainWord).joined(separator: " "))
    }
}
