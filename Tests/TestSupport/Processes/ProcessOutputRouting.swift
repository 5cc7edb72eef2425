/// Where a program run by `ProcessRunner` writes its standard output and standard error.
///
/// Never two pipes: a program that fills the one not being read would hang. Capture files
/// live in a scratch folder of their own, outside the folder the program runs in (whose
/// contents tests inspect), and are removed after the run.
public enum ProcessOutputRouting: Sendable {
    /// Each stream to a capture file; both end up in the result.
    case captured
    /// Standard output through a pipe, for a program that must see one (a link to
    /// `/proc/self/fd/1` then leads to the pipe); standard error to a capture file. Both end up
    /// in the result.
    case standardOutputThroughPipe
    /// Standard output to the file at `path` (opened for writing, created or truncated, as a
    /// shell's `>` does: `/dev/full` works); standard error to a capture file, in the result.
    case standardOutput(toPath: String)
    /// Both streams to the file at `path`, replaced, for a program whose output is only
    /// looked at when something goes wrong; the result holds neither.
    case log(toPath: String)
}
