import StarRatingSVG
import SVGKit

/// The `starsvg` command: arguments in, exit status and output out, with no global state, so
/// tests run it in-process exactly as the binary does.
enum StarsvgCommand {
    /// Runs the command.
    /// - Parameter arguments: the words after the program name; `nil` for one that was not
    ///   valid UTF-8.
    /// - Returns: the exit status and the bytes for each stream. With `-o FILE` the file has
    ///   been written (atomically) by the time this returns.
    static func run(arguments: [String?]) -> CommandResult {
        let options: CommandOptions
        let rating: StarRating
        do {
            options = try CommandOptions.parse(arguments)
            switch options.action {
            case .showHelp: return CommandResult(exitCode: 0, standardOutput: Array(HelpText.help.utf8), standardError: "")
            case .showVersion: return CommandResult(exitCode: 0, standardOutput: Array("starsvg \(HelpText.version)\n".utf8), standardError: "")
            case .writeRating: break
            }
            rating = try makeRating(options)
        } catch {
            return CommandResult(
                exitCode: CommandResult.usageExitCode, standardOutput: [],
                standardError: "Error: \(error.message)\n" + HelpText.usageHint)
        }

        let bytes = rating.svgBytes(options: options.isPretty ? .pretty : .compact)
        guard let path = options.outputPath, path != "-" else {
            return CommandResult(exitCode: 0, standardOutput: bytes, standardError: "")
        }
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: [], standardError: "")
    }

    /// Builds the rating, turning the library's complaint into one that names the option and
    /// quotes the text the user typed.
    private static func makeRating(_ options: CommandOptions) throws(UsageError) -> StarRating {
        do {
            return try StarRating(
                starCount: options.starCount, value: options.value, levels: options.levels,
                colors: options.colors, cellSize: options.cellSize, gapRatio: options.gapRatio,
                fillMode: options.fillMode, label: options.label, idPrefix: options.idPrefix)
        } catch {
            let option: String
            var requirement = error.requirement
            switch error {
            case .starCountOutOfRange: option = "--stars"
            case .valueOutOfRange: option = "--value"
            case .levelOutOfRange, .levelsNotIncreasing, .tooManyLevels: option = "--levels"
            case .colorCountMismatch(let colors, _):
                option = "--colors"
                requirement += " (got \(colors))"
            case .colorsRequired:
                throw .invalidCombination("--levels \(UsageError.quoted(options.text(of: "--levels") ?? "")) needs --colors: \(requirement)")
            case .invalidColor: option = "--colors"
            case .cellSizeOutOfRange: option = "--size"
            case .gapRatioOutOfRange: option = "--gap"
            case .labelTooLong, .labelContainsControlCharacter, .labelContainsNoncharacter:
                // The label itself is not echoed: it may be long or hold control characters.
                throw .invalidCombination("invalid value for --label: \(error)")
            case .invalidIDPrefix: option = "--id"
            case .invalidLayout: throw .invalidCombination("\(error)")
            }
            guard let text = options.text(of: option) else {
                throw .invalidCombination("\(option): \(requirement)")
            }
            throw .invalidValue(option: option, value: text, requirement: requirement)
        }
    }
}
