import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// Issue 4's fuzz test: generated command lines from fixed seeds, each run must either exit 0
/// with a rating that passes `SVGOutputAudit`, `SnippetOutputAudit`, `PNGOutputAudit` or
/// `ImageTagAudit` (and its files theirs),
/// or exit 64 with one `Error:` line and nothing written (`CommandOutcomeCheck`). The counts are printed with the seed, so a failure can
/// be replayed exactly.
@Suite struct FuzzTests {
    static let inProcessSeed: UInt64 = 0x5EED_0004_0000_0001
    static let inProcessVectorCount = 20_000
    static let processSeed: UInt64 = 0x5EED_0004_0000_0002
    static let processVectorCount = 300
    /// What the watched -o file holds before a run that names it: a run that fails must leave
    /// exactly these bytes.
    static let sentinel = Array("precious bytes that a failed run must not touch\n".utf8)

    /// Runs `inProcessVectorCount` generated command lines in-process and checks each one; now
    /// and then a rating is run twice, to check the same options give the same bytes.
    @Test func inProcessRunsAreRatingsOrCleanRefusals() throws {
        try withScratchFolder("fuzz") { folder in
            var files = WatchedFiles(folder: folder)
            var generator = ArgumentVectorGenerator(seed: Self.inProcessSeed, watched: files)
            let check = CommandOutcomeCheck()
            var tally: [CommandOutcome: Int] = [:]
            var failures = 0
            // Accepted ratings that used each of the newer options, so that none goes unaudited.
            var acceptedWith: [String: Int] = [:]
            let start = ContinuousClock.now
            for number in 0..<Self.inProcessVectorCount {
                let vector = generator.next()
                let words = vector.map(\.inProcess)
                let mentionsWatchedFile = files.isMentioned(in: words)
                files.before = [:]
                files.after = [:]
                files.strangers = []
                if mentionsWatchedFile { try files.prepare(with: Self.sentinel) }
                let result = StarsvgCommand.run(arguments: words)
                if mentionsWatchedFile { files.collect() }
                let (outcome, problems) = check.check(result, words: words, files: files)
                if let outcome { tally[outcome, default: 0] += 1 }
                if outcome == .rating {
                    let options = EffectiveOptions(words)
                    for option in ["--locale", "--texts", "--dir", "--step", "--average", "--scale", "--src"] where options[option] != nil {
                        acceptedWith[option, default: 0] += 1
                    }
                    if options["--size"]?.hasSuffix("em") == true { acceptedWith["--size em", default: 0] += 1 }
                    if ["png", "img", "text"].contains(options.format) { acceptedWith["--format " + options.format, default: 0] += 1 }
                }
                if outcome == .rating, number % 97 == 0, !mentionsWatchedFile {
                    // The same options must always give the same bytes.
                    #expect(StarsvgCommand.run(arguments: words) == result, "not reproducible: \(Self.describe(vector))")
                }
                if !problems.isEmpty {
                    failures += 1
                    Issue.record("vector \(number): \(Self.describe(vector))\n  exit \(result.exitCode)\n  \(problems.joined(separator: "\n  "))")
                    if failures == 25 { break }
                }
            }
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            Self.report("in-process", seed: Self.inProcessSeed, tally: tally, seconds: seconds)
            #expect(tally.values.reduce(0, +) == Self.inProcessVectorCount)
            // A generator that stopped producing either kind would make this test hollow. (A
            // fifth, not a quarter, since --css-out into a watched file, which holds a sentinel,
            // is refused as no sheet starsvg wrote, and plain text refuses the look's options:
            // 4,938 of 20,000 were ratings when they came.)
            #expect(tally[.rating, default: 0] > Self.inProcessVectorCount / 5)
            #expect(tally[.refused, default: 0] > Self.inProcessVectorCount / 4)
            #expect(tally[.helpVersionOrScript, default: 0] > 0)
            print("fuzz (in-process): accepted with \(acceptedWith.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
            for option in ["--locale", "--texts", "--dir", "--size em", "--step", "--average", "--scale", "--src", "--format png", "--format img", "--format text"] {
                #expect(acceptedWith[option, default: 0] > 100, "few accepted ratings with \(option): \(acceptedWith)")
            }
        }
    }

    /// The live audit reads the spoken words of a label whose value comes last (Hindi's
    /// "रेटिंग: 5 में से 3.6"), which it once refused for the empty part after the value, and
    /// still refuses another language's words.
    @Test func theLiveAuditReadsALabelEndingInTheValue() throws {
        let result = StarsvgCommand.run(arguments: ["--live", "--value", "3.6", "--locale", "hi"])
        #expect(result.exitCode == 0)
        func problems(_ locale: String) throws -> [String] {
            let wording = try ExpectedWording(stars: 5, valueText: "3.6", locale: locale, texts: nil)
            return LiveOutputAudit(expectedLabel: nil, expectedSlot: nil, expectedStarCount: 5, hasInlineStyle: true, wording: wording)
                .problems(in: result.standardOutput)
        }
        let hindi = try problems("hi")
        #expect(hindi.isEmpty, "\(hindi)")
        #expect(try !problems("de").isEmpty)
    }

    /// The audits tell the new attributes apart: a language, a direction or words other than
    /// those expected are each a problem, so that the fuzzers' silence means something.
    @Test func theAuditsCatchTheWrongLanguageDirectionAndWords() throws {
        let german = try ExpectedWording(stars: 5, valueText: "3", locale: "de", texts: nil)
        let svg = StarsvgCommand.run(arguments: ["--value", "3", "--locale", "de"]).standardOutput
        #expect(SVGOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5, wording: german).problems(in: svg).isEmpty)
        #expect(!SVGOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5).problems(in: svg).isEmpty)
        var french = try ExpectedWording(stars: 5, valueText: "3", locale: "fr", texts: nil)
        french.language = "de"
        #expect(!SVGOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5, wording: french).problems(in: svg).isEmpty)
        let input = StarsvgCommand.run(arguments: ["--interactive", "--value", "3", "--locale", "de", "--dir", "rtl", "--size", "2em"]).standardOutput
        func audit(_ wording: ExpectedWording, _ direction: String?) -> [String] {
            SnippetOutputAudit(expectedLabel: nil, expectedIDPrefix: nil, expectedStarCount: 5, expectedName: "rating", hasInlineStyle: true,
                               hasInlineScript: true, isAnimated: false, wording: wording, direction: direction).problems(in: input)
        }
        #expect(audit(german, "rtl").isEmpty, "\(audit(german, "rtl"))")
        #expect(!audit(german, "ltr").isEmpty && !audit(german, nil).isEmpty && !audit(.english, "rtl").isEmpty)
        var wrongOption = german
        wrongOption.optionNames?[2] = "2 Sterne!"
        #expect(!audit(wrongOption, "rtl").isEmpty)
        // An em size is HTML's alone; xml:lang is a standalone SVG's alone.
        #expect(SVGAllowlist.matches("9.75em", .length) && !SVGAllowlist.matches("9.75px", .length) && !SVGAllowlist.matches("em", .length))
        #expect(SVGAllowlist.rule(element: "svg", attribute: "width").map { SVGAllowlist.matches("9.75em", $0) } == false)
        #expect(SnippetAllowlist.svgRule(attribute: "xml:lang") == nil && SVGAllowlist.rule(element: "svg", attribute: "lang") == nil)
        #expect(SVGAllowlist.matches("zh-Hans-SG", .languageTag) && !SVGAllowlist.matches("de\u{202E}", .languageTag) && !SVGAllowlist.matches("", .languageTag))
    }

    /// Real processes of the built binary, arguments passed as raw bytes: each must agree byte
    /// for byte with the same vector run in-process (and pass the same checks).
    @Test func realProcessesAgreeWithInProcessRuns() throws {
        try withScratchFolder("fuzz-process") { folder in
            var files = WatchedFiles(folder: folder)
            var generator = ArgumentVectorGenerator(seed: Self.processSeed, watched: files)
            let check = CommandOutcomeCheck()
            var tally: [CommandOutcome: Int] = [:]
            var invalidUTF8Vectors = 0
            let start = ContinuousClock.now
            var count = 0
            while count < Self.processVectorCount {
                let vector = generator.next()
                // argv cannot carry NUL: such vectors are for the in-process test only.
                guard vector.allSatisfy(\.fitsInArgv) else { continue }
                count += 1
                let words = vector.map(\.inProcess)
                if words.contains(nil) { invalidUTF8Vectors += 1 }

                try files.prepare(with: Self.sentinel)
                let inProcess = StarsvgCommand.run(arguments: words)
                files.collect()
                let inProcessFiles = files.after

                try files.prepare(with: Self.sentinel)
                let run = try StarsvgBinary.run(vector.map(\.bytes), in: folder.path)
                files.collect()
                let label = Self.describe(vector)
                #expect(run.signal == nil, "killed by signal \(run.signal ?? 0): \(label)")
                let result = CommandResult(exitCode: run.exitStatus ?? -1, standardOutput: run.standardOutput,
                                           standardError: run.standardError)
                #expect(result == inProcess, "the process and the in-process run differ: \(label)")
                #expect(files.after == inProcessFiles, "the files written differ between process and in-process: \(label)")
                let (outcome, problems) = check.check(result, words: words, files: files)
                if let outcome { tally[outcome, default: 0] += 1 }
                #expect(problems.isEmpty, "\(label)\n  \(problems.joined(separator: "\n  "))")
            }
            let seconds = (ContinuousClock.now - start) / .seconds(1)
            Self.report("real-process", seed: Self.processSeed, tally: tally, seconds: seconds)
            #expect(tally[.rating, default: 0] > 0 && tally[.refused, default: 0] > 0)
            #expect(invalidUTF8Vectors > 0, "no vector passed invalid UTF-8 to a real process")
        }
    }

    /// Every option the command has is generated, so a new option (batch, templates,
    /// `--interactive`) cannot land without being fuzzed.
    @Test func everyOptionIsGenerated() {
        for spec in StarsvgCommand.command.options {
            #expect(ArgumentVectorGenerator.coveredOptions.contains(spec.longName), "\(spec.longName) is not fuzzed")
        }
    }

    /// The generator is a pure function of its seed.
    @Test func generationIsDeterministic() {
        var first = ArgumentVectorGenerator(seed: 42, outputPath: "/x/out.svg", stylePath: "/x/out.css", scriptPath: "/x/out.js")
        var second = ArgumentVectorGenerator(seed: 42, outputPath: "/x/out.svg", stylePath: "/x/out.css", scriptPath: "/x/out.js")
        for _ in 0..<200 { #expect(first.next() == second.next()) }
    }

    static func describe(_ vector: [FuzzArgument]) -> String {
        "[" + vector.map(\.debugText).joined(separator: ", ") + "]"
    }

    static func report(_ kind: String, seed: UInt64, tally: [CommandOutcome: Int], seconds: Double) {
        let total = tally.values.reduce(0, +)
        let parts = CommandOutcome.allCases.map { "\(tally[$0, default: 0]) \($0.rawValue)" }
        print("fuzz (\(kind), seed 0x\(String(seed, radix: 16))): \(total) vectors: \(parts.joined(separator: ", ")); \(String(format: "%.1f", seconds)) s")
    }
}
