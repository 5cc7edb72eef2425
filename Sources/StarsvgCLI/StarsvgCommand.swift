import StarRatingSVG

/// The `starsvg` command: arguments in, exit status and output out, with no global state, so
/// tests run it in-process exactly as the binary does.
public enum StarsvgCommand {
    /// The parser of the rating command's options.
    static let parser = ArgumentParser(options: OptionTable.rating)

    /// Writes the output files, all or none: `AtomicFileWriter.write`, or a stand-in (the
    /// fuzzer keeps the bytes in memory so that millions of runs never touch the disk).
    public typealias FileWriter = ([OutputFile]) throws(AtomicFileWriter.Failure) -> Void

    /// Runs `starsvg` as the process does: `starsvg batch …` runs the batch, anything else the
    /// rating command.
    /// - Parameters:
    ///   - arguments: the words after the program name; `nil` for one that was not valid UTF-8.
    ///   - readStandardInput: reads all of standard input (the batch reads its lines from it).
    ///   - writeStandardOutput: writes bytes to standard output as the batch goes (they are
    ///     valid only during the call); `false` on failure, with `errno` set. The batch calls it
    ///     from any of its threads, one call at a time, in order.
    /// - Returns: the exit status and what is left to write to each stream.
    public static func main(arguments: [String?], readStandardInput: () -> [UInt8]?,
                            writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool) -> CommandResult {
        if arguments.first == "batch" {
            return BatchCommand.run(arguments: Array(arguments.dropFirst()), readStandardInput: readStandardInput,
                                    writeStandardOutput: writeStandardOutput)
        }
        return run(arguments: arguments)
    }

    /// Runs the command.
    /// - Parameters:
    ///   - arguments: the words after the program name; `nil` for one that was not valid UTF-8.
    ///   - writeFiles: what writes `-o FILE`, `--css-out FILE` and `--js-out FILE`, together;
    ///     the atomic writer by default.
    /// - Returns: the exit status and the bytes for each stream. The files have been written
    ///   by the time this returns.
    public static func run(arguments: [String?], writeFiles: FileWriter = AtomicFileWriter.write) -> CommandResult {
        let request: RatingRequest
        let product: RequestOutput
        do throws(UsageError) {
            let parsed = try parser.parse(arguments)
            switch parsed.action {
            case .showHelp: return CommandResult(exitCode: 0, standardOutput: Array(HelpText.help.utf8), standardError: "")
            case .showVersion: return CommandResult(exitCode: 0, standardOutput: Array(StarsvgRelease.versionLine.utf8), standardError: "")
            case .showCompletionScript(let name):
                guard let shell = CompletionShell(rawValue: name) else {
                    let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .invalidValue(option: "--generate-completion-script", value: name, requirement: "the shell must be one of \(shells)")
                }
                return CommandResult(exitCode: 0, standardOutput: Array(shell.completionScript.utf8), standardError: "")
            case .run: break
            }
            do {
                request = try parsed.request()
                product = try request.output(for: try request.rating())
            } catch {
                throw UsageError(error, in: parsed)
            }
        } catch {
            return CommandResult(
                exitCode: CommandResult.usageExitCode, standardOutput: [],
                standardError: "Error: \(error.message)\n" + HelpText.usageHint)
        }

        let toStandardOutput = request.output == nil || request.output == "-"
        let files = (toStandardOutput ? [] : [OutputFile(path: request.output!, bytes: product.main)]) + product.sideFiles
        if !files.isEmpty {
            do {
                try writeFiles(files)
            } catch {
                return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
            }
        }
        return CommandResult(exitCode: 0, standardOutput: toStandardOutput ? product.main : [], standardError: "")
    }
}
