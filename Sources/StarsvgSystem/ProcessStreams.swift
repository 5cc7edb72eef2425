#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams.
package enum ProcessStreams {
    /// Standard input's file descriptor.
    package static let input: Int32 = STDIN_FILENO
    /// Standard output's file descriptor.
    package static let output: Int32 = STDOUT_FILENO
    /// Standard error's file descriptor.
    package static let error: Int32 = STDERR_FILENO

    /// Whether standard output is a terminal (`isatty`), where binary output is refused.
    package static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Makes a write past a file-size limit (`ulimit -f`) fail with `EFBIG`, to be reported,
    /// instead of killing the process and leaving a temporary file behind.
    package static func reportOversizedWrites() { signal(SIGXFSZ, SIG_IGN) }

    /// Ends the process with `status`.
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
