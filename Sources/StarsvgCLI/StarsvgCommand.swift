import StarRatingSVG

/// The `starsvg` command: arguments in, exit status and output out, with no global state, so
/// tests run it in-process exactly as the binary does.
public enum StarsvgCommand {
    /// The parser of the rating command's options.
    static let parser = ArgumentParser(options: OptionTable.rating)

    /// Writes an output file: `AtomicFileWriter.write`, or a stand-in (the fuzzer keeps the
    /// bytes in memory so that millions of runs never touch the disk).
    public typealias FileWriter = ([UInt8], String) throws(AtomicFileWriter.Failure) -> Void

    /// Runs the command.
    /// - Parameters:
    ///   - arguments: the words after the program name; `nil` for one that was not valid UTF-8.
    ///   - writeFile: what writes `-o FILE`; the atomic writer by default.
    /// - Returns: the exit status and the bytes for each stream. With `-o FILE` the file has
    ///   been written by the time this returns.
    public static func run(arguments: [String?], writeFile: FileWriter = AtomicFileWriter.write) -> CommandResult {
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
            try writeFile(bytes, path)
        } catch {
            return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
        }
        return CommandResult(exitCode: 0, standardOutput: [], standardError: "")
    }
}
