import Foundation

/// A fresh, empty folder under the system's temporary folder, lent to one piece of work by
/// `withScratchFolder(_:_:)`, which removes it and everything in it afterwards.
///
/// There is no other way to get one: a folder a test must remember to delete is a folder a
/// failing test leaves behind.
public struct ScratchFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Makes the folder; see `withScratchFolder(_:_:)`.
    fileprivate init(purpose: String) throws {
        // mkdtemp's six random characters rather than a UUID's 36: paths stay well below the
        // 80 characters after which the command's error messages cut a quoted path.
        let template = (NSTemporaryDirectory() as NSString).appendingPathComponent("starsvg-tests-\(purpose)-XXXXXX")
        var bytes = template.utf8CString
        guard bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        path = bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The path of `name` in this folder.
    public func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The bytes of `name`, or `nil` when it does not exist.
    public func contents(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
    }

    /// The names in the folder, sorted.
    public func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Deletes the folder and everything in it.
    /// - Throws: `CocoaError` when something in it cannot be deleted.
    fileprivate func remove() throws {
        try FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a new, empty scratch folder, then removes the folder and all it holds,
/// whether `body` returns or throws (an expectation that fails does not stop `body`).
/// - Parameters:
///   - purpose: A word or two for the folder's name (`starsvg-tests-<purpose>-XXXXXX`), so a
///     folder seen while the test runs says whose it is.
///   - body: The work; the folder is gone when it ends.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws; otherwise an error when the folder cannot be made or removed
///   (for instance a file system still mounted in it), so that a leak fails the test.
public func withScratchFolder<Result>(_ purpose: String, _ body: (ScratchFolder) throws -> Result) throws -> Result {
    let folder = try ScratchFolder(purpose: purpose)
    let result: Result
    do {
        result = try body(folder)
    } catch {
        try? folder.remove()
        throw error
    }
    try folder.remove()
    return result
}
