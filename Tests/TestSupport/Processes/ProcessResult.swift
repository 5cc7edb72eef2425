/// How a program run by `ProcessRunner` ended, and what it wrote.
public struct ProcessResult: Sendable {
    /// The exit status, or `nil` when a signal ended the program.
    public let exitStatus: Int32?
    /// The signal that ended the program, if one did.
    public let signal: Int32?
    /// Whether the runner sent SIGTERM because the program outlived its timeout.
    public let timedOut: Bool
    /// Standard output, when the routing captures it; otherwise empty.
    public let standardOutput: [UInt8]
    /// Standard error decoded as UTF-8 (invalid bytes as U+FFFD), when the routing captures
    /// it; otherwise empty.
    public let standardError: String
}
