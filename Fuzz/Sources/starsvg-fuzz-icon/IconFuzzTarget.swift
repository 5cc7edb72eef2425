import FuzzSupport
import StarsvgCLI

/// libFuzzer's entry point: one input is the bytes of an icon file, which every face of the
/// command draws as its stars (`--shape FILE`). The command runs in-process as the binary
/// does, so the whole path is covered: the file read by its path under the size cap, the
/// reading kept in the memo of icon files, the refusal or the outline, the fill edge in each
/// fill mode, and each face's writer (the PNG's rasterizer and encoder too).
///
/// On top of traps and AddressSanitizer's findings, this checks, and traps when broken: each
/// face exits 0 with its rating and nothing on standard error, or 64 with nothing on standard
/// output and one safe `Error:` line; every face takes the icon or every face refuses it (the
/// file is read once, for all of them); and no output holds a `<script>` but a rating input's
/// own, however the file is made.
///
/// main.swift passes this to libFuzzer's driver; it is also exported under libFuzzer's standard
/// name, for drivers that look for that.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIcon(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let path = scratch.makeFile(iconName, holding: bytes)
    defer { forget(path) }
    var firstOutcome: (face: String, isTaken: Bool)? = nil
    for face in faces {
        let arguments = ["--shape", path] + face.arguments
        var written: [String]? = nil
        let result = StarsvgCommand.run(arguments: arguments) { files in written = files.map(\.path) }
        let context = "\(face.name) (\(arguments.joined(separator: " ")))"
        FuzzOracle.check(written == nil, "\(context) wrote files: \(written ?? [])")
        switch result.exitCode {
        case 0:
            FuzzOracle.check(FuzzOracle.isRating(result.standardOutput), "\(context): exit 0 without a rating")
            FuzzOracle.check(result.standardError.isEmpty, "\(context): exit 0 with an error: \(result.standardError)")
            let scripts = FuzzOracle.occurrences(of: Array("<script".utf8), in: result.standardOutput)
            FuzzOracle.check(scripts <= face.scripts, "\(context): \(scripts) <script> in the output")
        case CommandResult.usageExitCode:
            FuzzOracle.check(result.standardOutput.isEmpty, "\(context): refused with output")
            let problem = FuzzOracle.refusalProblem(result.standardError, followedBy: StarsvgCommand.usageHint)
            FuzzOracle.check(problem == nil, "\(context): \(problem ?? ""): \(result.standardError)")
        default:
            FuzzOracle.check(false, "\(context): exit status \(result.exitCode): \(result.standardError)")
        }
        let isTaken = result.exitCode == 0
        if let first = firstOutcome {
            FuzzOracle.check(first.isTaken == isTaken, "\(first.face) \(first.isTaken ? "takes" : "refuses") the icon, but \(context) "
                             + "\(isTaken ? "takes" : "refuses") it: \(result.standardError)")
        } else {
            firstOutcome = (face.name, isTaken)
        }
    }
    // Plain text writes a shape's symbol and has none for an icon: it refuses every file,
    // drawable or not, in one clean line.
    let arguments = ["--shape", path, "--format", "text", "--value", "2.5"]
    var written: [String]? = nil
    let result = StarsvgCommand.run(arguments: arguments) { files in written = files.map(\.path) }
    let context = "text (\(arguments.joined(separator: " ")))"
    FuzzOracle.check(result.exitCode == CommandResult.usageExitCode && result.standardOutput.isEmpty,
                     "\(context): exit \(result.exitCode), \(result.standardOutput.count) bytes out")
    FuzzOracle.check(written == nil, "\(context) wrote files: \(written ?? [])")
    let problem = FuzzOracle.refusalProblem(result.standardError, followedBy: StarsvgCommand.usageHint)
    FuzzOracle.check(problem == nil, "\(context): \(problem ?? ""): \(result.standardError)")
    return 0
}

/// Removes the icon file at `path` and has the command look for it once more, so that the
/// memo of icon files holds, for that path, the same refusal after every input ("cannot read
/// the icon file").
///
/// Two things need it. The memo keeps a reading while the file at its path looks unchanged
/// (inode, size, times), which a file written again within the clock's tick could; after the
/// refusal, the next input's file is read afresh whatever it looks like. And libFuzzer looks
/// for leaks after any input that allocates more than it frees: a memo that grew by an icon
/// every input would have it scan the whole heap after every input, which is most of the time a
/// run takes; swapping the same refusal for the icon and back frees what each input allocates.
private func forget(_ path: String) {
    scratch.removeContents()
    let result = StarsvgCommand.run(arguments: ["--shape", path]) { _ in }
    FuzzOracle.check(result.exitCode == CommandResult.usageExitCode, "a missing icon file, exit \(result.exitCode): \(result.standardError)")
}

/// Every face of the command that draws an icon (`RatingFaces.all` but plain text, which
/// refuses icons and is checked on its own: the standalone SVG, the HTML picture, the
/// rating input, the live rating, the PNG and its `<img>` tag), each with options that send
/// the icon down different roads (every fill mode, a fraction, animation, a thin PNG), and the
/// most `<script>` elements its output may hold.
private let faces: [(name: String, arguments: [String], scripts: Int)] = [
    ("svg", ["--format", "svg", "--value", "3.7", "--fill-mode", "area"], 0),
    ("html", ["--format", "html", "--value", "2.5", "--fill-mode", "width", "--animate"], 0),
    ("interactive", ["--interactive", "--value", "4", "--fill-mode", "linear"], 1),
    ("live", ["--live", "--value", "1.5", "--pretty"], 0),
    ("png", ["--format", "png", "--size", "20", "--value", "3.5"], 0),
    ("img", ["--format", "img", "--src", "r.png", "--size", "20", "--scale", "2", "--value", "0.5"], 0),
]

/// Where the icon file is written.
private let scratch = ScratchFolder(purpose: "icon")

/// The icon file's name, the same for every input (see `forget(_:)`).
private let iconName = "icon.svg"
