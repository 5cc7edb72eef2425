@testable import StarsvgCLI

/// The rules of issue 4 for a single run: it either exits 0 with a rating that passes
/// `SVGOutputAudit` (or with the help or version text, when asked for), or exits 64 with
/// exactly one safe `Error:` line, then the usage, on standard error, nothing on standard
/// output and the -o file untouched. Nothing else is acceptable: no other status, no stray
/// temporary file.
struct CommandOutcomeCheck {
    /// The one file the command lines may name with `-o`.
    let watchedPath: String

    /// What --help and --version print, built once: `HelpText.help` is computed on each use.
    private static let helpBytes = Array(HelpText.help.utf8)
    private static let versionBytes = Array("starsvg \(HelpText.version)\n".utf8)

    /// The state of the watched file around one run.
    struct WatchedFile {
        /// Its bytes before the run; `nil` when it did not exist.
        var before: [UInt8]?
        /// Its bytes after the run; `nil` when it does not exist.
        var after: [UInt8]?
        /// Files other than the watched one found in its folder afterwards (temporary files).
        var strangers: [String] = []
    }

    /// Classifies the run and lists every rule it breaks.
    func check(_ result: CommandResult, words: [String?], file: WatchedFile) -> (outcome: CommandOutcome?, problems: [String]) {
        var problems = file.strangers.map { "left \($0) behind" }
        switch result.exitCode {
        case 0:
            if result.standardOutput == Self.helpBytes || result.standardOutput == Self.versionBytes {
                if !words.contains(where: { ["--help", "-h", "--version"].contains($0) }) {
                    problems.append("help or version text without --help, -h or --version")
                }
                if !result.standardError.isEmpty { problems.append("standard error not empty") }
                if file.after != file.before { problems.append("the -o file changed") }
                return (.helpOrVersion, problems)
            }
            if !result.standardError.isEmpty { problems.append("exit 0 with standard error \(result.standardError.debugDescription)") }
            let options = EffectiveOptions(words)
            let svg: [UInt8]
            if options["--output"] == watchedPath {
                if !result.standardOutput.isEmpty { problems.append("output went to standard output as well as -o") }
                guard let written = file.after, written != file.before else {
                    return (.rating, problems + ["exit 0 but the -o file was not written"])
                }
                svg = written
            } else {
                svg = result.standardOutput
                if file.after != file.before { problems.append("the -o file changed though it was not the output") }
            }
            let audit = SVGOutputAudit(expectedLabel: options["--label"], expectedIDPrefix: options["--id"],
                                       expectedStarCount: options["--stars"].flatMap { Int($0) } ?? 5)
            problems += audit.problems(in: svg)
            if options.isPretty != svg.dropLast().contains(UInt8(ascii: "\n")) || svg.last != UInt8(ascii: "\n") {
                problems.append("pretty was \(options.isPretty) but the line breaks say otherwise")
            }
            return (.rating, problems)
        case CommandResult.usageExitCode:
            if !result.standardOutput.isEmpty { problems.append("refused, yet \(result.standardOutput.count) bytes on standard output") }
            if file.after != file.before { problems.append("refused, yet the -o file changed") }
            problems += Self.refusalProblems(result.standardError)
            return (.refused, problems)
        default:
            return (nil, problems + ["exit status \(result.exitCode), standard error \(result.standardError.debugDescription)"])
        }
    }

    /// What is wrong with the standard error of a refusal: it must be one `Error:` line that
    /// cannot garble a terminal or disguise what it quotes, then the usage; a refused number
    /// must be told its option and the allowed range.
    static func refusalProblems(_ standardError: String) -> [String] {
        var problems: [String] = []
        guard standardError.hasPrefix("Error: "), standardError.hasSuffix("\n" + HelpText.usageHint) else {
            return ["standard error is not an Error: line then the usage: \(standardError.debugDescription)"]
        }
        let message = String(standardError.dropLast(HelpText.usageHint.count + 1))
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.filter({ $0.hasPrefix("Error:") }).count != 1 { problems.append("not exactly one Error: line") }
        // Written out here, not taken from UsageError, so the check is independent of the code.
        let disguising = message.unicodeScalars.filter { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) || [0x061C, 0x200E, 0x200F].contains(scalar.value)
        }
        if !disguising.isEmpty {
            problems.append("the Error: line holds \(disguising.map { "U+" + String($0.value, radix: 16) }): \(message.debugDescription)")
        }
        if message.hasPrefix("Error: invalid value"), !message.contains(" for --") {
            problems.append("the Error: line does not name the option: \(message.debugDescription)")
        }
        for option in ["--stars", "--value", "--levels", "--size", "--gap", "--blur"] where message.contains(" for \(option): ") {
            let namesTheRule = message.contains(" from ") && message.contains(" to ")
                || message.contains("strictly increasing") || message.contains("at most")
            if !namesTheRule { problems.append("the refusal of \(option) names no range: \(message.debugDescription)") }
        }
        return problems
    }
}
