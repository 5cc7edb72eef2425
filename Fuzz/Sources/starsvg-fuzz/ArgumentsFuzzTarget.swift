import StarsvgCLI

/// libFuzzer's entry point: one input is one command line, its words separated by NUL bytes
/// (as in `/proc/PID/cmdline`); a word that is not UTF-8 reaches the command as `nil`, exactly
/// as `CommandLineArguments` hands it over.
///
/// Crashes and traps are what libFuzzer looks for; on top of them this checks the contract of
/// issue 4 cheaply (no XML parser here, to keep millions of runs fast) and traps when it is
/// broken: exit 0 with a rating, help or version, or exit 64 with nothing on standard output and
/// one safe `Error:` line. A command line that would write a file runs with a file writer that
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
    var written: [UInt8]? = nil
    let result = StarsvgCommand.run(arguments: words) { bytes, _ in written = bytes }
    if let written {
        check(written.starts(with: Array("<svg ".utf8)), "a file written that is no <svg>", words)
        check(result.exitCode == 0 && result.standardOutput.isEmpty, "a file written, and output or a failure too", words)
        return 0
    }
    switch result.exitCode {
    case 0:
        let isHelp = result.standardOutput == Array(HelpText.help.utf8)
            || result.standardOutput == Array("starsvg \(HelpText.version)\n".utf8)
        check(isHelp || result.standardOutput.starts(with: Array("<svg ".utf8)), "exit 0 without a rating", words)
        check(result.standardError.isEmpty, "exit 0 with an error", words)
        check(!contains(result.standardOutput, Array("<script".utf8)), "a <script> in the output", words)
    case CommandResult.usageExitCode:
        check(result.standardOutput.isEmpty, "refused with output", words)
        check(result.standardError.hasPrefix("Error: ") && result.standardError.hasSuffix("\n" + HelpText.usageHint),
              "a refusal that is not an Error: line then the usage", words)
        let message = result.standardError.dropLast(HelpText.usageHint.count + 1)
        check(!message.unicodeScalars.contains { UsageError.isDisguising($0) }, "a control or bidi character in the Error: line", words)
    default:
        check(false, "exit status \(result.exitCode)", words)
    }
    return 0
}

/// Traps with a readable reason: libFuzzer saves the input that got here as a crash.
private func check(_ condition: Bool, _ problem: @autoclosure () -> String, _ words: [String?]) {
    if !condition { fatalError("\(problem()) for \(words.map { $0.map { $0.debugDescription } ?? "<not UTF-8>" })") }
}

private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
}
