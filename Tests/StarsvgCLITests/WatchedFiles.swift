import Foundation
import TestSupport

/// The files a fuzzed command line may name (`-o`, `--css-out`, `--js-out`), all in one
/// scratch folder, and their bytes around one run.
struct WatchedFiles {
    /// The folder holding them.
    let folder: ScratchFolder
    /// The names the command lines may give to `-o`, `--css-out` and `--js-out`.
    static let outputName = "out.svg"
    static let styleName = "out.css"
    static let scriptName = "out.js"
    static let names = [outputName, styleName, scriptName]

    /// Each file's bytes before the run, by name; absent when it did not exist.
    var before: [String: [UInt8]] = [:]
    /// Each file's bytes after the run, by name; absent when it does not exist.
    var after: [String: [UInt8]] = [:]
    /// Files other than the watched ones found in the folder afterwards (temporary files).
    var strangers: [String] = []

    init(folder: ScratchFolder) {
        self.folder = folder
    }

    /// The path of watched file `name`.
    func path(_ name: String) -> String { folder.file(name) }

    /// Whether `words` name any watched file.
    func isMentioned(in words: [String?]) -> Bool {
        words.contains { word in Self.names.contains { word?.contains(path($0)) == true } }
    }

    /// Gives every watched file `bytes` and remembers them as the state before the run.
    mutating func prepare(with bytes: [UInt8]) throws {
        before = [:]
        for name in Self.names {
            try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
            before[name] = bytes
        }
    }

    /// Reads the state after the run, then removes every watched file.
    mutating func collect() {
        after = [:]
        for name in Self.names {
            if let bytes = folder.contents(name) { after[name] = bytes }
        }
        strangers = folder.names().filter { !Self.names.contains($0) }
        for name in Self.names { unlink(path(name)) }
    }
}
