#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same folder,
/// which is then renamed over the target. A reader sees the old file or the new one, never
/// half of one, and on any failure the old file is left exactly as it was and the temporary
/// file is removed. Several files (a snippet, its style sheet, its script) are written as one:
/// all of them, or none (`write(_:)` with a list).
///
/// Paths that are not plain files are handled so that the rename can never clobber them: a
/// symbolic link is followed (the file it points to is replaced, the link stays); a character
/// device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO) is written to directly, since there
/// is nothing to replace; a folder or any other kind of file is refused.
public enum AtomicFileWriter {
    /// Why a write failed; `description` is one line for `Error:`.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// The path as given.
        package let path: String
        /// What the system said, or why the path was refused.
        package let reason: String
        /// Creates a failure for `path`.
        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
        /// One line for `Error:`.
        public var description: String { "cannot write \(DisplayText.quoted(path)): \(reason)." }
    }

    /// The most bytes of the target's name copied into the temporary file's name, so that a
    /// long but legal name (up to NAME_MAX, 255 bytes) still leaves room for the affixes.
    static let maximumNameBytesInTemporaryName = 200

    /// Writes several files all together or not at all: when any of them cannot be written,
    /// every one is left exactly as it was (or absent, if it was) and no temporary file remains.
    ///
    /// First every file's bytes go to a temporary file beside it; any failure there removes
    /// them all. Then each existing file gets a hard link under a temporary name (its backup)
    /// and the temporary files are renamed over the targets one by one; should a rename fail,
    /// those already renamed are put back from their backups (or removed, if new). Devices and
    /// pipes, which cannot be replaced, are written last, once every rename has succeeded.
    /// - Parameter renaming: renames a temporary file over its target (`rename(2)`), `false`
    ///   with `errno` set on failure; another only to see a failing disk rolled back.
    /// - Throws: `Failure` for the first file that could not be written.
    package static func write(_ files: [OutputFile],
                              renaming: (_ temporary: [CChar], _ target: [CChar]) -> Bool = { rename($0, $1) == 0 }) throws(Failure) {
        var prepared: [PreparedFile] = []
        do throws(Failure) {
            for file in files {
                let next = try prepare(file)
                if let target = next.target, let earlier = prepared.first(where: { $0.target == target }) {
                    next.discard()
                    throw Failure(path: file.path, reason: "it is the same file as \(DisplayText.quoted(earlier.path))")
                }
                prepared.append(next)
            }
        } catch {
            for file in prepared { file.discard() }
            throw error
        }

        // Backups of the existing files that a later failure might have to restore. The last
        // file renamed needs none unless a device or pipe is written after it: nothing else
        // can fail once it is in place.
        var backups: [[CChar]?] = Array(repeating: nil, count: prepared.count)
        let writesInPlace = prepared.contains { $0.temporaryPath == nil }
        let lastRenamed = writesInPlace ? nil : prepared.lastIndex { $0.temporaryPath != nil }
        do throws(Failure) {
            for (index, file) in prepared.enumerated() where file.existed && file.temporaryPath != nil && index != lastRenamed {
                backups[index] = try file.makeBackup()
            }
        } catch {
            for backup in backups { if let backup { unlink(backup) } }
            for file in prepared { file.discard() }
            throw error
        }

        var renamed: [Int] = []
        func rollBack() {
            for index in renamed.reversed() {
                if let backup = backups[index] { rename(backup, prepared[index].targetPath) } else { unlink(prepared[index].targetPath) }
                backups[index] = nil
            }
            for (index, file) in prepared.enumerated() where !renamed.contains(index) { file.discard() }
            for backup in backups { if let backup { unlink(backup) } }
        }
        for (index, file) in prepared.enumerated() {
            guard let temporaryPath = file.temporaryPath else { continue }
            if !renaming(temporaryPath, file.targetPath) {
                let reason = systemReason()
                rollBack()
                throw Failure(path: file.path, reason: reason)
            }
            renamed.append(index)
        }
        for file in prepared where file.temporaryPath == nil {
            do throws(Failure) {
                try writeInPlace(file.bytes, to: file.path)
            } catch {
                rollBack()
                throw error
            }
        }
        for backup in backups { if let backup { unlink(backup) } }
    }

    /// One file of a transaction, its bytes already safe in a temporary file beside it (or, for
    /// a device or a pipe, still to be written in place).
    private struct PreparedFile {
        /// The path as given, for messages.
        let path: String
        /// The bytes, kept for a device or pipe.
        let bytes: [UInt8]
        /// The file renamed over: the path, or what its symbolic link finally points to.
        let targetPath: [CChar]
        /// The target's folder resolved and its name, to tell two spellings of one file apart;
        /// `nil` for a device or pipe.
        let target: [UInt8]?
        /// The temporary file holding the bytes; `nil` for a device or pipe.
        let temporaryPath: [CChar]?
        /// Whether the target existed.
        let existed: Bool

        /// Removes the temporary file.
        func discard() {
            if let temporaryPath { unlink(temporaryPath) }
        }

        /// A second name for the existing target, beside it, so that it can be put back.
        func makeBackup() throws(Failure) -> [CChar] {
            var generator = SystemRandomNumberGenerator()
            let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
            let name = Array(targetPath.dropLast().map { UInt8(bitPattern: $0) })
            let slash = name.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { name[...$0] } ?? []
            let base = slash.map { name[($0 + 1)...] } ?? name[...]
            for _ in 0..<100 {
                let suffix = (0..<8).map { _ in letters[Int(generator.next() % UInt64(letters.count))] }
                let backup = cString(folder + Array(".".utf8) + base.prefix(maximumNameBytesInTemporaryName)
                                     + Array(".starsvg-old-".utf8) + suffix)
                if link(targetPath, backup) == 0 { return backup }
                guard errno == EEXIST else { break }
            }
            throw Failure(path: path, reason: systemReason())
        }
    }

    /// Checks `file`'s path and writes its bytes to a temporary file beside its target.
    private static func prepare(_ file: OutputFile) throws(Failure) -> PreparedFile {
        let path = file.path
        let bytes = file.bytes
        // A C path stops at the first NUL: writing would silently go to another file.
        guard !path.utf8.contains(0) else { throw Failure(path: path, reason: "a path cannot contain a NUL character") }
        var existing = stat()
        // Checked through any links first: /dev/stdout leads to /proc/self/fd/1 and on to a
        // pipe that has no path of its own, but opening the link reaches it.
        if stat(path, &existing) == 0, [S_IFCHR, S_IFIFO].contains(existing.st_mode & S_IFMT) {
            return PreparedFile(path: path, bytes: bytes, targetPath: cString(Array(path.utf8)), target: nil,
                                temporaryPath: nil, existed: true)
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

        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        let temporaryPath = try writeTemporaryFile(bytes, folder: folder, name: name, mode: mode,
                                                   owner: exists ? (existing.st_uid, existing.st_gid) : nil, reportingAs: path)
        // The folder is resolved now that the temporary file proves it exists.
        return PreparedFile(path: path, bytes: bytes, targetPath: targetPath, target: identity(folder: folder, name: name) ?? target,
                            temporaryPath: temporaryPath, existed: exists)
    }

    /// The file `path` names, the same however the path was written (`a/./b.css`, a link to
    /// it): what the writer compares to find two outputs naming one file. `nil` when its folder
    /// does not exist, or a link at it leads nowhere.
    package static func fileIdentity(ofPath path: String) -> [UInt8]? {
        guard let target = try? resolvedTarget(of: path) else { return nil }
        let slash = target.lastIndex(of: UInt8(ascii: "/"))
        return identity(folder: slash.map { target[...$0] } ?? [], name: slash.map { target[($0 + 1)...] } ?? target[...])
    }

    /// The folder, resolved, and the name: a file's identity. `nil` when the folder does not exist.
    private static func identity(folder: ArraySlice<UInt8>, name: ArraySlice<UInt8>) -> [UInt8]? {
        let resolvedFolder = realpath(cString(folder.isEmpty ? Array(".".utf8) : Array(folder)), nil)
        defer { free(resolvedFolder) }
        return resolvedFolder.map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) } + [UInt8(ascii: "/")] + name }
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

    /// Writes `bytes` to a new temporary file beside the target `folder` + `name`
    /// (`.name.starsvg-XXXXXX`, the name cut to `maximumNameBytesInTemporaryName` bytes), with
    /// `mode`, flushed to disk (unless `isFlushed` is false: the caller then flushes it, with
    /// many others at once, before renaming), so that renaming it over the target is all that is
    /// left. On any failure the temporary file is removed again.
    /// - Parameters:
    ///   - folder: the target's folder with its final `/`, or empty for the current folder; bytes,
    ///     since a path need not be UTF-8.
    ///   - owner: the owner and group to give the file, when it replaces one of theirs.
    ///   - path: the path as given, for the failure's message.
    ///   - isFlushed: whether to flush the file to disk (`fsync`) before returning.
    /// - Returns: the temporary file's path.
    private static func writeTemporaryFile(_ bytes: [UInt8], folder: some Collection<UInt8>, name: some Collection<UInt8>,
                                   mode: mode_t, owner: (uid_t, gid_t)?, reportingAs path: String,
                                   isFlushed: Bool = true) throws(Failure) -> [CChar] {
        var temporaryPath = cString(Array(folder) + Array(".".utf8) + Array(name.prefix(maximumNameBytesInTemporaryName))
                                    + Array(".starsvg-XXXXXX".utf8))
        let descriptor = temporaryPath.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            // "No such file or directory" would not say which: the folder is named.
            let error = errno
            throw Failure(path: path, reason: FileSystem.folderProblem(folder, error: error) ?? SystemError.reason(error))
        }
        if let owner {
            // Only root can give a file away; for anyone else the file becomes theirs, as with
            // any editor that saves by renaming, so a failure here is not an error.
            _ = fchown(descriptor, owner.0, owner.1)
        }
        // fsync before the rename: after a crash the name must not point at an empty file.
        guard fchmod(descriptor, mode) == 0, StandardStream.write(bytes, to: descriptor), !isFlushed || fsync(descriptor) == 0 else {
            let reason = systemReason()
            close(descriptor)
            unlink(temporaryPath)
            throw Failure(path: path, reason: reason)
        }
        guard close(descriptor) == 0 else {
            let reason = systemReason()
            unlink(temporaryPath)
            throw Failure(path: path, reason: reason)
        }
        return temporaryPath
    }

    /// Writes `bytes` to a new temporary file beside the new file `folder` + `name`, as a new
    /// file's mode and not yet flushed to disk: the caller flushes many at once
    /// (`FileSystem.flushAll()`) before renaming each over its target.
    /// - Parameters:
    ///   - folder: the target's folder with its final `/`; bytes, since a path need not be UTF-8.
    ///   - path: the target's path, for the failure's message.
    /// - Returns: the temporary file's path.
    package static func writeUnflushedTemporaryFile(_ bytes: [UInt8], folder: some Collection<UInt8>, name: some Collection<UInt8>,
                                                    reportingAs path: String) throws(Failure) -> [CChar] {
        try writeTemporaryFile(bytes, folder: folder, name: name, mode: newFileMode, owner: nil, reportingAs: path, isFlushed: false)
    }

    /// The mode of a new file, 0666 less the umask, read once for the process.
    private static let newFileMode: mode_t = 0o666 & ~currentUmask()

    /// The process's umask; reading it means setting it, so it is put straight back.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func systemReason() -> String { SystemError.lastReason }
}
