import StarRatingSVG
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// The rules of issue 4 for a single run: it either exits 0 with a rating that passes
/// `SVGOutputAudit` or `SnippetOutputAudit`, with the files `--css-out` and `--js-out` name
/// written and passing theirs (or with the help or version text, when asked for), or exits 64 with
/// exactly one safe `Error:` line, then the usage, on standard error, nothing on standard
/// output and every file untouched. Nothing else is acceptable: no other status, no stray
/// temporary file.
struct CommandOutcomeCheck {
    /// What --help and --version print, built once: `StarsvgCommand.help` is computed on each use.
    private static let helpBytes = Array(StarsvgCommand.help.utf8)
    private static let versionBytes = Array(StarsvgRelease.versionLine.utf8)
    private static let scriptBytes = CompletionShell.allCases.map { Array($0.completionScript.utf8) }

    /// Classifies the run and lists every rule it breaks. `files` is the watched files' state
    /// around the run (empty maps when the command line named none of them).
    func check(_ result: CommandResult, words: [String?], files: WatchedFiles) -> (outcome: CommandOutcome?, problems: [String]) {
        var problems = files.strangers.map { "left \($0) behind" }
        func isUnchanged(_ name: String) -> Bool { files.after[name] == files.before[name] }
        let allUnchanged = WatchedFiles.names.allSatisfy(isUnchanged)
        switch result.exitCode {
        case 0:
            if result.standardOutput == Self.helpBytes || result.standardOutput == Self.versionBytes {
                if !words.contains(where: { ["--help", "-h", "--version"].contains($0) }) {
                    problems.append("help or version text without --help, -h or --version")
                }
                if !result.standardError.isEmpty { problems.append("standard error not empty") }
                if !allUnchanged { problems.append("a watched file changed") }
                return (.helpVersionOrScript, problems)
            }
            if Self.scriptBytes.contains(result.standardOutput) {
                if !words.contains(where: { $0?.hasPrefix("--generate-completion-script") == true }) {
                    problems.append("a completion script without --generate-completion-script")
                }
                if !result.standardError.isEmpty { problems.append("standard error not empty") }
                if !allUnchanged { problems.append("a watched file changed") }
                return (.helpVersionOrScript, problems)
            }
            if !result.standardError.isEmpty { problems.append("exit 0 with standard error \(result.standardError.debugDescription)") }
            let options = EffectiveOptions(words)
            // Each watched file is written by the option that names it, or left untouched.
            var writtenBy: [String: [UInt8]] = [:]
            for name in WatchedFiles.names {
                let namers = ["--output", "--css-out", "--js-out"].filter { options[$0] == files.path(name) }
                guard let option = namers.last else {
                    if !isUnchanged(name) { problems.append("\(name) changed though no option named it") }
                    continue
                }
                guard let bytes = files.after[name], bytes != files.before[name] else {
                    problems.append("exit 0 but \(option) \(name) was not written")
                    continue
                }
                writtenBy[option] = bytes
            }
            let main: [UInt8]
            if options["--output"].map({ $0 != "-" }) ?? false {
                guard let bytes = writtenBy["--output"] else { return (.rating, problems) }
                if !result.standardOutput.isEmpty { problems.append("output went to standard output as well as -o") }
                main = bytes
            } else {
                main = result.standardOutput
            }
            let label = options["--label"]
            let stars = options["--stars"].flatMap { Int($0) } ?? 5
            // The words in the locale and texts given, as the library writes them.
            var wording = ExpectedWording.english
            do {
                wording = try ExpectedWording(stars: stars, valueText: options["--value"], locale: options["--locale"],
                                              textsPath: options["--texts"])
            } catch {
                problems.append("accepted, but \(error)")
            }
            if options.format == "png" || options.format == "img" {
                return (.rating, problems + Self.pictureProblems(main, options: options, stars: stars, wording: wording))
            }
            if options.format == "text" {
                let audit = TextOutputAudit(expectedLabel: label, expectedStarCount: stars,
                                            expectedValue: options.number("--value") ?? 0, shape: options["--shape"],
                                            direction: options["--dir"])
                return (.rating, problems + audit.problems(in: main))
            }
            if options.isLive {
                let slotIsInClass = options["--slot-in"] == "class"
                problems += LiveOutputAudit(expectedLabel: label, expectedSlot: options["--value-slot"], expectedStarCount: stars,
                                            hasInlineStyle: options["--css-out"] == nil, wording: wording,
                                            slotIsInClass: slotIsInClass).problems(in: main)
                if let css = writtenBy["--css-out"] {
                    problems += LiveOutputAudit.styleSheetProblems(String(decoding: css, as: UTF8.self), classSteps: slotIsInClass ? stars : nil)
                        .map { "--css-out: " + $0 }
                }
            } else if options.format == "svg" {
                problems += SVGOutputAudit(expectedLabel: label, expectedIDPrefix: options["--id"], expectedStarCount: stars,
                                           isAnimated: options.isAnimated, wording: wording).problems(in: main)
            } else {
                problems += SnippetOutputAudit(expectedLabel: label, expectedIDPrefix: options["--id"], expectedStarCount: stars,
                                               expectedName: options.isInteractive ? (options["--name"] ?? "rating") : nil,
                                               hasInlineStyle: options["--css-out"] == nil, hasInlineScript: options.hasInlineScript,
                                               isAnimated: options.isAnimated,
                                               expectedMicrodata: options.hasSchema
                                                   ? .init(value: options["--value"], ratingCount: options["--rating-count"]) : nil,
                                               wording: wording, direction: options.fixedDirection,
                                               valuesPerStar: options.valuesPerStar,
                                               isRequired: options.isRequired, checksAValue: options.checksAValue,
                                               isDisabled: options.isDisabled, expectedAverage: options.average)
                    .problems(in: main)
            }
            if let css = writtenBy["--css-out"], !options.isLive {
                let prefix = Self.firstID(in: main) ?? ""
                problems += StyleSheetAudit(prefix: prefix, rootClasses: Self.firstClasses(in: main), isInput: options.isInteractive, isThemable: true, isAnimated: options.isAnimated,
                                            followsPageDirection: options.fixedDirection == nil,
                                            isRequired: options.isInteractive ? options.isRequired : nil,
                                            isDisabled: options.isInteractive ? options.isDisabled : nil,
                                            showsAverage: options.isInteractive ? (options.average ?? 0) > 0 : nil)
                    .problems(in: String(decoding: css, as: UTF8.self)).map { "--css-out: " + $0 }
            }
            if let script = writtenBy["--js-out"], !ExpectedScript.forms.map({ Array($0.utf8) }).contains(script) {
                problems.append("--js-out wrote a script other than Templates/rating-input.js")
            }
            // A script keeps its line breaks in compact output too (a line comment or a
            // missing semicolon would otherwise change it), so only the rest is compact.
            var outsideScript = String(decoding: main, as: UTF8.self)
            if let start = outsideScript.range(of: "<script>"), let end = outsideScript.range(of: "</script>") {
                outsideScript.removeSubrange(start.upperBound..<end.lowerBound)
            }
            if options.isPretty != outsideScript.dropLast().contains("\n") || main.last != UInt8(ascii: "\n") {
                problems.append("pretty was \(options.isPretty) but the line breaks say otherwise")
            }
            return (.rating, problems)
        case CommandResult.usageExitCode:
            if !result.standardOutput.isEmpty { problems.append("refused, yet \(result.standardOutput.count) bytes on standard output") }
            if !allUnchanged { problems.append("refused, yet a watched file changed") }
            problems += Self.refusalProblems(result.standardError)
            return (.refused, problems)
        default:
            return (nil, problems + ["exit status \(result.exitCode), standard error \(result.standardError.debugDescription)"])
        }
    }

    /// What is wrong with an accepted PNG (`PNGOutputAudit`) or `<img>` tag (`ImageTagAudit`):
    /// its size is the library's row for the options read here (stars, size, gap), apart
    /// from the parser, and its text the rating's accessible name, made by the library from
    /// the label, value, locale and texts, as `ExpectedWording` makes the words.
    static func pictureProblems(_ bytes: [UInt8], options: EffectiveOptions, stars: Int, wording: ExpectedWording) -> [String] {
        let scale = options.number("--scale").map(Int.init) ?? 1
        let label: String
        let size: (width: Int, height: Int)
        do {
            let row = try StarRating(starCount: stars, value: 0, cellSize: options.number("--size") ?? StarRating.defaultCellSize,
                                     gapRatio: options.number("--gap") ?? StarRating.defaultGapRatio)
            size = try row.pngPixelSize(scale: options.format == "png" ? scale : 1)
            label = try options["--label"] ?? wording.label ?? StarRating(starCount: stars, value: options.number("--value") ?? 0).label
        } catch {
            return ["accepted, but the library refuses its row: \(error)"]
        }
        if options.format == "img" {
            return ImageTagAudit(expectedSource: options["--src"] ?? "", expectedWidth: size.width, expectedHeight: size.height,
                                 expectedAlternativeText: label, expectedLanguage: wording.language).problems(in: bytes)
        }
        return PNGOutputAudit(expectedWidth: size.width, expectedHeight: size.height, expectedDescription: label,
                              expectedLanguage: wording.language).problems(in: bytes)
    }

    /// The value of the first `id="…"` in `bytes`: a snippet's own id.
    /// The classes of the first element with a `class` (a snippet's root).
    static func firstClasses(in bytes: [UInt8]) -> [String]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: " class=\"") else { return nil }
        return text[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map { $0.split(separator: " ").map(String.init) }
    }

    static func firstID(in bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: " id=\"") else { return nil }
        return text[start.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
    }

    /// What is wrong with the standard error of a refusal: it must be one `Error:` line that
    /// cannot garble a terminal or disguise what it quotes, then the usage; a refused number
    /// must be told its option and the allowed range.
    static func refusalProblems(_ standardError: String) -> [String] {
        var problems: [String] = []
        guard standardError.hasPrefix("Error: "), standardError.hasSuffix("\n" + StarsvgCommand.usageHint) else {
            return ["standard error is not an Error: line then the usage: \(standardError.debugDescription)"]
        }
        let message = String(standardError.dropLast(StarsvgCommand.usageHint.count + 1))
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.filter({ $0.hasPrefix("Error:") }).count != 1 { problems.append("not exactly one Error: line") }
        // Written out here, not taken from UsageError, so the check is independent of the code.
        let disguising = message.unicodeScalars.filter { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x2028...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) || [0x061C, 0x200E, 0x200F].contains(scalar.value)
        }
        if !disguising.isEmpty {
            problems.append("the Error: line holds \(disguising.map { "U+" + String($0.value, radix: 16) }): \(message.debugDescription)")
        }
        if message.hasPrefix("Error: invalid value"), !message.contains(" for --") {
            problems.append("the Error: line does not name the option: \(message.debugDescription)")
        }
        for option in ["--stars", "--value", "--levels", "--size", "--gap", "--blur"] where message.contains(" for \(option): ") {
            let namesTheRule = message.contains(" from ") && message.contains(" to ")
                || message.contains("strictly increasing") || message.contains("at most")
            if !namesTheRule { problems.append("the refusal of \(option) names no range: \(message.debugDescription)") }
        }
        return problems
    }
}
