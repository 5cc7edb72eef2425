/// What one run of the command produced: the process's exit status and its two streams.
///
/// The command builds its whole output before anything is written, so a failed run can never
/// leave partial output on standard output.
public struct CommandResult: Equatable {
    /// 0 on success, 64 (EX_USAGE) for bad input, 1 for I/O failures.
    public var exitCode: Int32
    /// The bytes for standard output.
    public var standardOutput: [UInt8]
    /// The text for standard error.
    public var standardError: String

    public static let usageExitCode: Int32 = 64
    package static let failureExitCode: Int32 = 1
}
