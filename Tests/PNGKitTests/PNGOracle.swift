import Foundation
import Testing
import TestSupport

/// Python's zlib and Pillow reading back what PNGKit wrote: Oracle/png_oracle.py, run once per
/// batch of files (one process for many files keeps the tests fast).
///
/// Pillow is found in `STARSVG_PYTHONPATH` if set, else in `<package root>/.build/ci-tools/python`,
/// where `.ci/run` installs it. Without it (or without python3) the checks that need it are
/// skipped locally and fail under `CI=true`; zlib needs python3 alone.
enum PNGOracle {
    /// The Pillow pinned in .ci/run, for messages.
    static let pinnedPillow = "pillow==11.3.0"

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = packageRoot.appendingPathComponent("Tests/PNGKitTests/Oracle/png_oracle.py").path
    static let pythonPath = ProcessInfo.processInfo.environment["STARSVG_PYTHONPATH"]
        ?? packageRoot.appendingPathComponent(".build/ci-tools/python").path
    static let python = InstalledProgram("python3", package: "python3")
    static let pngcheck = InstalledProgram("pngcheck", package: "pngcheck")

    /// How to install Pillow, for messages.
    static let installHint = "python3 -m pip install --target \(pythonPath) \(pinnedPillow) (or run .ci/run), "
        + "or set STARSVG_PYTHONPATH to a folder that has it"

    /// Whether Pillow can be imported here, asked once.
    static let hasPillow: Bool = {
        guard let python = python.path else { return false }
        let runner = ProcessRunner(python, ["-c", "import PIL"], environmentOverrides: ["PYTHONPATH": pythonPath])
        return (try? runner.run())?.exitStatus == 0
    }()

    /// Whether the Pillow checks run: Pillow is there, or CI requires it (and they then fail).
    static var isPillowTestable: Bool { InstalledProgram.isCI || hasPillow }

    /// Why the Pillow checks are skipped here.
    static let pillowSkipReason: Comment = "Pillow not found (\(installHint)): the PNG decoding checks are skipped; CI=true fails instead"

    /// Why the zlib checks are skipped here.
    static let pythonSkipReason: Comment = "python3 not found (apt-get install python3): the zlib checks are skipped; CI=true fails instead"

    /// Why the pngcheck checks are skipped here.
    static let pngcheckSkipReason = Comment(rawValue: pngcheck.skipReason)

    /// The script's lines for `mode` (`zlib` or `png`) over `folder`, split at tabs.
    /// - Throws: `OracleFailure` when python3 or Pillow is missing, or the script fails.
    static func run(_ mode: String, folder: ScratchFolder) throws -> [[String]] {
        guard let python = python.path else { throw OracleFailure(description: "python3 not found (apt-get install python3)") }
        let result = try ProcessRunner(python, [script, mode, folder.path],
                                       environmentOverrides: ["PYTHONPATH": pythonPath, "PYTHONDONTWRITEBYTECODE": "1"],
                                       timeout: .seconds(300)).run()
        guard result.exitStatus != 3 else {
            throw OracleFailure(description: "Pillow not found in \(pythonPath); install it with \(installHint)")
        }
        guard result.exitStatus == 0 else {
            throw OracleFailure(description: "png_oracle.py \(mode) failed (\(result.exitStatus.map(String.init) ?? "signal")): \(result.standardError)")
        }
        return String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Runs `pngcheck -q` on every PNG in `folder`.
    /// - Returns: `nil` when it found nothing wrong, else what it printed.
    static func pngcheckComplaints(in folder: ScratchFolder) throws -> String? {
        guard let pngcheck = pngcheck.path else { return "pngcheck not found (apt-get install pngcheck)" }
        let files = folder.names().filter { $0.hasSuffix(".png") }.map(folder.file)
        let result = try ProcessRunner(pngcheck, ["-q"] + files, timeout: .seconds(300)).run()
        if result.exitStatus == 0 { return nil }
        return String(decoding: result.standardOutput, as: UTF8.self) + result.standardError
    }

    /// Why the oracle could not answer.
    struct OracleFailure: Error, CustomStringConvertible {
        let description: String
    }
}
