/// The process's arguments, checked to be valid UTF-8.
public enum CommandLineArguments {
    /// The arguments after the program name. An argument that is not valid UTF-8 is replaced
    /// by `nil`, so the command can refuse it instead of silently repairing it to U+FFFD.
    public static func decode() -> [String?] {
        decode(count: Int(CommandLine.argc), values: CommandLine.unsafeArgv)
    }

    /// The words of an `argv` after its first.
    ///
    /// `execve` may be given an empty `argv` (count 0, no program name at all); that must give no
    /// arguments, not a trap on the range `1..<0`.
    /// - Parameters:
    ///   - count: `argc`, the number of entries of `values` before its terminating null.
    ///   - values: `argv`.
    static func decode(count: Int, values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String?] {
        guard count > 1 else { return [] }
        return (1..<count).map { index in
            values[index].flatMap { String(validatingCString: $0) }
        }
    }
}
