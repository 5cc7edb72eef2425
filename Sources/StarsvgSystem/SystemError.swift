#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system's own words for why a call failed.
package enum SystemError {
    /// What the last failed call said (`strerror(errno)`), such as "No such file or directory".
    package static var lastReason: String { reason(errno) }

    /// The last failed call's error number (`errno`), to keep before another call sets it.
    package static var lastCode: Int32 { errno }

    /// Whether the last call failed because a path's file does not exist (`ENOENT`, the same
    /// in Glibc and Darwin).
    package static var lastWasNoSuchFile: Bool { errno == ENOENT }

    /// The system's words for the error number `code`.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
