#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Runs `body` while this process holds the exclusive lock (`flock(2)`) of the folder that
    /// holds `path`: runs of the command that read a file there, change it and write it back
    /// (a shared style sheet) take turns, so that none loses what another added. The lock is
    /// advisory: it keeps out only those who ask for it, and it goes with the process. A folder
    /// that cannot be opened is not locked: `body` runs, and its own reading or writing fails
    /// as it would.
    package static func withLockedFolder<Result, Failure: Error>(of path: String,
                                                                 _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { $0 == path.utf8.startIndex ? "/" : String(path[..<$0]) } ?? "."
        // O_DIRECTORY and flock are the same in Glibc and Darwin.
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
