#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says of a path (`stat`, or `lstat` for the path itself): its kind,
/// and what tells one version of a file from another.
package struct FileStatus: Equatable, Sendable {
    /// The kinds of file the command tells apart.
    package enum Kind: Equatable, Sendable {
        case regularFile, folder, symbolicLink, characterDevice, pipe, other
    }

    /// The file's kind.
    package let kind: Kind
    /// The device and the inode: which file it is, whatever path leads to it.
    package let device: UInt64
    package let inode: UInt64
    /// Its size in bytes.
    package let size: Int64
    /// When its contents last changed, and when its status did, in seconds and nanoseconds.
    package let modified: Timestamp
    package let changed: Timestamp

    /// A time from `stat`, comparable.
    package struct Timestamp: Equatable, Sendable {
        let seconds: Int
        let nanoseconds: Int

        init(_ time: timespec) {
            seconds = Int(time.tv_sec)
            nanoseconds = Int(time.tv_nsec)
        }
    }

    /// The status of the file at `path`, through any symbolic links (or of a link itself,
    /// unlike `stat`, when `followsLinks` is false); `nil`, with `errno` set, when there is
    /// none or it cannot be read.
    package init?(path: String, followsLinks: Bool = true) {
        var status = stat()
        guard !path.utf8.contains(0), (followsLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        self.init(status)
    }

    /// The status of the file at `path`, given as bytes (a path need not be UTF-8), through
    /// any symbolic links; `nil`, with `errno` set, when there is none or it cannot be read.
    package init?(pathBytes path: [UInt8]) {
        var status = stat()
        guard !path.contains(0), stat(path.map { CChar(bitPattern: $0) } + [0], &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .folder
        case S_IFLNK: kind = .symbolicLink
        case S_IFCHR: kind = .characterDevice
        case S_IFIFO: kind = .pipe
        default: kind = .other
        }
        // `dev_t` is unsigned in Glibc and a signed 32-bit integer in Darwin: its bits, not its value.
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        modified = Timestamp(Platform.modificationTime(of: status))
        changed = Timestamp(Platform.statusChangeTime(of: status))
    }

    /// Whether nothing was at the path (`ENOENT`) when `init?(path:)` gave `nil`.
    package static var lastLookUpFoundNothing: Bool { errno == ENOENT }
}
