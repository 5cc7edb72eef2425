import Foundation
import Testing
import StarRatingSVG
import TestSupport

/// The README's promise: a package of one's own that depends on starsvg by path builds a rating,
/// picks a fill mode and writes pretty output with `import StarRatingSVG` alone.
/// `Examples/OneImport` is that package; this builds it with SwiftPM and runs it.
struct OneImportPackageTests {
    /// The package's root folder, three levels above this file.
    private static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    @Test(.timeLimit(.minutes(10)))
    func aPackageOfOnesOwnNeedsOneImport() async throws {
        let example = Self.packageRoot + "/Examples/OneImport"
        // Kept under .build (git-ignored) so that a second run only relinks; the toolchain's
        // own temporary files and locks go there too, not to the temporary folder.
        let scratch = Self.packageRoot + "/.build/examples/OneImport"
        let temporary = scratch + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let build = try await ProcessRunner("/usr/bin/env", ["swift", "build", "--package-path", example, "--scratch-path", scratch],
                                            environmentOverrides: ["TMPDIR": temporary], timeout: .seconds(540)).run()
        try #require(build.exitStatus == 0, "swift build of Examples/OneImport failed:\n\(build.standardError)\n\(String(decoding: build.standardOutput, as: UTF8.self))")

        let run = try await ProcessRunner(scratch + "/debug/OneImport", [], timeout: .seconds(60)).run()
        #expect(run.exitStatus == 0, "\(run.standardError)")
        // The same rating, made here: the example really picked the fill mode and pretty output.
        let expected = try StarRating(starCount: 10, value: 7.5, levels: [2, 8], fillMode: .width,
                                      star: StarShape(points: 5, innerRadiusRatio: 0.5))
        #expect(run.standardOutput == Array(expected.svgString(options: .pretty).utf8))
        #expect(String(decoding: run.standardOutput, as: UTF8.self).contains("\n  <title>Rating: 7.5 out of 10</title>\n"))
    }
}
