#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same folder,
/// which is then renamed over the target. A reader sees the old file or the new one, never
/// half of one, and on any failure the old file is left exactly as it was and the temporary
/// file is removed.
///
/// Paths that are not plain files are handled so that the rename can never clobber them: a
/// symbolic link is followed (the file it points to is replaced, the link stays); a character
/// device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO) is written to directly, since there
/// is nothing to replace; a folder or any other kind of file is refused.
public enum AtomicFileWriter {
    /// Why a write failed; `description` is one line for `Error:`.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The path as given.
        public let path: String
        /// What the system said, or why the path was refused.
        public let reason: String
        /// Creates a failure for `path`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
        public var description: String { "cannot write \(UsageError.quoted(path)): \(reason)." }
    }

    /// The most bytes of the target's name copied into the temporary file's name, so that a
    /// long but legal name (up to NAME_MAX, 255 bytes) still leaves room for the affixes.
    static let maximumNameBytesInTemporaryName = 200

    /// Writes `bytes` to `path` atomically. A new file gets mode 0666 less the umask; an
    /// existing file keeps its mode (and, when the process may set them, its owner and group).
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        // A C path stops at the first NUL: writing would silently go to another file.
        guard !path.utf8.contains(0) else { throw Failure(path: path, reason: "a path cannot contain a NUL character") }
        var existing = stat()
        // Checked through any links first: /dev/stdout leads to /proc/self/fd/1 and on to a
        // pipe that has no path of its own, but opening the link reaches it.
        if stat(path, &existing) == 0, [S_IFCHR, S_IFIFO].contains(existing.st_mode & S_IFMT) {
            return try writeInPlace(bytes, to: path)
        }
        // Paths are handled as bytes from here on, never as Strings: a link may lead to a name
        // that is not UTF-8, and a name cut inside a UTF-8 sequence (below) would be "repaired"
        // by String, so that the rename or the unlink would miss the file.
        let target = try resolvedTarget(of: path)
        let targetPath = cString(target)
        let exists = stat(targetPath, &existing) == 0
        if exists {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Failure(path: path, reason: "it is a folder, not a file")
            default: throw Failure(path: path, reason: "it is not a regular file")
            }
        }

        let slash = target.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { target[...$0] } ?? []
        let name = slash.map { target[($0 + 1)...] } ?? target[...]
        guard !name.isEmpty else { throw Failure(path: path, reason: "it names a folder, not a file") }

        var temporaryPath = cString(folder + Array(".".utf8) + name.prefix(maximumNameBytesInTemporaryName) + Array(".starsvg-XXXXXX".utf8))
        let descriptor = temporaryPath.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: systemReason()) }

        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        if exists {
            // Only root can give a file away; for anyone else the file becomes theirs, as with
            // any editor that saves by renaming, so a failure here is not an error.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        // fsync before the rename: after a crash the name must not point at an empty file.
        guard fchmod(descriptor, mode) == 0, StandardStream.write(bytes, to: descriptor), fsync(descriptor) == 0 else {
            let reason = systemReason()
            close(descriptor)
            unlink(temporaryPath)
            throw Failure(path: path, reason: reason)
        }
        guard close(descriptor) == 0, rename(temporaryPath, targetPath) == 0 else {
            let reason = systemReason()
            unlink(temporaryPath)
            throw Failure(path: path, reason: reason)
        }
    }

    /// The path to write, as bytes: `path` itself, or, when it is a symbolic link, the file
    /// the link finally points to (renaming over the link would replace the link, not its file).
    private static func resolvedTarget(of path: String) throws(Failure) -> [UInt8] {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return Array(path.utf8) }
        guard let resolved = realpath(path, nil) else { throw Failure(path: path, reason: systemReason()) }
        defer { free(resolved) }
        return Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved))).map { UInt8(bitPattern: $0) }
    }

    /// `bytes` as a NUL-terminated C string.
    private static func cString<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// Writes to a device or pipe as a shell redirection would, without truncating or renaming.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: systemReason()) }
        guard StandardStream.write(bytes, to: descriptor) else {
            let reason = systemReason()
            close(descriptor)
            throw Failure(path: path, reason: reason)
        }
        guard close(descriptor) == 0 else { throw Failure(path: path, reason: systemReason()) }
    }

    /// The process's umask; reading it means setting it, so it is put straight back.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
