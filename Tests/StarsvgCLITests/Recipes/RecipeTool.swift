import Foundation
import Testing
import TestSupport

/// A program a recipe in `Examples/` runs (make, hugo, jekyll, node, esbuild, chromium), or its
/// test reads the page with (python3, chromedriver, firefox-esr), or a
/// Node module it builds with (React), from Debian. Missing, it
/// skips its recipe's test locally with one line saying what to install; under `CI=true`,
/// which `.ci/run` sets after installing them all, the test runs and fails instead.
struct RecipeTool: Sendable {
    /// The program's name, looked up on `PATH`.
    let program: String
    /// The Debian package that brings it.
    let package: String
    /// For a Node module rather than a program: the folder Debian installs modules in, where
    /// `program` is the module's folder.
    var moduleFolder: String? = nil

    static let make = RecipeTool(program: "make", package: "make")
    static let hugo = RecipeTool(program: "hugo", package: "hugo")
    static let jekyll = RecipeTool(program: "jekyll", package: "jekyll")
    static let node = RecipeTool(program: "node", package: "nodejs")
    static let esbuild = RecipeTool(program: "esbuild", package: "esbuild")
    static let chromium = RecipeTool(program: "chromium", package: "chromium")
    /// What `Scripts/spoken-text.py` reads the browsers' accessibility trees with: Python,
    /// chromedriver (Chromium's) and Firefox ESR (Marionette).
    static let python = RecipeTool(program: "python3", package: "python3")
    static let chromedriver = RecipeTool(program: "chromedriver", package: "chromium-driver")
    static let firefox = RecipeTool(program: "firefox-esr", package: "firefox-esr")
    /// React DOM, and React with it (node-react-dom depends on node-react), where the React
    /// recipe's Makefile points esbuild (NODE_PATH).
    static let reactDOM = RecipeTool(program: "react-dom", package: "node-react-dom", moduleFolder: "/usr/share/nodejs")

    /// `CI=true`: every tool must be present.
    static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The program's path as the shell finds it (`command -v`), or the module's folder, or
    /// `nil` when it is missing.
    var path: String? {
        if let moduleFolder {
            let folder = moduleFolder + "/" + program
            return FileManager.default.fileExists(atPath: folder + "/package.json") ? folder : nil
        }
        guard let result = try? ProcessRunner("/bin/sh", ["-c", "command -v \"$0\"", program]).run(), result.exitStatus == 0 else {
            return nil
        }
        let path = String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : nil
    }

    /// Whether a test needing every one of `tools` runs: all are installed, or CI requires them.
    static func areInstalledOrRequired(_ tools: RecipeTool...) -> Bool {
        isCI || tools.allSatisfy { $0.path != nil }
    }

    /// The line a skipped test shows.
    static func skipNote(_ recipe: String, _ tools: RecipeTool...) -> Comment {
        let names = tools.map(\.program).joined(separator: " and ")
        let packages = tools.map(\.package).joined(separator: " ")
        return Comment(rawValue: "\(names) not found (apt-get install \(packages)): the \(recipe) recipe is not tried; CI=true fails instead")
    }

    /// The program's path; fails the test when it is missing.
    func required(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(path, "\(program) is not installed (apt-get install \(package))", sourceLocation: sourceLocation)
    }
}
