import Foundation

/// A fresh, empty folder under the system's temporary folder, for one test.
struct ScratchFolder {
    let path: String

    init(_ purpose: String) throws {
        path = NSTemporaryDirectory() + "/starsvg-\(purpose)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` in this folder.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// The bytes of `name`, or `nil` when it does not exist.
    func contents(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
    }

    /// The names in the folder, sorted.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
