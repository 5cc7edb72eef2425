#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarsvgCLI
import StarsvgOptions

// The whole command lives in the StarsvgCLI library so tests run it in-process; this file only
// connects it to the process's arguments, streams and exit status.

// Past a file-size limit (`ulimit -f`) a write would otherwise kill the process outright and
// leave -o's temporary file behind; ignored, the write fails with EFBIG and is reported.
signal(SIGXFSZ, SIG_IGN)
let result = StarsvgCommand.main(
    arguments: CommandLineArguments.decode(),
    readStandardInput: { StandardStream.readAll(from: STDIN_FILENO) },
    writeStandardOutput: { StandardStream.write($0, to: STDOUT_FILENO) },
    standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1)
if !StandardStream.write(result.standardOutput, to: STDOUT_FILENO) {
    _ = StandardStream.write(Array("Error: cannot write to standard output: \(String(cString: strerror(errno)))\n".utf8), to: STDERR_FILENO)
    exit(1)
}
_ = StandardStream.write(Array(result.standardError.utf8), to: STDERR_FILENO)
exit(result.exitCode)
