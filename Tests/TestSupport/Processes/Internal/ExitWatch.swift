import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lets a timer end a child process safely: it signals the child only while the child has not
/// been reaped, so its process id cannot have passed to another process.
final class ExitWatch: @unchecked Sendable {
    // @unchecked: every access to the mutable state goes through the lock.
    private let lock = NSLock()
    private let pid: pid_t
    private var hasExited = false
    private var wasTerminated = false

    /// Watches the child `pid`.
    init(pid: pid_t) {
        self.pid = pid
    }

    /// Sends SIGTERM, unless the child has already exited.
    func terminateIfRunning() {
        lock.withLock {
            guard !hasExited else { return }
            wasTerminated = true
            kill(pid, SIGTERM)
        }
    }

    /// Records that the child has exited; call it before reaping the child.
    func markExited() {
        lock.withLock { hasExited = true }
    }

    /// Whether `terminateIfRunning` sent the signal.
    var didTerminate: Bool {
        lock.withLock { wasTerminated }
    }
}
