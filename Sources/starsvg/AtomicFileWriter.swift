#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same folder,
/// which is then renamed over the target. A reader sees the old file or the new one, never
/// half of one, and on any failure the old file is left exactly as it was.
enum AtomicFileWriter {
    /// Why a write failed; `description` is one line for `Error:`.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write \(UsageError.quoted(path)): \(reason)." }
    }

    /// Writes `bytes` to `path` atomically. A new file gets mode 0666 less the umask; an
    /// existing file keeps its mode.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw Failure(path: path, reason: "it names a folder, not a file") }

        var template = Array((folder + "." + name + ".starsvg-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: systemReason()) }
        let temporaryPath = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! }.self)

        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        guard fchmod(descriptor, mode) == 0, StandardStream.write(bytes, to: descriptor) else {
            let reason = systemReason()
            close(descriptor)
            unlink(temporaryPath)
            throw Failure(path: path, reason: reason)
        }
        guard close(descriptor) == 0, rename(temporaryPath, path) == 0 else {
            let reason = systemReason()
            unlink(temporaryPath)
            throw Failure(path: path, reason: reason)
        }
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
