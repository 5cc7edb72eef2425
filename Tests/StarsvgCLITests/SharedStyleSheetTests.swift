import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarRatingSVG

/// `--css-out` into a sheet starsvg wrote adds the groups it lacks, each once, in a stable
/// order, the same bytes whichever way the ratings came (runs one by one, or one batch of them
/// all); into any other file it is refused and the file left as it was. Runs side by side take
/// turns, so that none loses what another added.
@Suite struct SharedStyleSheetTests {
    /// Four ratings of three looks and three faces, as command lines and as batch lines.
    static let runs: [[String]] = [
        ["--format", "html", "--value", "3"],
        ["--live", "--value", "1"],
        ["--format", "html", "--value", "2", "--colors", "red,blue,green", "--size", "40"],
        ["--interactive", "--value", "4"],
    ]
    static let batchLines = """
        {"value": 3, "format": "html"}
        {"value": 1, "live": true}
        {"value": 2, "format": "html", "colors": ["red", "blue", "green"], "size": 40}
        {"value": 4, "interactive": true}

        """

    @Test func runsIntoOneSheetWriteWhatOneBatchOfThemWrites() throws {
        try withScratchFolder("shared-sheet") { folder in
            let sheet = folder.file("ratings.css")
            var sizes: [Int] = []
            for arguments in Self.runs {
                let result = StarsvgCommand.run(arguments: arguments + ["--css-out", sheet])
                #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
                sizes.append(try #require(folder.contents("ratings.css")).count)
            }
            // Each run with a look of its own adds to the sheet.
            #expect(sizes == sizes.sorted() && Set(sizes).count == sizes.count, "\(sizes)")
            let grown = try #require(folder.contents("ratings.css"))
            // A run whose groups are all there leaves the sheet as it was, byte for byte.
            #expect(StarsvgCommand.run(arguments: Self.runs[0] + ["--css-out", sheet]).exitCode == 0)
            #expect(folder.contents("ratings.css") == grown, "a run of a look already there changed the sheet")

            try Data(Self.batchLines.utf8).write(to: URL(fileURLWithPath: folder.file("lines.jsonl")))
            let batch = InProcessBatch.run([folder.file("lines.jsonl"), "--css-out", folder.file("batch.css")], input: nil).result
            #expect(batch.exitCode == 0, "\(batch.standardError)")
            #expect(folder.contents("batch.css") == grown, "the batch's sheet differs from the runs'")

            // Each group once: the sheet's lines after the first are all different, and each
            // run's own sheet's groups are among them.
            let lines = String(decoding: grown, as: UTF8.self).split(separator: "\n").dropFirst()
            #expect(Set(lines).count == lines.count && lines.count >= 20, "\(lines.count) groups")
            for arguments in Self.runs {
                let own = StarsvgCommand.run(arguments: arguments + ["--css-out", folder.file("own.css")])
                #expect(own.exitCode == 0)
                let ownLines = String(decoding: try #require(folder.contents("own.css")), as: UTF8.self).split(separator: "\n").dropFirst()
                #expect(Set(ownLines).isSubset(of: Set(lines)), "\(arguments)")
                try FileManager.default.removeItem(atPath: folder.file("own.css"))
            }
        }
    }

    /// A file starsvg did not write, one it wrote and someone edited, or one written the other
    /// way (indented or compact): one `Error:` line, exit 64, nothing on standard output, and
    /// every file as it was, the rating's own `-o` file not made.
    @Test func anyOtherFileIsRefusedAndLeftAsItWas() throws {
        try withScratchFolder("shared-sheet-refused") { folder in
            let sheet = folder.file("site.css")
            #expect(StarsvgCommand.run(arguments: ["--format", "html", "--css-out", sheet]).exitCode == 0)
            var edited = try #require(folder.contents("site.css"))
            edited[edited.count - 3] = UInt8(ascii: "0")
            let cases: [(name: String, bytes: [UInt8], arguments: [String], says: String)] = [
                ("own.css", Array("body { color: #333 }\n".utf8), [], "not a style sheet starsvg wrote"),
                ("v1.css", Array(".starsvg{--starsvg-f1:#fc0;}\n".utf8), [], "not a style sheet starsvg wrote"),
                ("edited.css", edited, [], "edited since"),
                ("compact.css", try #require(folder.contents("site.css")), ["--pretty"], "written compact"),
            ]
            for (name, bytes, extra, says) in cases {
                try Data(bytes).write(to: URL(fileURLWithPath: folder.file(name)))
                try Data("{\"value\": 2, \"format\": \"html\", \"output\": \"a.html\"}\n".utf8).write(to: URL(fileURLWithPath: folder.file("line.jsonl")))
                for command in [["--format", "html", "-o", folder.file("rating.html")] + extra,
                                ["batch", folder.file("line.jsonl"), "--out-dir", folder.file("out")]] {
                    let result = command[0] == "batch"
                        ? InProcessBatch.run(Array(command.dropFirst()) + ["--css-out", folder.file(name)], input: nil).result
                        : StarsvgCommand.run(arguments: command + ["--css-out", folder.file(name)])
                    if command[0] == "batch" && name == "compact.css" {
                        // A batch writes compact: the compact sheet takes its groups.
                        #expect(result.exitCode == 0, "\(result.standardError)")
                        continue
                    }
                    #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(name) \(command[0])")
                    #expect(result.standardError.hasPrefix("Error: invalid value '") && result.standardError.contains(says), "\(result.standardError)")
                    #expect(folder.contents(name) == bytes, "\(name) was touched")  // (bytes: a few dozen)
                    #expect(folder.contents("rating.html") == nil && !FileManager.default.fileExists(atPath: folder.file("out")), "\(name)")
                }
            }
            #expect(cases.count == 4)
        }
    }

    /// Eight runs at once, each of a look of its own, into one sheet: every look's groups are
    /// in it (without the lock, runs read the same sheet and the last write loses the others').
    @Test func runsSideBySideLoseNothing() throws {
        let colors = ["red", "orange", "gold", "green", "teal", "blue", "purple", "black"]
        try withScratchFolder("shared-sheet-parallel") { folder in
            let sheet = folder.file("ratings.css")
            let lock = NSLock()
            nonisolated(unsafe) var failures: [String] = []
            DispatchQueue.concurrentPerform(iterations: colors.count) { index in
                let color = colors[index]
                let result = try? StarsvgBinary.run(["--format", "html", "--value", "4", "--colors", "\(color),\(color),\(color)", "--css-out", sheet])
                if result?.exitStatus != 0 {
                    lock.lock()
                    failures.append("\(color): \(result?.standardError ?? "did not run")")
                    lock.unlock()
                }
            }
            #expect(failures.isEmpty, "\(failures)")
            let text = String(decoding: try #require(folder.contents("ratings.css")), as: UTF8.self)
            for color in colors {
                let own = StarsvgCommand.run(arguments: ["--format", "html", "--value", "4", "--colors", "\(color),\(color),\(color)",
                                                         "--css-out", folder.file("\(color).css")])
                #expect(own.exitCode == 0)
                let ownGroups = String(decoding: try #require(folder.contents("\(color).css")), as: UTF8.self).split(separator: "\n").dropFirst()
                for group in ownGroups { #expect(text.contains(group), "\(color)'s group is missing: \(group.prefix(60))") }
            }
        }
    }

    /// The sheet reads back as what it was written from, compact and indented, and a body
    /// whose check holds but is not starsvg's is refused.
    @Test func aSheetReadsBackAsItWasWritten() throws {
        for isPretty in [false, true] {
            var sheet = SharedStyleSheet(isPretty: isPretty)
            let groups = isPretty ? [".a{\ncolor:red\n}\n", ".b{color:blue}\n", "@media x{\n.c{d:e}\n}\n"] : [".a{color:red}", ".b{color:blue}", "@media x{.c{d:e}}"]
            sheet.add(groups)
            sheet.add(groups.reversed())
            let read = try SharedStyleSheet(reading: Array(sheet.text.utf8))
            #expect(read.groups.groups == groups && read.isPretty == isPretty && read.text == sheet.text)
        }
        #expect(throws: SharedStyleSheetError.notWrittenByStarsvg) { try SharedStyleSheet(reading: []) }
        #expect(throws: SharedStyleSheetError.notWrittenByStarsvg) { try SharedStyleSheet(reading: Array("/* x */\n.a{}\n".utf8)) }
    }
}
