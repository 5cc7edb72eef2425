import Foundation
import Testing
import TestSupport

/// The Eleventy recipe's shortcode, tested with Node alone (npm, and so Eleventy, is out of
/// reach here): its own test file, `Examples/Eleventy/test/starsvg.test.js`, run on a copy of
/// the recipe with the built `starsvg`, compares each rating with what `starsvg` writes when run
/// directly and checks its errors.
@Suite struct EleventyRecipeTests {
    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.node), RecipeTool.skipNote("Eleventy shortcode", .node)))
    func theShortcodeWritesWhatStarsvgWrites() throws {
        let node = try RecipeTool.node.required()
        try RecipeCopy.with("Eleventy") { site in
            let result = try site.run(node, ["--test", "--test-reporter=tap", "test/"],
                                      environment: ["STARSVG": StarsvgBinary.url.path, "TMPDIR": site.scratch.path])
            let report = String(decoding: result.standardOutput, as: UTF8.self)
            #expect(result.exitStatus == 0, "node --test failed:\n\(report)\n\(result.standardError)")
            // Node's TAP summary: all six tests ran and passed (none skipped, none filtered away).
            #expect(report.contains("\n# pass 6\n") && report.contains("\n# fail 0\n"), "\(report)")
        }
    }
}
