import StarRatingSVG

/// The `starsvg` command: arguments in, exit status and output out, with no global state, so
/// tests run it in-process exactly as the binary does.
public enum StarsvgCommand {
    /// The parser of the rating command's options.
    static let parser = ArgumentParser(options: OptionTable.rating)

    /// Runs the command.
    /// - Parameter arguments: the words after the program name; `nil` for one that was not
    ///   valid UTF-8.
    /// - Returns: the exit status and the bytes for each stream. With `-o FILE` the file has
    ///   been written (atomically) by the time this returns.
    public static func run(arguments: [String?]) -> CommandResult {
        let request: RatingRequest
        let rating: StarRating
        do throws(UsageError) {
            let parsed = try parser.parse(arguments)
            switch parsed.action {
            case .showHelp: return CommandResult(exitCode: 0, standardOutput: Array(HelpText.help.utf8), standardError: "")
            case .showVersion: return CommandResult(exitCode: 0, standardOutput: Array("starsvg \(HelpText.version)\n".utf8), standardError: "")
            case .run: break
            }
            do {
                request = try parsed.request()
                rating = try request.rating()
            } catch {
                throw UsageError(error, in: parsed)
            }
        } catch {
            return CommandResult(
                exitCode: CommandResult.usageExitCode, standardOutput: [],
                standardError: "Error: \(error.message)\n" + HelpText.usageHint)
        }

        let bytes = rating.svgBytes(options: request.isPretty ? .pretty : .compact)
        guard let path = request.output, path != "-" else {
            return CommandResult(exitCode: 0, standardOutput: bytes, standardError: "")
        }
        do {
            try AtomicFileWriter.write(bytes, to: path)
        } catch {
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: [], standardError: "")
    }
}
