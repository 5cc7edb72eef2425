/// Why an icon file cannot be a rating's shape: what the file reader or the geometry found, as
/// one line fit for a command line's `Error:` line.
public struct IconFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, in one line.
    public let description: String
}
