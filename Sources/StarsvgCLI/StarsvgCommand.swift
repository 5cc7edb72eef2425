import StarsvgSystem
import StarsvgOptions

/// The `starsvg` command: a rating from its options, and `starsvg batch`. Arguments in, exit
/// status and output out, with no global state, so tests and the fuzzer run it in-process
/// exactly as the binary does.
public enum StarsvgCommand {
    /// Writes the output files, all or none: `AtomicFileWriter.write`, or a stand-in (the
    /// fuzzer keeps the bytes in memory so that millions of runs never touch the disk).
    package typealias FileWriter = ([OutputFile]) throws(AtomicFileWriter.Failure) -> Void

    /// `starsvg`, with its options and its subcommand.
    package static let command = Command(
        name: "starsvg",
        abstract: "Write a continuous star rating as a standalone SVG, as HTML for a web page, or as a PNG.",
        discussion: [
            "N stars over one continuous colour surface, revealed up to the value by a soft-edged",
            "mask; the colour is chosen by thresholds (red, yellow, green), and every star has a",
            "bevelled rim. For web pages: a picture themable with CSS custom properties, the eased",
            "animation, or a rating input that works in any form. Where SVG cannot go (email, social",
            "cards), a PNG drawn by its own rasterizer, and the <img> tag that shows it. The same",
            "options always give the same bytes.",
        ],
        options: RatingOptions.all + [
            OptionDefinition(.generateCompletionScript, .completionScript,
                             .value(placeholder: "SHELL", grammar: .choice(CompletionShell.allCases.map(\.rawValue))),
                             "Print a completion script for SHELL, made from these options (install it as the shell's documentation says)."),
            OptionDefinition(.version, .version, .none, "Show the version."),
            .help,
        ],
        examples: [
            "starsvg \(option: .stars) 10 \(option: .levels) 2,8 \(option: .value) 7 > rating.svg",
            "starsvg \(option: .value) 3.5 \(option: .fillMode) width \(option: .colors) tomato,gold,seagreen -o rating.svg",
            "starsvg \(option: .format) html \(option: .animate) \(option: .value) 4 > rating.html",
            "starsvg \(option: .format) png \(option: .scale) 2 \(option: .value) 4.5 -o rating.png",
            "starsvg \(option: .format) img \(option: .src) https://example.com/rating.png \(option: .value) 4.5",
            "starsvg \(option: .interactive) \(option: .name) stars -o rate.html \(option: .cssOut) rate.css \(option: .jsOut) rate.js",
        ],
        rules: [
            "Numbers are plain decimals such as 3.5: digits with at most one point, at most",
            "\(ValueGrammar.maximumNumberLength) characters; no sign, exponent, comma, hex, inf or nan.",
        ],
        helpClosing: ["Bad input exits with status 64 and one 'Error:' line; I/O failures exit with status 1."],
        subcommands: [BatchCommand.command],
        run: { parsed, environment in run(parsed, in: environment) })

    /// The help of `starsvg`.
    public static let help = HelpText.help(for: command)

    /// What follows an `Error:` line for bad input.
    public static let usageHint = HelpText.usageHint(for: command)

    /// Runs `starsvg` as the process does: `starsvg batch …` runs the batch, anything else the
    /// rating command.
    /// - Parameters:
    ///   - arguments: the words after the program name; `nil` for one that was not valid UTF-8.
    ///   - readStandardInput: reads all of standard input (the batch reads its lines from it).
    ///   - writeStandardOutput: writes bytes to standard output as the batch goes (they are
    ///     valid only during the call); `false` on failure, with `errno` set.
    ///   - standardOutputIsTerminal: whether standard output is a terminal (`isatty`), to
    ///     which a PNG is not written unless `-o -` asks for it.
    /// - Returns: the exit status and what is left to write to each stream.
    public static func main(arguments: [String?], readStandardInput: @escaping () -> [UInt8]?,
                            writeStandardOutput: @escaping (UnsafeBufferPointer<UInt8>) -> Bool,
                            standardOutputIsTerminal: Bool = false) -> CommandResult {
        command.main(arguments, in: CommandEnvironment(readStandardInput: readStandardInput, writeStandardOutput: writeStandardOutput,
                                                       standardOutputIsTerminal: standardOutputIsTerminal))
    }

    /// Runs the rating command (not the batch), writing its files with `writeFiles`.
    /// - Parameters:
    ///   - arguments: the words after the program name; `nil` for one that was not valid UTF-8.
    ///   - writeFiles: what writes `-o FILE`, `--css-out FILE` and `--js-out FILE`, together
    ///     (the fuzzer keeps the bytes in memory).
    /// - Returns: the exit status and the bytes for each stream. The files have been written
    ///   by the time this returns.
    public static func run(arguments: [String?],
                           writeFiles: @escaping ([OutputFile]) throws(AtomicFileWriter.Failure) -> Void) -> CommandResult {
        command.invoke(arguments, in: CommandEnvironment(writeFiles: writeFiles))
    }

    /// Runs the rating command (not the batch), writing its files with the atomic writer.
    /// A separate function rather than a default argument, so that the writer stays `package`.
    package static func run(arguments: [String?]) -> CommandResult {
        run(arguments: arguments, writeFiles: { files throws(AtomicFileWriter.Failure) in try AtomicFileWriter.write(files) })
    }

    /// Writes the rating the options ask for.
    private static func run(_ parsed: ParsedArguments, in environment: CommandEnvironment) -> CommandResult {
        let request: RatingRequest
        let planned: PlannedOutput
        do {
            request = try parsed.request()
            planned = try request.plannedOutput()
        } catch {
            return command.refusal(UsageError(error, in: parsed))
        }
        // As curl does: binary data would garble a terminal, unless `-o -` asks for it there.
        // Checked before a pixel is drawn.
        if planned.isBinary, request.output == nil, environment.standardOutputIsTerminal {
            return command.refusal(.binaryOutputToTerminal)
        }
        let product = planned.output()
        let toStandardOutput = request.output == nil || request.output == "-"
        // A shared style sheet is read, added to and written back with its folder locked, so
        // that runs beside this one that add to it lose nothing of each other's.
        func write() -> CommandResult? {
            let files: [OutputFile]
            do {
                files = try product.files(writingMainTo: toStandardOutput ? nil : request.output)
            } catch {
                return command.refusal(UsageError(error, in: parsed))
            }
            guard !files.isEmpty else { return nil }
            do {
                try environment.writeFiles(files)
            } catch {
                return CommandResult(exitCode: CommandResult.failureExitCode, standardOutput: [], standardError: "Error: \(error)\n")
            }
            return nil
        }
        let failure = if let sheet = product.styleSheet { FileSystem.withLockedFolder(of: sheet.path, write) } else { write() }
        if let failure { return failure }
        return CommandResult(exitCode: 0, standardOutput: toStandardOutput ? product.main : [], standardError: "")
    }
}

extension OptionDefinition {
    /// `-h, --help`, which every command has.
    static let help = OptionDefinition(.help, short: "-h", .help, .none, "Show help information.")
}
