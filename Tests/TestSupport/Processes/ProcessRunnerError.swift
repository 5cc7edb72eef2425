/// A program `ProcessRunner` could not start or wait for.
public struct ProcessRunnerError: Error, Sendable, CustomStringConvertible {
    /// What failed, with the program and the system's reason.
    public let description: String
}
