import Foundation
import Testing
import TestSupport

/// What the built `starsvg` loads at start-up: the Swift runtime and the C library, never
/// Foundation, whose loading (with its ICU data) is most of a single run's time. One `import
/// Foundation` in any product target links it, so both the binary and the sources are checked.
@Suite struct LinkedLibrariesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The libraries the dynamic loader would load for the built binary.
    @Test func theBinaryLoadsNoFoundation() throws {
        let ldd = try ProcessRunner("/usr/bin/ldd", [StarsvgBinary.url.path]).run()
        let linked = String(decoding: ldd.standardOutput, as: UTF8.self)
        try #require(ldd.exitStatus == 0 && linked.contains("libswiftCore"), "\(linked)")
        let libraries = linked.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        let foundation = libraries.filter { $0.contains("Foundation") || $0.contains("ICU") || $0.contains("XCTest") }
        #expect(foundation.isEmpty, "starsvg loads \(foundation)")
    }

    /// No source of a product target imports Foundation (or FoundationEssentials, or
    /// Synchronization, whose `Atomic` needs macOS 15): the package's own C-library calls are
    /// in `StarsvgSystem`, and the library's read of an icon file by its path in StarRatingSVG's
    /// `FileBytes`.
    @Test func noProductSourceImportsFoundation() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 100)
        let importLine = try NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)?(?:\w+\s+)?import\s+(?:Foundation\w*|Synchronization)\b"#,
                                                 options: [.anchorsMatchLines])
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let found = importLine.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(found == nil, "Sources/\(file) imports Foundation or Synchronization")
        }
    }
}
