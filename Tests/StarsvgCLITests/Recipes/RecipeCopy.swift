import Foundation
import TestSupport

/// A recipe of `Examples/` copied into a scratch folder as a fresh clone holds it (what its
/// `.gitignore` names, output a developer may have made in the repository, is left out), so
/// that it runs away from the repository, as a user who copies it would run it.
struct RecipeCopy {
    /// The copy's folder: `site` in the scratch folder.
    let path: String
    /// The scratch folder around it, for whatever else the test needs (a binary, caches).
    let scratch: ScratchFolder

    /// The repository's `Examples/` folder, four levels above this file.
    static let examplesFolder: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/Examples"
    }()

    /// The folder holding the built `starsvg`, to put first on `PATH`.
    static var binaryFolder: String { StarsvgBinary.url.deletingLastPathComponent().path }

    /// `PATH` with the built `starsvg` first, as the recipes expect to find it.
    static var pathWithBinary: String {
        binaryFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    /// Runs `body` with a copy of `Examples/<name>`, then removes it.
    static func with<Result>(_ name: String, _ body: (RecipeCopy) throws -> Result) throws -> Result {
        try withScratchFolder("recipe-\(name.lowercased())") { scratch in
            let copy = scratch.file("site")
            let original = examplesFolder + "/" + name
            try FileManager.default.copyItem(atPath: original, toPath: copy)
            for ignored in try generatedPaths(listedIn: original + "/.gitignore") {
                try? FileManager.default.removeItem(atPath: copy + "/" + ignored)
            }
            return try body(RecipeCopy(path: copy, scratch: scratch))
        }
    }

    /// The anchored paths (`/public/`) of a `.gitignore`: what the recipe generates.
    private static func generatedPaths(listedIn gitignore: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: gitignore) else { return [] }
        return try String(contentsOfFile: gitignore, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("/") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
    }

    /// The path of `relative` in the copy.
    func file(_ relative: String) -> String { path + "/" + relative }

    /// The text of `relative` in the copy.
    func text(_ relative: String) throws -> String {
        try String(contentsOfFile: file(relative), encoding: .utf8)
    }

    /// Runs `executable` in the copy with the built `starsvg` first on `PATH`.
    func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
        try ProcessRunner(executable, arguments, in: path,
                          environmentOverrides: ["PATH": Self.pathWithBinary].merging(environment) { $1 },
                          timeout: .seconds(300)).run()
    }
}
