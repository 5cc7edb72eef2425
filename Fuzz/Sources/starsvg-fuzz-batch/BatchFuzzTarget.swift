import FuzzSupport
import StarsvgCLI

/// libFuzzer's entry point: one input is a batch, its JSON Lines read from standard input by
/// the real `starsvg batch -`, in-process, after an optional first line of settings
/// (`BatchSettings`: the out-dir, the page's style sheet and script, the jobs). Standard
/// output is kept in memory; the files go where the batch puts them, under a scratch folder
/// that is emptied after every input.
///
/// On top of traps and AddressSanitizer's findings, this checks the batch's contract, and
/// traps when it is broken:
/// - exit 0: nothing on standard error; what standard output holds starts as a rating does;
///   no file outside the out-dir but the page's style sheet and script, where they were asked;
/// - exit 64 (a bad line): nothing on standard output, one safe `Error:` line, nothing written;
/// - exit 1 (a write failed): one safe `Error:` line, and no file left, the out-dir as it was;
/// - no other exit.
///
/// main.swift passes this to libFuzzer's driver; it is also exported under libFuzzer's standard
/// name, for drivers that look for that.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatch(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let settings = BatchSettings(reading: bytes)
    let lines = Array(bytes[settings.linesStart...])
    // The out-dir is there before the batch, empty, so that a page file can be asked inside it
    // (its folder must exist) and so that "as it was" is one thing to check.
    let outDir = scratch.makeFolder("out")
    defer { scratch.removeContents() }
    var arguments = ["batch", "-", "--jobs", String(settings.jobs)]
    if settings.hasOutDir { arguments += ["--out-dir", outDir] }
    let pageFolder = settings.pageFilesInOutDir ? "out/" : ""
    var pageFiles: [String] = []
    if settings.hasStyleSheet {
        pageFiles.append(pageFolder + "page.css")
        arguments += ["--css-out", scratch.path + "/" + pageFolder + "page.css"]
    }
    if settings.hasScript {
        pageFiles.append(pageFolder + "page.js")
        arguments += ["--js-out", scratch.path + "/" + pageFolder + "page.js"]
    }
    var output: [UInt8] = []
    let result = StarsvgCommand.main(arguments: arguments, readStandardInput: { lines }, writeStandardOutput: { output += $0; return true })
    output += result.standardOutput
    let entries = scratch.entries()
    let context = "batch \(arguments.dropFirst().joined(separator: " ")), exit \(result.exitCode)"
    switch result.exitCode {
    case 0:
        FuzzOracle.check(result.standardError.isEmpty, "\(context) with an error: \(result.standardError)")
        FuzzOracle.check(output.isEmpty || FuzzOracle.isRating(output), "\(context): standard output does not start with a rating")
        let strays = entries.filter { $0 != "out/" && !(settings.hasOutDir && $0.hasPrefix("out/")) && !pageFiles.contains($0) }
        FuzzOracle.check(strays.isEmpty, "\(context): files outside the out-dir: \(strays)")
    case CommandResult.usageExitCode, failureExitCode:
        if result.exitCode == CommandResult.usageExitCode {
            FuzzOracle.check(output.isEmpty, "\(context): refused with \(output.count) bytes on standard output")
        }
        let problem = FuzzOracle.refusalProblem(result.standardError, followedBy: nil)
        FuzzOracle.check(problem == nil, "\(context): \(problem ?? ""): \(result.standardError)")
        FuzzOracle.check(entries == ["out/"], "\(context), but files were left: \(entries): \(result.standardError)")
    default:
        FuzzOracle.check(false, "\(context): \(result.standardError)")
    }
    return 0
}

/// The exit status of an I/O failure (the command's own is not public).
private let failureExitCode: Int32 = 1

/// Where the batch writes, the out-dir and the page files.
private let scratch = ScratchFolder(purpose: "batch")
