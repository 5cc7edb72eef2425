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
            check(!contains(file.bytes, Array("</script".utf8)) || isRating(file.bytes), "a script's end outside a rating", words)
        }
        check(written.contains { isRating($0.bytes) } || isRating(result.standardOutput), "files written, but no rating", words)
        return 0
    }
    switch result.exitCode {
    case 0:
        let isHelp = result.standardOutput == Array(StarsvgCommand.help.utf8)
            || result.standardOutput == Array(StarsvgRelease.versionLine.utf8)
            || CompletionShell.allCases.contains { result.standardOutput == Array($0.completionScript.utf8) }
        check(isHelp || isRating(result.standardOutput), "exit 0 without a rating", words)
        check(result.standardError.isEmpty, "exit 0 with an error", words)
        // Only a rating input has a script, and only its own: one <script> at most. (The help
        // text shows how to load the script, which is no script.)
        let scripts = occurrences(of: Array("<script".utf8), in: result.standardOutput)
        let isInput = result.standardOutput.starts(with: Array("<fieldset ".utf8))
        check(isHelp || scripts == 0 || (scripts == 1 && isInput), "a <script> in the output", words)
    case CommandResult.usageExitCode:
        check(result.standardOutput.isEmpty, "refused with output", words)
        check(result.standardError.hasPrefix("Error: ") && result.standardError.hasSuffix("\n" + StarsvgCommand.usageHint),
              "a refusal that is not an Error: line then the usage", words)
        let message = result.standardError.dropLast(StarsvgCommand.usageHint.count + 1)
        check(!message.unicodeScalars.contains(where: isDisguising), "a control or bidi character in the Error: line", words)
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
    occurrences(of: needle, in: haystack) > 0
}

private func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
    guard haystack.count >= needle.count else { return 0 }
    return (0...(haystack.count - needle.count)).filter { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }.count
}

/// Whether `bytes` start as a rating does: a standalone SVG, an HTML picture or an input, a
/// PNG (its signature) or the `<img>` tag of one.
private func isRating(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        || ["<svg ", "<fieldset ", "<img src=\""].contains { bytes.starts(with: Array($0.utf8)) }
}

/// Whether `scalar` could garble a terminal line or disguise what it quotes: C0 and C1 controls
/// and DEL, the line and paragraph separators, and the bidirectional marks, embeddings,
/// overrides and isolates. Written out here, apart from the command's own quoting, so that the
/// fuzzer's oracle does not share the code it checks.
private func isDisguising(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
}
