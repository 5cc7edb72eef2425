#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Why no file can be made in `folder` after a call there failed with the error number
    /// `error`, naming the folder at fault: the folder does not exist, or a part of the way to
    /// it is not a folder. `nil` for any other error, or when the folder is there after all
    /// (the system's own words then say more).
    /// - Parameter folder: a path as bytes (a path need not be UTF-8), with or without its
    ///   final `/`; empty for the current folder.
    package static func folderProblem(_ folder: some Collection<UInt8>, error: Int32) -> String? {
        guard error == ENOENT || error == ENOTDIR else { return nil }
        let wanted = trimmed(Array(folder))
        guard !wanted.isEmpty else { return nil }
        if let notFolder = partNotAFolder(on: wanted) { return notFolder }
        return FileStatus(pathBytes: wanted) != nil ? nil : "the folder \(quoted(wanted)) does not exist"
    }

    /// `'x' is not a folder` for the deepest part of the way to `folder` (itself, or a folder
    /// above it) that is there, when that part is not a folder; `nil` when it is one (what is
    /// missing below it can be made).
    package static func partNotAFolder(on folder: some Collection<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        // From the folder up: "/" always is there, and so is the current folder of a
        // relative path.
        var part = trimmed(Array(folder))
        while !part.isEmpty {
            if let status = FileStatus(pathBytes: part) {
                return status.kind == .folder ? nil : "\(quoted(part)) is not a folder"
            }
            guard let last = part.lastIndex(of: slash) else { return nil }
            part = last == part.startIndex ? [slash] : trimmed(Array(part[..<last]))
        }
        return nil
    }

    /// `path` without its final slashes (but `/` itself).
    private static func trimmed(_ path: [UInt8]) -> [UInt8] {
        var path = path
        while path.count > 1, path.last == UInt8(ascii: "/") { path.removeLast() }
        return path
    }

    /// A path as a message quotes it.
    private static func quoted(_ path: [UInt8]) -> String { DisplayText.quoted(String(decoding: path, as: UTF8.self)) }
}
