import Foundation
import StarRatingSVG
import Testing
import TestSupport
import StarGeometry
import SVGKit
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `--shape`, `--points`, `--inner` and `--rounding` (issue 35): hearts, circles, stars of
/// other numbers and icon files drawn in every format and in a batch, the default star's bytes
/// unchanged, and every file or number the command cannot take refused with one `Error:` line
/// that says why, before anything is written.
@Suite struct ShapeCommandTests {
    /// The command run in-process.
    static func run(_ arguments: [String]) -> CommandResult {
        StarsvgCommand.run(arguments: arguments)
    }

    /// The sample icon of cubic curves and an arc (`IconFixtures.valid` also holds a ring of
    /// arcs filled even-odd and a shield of quadratic curves).
    static let drop = IconFixtures.valid[0]

    /// Expects a refusal: exit 64, nothing on standard output, one safe `Error:` line holding
    /// every one of `fragments`, then the usage; returns the `Error:` line.
    @discardableResult
    static func expectRefusal(_ result: CommandResult, naming fragments: [String], _ context: String,
                              sourceLocation: SourceLocation = #_sourceLocation) -> String {
        #expect(result.exitCode == 64, "\(context): exit \(result.exitCode)", sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, "\(context): \(result.standardOutput.count) bytes on standard output", sourceLocation: sourceLocation)
        let problems = CommandOutcomeCheck.refusalProblems(result.standardError)
        #expect(problems.isEmpty, "\(context): \(problems)", sourceLocation: sourceLocation)
        let line = String(result.standardError.prefix { $0 != "\n" })
        for fragment in fragments {
            #expect(line.contains(fragment), "\(context): \(fragment.debugDescription) not in \(line.debugDescription)", sourceLocation: sourceLocation)
        }
        return line
    }

    // MARK: Refusals

    /// A misspelt shape is refused with the closest name; an unknown one without a guess.
    @Test func aMisspeltShapeIsRefusedWithTheClosestName() {
        Self.expectRefusal(Self.run(["--shape", "hart"]), naming: ["'hart' for --shape", "did you mean heart"], "hart")
        Self.expectRefusal(Self.run(["--shape", "circel", "--value", "2"]), naming: ["did you mean circle"], "circel")
        Self.expectRefusal(Self.run(["--shape", "Star"]), naming: ["did you mean star?"], "Star")
        let line = Self.expectRefusal(Self.run(["--shape", "icon.png"]), naming: ["star, heart, circle or an icon file"], "icon.png")
        #expect(!line.contains("did you mean"), "\(line)")
    }

    /// Each fixture the command refuses, and the words its `Error:` line must hold.
    static let refusedFiles: [(path: String, reasons: [String])] = [
        ("dashed.svg", ["stroke-dasharray", "dashes"]), ("text.svg", ["<text>", "font"]),
        ("reused.svg", ["<use>", "defined and reused"]), ("huge-number.svg", ["1e999", "out of range"]),
        ("missing.svg", ["cannot read", "No such file"]),
    ].map { name, reasons in
        (IconFixtures.invalid.first { $0.hasSuffix("/" + name) } ?? "fixture \(name) not listed", reasons)
    }

    /// Each refused icon file: exit 64, one `Error:` line naming the option, the file and why,
    /// nothing on standard output, and the `-o` file never made.
    @Test(.cases(5), arguments: refusedFiles)
    func aRefusedIconFileIsNamedWithItsReasonAndNothingIsWritten(path: String, reasons: [String]) throws {
        try withScratchFolder("shape-refused") { folder in
            for format in ["svg", "png"] {
                let result = Self.run(["--shape", path, "--value", "3", "--format", format, "-o", folder.file("r." + format)])
                Self.expectRefusal(result, naming: ["for --shape", (path as NSString).lastPathComponent] + reasons, "\(path) \(format)")
            }
            #expect(folder.names().isEmpty, "\(path): \(folder.names()) written")
        }
    }

    /// A star's numbers out of the command's ranges, or given with another shape.
    static let badStarOptions: [(arguments: [String], fragments: [String])] = [
        (["--points", "6", "--shape", "heart"], ["--points '6' cannot be used with --shape 'heart'", "only a star takes points"]),
        (["--shape", "circle", "--inner", "0.3"], ["--inner '0.3' cannot be used with --shape 'circle'"]),
        (["--shape", IconFixtures.valid[1], "--rounding", "0.2"], ["--rounding '0.2' cannot be used with --shape '\(IconFixtures.valid[1])'"]),
        (["--points", "13"], ["'13' for --points", "from 3 to 12"]),
        (["--points", "2"], ["'2' for --points", "from 3 to 12"]),
        (["--points", "5.5"], ["'5.5' for --points", "whole number"]),
        (["--inner", "0.1"], ["'0.1' for --inner", "from 0.2 to 0.9"]),
        (["--inner", "0.95"], ["'0.95' for --inner", "from 0.2 to 0.9"]),
        (["--inner", "nan"], ["'nan' for --inner", "0.2 to 0.9"]),
        (["--rounding", "0.6"], ["'0.6' for --rounding", "from 0 to 0.5"]),
        (["--rounding", "inf"], ["'inf' for --rounding", "0 to 0.5"]),
    ]

    @Test(.cases(11), arguments: badStarOptions)
    func aStarsNumbersOutOfRangeOrWithAnotherShapeAreRefused(arguments: [String], fragments: [String]) throws {
        try withScratchFolder("shape-star-options") { folder in
            Self.expectRefusal(Self.run(arguments + ["-o", folder.file("r.svg")]), naming: fragments, "\(arguments)")
            #expect(folder.names().isEmpty, "\(arguments): \(folder.names()) written")
        }
    }

    /// Hostile icon files, written afresh: a million commands (4 MB, over the byte limit);
    /// 200,001 commands inside the byte limit (over the command limit); a NaN where a number
    /// goes; an arc cut short after its flags began; lines that enclose nothing; random bytes.
    /// Each is refused with one `Error:` line, and no `-o` file is made. (How long a refusal
    /// takes is `Benchmarks/hostile-icons.sh`'s to measure, in a release build, against 2 s:
    /// a bound in seconds here would fail on a slower or busier machine.)
    @Test func hostileIconFilesAreRefusedCleanly() throws {
        func icon(_ pathData: String) -> [UInt8] {
            Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"\(pathData)\"/></svg>".utf8)
        }
        var random = SplitMix64(seed: 35)
        let files: [(name: String, bytes: [UInt8], reasons: [String])] = [
            ("million.svg", icon("M0 0" + String(repeating: "l1 0", count: 1_000_000)), ["must be at most \(SVGIcon.maximumByteCount) bytes (it has more)"]),
            ("many.svg", icon("M0 0" + String(repeating: "l1 0", count: 200_000)), ["more than \(FilledPath.maximumElementCount) commands"]),
            ("nan.svg", icon("M0 0LNaN 5L5 5z"), ["expected a number after 'L'"]),
            ("nan-second.svg", icon("M0 0L5 NaN L5 5z"), ["expected a number"]),
            ("arc.svg", icon("M0 0A1 1 0 0"), ["arc flag", "where the path ends"]),
            ("no-area.svg", icon("M0 0" + String(repeating: "l1 0", count: 1_000)), ["enclose no area"]),
            ("random.svg", (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }, []),
        ]
        try withScratchFolder("shape-hostile") { folder in
            for file in files {
                try Data(file.bytes).write(to: URL(fileURLWithPath: folder.file(file.name)))
                let result = Self.run(["--shape", folder.file(file.name), "--value", "2", "-o", folder.file("r.svg")])
                Self.expectRefusal(result, naming: ["for --shape", "not an icon file this tool takes"] + file.reasons, file.name)
            }
            #expect(!folder.names().contains("r.svg"), "a refused icon wrote the -o file")
        }
    }

    /// Icon files whose ink has a subpath that encloses nothing beside a fill of another rule
    /// or a stroke: issue 52's trap and the icon fuzzer's two finds, minimised.
    static let degenerateSubpathIcons = [
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2h10v10H2z" fill-rule="evenodd"/><path d="M4 4L8 8M1 1h20v20H1z"/></svg>"#,
        #"<svg viewBox="0 0 2 2"><path d="M2 0 0 1 2 5"/><path fill-rule="evenodd" d="M3 9h4"/></svg>"#,
        #"<svg viewBox="0 0 2 4" stroke="c"><path d="M1 0-0 1 1 1M2 2h8"/></svg>"#,
    ]

    /// Every face, as its options ask for it.
    static func faces(_ folder: ScratchFolder) -> [[String]] {
        [[], ["--format", "html"], ["--interactive"], ["--live"], ["--format", "png", "-o", folder.file("r.png")],
         ["--format", "img", "--src", "r.png"]]
    }

    @Test func anIconWhoseSubpathEnclosesNothingIsDrawnInEveryFace() throws {
        try withScratchFolder("shape-degenerate") { folder in
            var cases = 0
            for (index, text) in Self.degenerateSubpathIcons.enumerated() {
                try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file("icon\(index).svg")))
                for face in Self.faces(folder) {
                    let result = Self.run(["--shape", folder.file("icon\(index).svg"), "--value", "2"] + face)
                    #expect(result.exitCode == 0 && result.standardError.isEmpty, "icon \(index), \(face): \(result.standardError)")
                    #expect(!result.standardOutput.isEmpty || face.contains("-o"), "icon \(index), \(face)")
                    cases += 1
                }
            }
            #expect(cases == 18)
        }
    }

    @Test func aStrokeWhoseOutlineIsTooLargeIsRefusedInTheFilesTermsInEveryFace() throws {
        // 3,000 cubics whose control points lie far outside the box: each is cut into thousands
        // of slices, which the estimate counts before any is made.
        let curves = (0..<3_000).map { " C 1e8 1e8 -1e8 1e8 \($0 % 10) 0" }.joined()
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + "\n  "
            + #"<path fill="none" stroke="black" d="M0 0"# + curves + #""/></svg>"#
        try withScratchFolder("shape-outline") { folder in
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file("wild.svg")))
            for face in Self.faces(folder) {
                let result = Self.run(["--shape", folder.file("wild.svg")] + face)
                Self.expectRefusal(result, naming: ["line 2, column 3: the stroke of this shape (3001 commands) outlines into about",
                                                    "path elements; an icon's outlines may have at most \(FilledPath.maximumElementCount)",
                                                    "curves far outside the viewBox"], "\(face)")
            }
            #expect(!folder.names().contains("r.png"), "a refused icon wrote the PNG")
        }
    }

    // MARK: Output

    /// Each shape's options, as the outputs below are made.
    static let shapeArguments: [[String]] = [
        ["--shape", "heart"], ["--shape", "circle"], ["--points", "6", "--inner", "0.3", "--rounding", "0"],
    ] + IconFixtures.valid.map { ["--shape", $0] }

    /// The same options give the same bytes, twice in one process (the second run takes an
    /// icon from the memo of files read), in every face: SVG, animated SVG, HTML, a rating
    /// input and PNG; and not the default star's bytes.
    @Test(.cases(6), arguments: shapeArguments)
    func theSameOptionsGiveTheSameBytesTwice(shape: [String]) {
        for face in [["--format", "svg"], ["--animate"], ["--format", "html"], ["--interactive", "--value", "3"], ["--format", "png"]] {
            let arguments = shape + ["--value", "2.7"] + face
            let first = Self.run(arguments)
            #expect(first.exitCode == 0 && !first.standardOutput.isEmpty, "\(arguments): \(first.standardError)")
            #expect(Self.run(arguments) == first, "\(arguments): the second run differs")
            #expect(first.standardOutput != Self.run(["--value", "2.7"] + face).standardOutput, "\(arguments): the default star's bytes")
        }
    }

    /// The default star is the one `--shape star` names and the one the default numbers make:
    /// the same bytes in every format, while a star of six points differs.
    @Test func theDefaultStarIsTheSameBytesWhicheverWayItIsAskedFor() {
        for format in ["svg", "html", "png"] {
            let base = ["--value", "3.3", "--format", format]
            let plain = Self.run(base)
            #expect(plain.exitCode == 0, "\(format): \(plain.standardError)")
            #expect(Self.run(base + ["--shape", "star"]) == plain, "\(format): --shape star changed the bytes")
            #expect(Self.run(base + ["--points", "5", "--inner", "0.47", "--rounding", "0.13"]) == plain,
                    "\(format): --points 5 --inner 0.47 --rounding 0.13 changed the bytes")
            #expect(Self.run(base + ["--shape", "star", "--points", "5"]) == plain, "\(format): --shape star --points 5 changed the bytes")
            #expect(Self.run(base + ["--points", "6"]).standardOutput != plain.standardOutput, "\(format): six points drew the default star")
        }
    }

    /// Hearts, circles, other stars and every sample icon give SVGs that pass the audit every
    /// accepted rating passes (a real XML parser, only generated elements and attributes, the
    /// label, the ids), each drawing its own shape.
    @Test func everyShapeIsAValidSVG() {
        var outputs: [[UInt8]] = []
        for shape in Self.shapeArguments {
            for extra in [[], ["--stars", "7", "--blur", "0", "--fill-mode", "width"], ["--animate", "--dir", "rtl"]] {
                let arguments = shape + ["--value", "2.4"] + extra
                let result = Self.run(arguments)
                #expect(result.exitCode == 0 && result.standardError.isEmpty, "\(arguments): \(result.standardError)")
                let audit = SVGOutputAudit(expectedLabel: nil, expectedIDPrefix: nil,
                                           expectedStarCount: extra.contains("7") ? 7 : 5, isAnimated: extra.contains("--animate"))
                let problems = audit.problems(in: result.standardOutput)
                #expect(problems.isEmpty, "\(arguments): \(problems)")
                if extra.isEmpty { outputs.append(result.standardOutput) }
            }
        }
        #expect(Set(outputs).count == outputs.count, "two shapes drew the same SVG")
    }

    /// An icon drawn as a PNG, to a file: a whole PNG of the row's size whose description is
    /// the label, and the same bytes as on standard output.
    @Test(.cases(3), arguments: IconFixtures.valid)
    func anIconDrawsAsAPNG(icon: String) throws {
        try withScratchFolder("shape-png") { folder in
            let arguments = ["--shape", icon, "--value", "3.5", "--format", "png", "--scale", "2"]
            let result = Self.run(arguments + ["-o", folder.file("r.png")])
            #expect(result.exitCode == 0 && result.standardOutput.isEmpty && result.standardError.isEmpty, "\(result.standardError)")
            let bytes = try #require(folder.contents("r.png"))
            #expect(bytes.starts(with: PNGOutputAudit.signature))
            let size = try StarRating(value: 0).pngPixelSize(scale: 2)
            let problems = PNGOutputAudit(expectedWidth: size.width, expectedHeight: size.height,
                                          expectedDescription: "Rating: 3.5 out of 5", expectedLanguage: nil).problems(in: bytes)
            #expect(problems.isEmpty, "\(icon): \(problems)")
            #expect(Self.run(arguments).standardOutput == bytes, "standard output and the file differ")
            #expect(folder.names() == ["r.png"], "\(folder.names())")
        }
    }

    // MARK: Batch

    /// A batch takes the keys `shape`, `points`, `inner` and `rounding`: each line writes the
    /// bytes of the command line that asks for the same, and a line giving a star's numbers
    /// with a heart is refused by its line and key, writing nothing.
    @Test func aBatchTakesTheShapeKeys() {
        let lines: [(json: String, arguments: [String])] = [
            ("{\"value\":2.5,\"shape\":\"heart\"}", ["--value", "2.5", "--shape", "heart"]),
            ("{\"value\":3.25,\"points\":6}", ["--value", "3.25", "--points", "6"]),
            ("{\"value\":1,\"shape\":\"circle\",\"fill-mode\":\"width\"}", ["--value", "1", "--shape", "circle", "--fill-mode", "width"]),
            ("{\"value\":4.4,\"shape\":\"star\",\"points\":8,\"inner\":0.3,\"rounding\":0.05}",
             ["--value", "4.4", "--shape", "star", "--points", "8", "--inner", "0.3", "--rounding", "0.05"]),
            ("{\"value\":0.7,\"shape\":\(JSONStringLiteral.of(Self.drop))}", ["--value", "0.7", "--shape", Self.drop]),
            ("{\"value\":3.9,\"shape\":\(JSONStringLiteral.of(IconFixtures.valid[1])),\"stars\":7}",
             ["--value", "3.9", "--shape", IconFixtures.valid[1], "--stars", "7"]),
        ]
        let run = InProcessBatch.run([], input: Array(lines.map(\.json).joined(separator: "\n").utf8))
        #expect(run.result.exitCode == 0, "\(run.result.standardError)")
        let outputs = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map { Array($0.utf8) + [10] }
        #expect(outputs.count == lines.count)
        for (line, output) in zip(lines, outputs) {
            let single = Self.run(line.arguments)
            #expect(single.exitCode == 0 && output == single.standardOutput, "\(line.json)")
        }

        let bad = InProcessBatch.run([], input: Array((lines.map(\.json) + ["{\"value\":1,\"shape\":\"heart\",\"points\":6}"]).joined(separator: "\n").utf8))
        #expect(bad.result.exitCode == 64 && bad.output.isEmpty, "\(bad.result.standardError)")
        #expect(bad.result.standardError == "Error: line \(lines.count + 1): \"points\": cannot go with \"shape\" \"heart\": only a star takes points, an inner radius and rounding\n",
                "\(bad.result.standardError)")
    }

    /// 2,000 lines naming one icon file on two threads: every line is drawn, as the command
    /// draws it alone. (That the file is read once is `IconFilesTests`'.)
    @Test func aBatchOfTwoThousandLinesNamingOneIconReadsItOnce() throws {
        try withScratchFolder("shape-batch-once") { folder in
            // A copy of its own, so that no other test's reading of the fixture is counted.
            let icon = folder.file("once.svg")
            try Data(contentsOf: URL(fileURLWithPath: IconFixtures.valid[2])).write(to: URL(fileURLWithPath: icon))
            let lines = (0..<2_000).map { "{\"value\":\(Double($0 % 51) / 10),\"shape\":\(JSONStringLiteral.of(icon))}" }
            let run = InProcessBatch.run(["--jobs", "2"], input: Array(lines.joined(separator: "\n").utf8))
            #expect(run.result.exitCode == 0 && run.result.standardError.isEmpty, "\(run.result.standardError)")
            let outputs = String(decoding: run.output, as: UTF8.self).split(separator: "\n")
            #expect(outputs.count == lines.count)
            #expect(outputs.first.map { Array($0.utf8) + [10] } == Self.run(["--value", "0", "--shape", icon]).standardOutput)
        }
    }

    /// An icon file changed between two runs in one process (a library caller, a watch
    /// mode) is read again: the second run draws the new icon, not the memo's.
    @Test func anIconFileChangedBetweenRunsIsReadAgain() throws {
        try withScratchFolder("shape-changed") { folder in
            let icon = folder.file("changing.svg")
            func write(_ pathData: String) throws {
                try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"\(pathData)\"/></svg>".utf8)
                    .write(to: URL(fileURLWithPath: icon))
            }
            try write("M2 2h20v20H2z")
            let square = Self.run(["--value", "1.5", "--shape", icon])
            #expect(Self.run(["--value", "1.5", "--shape", icon]).standardOutput == square.standardOutput)
            try write("M12 2L22 22H2z")
            let triangle = Self.run(["--value", "1.5", "--shape", icon])
            #expect(square.exitCode == 0 && triangle.exitCode == 0, "\(square.standardError)\(triangle.standardError)")
            #expect(triangle.standardOutput != square.standardOutput, "the changed icon drew the old one")
            #expect(String(decoding: triangle.standardOutput, as: UTF8.self).contains("M"), "no path drawn")
        }
    }
}
