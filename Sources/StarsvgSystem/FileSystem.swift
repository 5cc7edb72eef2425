#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system's plain operations on paths, each `false` on failure with `errno` set
/// (`SystemError.lastReason` says why).
package enum FileSystem {
    /// Makes the folder `path` (mode 0777 less the umask).
    package static func makeFolder(_ path: String) -> Bool { mkdir(path, 0o777) == 0 }

    /// Whether the last failed `makeFolder(_:)` failed because something was there already.
    package static var lastFailureWasExisting: Bool { errno == EEXIST }

    /// Removes the empty folder `path`.
    @discardableResult
    package static func removeFolder(_ path: String) -> Bool { rmdir(path) == 0 }

    /// Renames the file `temporary` over `target`, atomically: a reader of `target` sees the
    /// old file or the new one.
    package static func replace(_ target: String, with temporary: [CChar]) -> Bool { rename(temporary, target) == 0 }

    /// Removes the file `path`.
    @discardableResult
    package static func remove(_ path: [CChar]) -> Bool { unlink(path) == 0 }

    /// Flushes every file's written bytes to disk: one flush for many files.
    package static func flushAll() { sync() }
}

