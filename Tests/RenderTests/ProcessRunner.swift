import Foundation

/// Runs an external program to its end without blocking a Swift concurrency thread: the test
/// runner has only as many threads as cores, and a blocked one would stall other tests.
enum ProcessRunner {
    /// Runs `executable` and waits for it.
    ///
    /// Standard output and standard error go to `log` (a file, so that a chatty program can
    /// never fill a pipe and hang). A program still running after `timeout` is sent SIGTERM.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - environmentOverrides: Variables set on top of this process's environment.
    ///   - log: Where its output goes; replaced.
    ///   - timeout: How long it may run.
    /// - Throws: `RenderFailure` when it cannot start, exits non-zero or times out.
    static func run(_ executable: URL, _ arguments: [String], environmentOverrides: [String: String] = [:],
                    log: URL, timeout: Duration = .seconds(90)) async throws {
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw RenderFailure(description: "cannot create \(log.path)")
        }
        let logHandle = try FileHandle(forWritingTo: log)
        defer { try? logHandle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environmentOverrides) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = logHandle
        process.standardError = logHandle
        let command = ([executable.path] + arguments).joined(separator: " ")

        let timedOut = Flag()
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: RenderFailure(description: "cannot start \(command): \(error)"))
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout.seconds) {
                // Only this process, by its id; kill(2) on an exited id that was not yet reaped
                // is harmless.
                if process.isRunning {
                    timedOut.set()
                    kill(pid, SIGTERM)
                }
            }
        }
        if timedOut.isSet {
            throw RenderFailure(description: "\(command) ran longer than \(timeout); output in \(log.path)")
        }
        guard status == 0 else {
            throw RenderFailure(description: "\(command) exited with status \(status): \(tail(of: log))")
        }
    }

    /// The last few hundred characters a program wrote, for an error message.
    static func tail(of log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.isEmpty ? "(no output)" : String(text.suffix(600))
    }
}

extension Duration {
    /// The duration in seconds, for Dispatch.
    fileprivate var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
