import StarsvgCLI
import StarsvgSystem

// The whole command lives in the StarsvgCLI library so tests run it in-process; this file only
// connects it to the process's arguments, streams and exit status.

ProcessStreams.reportOversizedWrites()
let result = StarsvgCommand.main(
    arguments: CommandLineArguments.decode(),
    readStandardInput: { StandardStream.readAll(from: ProcessStreams.input) },
    writeStandardOutput: { StandardStream.write($0, to: ProcessStreams.output) },
    standardOutputIsTerminal: ProcessStreams.outputIsTerminal)
if !StandardStream.write(result.standardOutput, to: ProcessStreams.output) {
    _ = StandardStream.write(Array("Error: cannot write to standard output: \(SystemError.lastReason)\n".utf8), to: ProcessStreams.error)
    ProcessStreams.exit(1)
}
_ = StandardStream.write(Array(result.standardError.utf8), to: ProcessStreams.error)
ProcessStreams.exit(result.exitCode)
