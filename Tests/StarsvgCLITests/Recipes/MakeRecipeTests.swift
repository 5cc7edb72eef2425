import Foundation
import Testing
import TestSupport

/// `Examples/Make`, copied away from the repository and run with the built `starsvg` as a user
/// would: every line's picture, nothing redone until the input or the binary changes, a line
/// removed takes its picture along, a bad line leaves the pictures as they were.
@Suite struct MakeRecipeTests {
    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make), RecipeTool.skipNote("Make", .make)))
    func picturesAreRedrawnOnlyWhenTheInputOrTheBinaryChanges() throws {
        let make = try RecipeTool.make.required()
        try RecipeCopy.with("Make") { site in
            // starsvg on PATH, as the README has it: a copy of the built one, whose time the
            // test may change without touching the build.
            let bin = site.scratch.file("bin")
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
            try FileManager.default.copyItem(atPath: StarsvgBinary.url.path, toPath: bin + "/starsvg")
            let onPath = ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
            func runMake(_ arguments: [String] = []) throws -> ProcessResult {
                try site.run(make, arguments, environment: onPath)
            }
            let stamp = site.file("public/ratings/.starsvg-stamp")

            let first = try runMake()
            try #require(first.exitStatus == 0, "make: \(first.standardError)")
            let ratings = try RecipeRating.read(site.file("ratings.jsonl"))
            #expect(ratings.count == 3)
            for rating in ratings {
                rating.expectDrawn(FileManager.default.contents(atPath: site.file("public/ratings/" + rating.output)).map { [UInt8]($0) })
            }

            // Up to date: make -q agrees, and another make changes nothing.
            #expect(try runMake(["-q"]).exitStatus == 0, "up to date after the first make")
            let built = try Self.modificationDate(stamp)
            let again = try runMake()
            #expect(again.exitStatus == 0 && String(decoding: again.standardOutput, as: UTF8.self).contains("Nothing to be done"))
            #expect(try Self.modificationDate(stamp) == built)

            // The input touched, then the binary: each makes the pictures again.
            for changed in [site.file("ratings.jsonl"), bin + "/starsvg"] {
                let before = try Self.modificationDate(stamp)
                try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: changed)
                try #require(try Self.modificationDate(changed) > before, "the clock did not move since the last make")
                #expect(try runMake(["-q"]).exitStatus == 1, "\(changed) is newer than the pictures")
                #expect(try runMake().exitStatus == 0)
                #expect(try Self.modificationDate(stamp) > before, "\(changed) changed, the pictures were not redrawn")
                #expect(try runMake(["-q"]).exitStatus == 0)
            }

            // STARSVG naming the binary; the input loses its last line: its picture goes too.
            let lines = try site.text("ratings.jsonl").split(separator: "\n")
            try Data((lines.dropLast().joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: site.file("ratings.jsonl")))
            let named = try site.run(make, ["STARSVG=" + bin + "/starsvg"])
            #expect(named.exitStatus == 0, "\(named.standardError)")
            #expect(!FileManager.default.fileExists(atPath: site.file("public/ratings/" + ratings.last!.output)))
            let kept = try #require(FileManager.default.contents(atPath: site.file("public/ratings/" + ratings[0].output)))

            // A bad line: starsvg's own error, and the pictures as they were.
            try Data((lines[0] + "\n{\"value\": 9, \"output\": \"bad.svg\"}\n").utf8).write(to: URL(fileURLWithPath: site.file("ratings.jsonl")))
            let refused = try runMake()
            #expect(refused.exitStatus == 2)
            #expect(refused.standardError.contains("Error: line 2: \"value\""), "\(refused.standardError)")
            #expect(FileManager.default.contents(atPath: site.file("public/ratings/" + ratings[0].output)) == kept)
            #expect(!FileManager.default.fileExists(atPath: site.file("public/ratings.new")))

            // No starsvg at all: a message that says what to do.
            let missing = try site.run(make, ["STARSVG=no-such-starsvg"])
            #expect(missing.exitStatus == 2)
            #expect(missing.standardError.contains("'no-such-starsvg' not found: put starsvg on PATH or run make STARSVG=/path/to/starsvg"),
                    "\(missing.standardError)")
        }
    }

    private static func modificationDate(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }
}
