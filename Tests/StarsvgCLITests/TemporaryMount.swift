import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport

/// A small tmpfs mounted for one test: the honest way to get a really full disk or a really
/// read-only folder, which root (as the tests run here) can otherwise write anywhere.
///
/// Mounting needs root and CAP_SYS_ADMIN; where it is not allowed, `isAvailable` is false and
/// the tests that need it are skipped, visibly, while the file-size-limit and not-a-folder
/// tests still cover the same failure paths. Linux only (tmpfs, `mount(2)`'s Linux form and
/// `umount2`): elsewhere `isAvailable` is false.
struct TemporaryMount {
    let path: String

    #if os(Linux)
    /// Whether this process may mount a tmpfs, found by trying once.
    static let isAvailable: Bool = {
        guard geteuid() == 0 else { return false }
        let mounted = try? withScratchFolder("mount-probe") { probe in
            guard let mount = try? TemporaryMount(tmpfsAt: probe.path, options: "size=16k") else { return false }
            mount.unmount()
            return true
        }
        return mounted ?? false
    }()

    /// Mounts a tmpfs on `path` (an existing, empty folder).
    /// - Parameter options: tmpfs options such as `size=16k`.
    init(tmpfsAt path: String, options: String) throws {
        self.path = path
        let flags = UInt(MS_NOSUID) | UInt(MS_NODEV)
        guard mount("tmpfs", path, "tmpfs", flags, options) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
    }

    /// Fills the file system to the last byte with a file called `name`.
    func fill(withFileNamed name: String) throws {
        let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0x2A, count: 512)
        while true {
            let written = chunk.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 { continue }
            guard errno == ENOSPC else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            // A partial page may remain: fill it a byte at a time.
            var byte: UInt8 = 0x2A
            while Glibc.write(descriptor, &byte, 1) == 1 {}
            return
        }
    }

    /// Makes the mounted file system read-only, keeping what it holds.
    func remountReadOnly() throws {
        let flags = UInt(MS_REMOUNT) | UInt(MS_RDONLY) | UInt(MS_NOSUID) | UInt(MS_NODEV)
        guard mount("tmpfs", path, "tmpfs", flags, nil) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
    }

    /// Unmounts, even if something is still open inside.
    func unmount() {
        umount2(path, Int32(MNT_DETACH))
    }
    #else
    /// No tmpfs to mount on this system.
    static let isAvailable = false

    init(tmpfsAt path: String, options: String) throws {
        throw POSIXError(.ENOTSUP)
    }

    func fill(withFileNamed name: String) throws {}

    func remountReadOnly() throws {}

    func unmount() {}
    #endif
}
