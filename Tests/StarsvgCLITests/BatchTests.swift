import Foundation
import StarRatingSVG
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgJSON
@testable import StarsvgSystem
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `starsvg batch`: the same bytes as single runs, all or nothing, files only under --out-dir.
@Suite struct BatchTests {
    /// A batch run in-process: its result and everything it wrote to standard output.
    struct Run {
        let result: CommandResult
        let output: [UInt8]
        /// The standard-output lines (each rating is followed by one newline).
        var lines: [String] { String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    static func batch(_ input: String, _ arguments: String...) -> Run {
        let run = InProcessBatch.run(arguments, input: Array(input.utf8))
        return Run(result: run.result, output: run.output)
    }

    static func single(_ arguments: [String]) -> [UInt8] {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
        return result.standardOutput
    }

    /// A random line and the command line that asks for the same rating, from `random`.
    static func randomLine(_ random: inout SplitMix64) -> (json: String, arguments: [String]) {
        var members: [String] = [], arguments: [String] = []
        let stars = random.int(in: 1...20)
        if stars != 5 || random.chance(0.5) {
            members.append("\"stars\":\(stars)")
            arguments += ["--stars", String(stars)]
        }
        let value = String(format: "%.2f", Double(random.int(in: 0...(stars * 100))) / 100)
        members.append("\"value\":\(value)")
        arguments += ["--value", value]
        if random.chance(0.5) {
            let low = random.int(in: 0...stars)
            let levels = low < stars ? [low, random.int(in: (low + 1)...stars)] : [low]
            members.append("\"levels\":[\(levels.map(String.init).joined(separator: ","))]")
            arguments += ["--levels", levels.map(String.init).joined(separator: ",")]
            if levels.count == 1 {
                members.append("\"colors\":[\"tomato\",\"rgb(0, 128, 0)\"]")
                arguments += ["--colors", "tomato,rgb(0, 128, 0)"]
            }
        }
        if random.chance(0.3) {
            let size = String(random.int(in: 1...200))
            members.append("\"size\":\(size)")
            arguments += ["--size", size]
        }
        if random.chance(0.3) {
            let mode = random.pick(["area", "width", "linear"])
            members.append("\"fill-mode\":\"\(mode)\"")
            arguments += ["--fill-mode", mode]
        }
        if random.chance(0.2) {
            let blur = random.pick(["0", "1.5", "2", "8"])
            members.append("\"blur\":\(blur)")
            arguments += ["--blur", blur]
        }
        if random.chance(0.15) {
            let locale = random.pick(["de", "ar-EG", "pl", "ja", "pt-BR", "fr"])
            members.append("\"locale\":\"\(locale)\"")
            arguments += ["--locale", locale]
        }
        if random.chance(0.15) {
            // A standalone SVG has no page to follow: auto is for HTML.
            let direction = random.pick(["ltr", "rtl"])
            members.append("\"dir\":\"\(direction)\"")
            arguments += ["--dir", direction]
        }
        if random.chance(0.2) {
            let label = random.pick(["Très bien", "5 < 6 & \"quoted\"", "★★★", "</title><script>"])
            let escaped = label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            members.append("\"label\":\"\(escaped)\"")
            arguments += ["--label", label]
        }
        return ("{" + random.shuffled(members).joined(separator: ",") + "}", arguments)
    }

    @Test func everyLineIsWhatASingleRunWrites() throws {
        var random = SplitMix64(seed: 0xBA7C4)
        let lines = (0..<300).map { _ in Self.randomLine(&random) }
        // Repeated ratings get ids of their own; compare only the first of each.
        var seen: Set<[String]> = []
        let run = Self.batch(lines.map(\.json).joined(separator: "\n") + "\n")
        #expect(run.result.exitCode == 0, "\(run.result.standardError)")
        try #require(run.lines.count == lines.count)
        for (line, output) in zip(lines, run.lines) where seen.insert(line.arguments).inserted {
            #expect(Array(output.utf8) + [10] == Self.single(line.arguments), "\(line.json)")
        }
    }

    @Test func jobsDoNotChangeTheBytes() {
        var random = SplitMix64(seed: 77)
        let input = (0..<1500).map { _ in Self.randomLine(&random).json }.joined(separator: "\n")
        let one = Self.batch(input, "--jobs", "1")
        #expect(one.result.exitCode == 0)
        for jobs in ["2", "3", "8"] {
            #expect(Self.batch(input, "--jobs", jobs).output == one.output, "--jobs \(jobs)")
        }
    }

    /// Lines set against the lines before them while other threads still check later ones:
    /// the first bad line is named, whether its problem is its own (a bad value) or one that
    /// only the lines in order show (an output without --out-dir), on whichever threads, in
    /// whichever share.
    @Test(.cases(5), arguments: [(15_000, 300), (300, 15_000), (9_000, 9_001), (9_001, 9_000), (19_999, 0)])
    func theFirstBadLineIsNamedHoweverTheLinesAreShared(badValueIndex: Int, outputIndex: Int) {
        var lines = (0..<20_000).map { "{\"value\":\(Double($0 % 500) / 100)}" }
        lines[badValueIndex] = "{\"value\":3,\"gap\":-1}"
        lines[outputIndex] = "{\"value\":3,\"output\":\"r.svg\"}"
        let input = lines.joined(separator: "\n")
        let expected = badValueIndex < outputIndex
            ? "Error: line \(badValueIndex + 1): \"gap\": "
            : "Error: line \(outputIndex + 1): \"output\": needs --out-dir"
        for jobs in ["1", "2", "3", "8"] {
            let run = Self.batch(input, "--jobs", jobs)
            #expect(run.result.exitCode == 64, "--jobs \(jobs)")
            #expect(run.result.standardError.hasPrefix(expected), "--jobs \(jobs): \(run.result.standardError)")
            #expect(run.output.isEmpty)
        }
    }

    /// Ratings asked for again and again, across every share of the lines, and given ids that
    /// are another rating's next one: the same ids whatever the threads, all of them distinct.
    @Test func repeatedRatingsAcrossSharesGetTheSameIDsWhateverTheJobs() {
        let lines = (0..<8_000).map { index in
            index % 97 == 0 ? "{\"id\":\"x-\(index % 5 + 1)\",\"value\":1}" : "{\"value\":\(index % 6)}"
        }
        let one = Self.batch(lines.joined(separator: "\n"), "--jobs", "1")
        #expect(one.result.exitCode == 0)
        let prefixes = one.lines.map(Self.idPrefix)
        #expect(Set(prefixes).count == lines.count)
        for jobs in ["2", "3", "8"] {
            #expect(Self.batch(lines.joined(separator: "\n"), "--jobs", jobs).output == one.output, "--jobs \(jobs)")
        }
    }

    /// `--css-out`: the sheet is the union of the lines' sheets, each group once, in the order
    /// first needed (the same whatever the jobs); every snippet is the one written alone with
    /// `--css-out`, without `<style>`. The groups are the inline sheets' and the stars' (a
    /// snippet of a shared sheet leaves its star to it); SVG lines are untouched.
    @Test func aSharedStyleSheetIsTheUnionOfTheInlineSheets() throws {
        let lines = [
            #"{"format":"html","value":3.6}"#,
            #"{"format":"html","value":2,"colors":["red","gold","green"]}"#,
            #"{"format":"html","value":4.5,"animate":true,"dir":"rtl"}"#,
            #"{"interactive":true,"name":"a","value":3}"#,
            #"{"interactive":true,"name":"b","stars":10,"step":0.5,"required":true,"disabled":true,"average":6.2}"#,
            #"{"interactive":true,"name":"c","value":1}"#,
            #"{"format":"html","value":1.5,"pretty":false}"#,
            #"{"value":2}"#,
        ].filter { !$0.contains("pretty") } + [#"{"format":"html","value":0.5}"#]
        try withScratchFolder("batch-css-out") { folder in
            let sheetPath = folder.file("ratings.css")
            let shared = Self.batch(lines.joined(separator: "\n"), "--css-out", sheetPath, "--jobs", "1")
            #expect(shared.result.exitCode == 0, "\(shared.result.standardError)")
            let sheet = String(decoding: try #require(folder.contents("ratings.css")), as: UTF8.self)
            let inline = Self.batch(lines.joined(separator: "\n"), "--jobs", "1")
            #expect(!String(decoding: shared.output, as: UTF8.self).contains("<style"))
            // Each line alone, with a sheet of its own: the same snippet, and its sheet's groups.
            var union: [String] = [], aloneOutput: [UInt8] = []
            for line in lines {
                let alonePath = folder.file("alone.css")
                let alone = Self.batch(line, "--css-out", alonePath, "--jobs", "1")
                aloneOutput += alone.output
                if let css = folder.contents("alone.css").map({ String(decoding: $0, as: UTF8.self) }) {
                    #expect(Self.groups(of: css, in: sheet), "every line's sheet is in the shared one")
                    union.append(css)
                    try FileManager.default.removeItem(atPath: alonePath)
                }
            }
            #expect(aloneOutput == shared.output, "every snippet is the one written alone")
            // Each inline sheet is the shared sheet's groups with the snippet's own class added to
            // every rule (`RatingStyleSheet.scopedToItself`), dropped here.
            let inlineUnion = String(decoding: inline.output, as: UTF8.self).matches(of: #/<style>([^<]*)<\/style>/#)
                .map { String($0.1).replacing(#/\.starsvg-s[A-Za-z0-9]{8}/#, with: "") }
            #expect(inlineUnion.count == lines.count - 1, "one sheet a snippet, and none for the SVG line")
            // Nothing beyond the inline sheets' rules: the HTML picture's images are its look
            // group's in either sheet, and no face leaves its star to the shared sheet alone.
            let beyond = Set(Self.rules(sheet)).subtracting(inlineUnion.flatMap(Self.rules))
            #expect(beyond.isEmpty, "\(beyond)")
            // The union, each rule once (no group twice, and nothing that no line needs), but
            // for the rules that forced colours' variants, one a drawing, share; and no variant
            // twice.
            let rules = Self.rules(sheet)
            let repeated = Set(rules.filter { rule in rules.count(where: { $0 == rule }) > 1 })
            #expect(repeated.isSubset(of: Self.forcedColorsSharedRules), "a rule twice in the sheet: \(repeated)")
            let variants = sheet.matches(of: #/@media \(forced-colors:active\)\{(?:[^{}]*\{[^{}]*\})*\}/#).map { String($0.output) }
            #expect(Set(variants).count == variants.count && variants.count >= 3, "forced colours' variants: \(variants)")
            #expect(Set(rules) == Set(union.flatMap(Self.rules)))
            for jobs in ["2", "3"] {
                let again = Self.batch(lines.joined(separator: "\n"), "--css-out", sheetPath, "--jobs", jobs)
                #expect(again.output == shared.output && folder.contents("ratings.css").map { String(decoding: $0, as: UTF8.self) } == sheet)
            }
        }
    }

    /// The forced-colours rules that more than one drawing needs, each in its drawing's variant.
    static let forcedColorsSharedRules: Set<String> = [
        ".starsvg .starsvg-outline{display:inline;stroke:CanvasText;paint-order:stroke",
        ".starsvg pattern{fill:Canvas", ".starsvg pattern[href]{fill:Highlight",
    ].reduce(into: []) { $0.insert("@media (forced-colors:active){" + $1) }  // as `rules(_:)` writes them

    /// Whether every group of an inline sheet (its rules) is in `sheet`.
    static func groups(of css: String, in sheet: String) -> Bool {
        Set(rules(css)).isSubset(of: Set(rules(sheet)))
    }

    /// A compact sheet's rules, each with the at-rules around it: `@media (…){a{b}}` gives
    /// `@media (…){a{b}`.
    static func rules(_ css: String) -> [String] {
        // A shared sheet's first line says what it is; its groups are one a line.
        let css = css.hasPrefix("/* starsvg style sheet") ? String(css.drop { $0 != "\n" }.filter { $0 != "\n" }) : css
        var rules: [String] = []
        var headers: [String] = []
        var current = ""
        for character in css {
            switch character {
            case "{":
                headers.append(current)
                current = ""
            case "}":
                if !current.isEmpty || headers.last?.hasPrefix("@") == false {
                    rules.append(headers.joined(separator: "{") + "{" + current)
                }
                current = ""
                _ = headers.popLast()
            default:
                current.append(character)
            }
        }
        return rules
    }

    /// A bad --css-out is refused before anything is read or written.
    @Test func aBadStyleSheetPathWritesNothing() throws {
        try withScratchFolder("batch-css-out-bad") { folder in
            for path in ["", "-", folder.file("a\u{0}b.css"), folder.file("missing/ratings.css"), folder.path] {
                let run = Self.batch(#"{"format":"html","value":1}"#, "--css-out", path)
                #expect(run.result.exitCode == 64 && run.output.isEmpty, "\(path)")
                #expect(run.result.standardError.hasPrefix("Error: invalid value"), "\(run.result.standardError)")
            }
            #expect(folder.names().isEmpty)
        }
    }

    /// A line whose output is the style sheet's file is refused before anything is written:
    /// committed after the sheet, the file would replace it.
    @Test func aLineWritingTheStyleSheetsFileIsRefused() throws {
        try withScratchFolder("batch-css-out-link") { outside in
            try FileManager.default.createDirectory(atPath: outside.file("sub"), withIntermediateDirectories: false)
            try withScratchFolder("batch-css-out-collision") { folder in
                try FileManager.default.createSymbolicLink(atPath: outside.file("link"), withDestinationPath: folder.path)
                let lines = #"{"format":"html","value":1,"output":"a.html"}"# + "\n" + #"{"format":"html","value":2,"output":"ratings.css"}"#
                // The same file named four ways: through the folder, through "./" inside it,
                // through a link to it, and through ".." and that link.
                for sheet in [folder.file("ratings.css"), folder.path + "/./ratings.css", outside.file("link/ratings.css"),
                              outside.file("sub/../link//ratings.css")] {
                    let run = Self.batch(lines, "--out-dir", folder.path, "--css-out", sheet)
                    #expect(run.result.exitCode == 64 && run.output.isEmpty, "\(sheet)")
                    #expect(run.result.standardError == "Error: line 2: \"output\": \"ratings.css\" is the style sheet's file (--css-out)\n",
                            "\(run.result.standardError)")
                    #expect(folder.names().isEmpty, "\(folder.names())")
                }
                // Another name is fine.
                let run = Self.batch(lines, "--out-dir", folder.path, "--css-out", folder.file("shared.css"))
                #expect(run.result.exitCode == 0, "\(run.result.standardError)")
                #expect(folder.names().sorted() == ["a.html", "ratings.css", "shared.css"])
            }
        }
    }

    /// The page's file where a line needs a folder, or a line's file where the page's file
    /// needs one: refused before anything is written, naming the line and the option. (Written,
    /// the page's file failed on the folder that staging made.)
    @Test(.cases(2), arguments: [OptionID.cssOut, .jsOut])
    func aPageFileMayNotNestWithALinesFile(option: OptionID) throws {
        let name = option == .cssOut ? "style sheet" : "script"
        try withScratchFolder("batch-page-nested") { folder in
            let lines = #"{"value":1,"output":"a.svg"}"# + "\n" + #"{"value":2,"output":"q//b.svg"}"#
            let run = Self.batch(lines, "--out-dir", folder.path, option.longName, folder.file("q"))
            #expect(run.result.exitCode == 64 && run.output.isEmpty)
            #expect(run.result.standardError == "Error: line 2: \"output\": \"q//b.svg\" is inside \"q\", the \(name)'s file (\(option.longName))\n",
                    "\(run.result.standardError)")
            #expect(folder.names().isEmpty, "\(folder.names())")
        }
        try withScratchFolder("batch-page-nested") { folder in
            try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
            let lines = #"{"value":1,"output":"a.svg"}"# + "\n" + #"{"value":2,"output":"./sub"}"#
            let run = Self.batch(lines, "--out-dir", folder.path, option.longName, folder.file("sub/page"))
            #expect(run.result.exitCode == 64 && run.output.isEmpty)
            #expect(run.result.standardError == "Error: line 2: \"output\": \"./sub\" is a folder, with the \(name)'s file (\(option.longName)) in it\n",
                    "\(run.result.standardError)")
            let inSub = try FileManager.default.contentsOfDirectory(atPath: folder.file("sub"))
            #expect(folder.names() == ["sub"] && inSub.isEmpty, "\(folder.names()), \(inSub)")
        }
    }

    /// The page's file where the out-dir, or a folder on its way, is still to be made: refused
    /// before anything is read. (Written, the page's file failed on the folder made.)
    @Test(.cases(2), arguments: [OptionID.cssOut, .jsOut])
    func aPageFileMayNotBeTheOutDir(option: OptionID) throws {
        try withScratchFolder("batch-page-out-dir") { folder in
            for outDir in [folder.file("q"), folder.file("q/r/"), folder.path + "/./q"] {
                let run = Self.batch(#"{"value":1,"output":"a.svg"}"#, "--out-dir", outDir, option.longName, folder.file("q"))
                #expect(run.result.exitCode == 64 && run.output.isEmpty)
                #expect(run.result.standardError.hasPrefix("Error: invalid value '\(folder.file("q"))' for \(option.longName): the "
                                                           + (option == .cssOut ? "style sheet" : "script") + "'s file is --out-dir or a folder on its way.\n"),
                        "\(run.result.standardError)")
                #expect(folder.names().isEmpty, "\(folder.names())")
            }
        }
    }

    /// The lines found, against a plain split: blank ones (spaces, tabs, CRs) skipped but
    /// counted, the last one with or without its newline.
    @Test func linesAreFoundAndNumberedAsASplitFindsThem() {
        var random = SplitMix64(seed: 0x11E5)
        let pieces: [[UInt8]] = [Array("{}".utf8), [], [0x20], [0x09, 0x0D], Array(" {\"value\":1} ".utf8), [0x0D], Array("x".utf8)]
        for _ in 0..<300 {
            let lines = (0..<random.int(in: 0...12)).map { _ in random.pick(pieces) }
            var input = Array(lines.joined(separator: [0x0A]))
            if random.chance(0.5) { input.append(0x0A) }
            let expected = input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                line.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } ? nil : (index + 1, line.startIndex..<line.endIndex)
            }
            let found = input.withUnsafeBufferPointer { bytes in
                var scanner = LineScanner(bytes)
                return Array(AnyIterator { scanner.next() })
            }
            #expect(found.map(\.number) == expected.map(\.0) && found.map(\.range) == expected.map(\.1), "\(input)")
            // A share starts at its first line, so a scanner there finds the same lines.
            for every in [1, 2, 5] {
                let starts = input.withUnsafeBufferPointer { LineScanner.starts(of: $0, every: every).starts }
                #expect(starts.count == (expected.count + every - 1) / every, "\(input)")
                for (share, start) in starts.enumerated() {
                    let first = input.withUnsafeBufferPointer { bytes in
                        var scanner = LineScanner(bytes, at: start)
                        return scanner.next()
                    }
                    #expect(first?.number == expected[share * every].0 && first?.range == expected[share * every].1, "\(input)")
                }
            }
        }
    }

    @Test func repeatedRatingsGetIDsOfTheirOwnAndTheFirstKeepsItsBytes() {
        let line = "{\"stars\":10,\"levels\":[2,8],\"value\":7}"
        let run = Self.batch([line, line, line, "{\"id\":\"x\",\"value\":1}", "{\"id\":\"x\",\"value\":1}"].joined(separator: "\n"))
        #expect(run.result.exitCode == 0)
        let lines = run.lines
        #expect(Array(lines[0].utf8) + [10] == Self.single(["--stars", "10", "--levels", "2,8", "--value", "7"]))
        let prefix = Self.idPrefix(lines[0])
        #expect(Self.idPrefix(lines[1]) == prefix + "-2" && Self.idPrefix(lines[2]) == prefix + "-3")
        #expect(Self.idPrefix(lines[3]) == "x" && Self.idPrefix(lines[4]) == "x-2")
        // Only the ids differ.
        #expect(lines[1].replacingOccurrences(of: prefix + "-2", with: prefix) == lines[0])
    }

    /// The keys a batch line may hold, as the refusal of another lists them: in the option
    /// list's order, help's.
    static let keyList = "stars, value, levels, colors, size, gap, fill-mode, shape, points, inner, rounding, icon-box, blur, label, locale, texts, dir, id, format, value-slot, slot-in, scale, src, animate, interactive, live, name, no-script, step, required, disabled, show-label, average, schema, rating-count, xlink, output"

    /// The id prefix of a picture, read from its track tile's id (`<prefix>t`); "" when there is none.
    static func idPrefix(_ svg: String) -> String {
        guard let start = svg.range(of: "<pattern id=\"")?.upperBound else { return "" }
        let id = svg[start...].prefix { $0 != "\"" }
        return String(id.dropLast(1))  // the track tile's "t"
    }

    @Test func blankLinesAreSkippedAndCRLFIsFine() {
        let run = Self.batch("\n{\"value\":1}\r\n   \n\t\n{\"value\":2}")
        #expect(run.result.exitCode == 0)
        #expect(run.lines.count == 2)
        let bad = Self.batch("\n\n{\"value\":1}\n\n{\"value\":\"2\"}\n")
        #expect(bad.result.standardError == "Error: line 5: \"value\": must be a number (got \"2\")\n")
    }

    @Test(.cases(20), arguments: [
        ("[1,2]", "Error: line 1: a line must be a JSON object, not an array\n"),
        ("{\"value\":9}", "Error: line 1: \"value\": the value must be a number from 0 to 5 (got 9)\n"),
        ("{\"value\":1e0}", "Error: line 1: \"value\": the value must be a decimal number from 0 to 5, such as 3.5 (got 1e0)\n"),
        ("{\"stars\":3,\"levels\":[1,2,3]}", "Error: line 1: \"levels\": needs \"colors\": there is no default palette for 4 bands, so 4 colours must be given, one per band\n"),
        ("{\"colors\":[\"red\",\"bleu\",\"green\"]}", "Error: line 1: \"colors\": a colour must be CSS hex (#rgb, #rgba, #rrggbb or #rrggbbaa), a CSS colour name such as gold, rgb(), rgba(), hsl() or hsla(), transparent or currentColor, in at most 64 characters (got \"bleu\")\n"),
        ("{\"colors\":[\"red,blue\",\"green\"]}", "Error: line 1: \"colors\": each item must be one colour (got \"red,blue\")\n"),
        ("{\"label\":\"a\\u0007b\"}", "Error: line 1: \"label\": the label must not contain control characters (found U+0007)\n"),
        ("{\"pretty\":true}", "Error: line 1: \"pretty\": unknown key (the keys are \(BatchTests.keyList))\n"),
        ("{\"value\":1,\"value\":2}", "Error: line 1: not JSON: duplicate key \"value\" at column 12\n"),
        ("{\"id\":\"1x\"}", "Error: line 1: \"id\": the id prefix must start with an ASCII letter, hold only ASCII letters, digits, '-' and '_', and be at most 64 characters (got \"1x\")\n"),
        ("{\"value\":1,\"output\":\"a.svg\"}", "Error: line 1: \"output\": needs --out-dir, the folder the files go under\n"),
        ("{\"\\u202e\":1}", "Error: line 1: \"\\u202e\": unknown key (the keys are \(BatchTests.keyList))\n"),
        ("{\"css-out\":\"x.css\"}", "Error: line 1: \"css-out\": unknown key (the keys are \(BatchTests.keyList))\n"),
        ("{\"interactive\":true,\"format\":\"svg\"}", "Error: line 1: \"interactive\": cannot go with \"format\" \"svg\": a rating input is HTML (leave out --format, or give --format html)\n"),
        ("{\"texts\":\"t.json\"}", "Error: line 1: \"texts\": must be an object (got \"t.json\")\n"),
        ("{\"texts\":{\"lable\":\"x\"}}", "Error: line 1: \"texts\": the texts have no key \"lable\" (did you mean \"label\"?); they are label, legend, none, value, average (got {\"lable\":\"x\"})\n"),
        ("{\"texts\":{\"value\":{\"few\":\"{value}\",\"other\":\"x\"}}}", "Error: line 1: \"texts\": 'few' is not a plural category of en; it has one, other\n"),
        ("{\"locale\":\"de\\u202e\"}", "Error: line 1: \"locale\": unknown locale 'de\\u{202e}'; built in: \(RatingLocale.all.map(\.tag).joined(separator: ", ")) (got \"de\\u202e\")\n"),
        ("{\"size\":\"1.5em\",\"format\":\"svg\"}", "Error: line 1: \"size\": cannot go with \"format\" \"svg\": a standalone SVG has no text around it to take ems of; give its size in pixels\n"),
        ("{\"dir\":\"auto\"}", "Error: line 1: \"dir\": needs \"format\": give --format html (a standalone SVG has no page whose direction it could follow; give ltr or rtl)\n"),
    ])
    func aBadLineIsNamedWithItsKey(line: String, message: String) {
        let run = Self.batch(line)
        #expect(run.result.exitCode == 64)
        #expect(run.output.isEmpty)
        #expect(run.result.standardError == message)
    }

    /// A bad line anywhere: nothing on standard output and no file, even for the good lines
    /// before it.
    @Test(.cases(3), arguments: [0, 50, 99])
    func aBadLineAnywhereWritesNothing(badIndex: Int) throws {
        try withScratchFolder("batch-bad-line") { folder in
            var lines = (0..<100).map { "{\"value\":\(Double($0 % 50) / 10),\"output\":\"r/\($0).svg\"}" }
            lines[badIndex] = "{\"value\":3,\"output\":\"r/x.svg\",\"gap\":-1}"
            let run = Self.batch(lines.joined(separator: "\n"), "--out-dir", folder.path)
            #expect(run.result.exitCode == 64)
            #expect(run.result.standardError.hasPrefix("Error: line \(badIndex + 1): \"gap\": "))
            #expect(run.output.isEmpty)
            #expect(folder.names().isEmpty, "\(folder.names())")
        }
    }

    @Test func filesGoUnderTheOutDirAndTheRestToStandardOutputInOrder() throws {
        try withScratchFolder("batch-files") { folder in
            let input = """
                {"value":1,"output":"a.svg"}
                {"value":2}
                {"value":3,"output":"deep/er/b.svg"}
                {"value":4}
                """
            let run = Self.batch(input, "--out-dir", folder.path)
            #expect(run.result.exitCode == 0, "\(run.result.standardError)")
            #expect(run.output == Self.single(["--value", "2"]) + Self.single(["--value", "4"]))
            #expect(folder.contents("a.svg") == Self.single(["--value", "1"]))
            #expect(folder.contents("deep/er/b.svg") == Self.single(["--value", "3"]))
            #expect(folder.names().sorted() == ["a.svg", "deep"])
        }
    }

    /// `--out-dir public/ratings` in a project without `public`: the missing parents are made,
    /// as the Make, Hugo and Jekyll recipes need.
    /// Files all through a batch larger than the threads' shares (and than the windows an
    /// earlier version rendered, past the first of which its files crashed it), each the bytes
    /// the same line writes to standard output.
    @Test(.cases(3), arguments: ["1", "2", "3"])
    func filesAllThroughALargeBatchAreWhatStandardOutputGets(jobs: String) throws {
        try withScratchFolder("batch-many-files") { folder in
            var random = SplitMix64(seed: 0xF11E5)
            let lines = (0..<5_001).map { _ in Self.randomLine(&random).json }
            let toFiles = lines.enumerated().map { index, line in
                index % 3 == 0 ? "{\"output\":\"r/\(index).svg\"," + line.dropFirst() : line
            }
            let standardOutput = Self.batch(lines.joined(separator: "\n"), "--jobs", jobs)
            let run = Self.batch(toFiles.joined(separator: "\n"), "--jobs", jobs, "--out-dir", folder.path)
            #expect(run.result.exitCode == 0, "\(run.result.standardError)")
            let expected = standardOutput.lines
            try #require(expected.count == lines.count)
            #expect(run.lines == expected.enumerated().filter { $0.offset % 3 != 0 }.map(\.element))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("r")).count == 1_667)
            for index in stride(from: 0, to: lines.count, by: 3) {
                #expect(folder.contents("r/\(index).svg") == Array(expected[index].utf8) + [10], "line \(index + 1)")
            }
        }
    }

    @Test func anOutDirsMissingParentsAreMade() throws {
        try withScratchFolder("batch-parents") { folder in
            let run = Self.batch("{\"value\":1,\"output\":\"a.svg\"}", "--out-dir", folder.file("public/ratings/"))
            #expect(run.result.exitCode == 0, "\(run.result.standardError)")
            #expect(folder.contents("public/ratings/a.svg") == Self.single(["--value", "1"]))
        }
    }

    @Test(.cases(6), arguments: [
        ("../x.svg", "the output may not contain '..'"), ("/tmp/x.svg", "not an absolute path"),
        ("a/../b.svg", "the output may not contain '..'"), ("a/", "must name a file, not a folder"),
        ("", "must be a file name"), (".", "must name a file, not a folder"),
    ])
    func outputsThatLeaveTheFolderAreRefused(output: String, reason: String) throws {
        try withScratchFolder("batch-escape") { folder in
            let run = Self.batch("{\"value\":1,\"output\":\"\(output)\"}", "--out-dir", folder.path)
            #expect(run.result.exitCode == 64)
            #expect(run.result.standardError.contains(reason), "\(run.result.standardError)")
            #expect(folder.names().isEmpty)
        }
    }

    @Test func aSymbolicLinkCannotLeadOut() throws {
        try withScratchFolder("batch-link-out") { outside in
            try withScratchFolder("batch-link") { folder in
                try FileManager.default.createSymbolicLink(atPath: folder.file("out"), withDestinationPath: outside.path)
                try FileManager.default.createSymbolicLink(atPath: folder.file("file.svg"), withDestinationPath: outside.file("file.svg"))
                for output in ["out/x.svg", "file.svg", "./out//x.svg"] {
                    let run = Self.batch("{\"value\":1,\"output\":\"a.svg\"}\n{\"value\":1,\"output\":\"\(output)\"}", "--out-dir", folder.path)
                    #expect(run.result.exitCode == 64 && run.output.isEmpty)
                    #expect(run.result.standardError.hasPrefix("Error: line 2: \"output\": "), "\(run.result.standardError)")
                    #expect(run.result.standardError.contains("is a symbolic link"), "\(run.result.standardError)")
                }
                #expect(outside.names().isEmpty)
                #expect(folder.names() == ["file.svg", "out"])
            }
        }
    }

    /// Two lines on one file, however spelt, in either order: refused before anything is
    /// written (the good line before them included), naming both lines.
    @Test(.cases(4), arguments: [("a/b.svg", "./a//b.svg"), ("x/./a.svg", "x/a.svg"), ("x//a.svg", "./x/a.svg"), ("a.svg", "a.svg")])
    func twoLinesMayNotNameOneFile(first: String, second: String) throws {
        for (earlier, later) in [(first, second), (second, first)] {
            try withScratchFolder("batch-twice") { folder in
                let lines = ["c.svg", earlier, later].map { "{\"value\":1,\"output\":\"\($0)\"}" }
                let run = Self.batch(lines.joined(separator: "\n"), "--out-dir", folder.path)
                #expect(run.result.exitCode == 64 && run.output.isEmpty)
                #expect(run.result.standardError == "Error: line 3: \"output\": \"\(later)\" is the file that line 2 writes\n")
                #expect(folder.names().isEmpty, "\(folder.names())")
            }
        }
    }

    /// A line's file where another line needs a folder, in either order and at any depth:
    /// refused before anything is written, naming both lines. (Written, the rename over the
    /// folder failed last, with the other files in place.) `file` is in its one spelling,
    /// the one the message quotes.
    @Test(.cases(4), arguments: [("q", "q/b.svg"), ("q", "./q//x/b.svg"), ("q/x", "q/x/y/b.svg"), ("d/q", "d/q/b.svg")])
    func oneLinesFileMayNotBeAnothersFolder(file: String, inside: String) throws {
        for fileFirst in [true, false] {
            try withScratchFolder("batch-nested") { folder in
                let outputs = ["c.svg"] + (fileFirst ? [file, inside] : [inside, file])
                let lines = outputs.map { "{\"value\":1,\"output\":\"\($0)\"}" }
                let run = Self.batch(lines.joined(separator: "\n"), "--out-dir", folder.path)
                #expect(run.result.exitCode == 64 && run.output.isEmpty)
                let reason = fileFirst ? "\"\(inside)\" is inside \"\(file)\", the file that line 2 writes"
                                       : "\"\(file)\" is a folder, with the file that line 2 writes in it"
                #expect(run.result.standardError == "Error: line 3: \"output\": \(reason)\n", "\(outputs)")
                #expect(folder.names().isEmpty, "\(outputs): \(folder.names())")
            }
        }
    }

    @Test func existingFilesAreReplacedWhole() throws {
        try withScratchFolder("batch-replace") { folder in
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder.file("a.svg")))
            let run = Self.batch("{\"value\":1,\"output\":\"a.svg\"}", "--out-dir", folder.path)
            #expect(run.result.exitCode == 0)
            #expect(folder.contents("a.svg") == Self.single(["--value", "1"]))
            #expect(folder.names() == ["a.svg"], "no temporary file left")
        }
    }

    @Test(.cases(5), arguments: [
        (["--jobs", "0"], "Error: invalid value '0' for --jobs: the number of jobs must be a whole number from 1 to 64.\n"),
        (["--jobs"], "Error: missing value for --jobs.\n"),
        (["a.jsonl", "b.jsonl"], "Error: unexpected argument 'b.jsonl'; starsvg takes options only.\n"),
        (["--out-dir="], "Error: invalid value '' for --out-dir: the out-dir must be a folder path.\n"),
        (["--stars", "3"], "Error: unknown option '--stars'.\n"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], firstLine: String) {
        let result = InProcessBatch.run(arguments, input: []).result
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix(firstLine))
        #expect(result.standardError.hasSuffix(HelpText.usageHint(for: BatchCommand.command)))
    }

    @Test func helpIsTheBatchHelp() {
        let result = InProcessBatch.run(["--help"], input: []).result
        #expect(result.exitCode == 0 && result.standardOutput == Array(HelpText.help(for: BatchCommand.command).utf8))
        for option in BatchCommand.command.options { #expect(HelpText.help(for: BatchCommand.command).contains(option.longName)) }
    }

    @Test func aMissingInputFileIsAnIOFailure() {
        let result = InProcessBatch.run(["/nonexistent/ratings.jsonl"], input: []).result
        #expect(result.exitCode == 1)
        #expect(result.standardError == "Error: cannot read '/nonexistent/ratings.jsonl': No such file or directory.\n")
    }

    /// A disk that fills up half-way: the batch fails, the file it would have replaced is as it
    /// was, and no file or folder of the batch is left.
    @Test(.enabled(if: TemporaryMount.isAvailable, "needs root and permission to mount a tmpfs"))
    func aFailureWhileWritingLeavesTheFolderAsItWas() throws {
        try withScratchFolder("batch-full") { folder in
            let disk = try TemporaryMount(tmpfsAt: folder.path, options: "size=64k")
            defer { disk.unmount() }
            let precious = Array("precious".utf8)
            try Data(precious).write(to: URL(fileURLWithPath: folder.file("keep.svg")))
            var lines = ["{\"value\":1,\"output\":\"keep.svg\"}"]
            lines += (0..<100).map { "{\"stars\":40,\"value\":\($0 % 40),\"output\":\"more/r\($0).svg\"}" }
            let run = Self.batch(lines.joined(separator: "\n"), "--out-dir", folder.path)
            #expect(run.result.exitCode == 1)
            #expect(run.result.standardError.contains("No space left on device"), "\(run.result.standardError)")
            #expect(folder.names() == ["keep.svg"] && folder.contents("keep.svg") == precious)
        }
    }

    /// Standard output failing part way, while other threads still render: one error, no
    /// write after the failed one, and the files staged so far removed.
    @Test(.cases(3), arguments: ["1", "2", "3"])
    func aFailureOfStandardOutputStopsTheBatch(jobs: String) throws {
        try withScratchFolder("batch-stdout-fails") { folder in
            let lines = (0..<6_000).map { index in
                index % 10 == 0 ? "{\"value\":1,\"output\":\"r\(index).svg\"}" : "{\"value\":\(Double(index % 50) / 10)}"
            }
            var calls = 0, callsAfterFailure = 0
            let result = InProcessBatch.run(["--jobs", jobs, "--out-dir", folder.path],
                                            input: Array(lines.joined(separator: "\n").utf8),
                                            write: { _ in
                                                calls += 1
                                                if calls > 20 { callsAfterFailure += 1 }
                                                guard calls < 20 else {
                                                    errno = ENOSPC
                                                    return false
                                                }
                                                return true
                                            }).result
            #expect(result.exitCode == 1)
            #expect(result.standardError == "Error: cannot write to standard output: No space left on device.\n")
            #expect(callsAfterFailure == 0)
            #expect(folder.names().isEmpty, "\(folder.names())")
        }
    }

    /// The `texts` object of an accepted line, as `TextsOverride(json:)` takes it (Foundation's
    /// parser above reads the rest).
    static func textsObject(in line: String) throws -> JSONValue? {
        guard case .object(let members) = try JSONValue.parse(Array(line.utf8)) else { return nil }
        return members.first { $0.key == "texts" }?.value
    }

    /// `--texts FILE` and a line whose `texts` is the file's JSON, with `locale` and `dir`: the
    /// same bytes, for a standalone SVG, an HTML picture and a rating input, in several
    /// locales, each file with the locales whose plural categories it gives.
    @Test func aTextsObjectIsTheTextsFile() throws {
        let files: [(name: String, locales: [String?])] = [
            ("texts-partial.json", [nil, "de", "ar-EG", "ja"]), ("texts-full.json", [nil, "fr", "pl", "he"]),
            ("texts-plural.json", [nil, "pt-BR", "ru"]), ("texts-markup.json", [nil, "ar", "zh"]),
            ("texts-arabic.json", ["ar", "ar-MA"]), ("texts-polish.json", ["pl"]), ("texts-few-category.json", ["ru", "uk"]),
        ]
        let faces: [(json: String, arguments: [String], directions: [String?])] = [
            ("\"value\":3.5", ["--value", "3.5"], [nil, "ltr", "rtl"]),
            ("\"value\":2.5,\"format\":\"html\"", ["--value", "2.5", "--format", "html"], [nil, "auto", "ltr", "rtl"]),
            ("\"value\":4,\"stars\":10,\"interactive\":true", ["--value", "4", "--stars", "10", "--interactive"], [nil, "auto", "rtl"]),
        ]
        var compared = 0
        for (name, locales) in files {
            let path = TextsFixtures.path(name)
            let json = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            for locale in locales {
                for face in faces {
                    for direction in face.directions {
                        var members = [face.json, "\"texts\":" + json]
                        var arguments = face.arguments + ["--texts", path]
                        if let locale {
                            members.append("\"locale\":\"\(locale)\"")
                            arguments += ["--locale", locale]
                        }
                        if let direction {
                            members.append("\"dir\":\"\(direction)\"")
                            arguments += ["--dir", direction]
                        }
                        let line = "{" + members.joined(separator: ",") + "}"
                        let run = Self.batch(line)
                        #expect(run.result.exitCode == 0, "\(line): \(run.result.standardError)")
                        #expect(run.output == Self.single(arguments), "\(line) against \(arguments)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == files.reduce(0) { $0 + $1.locales.count } * faces.reduce(0) { $0 + $1.directions.count })
    }

    /// Hostile lines: each key given every injection payload and wrong types, and lines cut or
    /// spliced at random. Each run exits 0 with ratings that pass the output audit and a label
    /// shown exactly as given, or 64 with one `Error: line N:` line and nothing written.
    @Test func hostileLinesAreRatingsOrCleanRefusals() throws {
        var random = SplitMix64(seed: 0xFEED_BA7C)
        let keys = BatchLineReader.keys.map(\.name) + ["pretty", "unknown", ""]
        var (accepted, refused) = (0, 0)
        for round in 0..<1500 {
            var line = Self.randomLine(&random).json
            switch round % 4 {
            case 0:
                let payload = random.pick(HostilePayloads.injection)
                let escaped = payload.unicodeScalars.map { scalar -> String in
                    scalar.value < 0x20 || scalar == "\"" || scalar == "\\" ? String(format: "\\u%04x", scalar.value) : String(scalar)
                }.joined()
                line = "{\"\(random.pick(keys))\":\"\(escaped)\"}"
            case 1:
                let value = random.pick(["true", "null", "[]", "{}", "-1", "1e9", "[1,\"a\"]", "\"\"", "0.0000001", "[[1]]"])
                line = "{\"\(random.pick(keys))\":\(value)}"
            case 2:
                let bytes = Array(line.utf8)
                line = String(decoding: bytes.prefix(random.int(in: 0...bytes.count)), as: UTF8.self)
            default:
                break
            }
            let run = Self.batch(line)
            switch run.result.exitCode {
            case 0 where line.allSatisfy(\.isWhitespace):
                #expect(run.output.isEmpty, "a blank line is skipped")
            case 0:
                accepted += 1
                // What the line asked for, read by Foundation's parser, independent of ours.
                let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
                var (label, id) = (object["label"] as? String, object["id"] as? String)
                // Foundation's parser drops a U+FEFF that starts a string; the line kept it.
                if let given = label, line.contains("\"\u{FEFF}" + given + "\"") { label = "\u{FEFF}" + given }
                let stars = (object["stars"] as? NSNumber)?.intValue ?? 5
                let isAnimated = object["animate"] as? Bool ?? false, isInteractive = object["interactive"] as? Bool ?? false
                let isLive = object["live"] as? Bool ?? false
                var problems: [String] = []
                // The words in the locale and texts the line gives, as the library writes them.
                var wording = ExpectedWording.english
                do {
                    let texts = try Self.textsObject(in: line).map { object throws in try TextsOverride(json: object) }
                    wording = try ExpectedWording(stars: stars, valueText: (object["value"] as? NSNumber)?.stringValue,
                                                  locale: object["locale"] as? String, texts: texts)
                } catch {
                    problems.append("accepted, but \(error)")
                }
                let direction = (object["dir"] as? String).flatMap { $0 == "auto" ? nil : $0 }
                if isLive {
                    problems += LiveOutputAudit(expectedLabel: label, expectedSlot: object["value-slot"] as? String, expectedStarCount: stars,
                                                hasInlineStyle: true, wording: wording,
                                                slotIsInClass: object["slot-in"] as? String == "class").problems(in: run.output)
                } else if (object["format"] as? String ?? (isInteractive ? "html" : "svg")) == "svg" {
                    problems += SVGOutputAudit(expectedLabel: label, expectedIDPrefix: id, expectedStarCount: stars, isAnimated: isAnimated,
                                               wording: wording).problems(in: run.output)
                } else {
                    problems += SnippetOutputAudit(expectedLabel: label, expectedIDPrefix: id, expectedStarCount: stars,
                                                   expectedName: isInteractive ? (object["name"] as? String ?? "rating") : nil,
                                                   hasInlineStyle: true, hasInlineScript: isInteractive && !(object["no-script"] as? Bool ?? false),
                                                   isAnimated: isAnimated, wording: wording, direction: direction,
                                                   valuesPerStar: (object["step"] as? NSNumber)?.doubleValue == 0.5 ? 2 : 1,
                                                   isRequired: object["required"] as? Bool ?? false,
                                                   checksAValue: ((object["value"] as? NSNumber)?.doubleValue ?? 0) != 0,
                                                   isDisabled: object["disabled"] as? Bool ?? false,
                                                   expectedAverage: (object["average"] as? NSNumber)?.doubleValue).problems(in: run.output)
                }
                #expect(problems.isEmpty, "\(line): \(problems)")
            case 64:
                refused += 1
                #expect(run.output.isEmpty, "\(line)")
                #expect(run.result.standardError.hasPrefix("Error: line 1") && run.result.standardError.filter { $0 == "\n" }.count == 1,
                        "\(line): \(run.result.standardError.debugDescription)")
                let disguising = run.result.standardError.dropLast().unicodeScalars.filter(DisplayText.isDisguising)
                #expect(disguising.isEmpty, "\(line): \(run.result.standardError.debugDescription)")
            default:
                Issue.record("\(line): exit \(run.result.exitCode), \(run.result.standardError)")
            }
        }
        print("batch fuzz: \(accepted) accepted, \(refused) refused")
        #expect(accepted > 100 && refused > 100)
    }
}
