import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a real process: arguments as raw bytes, so that words that are not valid
/// UTF-8 reach its `argv` exactly (Foundation's `Process` only takes Strings); its output
/// routed as `ProcessOutputRouting` says; its exit status or signal reported.
///
/// The child starts with standard input from `/dev/null`, no other descriptor of the test
/// runner's, the default action for every signal (SIGPIPE, SIGXFSZ, SIGTERM: whatever the test
/// runner ignores) and no signal blocked, optionally in a folder of its own and with extra
/// environment variables. A program still running after the timeout is sent SIGTERM.
public struct ProcessRunner: Sendable {
    /// The program's absolute path.
    public var executable: String
    /// Its arguments, after the program name, byte for byte.
    public var arguments: [[UInt8]]
    /// The folder it starts in; `nil` for this process's.
    public var folder: String?
    /// Variables set on top of this process's environment.
    public var environmentOverrides: [String: String]
    /// Where its output goes.
    public var output: ProcessOutputRouting
    /// How long it may run before it is sent SIGTERM; `nil` for as long as it takes.
    public var timeout: Duration?

    /// A runner for `executable` with arguments given as bytes.
    /// - Parameters:
    ///   - executable: The program's absolute path.
    ///   - arguments: Its arguments, byte for byte.
    ///   - folder: The folder it starts in (default: this process's).
    ///   - environmentOverrides: Variables set on top of this process's environment (default: none).
    ///   - output: Where its output goes (default: both streams captured).
    ///   - timeout: How long it may run (default: no limit).
    public init(_ executable: String, arguments: [[UInt8]], in folder: String? = nil,
                environmentOverrides: [String: String] = [:], output: ProcessOutputRouting = .captured,
                timeout: Duration? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.folder = folder
        self.environmentOverrides = environmentOverrides
        self.output = output
        self.timeout = timeout
    }

    /// A runner for `executable` with arguments given as strings (encoded as UTF-8); see
    /// `init(_:arguments:in:environmentOverrides:output:timeout:)`.
    public init(_ executable: String, _ arguments: [String], in folder: String? = nil,
                environmentOverrides: [String: String] = [:], output: ProcessOutputRouting = .captured,
                timeout: Duration? = nil) {
        self.init(executable, arguments: arguments.map { Array($0.utf8) }, in: folder,
                  environmentOverrides: environmentOverrides, output: output, timeout: timeout)
    }

    /// The command as a shell would show it, for messages (non-UTF-8 bytes as U+FFFD).
    public var commandLine: String {
        ([executable] + arguments.map { String(decoding: $0, as: UTF8.self) }).joined(separator: " ")
    }

    /// Runs the program and waits for it, blocking the calling thread.
    /// - Throws: `ProcessRunnerError` when it cannot start or cannot be waited for; a program
    ///   that starts and fails is a result, not an error.
    public func run() throws -> ProcessResult {
        switch output {
        case .captured, .standardOutputThroughPipe, .standardOutput:
            return try withScratchFolder("capture") { capture in try spawnAndWait(captureFolder: capture) }
        case .log:
            return try spawnAndWait(captureFolder: nil)
        }
    }

    /// Runs the program and waits for it on a thread of its own, so that no Swift concurrency
    /// thread blocks: the test runner has only as many as there are cores, and a blocked one
    /// would stall other tests.
    /// - Throws: As `run()`.
    public func run() async throws -> ProcessResult {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try self.run() })
            }
            thread.start()
        }
    }

    /// Spawns the program, waits for it and collects what it wrote.
    /// - Parameter captureFolder: Where the capture files go; `nil` when nothing is captured.
    private func spawnAndWait(captureFolder: ScratchFolder?) throws -> ProcessResult {
        #if canImport(Glibc) || os(macOS)
        let outputCapture = captureFolder?.file("stdout") ?? "/dev/null"
        let errorCapture = captureFolder?.file("stderr") ?? "/dev/null"
        let createFlags = O_WRONLY | O_CREAT | O_TRUNC

        var plan = SpawnPlan()
        defer { plan.destroy() }
        plan.open(0, "/dev/null", O_RDONLY)
        var pipeEnds: [Int32] = [-1, -1]
        defer { for end in pipeEnds where end >= 0 { close(end) } }
        switch output {
        case .captured:
            plan.open(1, outputCapture, createFlags, mode: 0o644)
            plan.open(2, errorCapture, createFlags, mode: 0o644)
        case .standardOutputThroughPipe:
            pipeEnds = try SpawnPlan.makePipe()
            plan.duplicate(pipeEnds[1], as: 1)
            plan.open(2, errorCapture, createFlags, mode: 0o644)
        case .standardOutput(let path):
            plan.open(1, path, createFlags, mode: 0o644)
            plan.open(2, errorCapture, createFlags, mode: 0o644)
        case .log(let path):
            plan.open(1, path, createFlags, mode: 0o644)
            plan.duplicate(1, as: 2)
        }
        plan.inheritNothingElse()
        if let folder {
            do {
                try plan.changeFolder(to: folder)
            } catch {
                throw ProcessRunnerError(description: "cannot run \(commandLine) in \(folder): \(error)")
            }
        }
        plan.resetSignals()

        let (spawned, pid) = withCStringArray([Array(executable.utf8)] + arguments) { argv in
            withCStringArray(environment()) { envp in plan.spawn(executable, arguments: argv, environment: envp) }
        }
        guard spawned == 0 else {
            throw ProcessRunnerError(description: "cannot start \(commandLine): \(String(cString: strerror(spawned)))")
        }

        let watch = ExitWatch(pid: pid)
        let timer = timeout.map { timeout in
            let item = DispatchWorkItem { watch.terminateIfRunning() }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout.seconds, execute: item)
            return item
        }
        defer { timer?.cancel() }

        var pipedOutput: [UInt8] = []
        if pipeEnds[1] >= 0 {
            // Only the child may hold the writing end, or the read below never sees the end.
            close(pipeEnds[1])
            pipeEnds[1] = -1
            pipedOutput = Self.readToEnd(pipeEnds[0])
        }
        let status = try Self.reap(pid, watch: watch)
        // WIFEXITED and friends are macros Swift cannot import; this is their definition.
        let signal = status & 0x7F
        let standardOutput: [UInt8]
        switch output {
        case .captured: standardOutput = captureFolder?.contents("stdout") ?? []
        case .standardOutputThroughPipe: standardOutput = pipedOutput
        case .standardOutput, .log: standardOutput = []
        }
        let standardError = String(decoding: captureFolder?.contents("stderr") ?? [], as: UTF8.self)
        return ProcessResult(exitStatus: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
                             timedOut: watch.didTerminate, standardOutput: standardOutput, standardError: standardError)
        #else
        // iOS, tvOS, watchOS and visionOS run no other program (SpawnPlan).
        throw ProcessRunnerError(description: "cannot start \(commandLine): this platform runs no other program")
        #endif
    }

    /// This process's environment with the overrides, as `NAME=value` words.
    private func environment() -> [[UInt8]] {
        ProcessInfo.processInfo.environment.merging(environmentOverrides) { $1 }
            .sorted { $0.key < $1.key }
            .map { Array("\($0.key)=\($0.value)".utf8) }
    }

    #if canImport(Glibc) || os(macOS)
    /// Waits for the child to exit, tells `watch` before the child's id is released, reaps it.
    /// - Returns: The wait status.
    private static func reap(_ pid: pid_t, watch: ExitWatch) throws -> Int32 {
        var info = siginfo_t()
        // WNOWAIT leaves the child a zombie, so its id stays its own until waitpid below.
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
            guard errno == EINTR else { throw ProcessRunnerError(description: "waitid: \(String(cString: strerror(errno)))") }
        }
        watch.markExited()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw ProcessRunnerError(description: "waitpid: \(String(cString: strerror(errno)))") }
        }
        return status
    }

    /// Everything readable from `descriptor` until end of file.
    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                return bytes
            }
        }
    }
    #endif
}
