import StarsvgOptions

/// The man page, `starsvg.1`, generated from the same command values (`StarsvgCommand.command`
/// and its subcommands), texts and version as `--help` and `--version`, so the three cannot
/// drift apart. `Documentation/starsvg.1` is this
/// text, checked in; a test fails when it is stale and rewrites it with `STARSVG_RECORD=1`.
package enum ManualPage {
    /// The page's roff source, for `man -l` or to install as `man1/starsvg.1`.
    package static let text: String = {
        let command = StarsvgCommand.command
        var lines = [
            #".\" starsvg(1), generated from starsvg's option table: do not edit. After changing an option or"#,
            #".\" the help, re-record with STARSVG_RECORD=1 swift test --filter ManualPageTests."#,
            ".TH STARSVG 1 \(StarsvgRelease.date) \"starsvg \(StarsvgRelease.version)\" \"User Commands\"",
            // Options must print whole and as typed: no hyphenation, no stretched spaces.
            ".nh",
            ".ad l",
            ".SH NAME",
            "starsvg \\- " + roff(nameLine(command.abstract)),
            ".SH SYNOPSIS",
        ]
        lines += synopsis(of: command)
        for subcommand in command.subcommands { lines += [".br"] + synopsis(of: subcommand) }
        for option in command.options where option.isStandalone {
            // Help, version and the completion script, each alone.
            lines += [".br", ".B starsvg", option.names.map(bold).joined(separator: " | ") + valueSynopsis(option)]
        }
        lines += [".SH DESCRIPTION", roff(command.abstract), roff(paragraph(command.discussion)), ".PP", roff(paragraph(command.rules))]
        lines += [".SH OPTIONS"] + optionItems(command.options)
        for subcommand in command.subcommands {
            lines += [".SH " + subcommand.word.uppercased(), roff(subcommand.abstract), roff(paragraph(subcommand.discussion)),
                      ".PP", roff(paragraph(subcommand.rules))]
            if let argument = subcommand.argument {
                lines += [".SS Arguments", ".TP", italic(argument.placeholder), roff(argument.summary)]
            }
            lines += [".SS Options"] + optionItems(subcommand.options)
        }
        lines += [".SH EXIT STATUS"]
        for (status, meaning) in exitStatuses {
            lines += [".TP", ".B \(status)", roff(meaning)]
        }
        lines += [".SH EXAMPLES", ".PP", ".RS 4", ".nf"]
        lines += (command.examples + command.subcommands.flatMap(\.examples) + completionExamples).map(roff)
        lines += [".fi", ".RE", ".SH SEE ALSO", ".BR rsvg\\-convert (1),", ".BR resvg (1)", ".PP"]
        lines.append(roff("In the source package: README.md, and Documentation/*.md for the options, the web faces, the batch, the library and the templates; Samples/index.html, the gallery."))
        return lines.joined(separator: "\n") + "\n"
    }()

    /// Each exit status and what it means.
    static let exitStatuses: [(Int32, String)] = [
        (0, "Success: the rating (or the batch), the help, the version or the completion script was written."),
        (CommandResult.failureExitCode,
         "An I/O failure: a file or standard output could not be written, or the batch's input could not be read. Files are written all or none, so none is left half-written."),
        (CommandResult.usageExitCode,
         "Bad input (EX_USAGE): one line starting with Error: on standard error, naming the option, the value and what is allowed, then the usage. Nothing is written to standard output and no file is touched."),
    ]

    /// How to install the completion scripts.
    static let completionExamples = [
        "starsvg \(option: .generateCompletionScript) bash > ~/.local/share/bash-completion/completions/starsvg",
        "starsvg \(option: .generateCompletionScript) zsh > \"${fpath[1]}/_starsvg\"",
        "starsvg \(option: .generateCompletionScript) fish > ~/.config/fish/completions/starsvg.fish",
    ]

    /// A command and its options in brackets, as the usage line shows them, with fonts.
    private static func synopsis(of command: Command) -> [String] {
        var lines = [".B " + roff(command.name)]
        if let argument = command.argument { lines.append("[" + italic(argument.placeholder) + "]") }
        for option in command.options where !option.isStandalone {
            // The short name when there is one, as the usage line does.
            lines.append("[" + bold(option.shortName ?? option.longName) + valueSynopsis(option) + "]")
        }
        return lines
    }

    /// What follows an option's name in the synopsis: its choices, or its placeholder, after
    /// a space that roff does not break, so that a line never ends between the two.
    private static func valueSynopsis(_ option: OptionDefinition) -> String {
        switch option.argument {
        case .none: ""
        case .value(_, .choice(let words)): #"\ "# + words.map(bold).joined(separator: "|")
        case .value(let placeholder, _): #"\ "# + italic(placeholder)
        }
    }

    /// One `.TP` item per option: its names and placeholder, then its summary and notes, the
    /// same words as its line of `--help`.
    private static func optionItems(_ options: [OptionDefinition]) -> [String] {
        options.flatMap { option in [".TP", tag(option), roff(option.summary + HelpText.notes(for: option))] }
    }

    /// `-o, --output FILE`, with fonts, as `--help` names the option (its values follow the
    /// summary there and here).
    private static func tag(_ option: OptionDefinition) -> String {
        option.names.map(bold).joined(separator: ", ") + (option.placeholder.map { " " + italic($0) } ?? "")
    }

    private static func bold(_ text: String) -> String { #"\fB"# + roff(text) + #"\fR"# }
    private static func italic(_ text: String) -> String { #"\fI"# + roff(text) + #"\fR"# }
    private static func roff(_ text: String) -> String { TextEscaping.roffText(text) }

    /// Lines of help as one paragraph, which roff fills to the reader's width.
    private static func paragraph(_ lines: [String]) -> String { lines.joined(separator: " ") }

    /// "Write a ….", the abstract, as the name line has it: "write a …".
    private static func nameLine(_ abstract: String) -> String {
        guard let first = abstract.first else { return abstract }
        return first.lowercased() + abstract.dropFirst().dropLast(abstract.hasSuffix(".") ? 1 : 0)
    }
}
