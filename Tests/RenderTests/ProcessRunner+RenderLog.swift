import Foundation
import TestSupport

extension ProcessRunner {
    /// Runs a renderer or the PNG decoder to its end, both its output streams to `log` (a file
    /// kept beside the pictures, looked at only when something goes wrong), without blocking a
    /// Swift concurrency thread.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - environmentOverrides: Variables set on top of this process's environment.
    ///   - log: Where its output goes; replaced.
    ///   - timeout: How long it may run before it is sent SIGTERM.
    /// - Throws: `RenderFailure` when it cannot start, exits non-zero or times out.
    static func runLogged(_ executable: URL, _ arguments: [String], environmentOverrides: [String: String] = [:],
                          log: URL, timeout: Duration = .seconds(90)) async throws {
        let runner = ProcessRunner(executable.path, arguments, environmentOverrides: environmentOverrides,
                                   output: .log(toPath: log.path), timeout: timeout)
        let result: ProcessResult
        do {
            result = try await runner.run()
        } catch {
            throw RenderFailure(description: "cannot start \(runner.commandLine): \(error)")
        }
        if result.timedOut {
            throw RenderFailure(description: "\(runner.commandLine) ran longer than \(timeout); output in \(log.path)")
        }
        guard result.exitStatus == 0 else {
            let ending = result.exitStatus.map { "exited with status \($0)" } ?? "was killed by signal \(result.signal ?? 0)"
            throw RenderFailure(description: "\(runner.commandLine) \(ending): \(tail(of: log))")
        }
    }

    /// The last few hundred characters a program wrote, for an error message.
    static func tail(of log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.isEmpty ? "(no output)" : String(text.suffix(600))
    }
}
