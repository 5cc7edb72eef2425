import Foundation
import Testing
import TestSupport

/// A package in `Examples/` that depends on this one by path, built with SwiftPM as its user
/// would build it, and run.
struct ExamplePackage {
    /// The folder's name under `Examples/`, which is also the executable's name.
    let name: String

    /// The package's root folder, three levels above this file.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The example's folder.
    var folder: String { Self.packageRoot + "/Examples/" + name }

    /// Kept under .build (git-ignored) so that a second run only relinks; the toolchain's own
    /// temporary files and locks go there too, not to the temporary folder. One folder for
    /// every example: they depend on the same library, which SwiftPM then compiles once and
    /// finds up to date for the next example (measured from a fresh clone: the second example
    /// builds in 2 s of CPU, not 30 s). SwiftPM's lock on the folder makes the examples' builds
    /// take turns.
    var scratch: String { Self.sharedScratch }

    /// The one scratch folder.
    static let sharedScratch = packageRoot + "/.build/examples/shared"

    /// Removes the build plan the last test run left, once a run, before any example builds:
    /// SwiftPM plans a dependency by path from its file list when the plan was made, and a file
    /// added to one of this package's targets since then failed both examples' builds
    /// ("cannot find type in scope") until the folder was removed. Planning anew costs about a
    /// second; the compiled files are kept, so the builds stay quick (both in 6 s here).
    static let staleBuildPlanRemoved: Void = {
        try? FileManager.default.removeItem(atPath: sharedScratch + "/debug.yaml")
    }()

    /// Builds the package (debug), failing the test with SwiftPM's output when it does not build.
    func build() async throws {
        Self.staleBuildPlanRemoved
        let temporary = scratch + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // At a lower priority, as the release build's test does: the compiler takes whatever
        // the machine has, and the browser suites, which wait on Chromium, keep their pace.
        let build = try await ProcessRunner("/usr/bin/nice", ["-n", "10", "swift", "build", "--package-path", folder, "--scratch-path", scratch],
                                            environmentOverrides: ["TMPDIR": temporary], timeout: .seconds(540)).run()
        try #require(build.exitStatus == 0, "swift build of Examples/\(name) failed:\n\(build.standardError)\n\(String(decoding: build.standardOutput, as: UTF8.self))")
    }

    /// Runs the built executable with no arguments.
    func run() async throws -> ProcessResult {
        try await ProcessRunner(scratch + "/debug/" + name, [], timeout: .seconds(60)).run()
    }
}
