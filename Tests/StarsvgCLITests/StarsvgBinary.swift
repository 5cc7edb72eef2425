import Foundation
import TestSupport

/// The built `starsvg`, run as a real process by `ProcessRunner`.
enum StarsvgBinary {
    /// The binary, beside the test bundle in SwiftPM's products folder.
    static let url: URL = {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("starsvg").path),
              folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("starsvg")
    }()

    /// Runs it with `arguments` as a shell pipeline would: standard output through a pipe.
    static func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner(url.path, arguments, output: .standardOutputThroughPipe).run()
    }

    /// Runs it in `folder` with `arguments` passed byte for byte.
    /// - Parameter standardOutputPath: Where standard output goes instead of being captured.
    static func run(_ arguments: [[UInt8]], in folder: String, standardOutputPath: String? = nil) throws -> ProcessResult {
        try ProcessRunner(url.path, arguments: arguments, in: folder,
                          output: standardOutputPath.map { .standardOutput(toPath: $0) } ?? .captured).run()
    }

    /// Runs it in `folder` under `sh` after `ulimit -f blocks`: the kernel then refuses to let
    /// any file grow past that many blocks (SIGXFSZ, or EFBIG when the signal is ignored).
    static func run(_ arguments: [String], in folder: String, fileSizeLimitInBlocks blocks: Int) throws -> ProcessResult {
        try ProcessRunner("/bin/sh", ["-c", "ulimit -f \(blocks) && exec \"$0\" \"$@\"", url.path] + arguments, in: folder).run()
    }
}
