import StarsvgOptions

/// Reads a command line against a command's options: names, values and positional words, with
/// no knowledge of what any option means. `starsvg` and any subcommand use the same parser,
/// each with its own options.
package struct ArgumentParser: Sendable {
    /// The options this parser knows.
    package let options: [OptionDefinition]
    /// The most positional words accepted (0 for none).
    package let maximumPositionalCount: Int

    /// A parser for `options`.
    package init(options: [OptionDefinition], maximumPositionalCount: Int = 0) {
        self.options = options
        self.maximumPositionalCount = maximumPositionalCount
    }

    /// Parses the words after the command's name.
    ///
    /// Accepts `--opt value`, `--opt=value`, `-o value`, flags, and `--`, after which every word is
    /// positional. A value-taking option takes the next word as its value, even one starting
    /// with `-` (so `--value -1` is reported as out of range), unless that word is itself an
    /// option's name: `--value --stars 3` is a missing value, not a value of `--stars`.
    /// `-h`/`--help`, `--version` and `--generate-completion-script SHELL` win wherever they
    /// stand before `--`, as in swift-argument-parser, so `--stars 0 --help` shows the help.
    /// - Parameter words: the words; `nil` for one that was not valid UTF-8.
    /// - Throws: `UsageError` for the first problem found.
    package func parse(_ words: [String?]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        if let action = try requestedAction(in: words) {
            parsed.action = action
            return parsed
        }
        var index = 0
        var isAfterTerminator = false
        while index < words.count {
            guard let word = words[index] else { throw .invalidEncoding(position: index + 1, option: nil) }
            index += 1
            if isAfterTerminator || !word.hasPrefix("-") || word == "-" {
                guard parsed.positionals.count < maximumPositionalCount else { throw .unexpectedArgument(word) }
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                isAfterTerminator = true
                continue
            }
            var name = word
            var inlineValue: String? = nil
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = definition(named: name) else {
                let suggestion = ClosestName.closest(to: name, among: options.map(\.longName))
                throw .unknownOption(name, suggestion: suggestion.flatMap(definition(named:))?.id)
            }
            switch option.role {
            case .help, .version, .completionScript:
                // Found by requestedAction(in:) unless help or version has a value, which they cannot take.
                throw .unexpectedValue(option: option.id)
            case .request, .setting:
                guard option.takesValue else {
                    if inlineValue != nil { throw .unexpectedValue(option: option.id) }
                    parsed.occurrences.append(.init(option: option.id, text: nil))
                    continue
                }
                let value = try valueText(of: option, inline: inlineValue, words: words, index: &index)
                parsed.occurrences.append(.init(option: option.id, text: value))
            }
        }
        return parsed
    }

    /// The definition a user called `name` (long or short form).
    package func definition(named name: String) -> OptionDefinition? {
        options.first { $0.isNamed(name) }
    }

    /// Help, version or a completion script, if one is asked for before `--`; the first one wins.
    /// - Throws: `UsageError` when the completion script's option has no value.
    private func requestedAction(in words: [String?]) throws(UsageError) -> ParsedArguments.Action? {
        for (index, word) in words.enumerated() {
            guard let word else { continue }
            if word == "--" { return nil }
            // Of these options only the completion script's takes a value, which may follow an
            // `=`; `--help=x` is not help but a mistake, refused by the parse that follows.
            let equals = word.hasPrefix("--") ? word.firstIndex(of: "=") : nil
            guard let option = definition(named: equals.map { String(word[..<$0]) } ?? word) else { continue }
            switch option.role {
            case .help where equals == nil: return .showHelp
            case .version where equals == nil: return .showVersion
            case .completionScript:
                var next = index + 1
                let inline = equals.map { String(word[word.index(after: $0)...]) }
                return .showCompletionScript(shell: try valueText(of: option, inline: inline, words: words, index: &next))
            case .help, .version, .request, .setting: continue
            }
        }
        return nil
    }

    /// The value of a value-taking `option`: after its `=`, or the next word (which must not be
    /// an option's name).
    private func valueText(of option: OptionDefinition, inline: String?, words: [String?], index: inout Int) throws(UsageError) -> String {
        if let inline { return inline }
        guard index < words.count, !isOptionName(words[index]) else { throw .missingValue(option: option.id) }
        guard let value = words[index] else { throw .invalidEncoding(position: index + 1, option: option.id) }
        index += 1
        return value
    }

    /// Whether `word` is an option's name, or an option's name with `=value`.
    private func isOptionName(_ word: String?) -> Bool {
        guard let word, word.hasPrefix("-") else { return false }
        let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
        return definition(named: name) != nil
    }
}
