/// A file the command writes: where, and what.
public struct OutputFile: Equatable, Sendable {
    /// The path as given on the command line.
    public let path: String
    /// The bytes to write.
    public let bytes: [UInt8]

    /// A file to write at `path`.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
