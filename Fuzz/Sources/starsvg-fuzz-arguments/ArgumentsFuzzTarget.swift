import FuzzSupport
import StarsvgCLI

/// libFuzzer's entry point: one input is one command line, its words separated by NUL bytes
/// (as in `/proc/PID/cmdline`); a word that is not UTF-8 reaches the command as `nil`, exactly
/// as `CommandLineArguments` hands it over.
///
/// Crashes and traps are what libFuzzer looks for; on top of them this checks the contract of
/// issue 4 cheaply (no XML parser here, to keep millions of runs fast) and traps when it is
/// broken: exit 0 with a rating, help or version, or exit 64 with nothing on standard output and
/// one safe `Error:` line. A command line that would write files runs with a file writer that
/// keeps the bytes in memory, so fuzzing never touches the disk.
///
/// main.swift passes this to libFuzzer's driver; it is also exported under libFuzzer's standard
/// name, for drivers that look for that.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let words: [String?] = bytes.isEmpty ? [] : bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(validating: $0, as: UTF8.self)
    }
    var written: [(path: String, bytes: [UInt8])]? = nil
    let result = StarsvgCommand.run(arguments: words) { files in written = files.map { ($0.path, $0.bytes) } }
    if let written {
        check(result.exitCode == 0, "files written, and a failure too", words)
        check(Set(written.map(\.path)).count == written.count, "two outputs into one file", words)
        for file in written {
            check(!FuzzOracle.contains(file.bytes, Array("</script".utf8)) || FuzzOracle.isRating(file.bytes), "a script's end outside a rating", words)
        }
        check(written.contains { FuzzOracle.isRating($0.bytes) } || FuzzOracle.isRating(result.standardOutput), "files written, but no rating", words)
        return 0
    }
    switch result.exitCode {
    case 0:
        let isHelp = result.standardOutput == Array(StarsvgCommand.help.utf8)
            || result.standardOutput == Array(StarsvgRelease.versionLine.utf8)
            || CompletionShell.allCases.contains { result.standardOutput == Array($0.completionScript.utf8) }
        check(isHelp || FuzzOracle.isRating(result.standardOutput), "exit 0 without a rating", words)
        check(result.standardError.isEmpty, "exit 0 with an error", words)
        // Only a rating input has a script, and only its own: one <script> at most. (The help
        // text shows how to load the script, which is no script.)
        let scripts = FuzzOracle.occurrences(of: Array("<script".utf8), in: result.standardOutput)
        let isInput = result.standardOutput.starts(with: Array("<fieldset ".utf8))
        check(isHelp || scripts == 0 || (scripts == 1 && isInput), "a <script> in the output", words)
    case CommandResult.usageExitCode:
        check(result.standardOutput.isEmpty, "refused with output", words)
        let problem = FuzzOracle.refusalProblem(result.standardError, followedBy: StarsvgCommand.usageHint)
        check(problem == nil, problem ?? "", words)
    default:
        check(false, "exit status \(result.exitCode)", words)
    }
    return 0
}

/// Traps with a readable reason, naming the command line: libFuzzer saves the input that got
/// here as a crash.
private func check(_ condition: Bool, _ problem: @autoclosure () -> String, _ words: [String?]) {
    FuzzOracle.check(condition, "\(problem()) for \(words.map { $0.map { $0.debugDescription } ?? "<not UTF-8>" })")
}
