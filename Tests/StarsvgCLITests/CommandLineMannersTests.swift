import Testing
import TestSupport
import StarsvgCLI

/// What a new user trying the command meets: missing values named as such, help that wins,
/// forgiving decimals, and a hint for a mistyped option.
struct CommandLineMannersTests {
    private func run(_ words: String?...) -> CommandResult { StarsvgCommand.run(arguments: words) }
    private func firstLine(_ result: CommandResult) -> Substring { result.standardError.split(separator: "\n").first ?? "" }

    @Test(.cases(4), arguments: [
        (["--value", "--stars", "3"], "Error: missing value for --value."),
        (["--stars", "3", "--label", "--pretty"], "Error: missing value for --label."),
        (["--colors", "-o", "x.svg"], "Error: missing value for --colors."),
        (["--levels", "--value=2"], "Error: missing value for --levels."),
    ])
    func anOptionWhereAValueShouldBeIsAMissingValue(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(firstLine(result) == Substring(message))
    }

    @Test func aValueThatOnlyLooksLikeAnOptionIsStillAValue() {
        // -1 is no option's name: it is the value, refused for its range.
        #expect(firstLine(run("--value", "-1")).hasPrefix("Error: invalid value '-1' for --value:"))
        #expect(run("--label", "-x", "--value", "2").exitCode == 0)
    }

    @Test(.cases(6), arguments: [
        ["--stars", "0", "--help"], ["--help", "--stars", "0"], ["--frobnicate", "-h"], ["seven", "--help"],
        ["--value", "--help"], ["--stars", "3", "--label", "-h"],
    ])
    func helpWinsWhereverItStands(arguments: [String]) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 0 && result.standardError.isEmpty)
        #expect(result.standardOutput == Array(StarsvgCommand.help.utf8))
    }

    @Test func versionWinsToo() {
        let result = run("--stars", "500", "--version")
        #expect(result.exitCode == 0 && String(decoding: result.standardOutput, as: UTF8.self) == StarsvgRelease.versionLine)
        // The first of the two wins.
        #expect(run("--version", "--help").standardOutput == result.standardOutput)
        #expect(run("--help", "--version").standardOutput == Array(StarsvgCommand.help.utf8))
    }

    @Test func helpAfterDoubleDashIsAWord() {
        let result = run("--", "--help")
        #expect(result.exitCode == 64)
        #expect(firstLine(result) == "Error: unexpected argument '--help'; starsvg takes options only.")
    }

    @Test(.cases(5), arguments: [(".5", "0.5"), ("3.", "3"), ("0.", "0"), (".25", "0.25"), ("007.50", "7.5")])
    func decimalsWithoutADigitOnOneSideWork(typed: String, plain: String) {
        let short = run("--stars", "10", "--value", typed, "--size", typed == "0." ? "24" : "1" + typed)
        let long = run("--stars", "10", "--value", plain, "--size", typed == "0." ? "24" : "1" + typed)
        #expect(short.exitCode == 0, "\(typed): \(short.standardError)")
        #expect(short == long, "\(typed) and \(plain) should give the same rating")
    }

    @Test(.cases(7), arguments: [".", "..5", "3..", "1.2.3", "+.5", "-.5", ". 5"])
    func aPointAloneOrTwiceIsRefused(typed: String) {
        let result = run("--value", typed)
        #expect(result.exitCode == 64)
        #expect(firstLine(result) == Substring("Error: invalid value '\(typed)' for --value: the value must be a decimal number from 0 to 5, such as 3.5."))
    }

    @Test(.cases(10), arguments: [
        ("--level", "--levels"), ("--Stars", "--stars"), ("--colours", "--colors"), ("--fill", "--fill-mode"),
        ("--fillmode", "--fill-mode"), ("-stars", "--stars"), ("--vaule", "--value"), ("--outptu", "--output"),
        ("--pretyy", "--pretty"), ("--hlep", "--help"),
    ])
    func anUnknownOptionSuggestsTheClosest(typed: String, meant: String) {
        let result = run(typed, "2")
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(firstLine(result) == Substring("Error: unknown option '\(typed)'; did you mean '\(meant)'?"))
    }

    @Test(.cases(5), arguments: ["--frobnicate", "--x", "-q", "--starsandstripes", "--" + String(repeating: "v", count: 5000)])
    func aFarOffOptionSuggestsNothing(typed: String) {
        let line = firstLine(run(typed))
        #expect(line.hasPrefix("Error: unknown option '"))
        #expect(!line.contains("did you mean"))
    }
}

/// `--colors` takes CSS colour functions, `transparent` and `currentColor`, split only on the
/// commas between colours.
struct ColorOptionTests {
    private func svg(_ words: String...) -> String {
        let result = StarsvgCommand.run(arguments: words)
        #expect(result.exitCode == 0, "\(words): \(result.standardError)")
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    @Test func functionsWithCommasAreOneColorEach() {
        let top = svg("--value", "5", "--colors", "rgb(255,0,0),hsl(60, 100%, 50%),rgb(0 128 0)")
        #expect(top.contains("fill=\"#008000\""))
        let middle = svg("--value", "3", "--colors", "rgb(255,0,0),hsl(60, 100%, 50%),rgb(0 128 0)")
        #expect(middle.contains("fill=\"#ff0\""))
    }

    @Test func alphaIsWrittenAsTheColourFloodsOpacity() {
        let text = svg("--value", "5", "--colors", "red,gold,rgb(0 0 255 / 40%)")
        // The colour is the filter's two floods, whose alpha thins it after the rim, so that the
        // rim is the opaque colour's: the whole pixels' at the colour's alpha, the edge's pixel's
        // at it times the edge's fraction (here 0, at 5); the colour tile, which only a renderer
        // without filters shows, is the opaque colour, since the filter reads its alpha as the
        // stars' shape.
        #expect(text.contains(##" flood-color="#00f" flood-opacity=".4" result="s"/>"##))
        #expect(text.contains(##" width="1" flood-color="#00f" flood-opacity="0"/>"##))
        #expect(text.contains(##"<pattern id="##) && text.contains(##"fill="#00f"/>"##))
        #expect(!text.contains("fill-opacity") && !text.contains(" opacity="))
        #expect(svg("--value", "5", "--colors", "red,gold,transparent").contains(#"flood-opacity="0""#))
        // A face that moves keeps the colour's rectangle's opacity, after its mask.
        #expect(svg("--value", "5", "--colors", "red,gold,rgb(0 0 255 / 40%)", "--animate").contains(#")" opacity=".4" class="starsvg-color"/>"#))
    }

    @Test func currentColorFollowsThePage() {
        let text = svg("--value", "5", "--colors", "red,gold,currentColor")
        #expect(text.contains("fill=\"currentColor\""))
        #expect(!text.contains("fill-opacity"))
    }

    @Test func differentAlphaGivesDifferentIDs() {
        let opaque = svg("--value", "5", "--colors", "red,gold,#0000ff")
        let translucent = svg("--value", "5", "--colors", "red,gold,#0000ff80")
        #expect(opaque.prefix(400) != translucent.prefix(400))
        #expect(svg("--colors", "red,gold,green") == svg("--colors", "#f00,#ffd700,#008000"), "the same colours, the same bytes")
    }

    @Test func aBadItemIsNamedAlone() {
        let result = StarsvgCommand.run(arguments: ["--colors", "rgb(255,0,0),rgb(1 2),green"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("Error: invalid value 'rgb(1 2)' for --colors: a colour must be"))
    }
}

/// `--xlink` adds `xlink:href` for the tools that need it, to standalone SVG only.
struct XLinkOptionTests {
    @Test func xlinkAddsTheOldLinksAndNothingElse() {
        let plain = StarsvgCommand.run(arguments: ["--stars", "10", "--levels", "2,8", "--value", "7"])
        let linked = StarsvgCommand.run(arguments: ["--stars", "10", "--levels", "2,8", "--value", "7", "--xlink"])
        #expect(plain.exitCode == 0 && linked.exitCode == 0)
        let linkedText = String(decoding: linked.standardOutput, as: UTF8.self)
        #expect(!String(decoding: plain.standardOutput, as: UTF8.self).contains("xlink"))
        #expect(linkedText.contains(#"xmlns:xlink="http://www.w3.org/1999/xlink""#))
        // Every use has both: the colour tile's one, of the track tile's star.
        #expect(linkedText.components(separatedBy: "xlink:href=").count - 1 == 1)
        #expect(linkedText.components(separatedBy: "xlink:href=").count == linkedText.components(separatedBy: " href=").count)
        #expect(linked.standardOutput.count > plain.standardOutput.count)
    }

    @Test(.cases(3), arguments: [
        (["--xlink", "--format", "html"], "Error: --xlink cannot be used with --format 'html': SVG inside HTML takes plain href in every browser; xlink:href is for standalone files."),
        (["--xlink", "--interactive"], "Error: --xlink cannot be used with --interactive: SVG inside HTML takes plain href in every browser; xlink:href is for standalone files."),
        (["--xlink=yes"], "Error: --xlink does not take a value."),
    ])
    func xlinkIsForStandaloneSVG(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message + "\n"))
    }
}
