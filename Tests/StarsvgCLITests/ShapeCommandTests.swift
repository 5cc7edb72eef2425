import Foundation
import StarsvgCLI
import Testing
import TestSupport

/// `--shape`, `--points`, `--inner` and `--rounding` on the command line: names, icon files
/// taken and refused (one `Error:` line, exit 64, nothing written), and the default star's bytes
/// unchanged whichever way it is asked for.
@Suite struct ShapeCommandTests {
    static func run(_ arguments: [String]) -> CommandResult { StarsvgCommand.run(arguments: arguments) }

    /// Each refusal: the arguments and what its `Error:` line must say.
    static let refusals: [(arguments: [String], says: String)] = [
        (["--shape", "hart"], "did you mean heart?"),
        (["--shape", "Star"], "did you mean star?"),
        (["--shape", "heart", "--points", "6"], "--points '6' cannot be used with --shape"),
        (["--shape", "circle", "--rounding", "0.2"], "cannot be used with --shape"),
        (["--points", "13"], "from 3 to 12"),
        (["--inner", "0.1"], "from 0.2 to 0.9"),
        (["--rounding", "0.6"], "from 0 to 0.5"),
        (["--shape", IconFixtures.invalid[0]], "stroke"),
        (["--shape", IconFixtures.invalid[1]], "transform"),
        (["--shape", IconFixtures.invalid[2]], "fill rules"),
        (["--shape", IconFixtures.invalid[3]], "1e999"),
        (["--shape", IconFixtures.invalid[4]], "cannot read the icon file"),
    ]

    @Test(arguments: refusals)
    func refusesWithOneErrorLineAndWritesNothing(arguments: [String], says: String) throws {
        try withScratchFolder("shape-refusal") { folder in
            let result = Self.run(arguments + ["-o", folder.file("r.svg")])
            let text = result.standardError
            #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(arguments): \(text)")
            #expect(text.split(separator: "\n").filter { $0.hasPrefix("Error:") }.count == 1, "\(arguments): \(text)")
            #expect(text.split(separator: "\n").first?.contains(says) == true, "\(arguments): \(text)")
            #expect(folder.names().isEmpty, "\(arguments): wrote \(folder.names())")
        }
    }

    /// Hostile icon files: a million commands, NaN, an unterminated arc, random bytes. Each is
    /// refused cleanly, and quickly enough that the test notices no wait.
    @Test func hostileIconFilesAreRefusedCleanly() throws {
        try withScratchFolder("shape-hostile") { folder in
            var random = SplitMix64(seed: 35)
            let files: [(String, [UInt8])] = [
                ("million.svg", Array(("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0" + String(repeating: "l1 0", count: 1_000_000) + "z\"/></svg>").utf8)),
                ("nan.svg", Array("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0LNaN 3z\"/></svg>".utf8)),
                ("arc.svg", Array("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0A1 1 0 0\"/></svg>".utf8)),
                ("random.svg", (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
            ]
            for (name, bytes) in files {
                try Data(bytes).write(to: URL(fileURLWithPath: folder.file(name)))
                let result = Self.run(["--shape", folder.file(name)])
                let text = result.standardError
                #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(name): \(text.prefix(300))")
                #expect(text.split(separator: "\n").filter { $0.hasPrefix("Error:") }.count == 1, "\(name): \(text.prefix(300))")
            }
        }
    }

    /// The default star is the default star however it is asked for; other shapes give the same
    /// bytes run after run, and differ from the star.
    @Test func theDefaultStarsBytesStandAndShapesAreDeterministic() {
        let plain = Self.run(["--value", "3.5"]).standardOutput
        #expect(Self.run(["--value", "3.5", "--shape", "star"]).standardOutput == plain)
        #expect(Self.run(["--value", "3.5", "--points", "5", "--inner", "0.47", "--rounding", "0.13"]).standardOutput == plain)
        for shape in ["heart", "circle"] + IconFixtures.valid {
            for face in [["--format", "svg"], ["--format", "html"], ["--interactive", "--value", "3"], ["--animate"], ["--format", "png", "-o", "-"]] {
                let arguments = ["--value", "3.5", "--shape", shape] + face
                let first = Self.run(arguments)
                #expect(first.exitCode == 0 && !first.standardOutput.isEmpty, "\(arguments): \(first.standardError)")
                #expect(Self.run(arguments).standardOutput == first.standardOutput, "\(arguments): not the same bytes twice")
                #expect(first.standardOutput != Self.run(["--value", "3.5"] + face).standardOutput, "\(arguments): the star's bytes")
            }
        }
    }

    /// A batch takes the keys, and 2,000 lines naming one icon file are all drawn.
    @Test func aBatchTakesTheShapeKeys() throws {
        do {
            let icon = IconFixtures.valid[0].replacingOccurrences(of: "\\", with: "\\\\")
            var lines = ["{\"value\": 2.5, \"shape\": \"heart\"}", "{\"value\": 2.5, \"points\": 7, \"inner\": 0.4}"]
            lines += (0..<2_000).map { "{\"value\": \(Double($0 % 50) / 10), \"shape\": \"\(icon)\"}" }
            let run = InProcessBatch.run([], input: Array(lines.joined(separator: "\n").utf8))
            #expect(run.result.exitCode == 0, "\(run.result.standardError.prefix(300))")
            let output = String(decoding: run.output, as: UTF8.self)
            #expect(output.split(separator: "\n").count == lines.count)
        }
    }
}
