import Foundation

/// A Boolean that starts false and can be set once from any thread.
final class Flag: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var value = false

    /// Sets the flag.
    func set() {
        lock.withLock { value = true }
    }

    /// Whether the flag has been set.
    var isSet: Bool {
        lock.withLock { value }
    }
}
