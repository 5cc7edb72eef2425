import StarsvgSystem

/// What a command reads and writes besides its arguments: the process's streams and files,
/// or stand-ins in tests and the fuzzer.
package struct CommandEnvironment {
    /// Reads all of standard input; `nil` when it cannot be read, with `errno` set.
    package var readStandardInput: () -> [UInt8]?
    /// Writes bytes to standard output as a command goes (valid only during the call);
    /// `false` on failure, with `errno` set.
    package var writeStandardOutput: (UnsafeBufferPointer<UInt8>) -> Bool
    /// Writes the output files, all or none.
    package var writeFiles: StarsvgCommand.FileWriter
    /// Whether standard output is a terminal (`isatty`), where binary output is refused.
    package var standardOutputIsTerminal: Bool

    package init(readStandardInput: @escaping () -> [UInt8]? = { nil },
                 writeStandardOutput: @escaping (UnsafeBufferPointer<UInt8>) -> Bool = { _ in false },
                 writeFiles: @escaping StarsvgCommand.FileWriter = { files throws(AtomicFileWriter.Failure) in try AtomicFileWriter.write(files) },
                 standardOutputIsTerminal: Bool = false) {
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeFiles = writeFiles
        self.standardOutputIsTerminal = standardOutputIsTerminal
    }
}
