import Foundation
import TestSupport

/// A running `chromedriver` (Debian's `chromium-driver`), on a port it chose itself, with its
/// output, and the browser's temporary files, in a folder of the tests.
final class ChromeDriver: Sendable {
    /// The port WebDriver requests go to, on 127.0.0.1.
    let port: Int
    /// The process, until it ends.
    private let process: Task<ProcessResult, any Error>

    private init(port: Int, process: Task<ProcessResult, any Error>) {
        self.port = port
        self.process = process
    }

    /// Starts `executable` with its log in `folder`; waits until it listens. The task that waits
    /// for the process to end runs on `executor`: on the global executor it waited 20 s for a
    /// thread before the process even started.
    /// - Throws: `RenderFailure` when it does not start or does not say its port in 20 s.
    static func start(_ executable: URL, folder: URL, executor: any TaskExecutor) async throws -> ChromeDriver {
        let log = folder.appendingPathComponent("chromedriver.log")
        let home = folder.appendingPathComponent("home")
        let temporary = home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // Port 0: it picks a free one and says which. A home and a temporary folder of its own:
        // the browser's profile and caches go there, never to /tmp. The timeout is a last
        // resort for a test run that dies without stopping it: it must outlast the whole
        // suite, which shares two cores with the rest of `swift test`. At 300 s it ended
        // chromedriver in the middle of a full run (every later check: "Connection refused").
        // Ahead of the rest where the run may say so (root, as on CI): the browser checks wait on
        // each page in turn, and sharing two cores evenly with the other suites' processes they
        // finished last, alone, while the rest of the machine sat idle. Their processes, the
        // browser's too, inherit the priority.
        let (program, arguments) = geteuid() == 0 ? ("/usr/bin/nice", ["-n", "-5", executable.path, "--port=0"])
                                                   : (executable.path, ["--port=0"])
        let runner = ProcessRunner(program, arguments, environmentOverrides: [
            "HOME": home.path, "TMPDIR": temporary.path,
            "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
        ], output: .log(toPath: log.path), timeout: .seconds(1800))
        let process = Task(executorPreference: executor) { try await runner.run() }
        // A limit on a hung start, not a measure of a slow one.
        let deadline = ContinuousClock.now + BrowserEnvironment.patience
        while ContinuousClock.now < deadline {
            await DedicatedThreadExecutor.sleep(for: .milliseconds(50))
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if let range = text.range(of: "started successfully on port ") {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits) {
                    return ChromeDriver(port: port, process: process)
                }
            }
        }
        process.cancel()
        throw RenderFailure(description: "chromedriver did not start; its output is in \(log.path)")
    }

    /// Asks it to quit and waits for it.
    func stop() async {
        _ = try? await LocalHTTPClient.send("GET", port: port, path: "/shutdown", timeout: .seconds(10))
        _ = try? await process.value
    }
}
