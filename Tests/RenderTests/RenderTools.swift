import Foundation
import Testing
import TestSupport

/// The programs the renderer tests run, looked up once per test process, and whether their
/// absence skips (locally) or fails (`CI=true`).
enum RenderTools {
    /// `CI=true`: every renderer must be present, so a missing one fails instead of skipping.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The package's root folder (this file is in `Tests/RenderTests`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `.build/<path>` in the package, emptied and made afresh: where a test writes its
    /// pictures, left there after it so that a failed check's pictures can be looked at (and
    /// emptied first so that none of an earlier run's is taken for this one's).
    static func freshBuildFolder(_ path: String) throws -> URL {
        let folder = packageRoot.appendingPathComponent(".build/" + path)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// ImageMagick's `convert`, the PNG decoder. `/usr/bin/convert` (Debian's) comes first
    /// because something else called `convert` may sit earlier on `PATH`.
    static let imageMagick: URL? = locate(preferredPaths: ["/usr/bin/convert"], programNames: ["convert"])

    /// The engines' programs, in `RenderEngine.allCases` order.
    private static let engineExecutables: [URL?] = RenderEngine.allCases.map { engine in
        locate(preferredPaths: engine.preferredPaths, programNames: engine.programNames)
    }

    /// The program that runs `engine`, or `nil` when it is not installed.
    static func executable(for engine: RenderEngine) -> URL? {
        engineExecutables[RenderEngine.allCases.firstIndex(of: engine)!]
    }

    /// The engines whose checks run: all of them under `CI=true` (a missing one then fails in
    /// every check), otherwise those installed, and none without the PNG decoder.
    static var testableEngines: [RenderEngine] {
        if isCI { return RenderEngine.allCases }
        guard imageMagick != nil else { return [] }
        return RenderEngine.allCases.filter { executable(for: $0) != nil }
    }

    /// Every unordered pair of engines, for the agreement checks.
    static let enginePairs: [EnginePair] = RenderEngine.allCases.indices.flatMap { first in
        RenderEngine.allCases.indices.filter { $0 > first }.map {
            EnginePair(first: RenderEngine.allCases[first], second: RenderEngine.allCases[$0])
        }
    }

    /// Skips the current test case when `engine` cannot be checked here: it, or ImageMagick, is
    /// not installed and this is not CI.
    ///
    /// The checks take every engine as an argument and skip here, rather than take only the
    /// installed ones: an empty argument list would print a skip line of its own for every
    /// check, and `RendererInstallationTests` already says, once, what is missing.
    static func skipUnlessTestable(_ engine: RenderEngine) throws {
        guard testableEngines.contains(engine) else {
            try Test.cancel("\(imageMagick == nil ? "ImageMagick's convert" : engine.rawValue) not installed")
        }
    }

    /// Whether `engine`'s installation test runs: it is installed, or CI requires it (and the
    /// test then fails when it is not).
    static func isInstalledOrRequired(_ engine: RenderEngine) -> Bool {
        isCI || executable(for: engine) != nil
    }

    /// The first executable among `preferredPaths`, then `programNames` on `PATH`.
    ///
    /// A pyenv shim is resolved to the program behind it: the shim re-reads pyenv's settings on
    /// every call (about 0.1 s), which a hundred resvg calls would feel.
    static func locate(preferredPaths: [String], programNames: [String]) -> URL? {
        let fileManager = FileManager.default
        if let path = preferredPaths.first(where: fileManager.isExecutableFile(atPath:)) {
            return URL(fileURLWithPath: path)
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let folders = searchPath.split(separator: ":").map(String.init)
        for name in programNames {
            for folder in folders {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
                guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
                if candidate.path.contains("/.pyenv/shims/"), let real = resolvePyenvShim(name, shimFolder: folder) {
                    return real
                }
                return candidate
            }
        }
        return nil
    }

    /// Asks pyenv which program its shim would run; `nil` when pyenv cannot say.
    private static func resolvePyenvShim(_ name: String, shimFolder: String) -> URL? {
        let pyenv = URL(fileURLWithPath: shimFolder).deletingLastPathComponent().appendingPathComponent("bin/pyenv")
        guard FileManager.default.isExecutableFile(atPath: pyenv.path) else { return nil }
        guard let result = try? ProcessRunner(pyenv.path, ["which", name]).run() else { return nil }
        let path = String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.exitStatus == 0, FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return URL(fileURLWithPath: path)
    }
}
