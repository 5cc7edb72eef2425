import Foundation
import Testing
import TestSupport

/// A package that depends on this one by path (one in `Examples/`, or one the tests make from
/// the documentation's examples), built with SwiftPM as its user would build it, and run.
struct ExamplePackage {
    /// The executable's name: for a package in `Examples/`, its folder's name too.
    let name: String
    /// The package's folder.
    let folder: String

    /// The package in `folder`, whose executable is `name`.
    init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }

    /// Calls `body` with the package in `Examples/<name>`, copied into a temporary folder
    /// (removed after) with its dependency `../..` replaced by `linkedRoot`: the one change.
    static func withExample<Result>(_ name: String, _ body: (ExamplePackage) async throws -> Result) async throws -> Result {
        let manager = FileManager.default
        let copy = (NSTemporaryDirectory() as NSString).appendingPathComponent("starsvg-example-" + name + "-" + UUID().uuidString.prefix(8))
        defer { try? manager.removeItem(atPath: copy) }
        let original = packageRoot + "/Examples/" + name
        try manager.createDirectory(atPath: copy, withIntermediateDirectories: true)
        try manager.copyItem(atPath: original + "/Sources", toPath: copy + "/Sources")
        let manifest = try String(contentsOfFile: original + "/Package.swift", encoding: .utf8)
        try #require(manifest.contains(#"path: "../..""#), "Examples/\(name)/Package.swift does not depend on ../..")
        try manifest.replacing(#"path: "../..""#, with: "path: \"\(linkedRoot)\"")
            .write(toFile: copy + "/Package.swift", atomically: true, encoding: .utf8)
        return try await body(ExamplePackage(name: name, folder: copy))
    }

    /// The package's root folder, three levels above this file.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// This package as its users' packages reach it, by a path whose last part is `starsvg`:
    /// a symbolic link to the package's root, beside the scratch folder. SwiftPM names a
    /// package by the last part of its path (`package: "starsvg"` in a user's manifest), and
    /// the link gives that name whatever this clone's folder is called. Every package built
    /// here reaches the library by this one path (a dependency's path is kept as written, a
    /// root package's is not: so the packages are built from copies that name the link), so
    /// that SwiftPM compiles the library once for all of them.
    static let linkedRoot = packageRoot + "/.build/examples/starsvg"

    /// Makes `linkedRoot` (again, when it leads elsewhere: a clone moved).
    static let rootLinked: Void = {
        let manager = FileManager.default
        if (try? manager.destinationOfSymbolicLink(atPath: linkedRoot)) != packageRoot {
            try? manager.removeItem(atPath: linkedRoot)
            try? manager.createDirectory(atPath: packageRoot + "/.build/examples", withIntermediateDirectories: true)
            try? manager.createSymbolicLink(atPath: linkedRoot, withDestinationPath: packageRoot)
        }
    }()

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
    /// The first build compiles the library again, at a low priority on a machine the test run
    /// keeps busy: minutes on 2 cores. The limit (and the tests' 30 minutes) is for a hung
    /// build, far beyond a slow one, so that a slower machine does not fail the suite.
    func build() async throws {
        Self.staleBuildPlanRemoved
        Self.rootLinked
        let temporary = scratch + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // At a lower priority, as the release build's test does: the compiler takes whatever
        // the machine has, and the browser suites, which wait on Chromium, keep their pace.
        let build = try await ProcessRunner("/usr/bin/nice", ["-n", "10", "swift", "build", "--package-path", folder, "--scratch-path", scratch],
                                            environmentOverrides: ["TMPDIR": temporary], timeout: .seconds(1500)).run()
        try #require(build.exitStatus == 0, "swift build of Examples/\(name) failed:\n\(build.standardError)\n\(String(decoding: build.standardOutput, as: UTF8.self))")
    }

    /// Runs the built executable with no arguments, in `folder` (or the current folder).
    func run(in folder: String? = nil) async throws -> ProcessResult {
        try await ProcessRunner(scratch + "/debug/" + name, [], in: folder, timeout: .seconds(60)).run()
    }
}
