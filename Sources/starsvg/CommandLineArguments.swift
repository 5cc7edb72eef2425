#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's arguments, checked to be valid UTF-8.
enum CommandLineArguments {
    /// The arguments after the program name. An argument that is not valid UTF-8 is replaced
    /// by `nil`, so the command can refuse it instead of silently repairing it to U+FFFD.
    static func decode() -> [String?] {
        (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].flatMap { String(validatingCString: $0) }
        }
    }
}
