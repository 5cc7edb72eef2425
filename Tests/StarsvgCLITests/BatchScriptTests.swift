import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI

/// `starsvg batch --js-out FILE`: one script for every rating input of the batch, the inputs
/// without their `<script>`, so that one run makes a whole page for a strict
/// Content-Security-Policy (with `--css-out`). The same rules as the batch's other files: all
/// or nothing, atomic, refused up front when it cannot make sense.
@Suite struct BatchScriptTests {
    /// Lines of every kind, and the command line that asks a single run for the same rating.
    static let lines: [(json: String, arguments: [String])] = [
        (#"{"format":"html","value":4.5}"#, ["--format", "html", "--value", "4.5"]),
        (#"{"interactive":true,"name":"a","value":2}"#, ["--interactive", "--name", "a", "--value", "2"]),
        (#"{"interactive":true,"name":"b","stars":10,"step":0.5,"average":6.5}"#,
         ["--interactive", "--name", "b", "--stars", "10", "--step", "0.5", "--average", "6.5"]),
        (#"{"interactive":true,"name":"c","required":true,"disabled":true,"value":3,"animate":true}"#,
         ["--interactive", "--name", "c", "--required", "--disabled", "--value", "3", "--animate"]),
        (#"{"interactive":true,"name":"d","no-script":true}"#, ["--interactive", "--name", "d", "--no-script"]),
        (#"{"value":3}"#, ["--value", "3"]),
        (#"{"format":"img","src":"r.png","value":1}"#, ["--format", "img", "--src", "r.png", "--value", "1"]),
    ]

    static func batch(_ lines: [String], _ arguments: [String]) -> InProcessBatch.Run {
        InProcessBatch.run(arguments, input: Array(lines.joined(separator: "\n").utf8))
    }

    /// Every input line is what a single run writes with `--js-out` (a `--no-script` input and
    /// every other line what it writes without), none holds a `<script>`, and the one script
    /// is the single run's; with `--css-out` too, the page has no inline style or script.
    @Test func everyInputLeavesItsScriptToTheOneFile() throws {
        try withScratchFolder("batch-js-out") { folder in
            let run = Self.batch(Self.lines.map(\.json), ["--js-out", folder.file("page.js"), "--jobs", "1"])
            #expect(run.result.exitCode == 0, "\(run.result.standardError)")
            var expected: [UInt8] = []
            for (json, arguments) in Self.lines {
                let hasScript = json.contains("interactive") && !json.contains("no-script")
                let single = StarsvgCommand.run(arguments: arguments + (hasScript ? ["--js-out", folder.file("single.js")] : []))
                #expect(single.exitCode == 0, "\(arguments): \(single.standardError)")
                expected += single.standardOutput + (single.standardOutput.last == 10 ? [] : [10])
            }
            #expect(run.output == expected, "every line is the single run's")
            let page = String(decoding: run.output, as: UTF8.self)
            #expect(!page.contains("<script") && page.contains("<style>"))
            #expect(folder.contents("page.js") == folder.contents("single.js") && folder.contents("page.js")?.isEmpty == false)
            #expect(folder.contents("page.js").map { String(decoding: $0, as: UTF8.self) } == ExpectedScript.compact)

            let strict = Self.batch(Self.lines.map(\.json), ["--js-out", folder.file("strict.js"), "--css-out", folder.file("strict.css")])
            #expect(strict.result.exitCode == 0, "\(strict.result.standardError)")
            let strictPage = String(decoding: strict.output, as: UTF8.self)
            #expect(!strictPage.contains("<script") && !strictPage.contains("<style") && !strictPage.contains("style=\""))
            #expect(folder.contents("strict.js") == folder.contents("single.js"))
            #expect(folder.contents("strict.css")?.isEmpty == false)
        }
    }

    /// The script is the same bytes whatever the order of the lines and the number of jobs,
    /// over many shares of lines: inputs first, last, or only in a late share.
    @Test func theScriptIsTheSameWhateverTheOrderAndTheJobs() throws {
        try withScratchFolder("batch-js-order") { folder in
            let pictures = (0..<400).map { #"{"format":"html","value":\#(Double($0 % 50) / 10)}"# }
            let inputs = (0..<40).map { #"{"interactive":true,"name":"n\#($0)","value":\#($0 % 6)}"# }
            var random = SplitMix64(seed: 0x5C417)
            let orders = [pictures + inputs, inputs + pictures, random.shuffled(pictures + inputs)]
            var scripts: Set<[UInt8]> = []
            for (index, order) in orders.enumerated() {
                for jobs in ["1", "2", "3"] {
                    let path = folder.file("s\(index)-\(jobs).js")
                    let run = Self.batch(order, ["--js-out", path, "--css-out", folder.file("s.css"), "--jobs", jobs])
                    #expect(run.result.exitCode == 0, "\(run.result.standardError)")
                    #expect(!String(decoding: run.output, as: UTF8.self).contains("<script"))
                    scripts.insert(try #require(folder.contents("s\(index)-\(jobs).js")))
                }
            }
            #expect(scripts == [Array(ExpectedScript.compact.utf8)])
        }
    }

    /// A batch whose lines leave no script to the page writes an empty file, as a sheet holds
    /// only what its lines need: the page's `<script src>` still finds it.
    @Test func noInputLeavesAnEmptyScript() throws {
        try withScratchFolder("batch-js-empty") { folder in
            for lines in [[#"{"value":1}"#, #"{"format":"html","value":2}"#], [#"{"interactive":true,"no-script":true}"#]] {
                try Data("old".utf8).write(to: URL(fileURLWithPath: folder.file("page.js")))
                let run = Self.batch(lines, ["--js-out", folder.file("page.js")])
                #expect(run.result.exitCode == 0, "\(run.result.standardError)")
                #expect(folder.contents("page.js") == [], "\(lines)")
            }
        }
    }

    /// A script path that cannot make sense is refused before anything is read or written:
    /// exit 64, one `Error:` line (and the usage), nothing on standard output.
    @Test func aBadScriptPathWritesNothing() throws {
        try withScratchFolder("batch-js-bad") { folder in
            try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
            let refusals: [([String], String)] = [
                (["--js-out", ""], "the script's file must be a file path"),
                (["--js-out", "-"], "the script's file must be a file path"),
                (["--js-out", folder.file("a\u{0}b.js")], "a file path cannot contain a NUL character"),
                (["--js-out", folder.file("missing/page.js")], "the script's folder '\(folder.file("missing"))' must exist"),
                (["--js-out", folder.file("sub")], "the script's file is a folder"),
                (["--css-out", folder.file("page.x"), "--js-out", folder.file("sub/../page.x")],
                 "the script's file is the style sheet's (--css-out); give each its own"),
            ]
            for (arguments, reason) in refusals {
                let run = Self.batch([#"{"interactive":true,"output":"r.html"}"#], ["--out-dir", folder.file("out")] + arguments)
                #expect(run.result.exitCode == 64 && run.output.isEmpty, "\(arguments)")
                let lines = run.result.standardError.split(separator: "\n")
                #expect(lines.first?.hasPrefix("Error: invalid value") == true && lines.first?.hasSuffix(reason + ".") == true,
                        "\(run.result.standardError)")
                #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1)
                #expect(folder.names() == ["sub"], "\(folder.names())")
            }
        }
    }

    /// A line whose output is the script's file is refused, however it is spelt.
    @Test func aLineWritingTheScriptsFileIsRefused() throws {
        try withScratchFolder("batch-js-collision") { folder in
            let lines = [#"{"interactive":true,"output":"a.html"}"#, #"{"format":"html","value":2,"output":"page.js"}"#]
            for script in [folder.file("page.js"), folder.path + "/./page.js"] {
                let run = Self.batch(lines, ["--out-dir", folder.path, "--js-out", script])
                #expect(run.result.exitCode == 64 && run.output.isEmpty)
                #expect(run.result.standardError == #"Error: line 2: "output": "page.js" is the script's file (--js-out)"# + "\n")
                #expect(folder.names().isEmpty, "\(folder.names())")
            }
        }
    }

    /// All or nothing: when the script cannot be written (`ulimit -f` stops it growing), the
    /// batch exits 1, the script's old file is as it was, and no file of the out-dir is left.
    @Test func aScriptThatCannotBeWrittenLeavesNoFile() throws {
        try withScratchFolder("batch-js-limit") { folder in
            let precious = Array("precious".utf8)
            try Data(precious).write(to: URL(fileURLWithPath: folder.file("page.js")))
            let lines = (0..<3).map { #"{"format":"img","src":"r\#($0).png","value":\#($0),"output":"out/r\#($0).html"}"# }
                + [#"{"interactive":true,"name":"a"}"#]
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: folder.file("page.jsonl")))
            // One block: every tag fits, the script (over a kilobyte) does not; the input's
            // snippet goes to /dev/null, which no limit stops.
            let run = try ProcessRunner("/bin/sh", ["-c", "ulimit -f 1 && exec \"$0\" \"$@\" > /dev/null", StarsvgBinary.url.path,
                                                    "batch", "page.jsonl", "--out-dir", ".", "--js-out", "page.js"], in: folder.path).run()
            #expect(run.signal == nil && run.exitStatus == 1, "\(run.standardError)")
            #expect(run.standardError == "Error: cannot write 'page.js': File too large.\n")
            #expect(folder.contents("page.js") == precious)
            #expect(folder.names().sorted() == ["page.js", "page.jsonl"], "\(folder.names())")
        }
    }
}
