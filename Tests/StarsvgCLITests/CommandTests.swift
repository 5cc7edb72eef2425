import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// The command run in-process, as the binary runs it.
@Suite struct CommandTests {
    func run(_ arguments: String...) -> CommandResult {
        StarsvgCommand.run(arguments: arguments)
    }

    @Test func writesTheRatingToStandardOutput() throws {
        let result = run("--stars", "10", "--levels", "2,8", "--value", "7")
        #expect(result.exitCode == 0)
        #expect(result.standardError.isEmpty)
        let svg = String(decoding: result.standardOutput, as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<title>Rating: 7 out of 10</title>"))
        #expect(svg.contains("fill=\"#fc0\""))
    }

    @Test func equalsSignAndSpaceFormsAgree() {
        let spaced = run("--stars", "3", "--value", "2.5", "--fill-mode", "width", "--colors", "red,gold,green")
        let joined = run("--stars=3", "--value=2.5", "--fill-mode=width", "--colors=red,gold,green")
        #expect(spaced.exitCode == 0 && spaced == joined)
    }

    @Test func lastValueOfARepeatedOptionWins() {
        #expect(run("--value", "1", "--value", "4") == run("--value", "4"))
    }

    @Test func doubleDashEndsOptions() {
        #expect(run("--value", "2", "--") == run("--value", "2"))
        let result = run("--", "--value")
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("Error: unexpected argument '--value'"))
    }

    @Test func prettyIndents() {
        let svg = String(decoding: run("--pretty", "--value", "1").standardOutput, as: UTF8.self)
        #expect(svg.contains("\n  <title>Rating: 1 out of 5</title>\n"))
    }

    @Test func helpAndVersionGoToStandardOutput() {
        let help = run("--help")
        #expect(help.exitCode == 0 && help.standardError.isEmpty)
        let text = String(decoding: help.standardOutput, as: UTF8.self)
        for section in ["OVERVIEW:", "USAGE:", "OPTIONS:"] { #expect(text.contains(section)) }
        for option in StarsvgCommand.command.options { #expect(text.contains(option.longName), "\(option.longName) missing from help") }
        #expect(text.contains("(default: 5)") && text.contains("(values: area, width, linear; default: area)"))
        #expect(run("-h") == help)
        #expect(run("--value", "3", "--help") == help)
        let version = run("--version")
        #expect(version.exitCode == 0 && String(decoding: version.standardOutput, as: UTF8.self) == StarsvgRelease.versionLine)
    }

    /// Each bad input: its arguments and the whole `Error:` line. (Typed, so that the
    /// type checker need not infer sixty tuples inside the macro: half a second each build.)
    static let badInputs: [(arguments: [String], message: String)] = [
        (["--stars", "0"], "Error: invalid value '0' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--stars", "101"], "Error: invalid value '101' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--stars", "1000000000000"], "Error: invalid value '1000000000000' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--stars", "5.0"], "Error: invalid value '5.0' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--value", "nan"], "Error: invalid value 'nan' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--value", "7,5"], "Error: invalid value '7,5' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--value", "1e400"], "Error: invalid value '1e400' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--value", "0x1p2"], "Error: invalid value '0x1p2' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--value", "-0"], "Error: invalid value '-0' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--value", ""], "Error: invalid value '' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--value", "6"], "Error: invalid value '6' for --value: the value must be a number from 0 to 5."),
        (["--stars", "3", "--value", "3.01"], "Error: invalid value '3.01' for --value: the value must be a number from 0 to 3."),
        (["--levels", "4,2"], "Error: invalid value '4,2' for --levels: the levels must be strictly increasing."),
        (["--levels", "1,,2"], "Error: invalid value '1,,2' for --levels: the levels must be decimal numbers from 0 to 5 separated by commas, such as 1,4."),
        (["--levels", "1,9"], "Error: invalid value '1,9' for --levels: each level must be a number from 0 to 5."),
        (["--levels", "1,2,3"], "Error: --levels '1,2,3' needs --colors: there is no default palette for 4 bands, so 4 colours must be given, one per band."),
        (["--colors", "red,blue"], "Error: invalid value 'red,blue' for --colors: 3 colours are needed, one per band (levels + 1) (got 2)."),
        (["--colors", "red,bleu,green"], "Error: invalid value 'bleu' for --colors: a colour must be CSS hex (#rgb, #rgba, #rrggbb or #rrggbbaa), a CSS colour name such as gold, rgb(), rgba(), hsl() or hsla(), transparent or currentColor, in at most 64 characters."),
        (["--colors", "red;}</style><script>,a,b"], "Error: invalid value 'red;}</style><script>' for --colors: a colour must be CSS hex (#rgb, #rgba, #rrggbb or #rrggbbaa), a CSS colour name such as gold, rgb(), rgba(), hsl() or hsla(), transparent or currentColor, in at most 64 characters."),
        (["--size", "0"], "Error: invalid value '0' for --size: the star size must be a number of pixels from 1 to 2000, or ems (such as 1.5em) for HTML."),
        (["--size", "inf"], "Error: invalid value 'inf' for --size: the star size must be a number of pixels from 1 to 2000, or ems (such as 1.5em) for HTML."),
        (["--gap", "9"], "Error: invalid value '9' for --gap: the gap must be a ratio of the star size from 0 to 4."),
        (["--size", "1.5em"], "Error: --size '1.5em' needs --format: give --format html (a standalone SVG has no text around it to take ems of; give its size in pixels)."),
        (["--dir", "auto", "--format", "svg"], "Error: --dir 'auto' cannot be used with --format 'svg': a standalone SVG has no page whose direction it could follow; give ltr or rtl."),
        (["--dir", "up"], "Error: invalid value 'up' for --dir: the direction must be one of auto, ltr, rtl."),
        (["--locale", "zh-TW"], "Error: invalid value 'zh-TW' for --locale: locale 'zh-TW' is written in Hant (Traditional Chinese); the built-in texts are in Hans (Simplified Chinese) only."),
        (["--locale", "de-XX"], "Error: invalid value 'de-XX' for --locale: unknown locale 'de-XX': CLDR has no de for that region; de has AT, BE, CH, DE, IT, LI, LU."),
        (["--texts", "/nonexistent/t.json"], "Error: invalid value '/nonexistent/t.json' for --texts: cannot read it: No such file or directory."),
        // A file without an end is refused after one byte past the limit, not read whole.
        (["--texts", "/dev/zero"], "Error: invalid value '/dev/zero' for --texts: the texts file must be at most 1048576 bytes (it has more)."),
        (["--fill-mode", "height"], "Error: invalid value 'height' for --fill-mode: the fill mode must be one of area, width, linear."),
        (["--label", "a\u{7}b"], "Error: invalid value for --label: the label must not contain control characters (found U+0007)."),
        (["--id", "1abc"], "Error: invalid value '1abc' for --id: the id prefix must start with an ASCII letter, hold only ASCII letters, digits, '-' and '_', and be at most 64 characters."),
        (["--id", "a\"><script>"], "Error: invalid value 'a\"><script>' for --id: the id prefix must start with an ASCII letter, hold only ASCII letters, digits, '-' and '_', and be at most 64 characters."),
        (["--frobnicate"], "Error: unknown option '--frobnicate'."),
        (["--stars"], "Error: missing value for --stars."),
        (["--pretty=yes"], "Error: --pretty does not take a value."),
        (["seven"], "Error: unexpected argument 'seven'; starsvg takes options only."),
        (["--output", ""], "Error: invalid value '' for --output: the output must be a file path, or - for standard output."),
        (["--format", "jpeg"], "Error: invalid value 'jpeg' for --format: the format must be one of svg, html, png, img, text."),
        (["--interactive", "--format", "svg"], "Error: --interactive cannot be used with --format 'svg': a rating input is HTML (leave out --format, or give --format html)."),
        (["--name", "stars"], "Error: --name 'stars' needs --interactive: it only applies to a rating input."),
        (["--live", "--interactive"], "Error: --live cannot be used with --interactive: a live rating shows the value the page gives, and a rating input asks the reader for one; give one of them."),
        (["--live", "--format", "svg"], "Error: --live cannot be used with --format 'svg': a live rating is HTML whose value the page's CSS gives (leave out --format, or give --format html)."),
        (["--format", "png", "--live"], "Error: --live cannot be used with --format 'png': a live rating is HTML whose value the page's CSS gives (leave out --format, or give --format html)."),
        (["--live", "--format", "img", "--src", "r.png"], "Error: --live cannot be used with --format 'img': a live rating is HTML whose value the page's CSS gives (leave out --format, or give --format html)."),
        (["--value-slot", "{{ r }}"], "Error: --value-slot '{{ r }}' needs --live: only a live rating takes its value from the page."),
        (["--live", "--value-slot", "{{ r | replace: \".\", \",\" }}"], "Error: invalid value '{{ r | replace: \".\", \",\" }}' for --value-slot: the value slot must not hold a \" (it is written unescaped inside double-quoted attributes, which it would end; use single quotes in the engine's expression)."),
        (["--live", "--value-slot", "{{ r }}\n"], "Error: invalid value '{{ r }}\\u{a}' for --value-slot: the value slot must not hold control characters such as a line break or a tab (it stands inside attributes)."),
        (["--live", "--value-slot", ""], "Error: invalid value '' for --value-slot: the value slot must not be empty: it is what the template engine replaces with the value."),
        (["--live", "--slot-in", "class"], "Error: --slot-in 'class' needs --value-slot: it says where the value slot goes."),
        (["--live", "--slot-in", "style", "--css-out", "r.css"], "Error: --slot-in 'style' needs --value-slot: it says where the value slot goes."),
        (["--live", "--value-slot", "{{ t }}", "--slot-in", "class"], "Error: --slot-in 'class' needs --css-out: the rules that give each of the value's classes its value go in the style sheet, and a page whose Content-Security-Policy refuses style attributes refuses an inline <style> as well."),
        (["--format", "html", "--slot-in", "class", "--value-slot", "{{ t }}", "--css-out", "r.css"], "Error: --value-slot '{{ t }}' needs --live: only a live rating takes its value from the page."),
        (["--live", "--value-slot", "{{ t }}", "--slot-in", "attribute"], "Error: invalid value 'attribute' for --slot-in: the slot's place must be one of style, class."),
        (["--no-script"], "Error: --no-script needs --interactive: it only applies to a rating input."),
        (["--required"], "Error: --required needs --interactive: it only applies to a rating input."),
        (["--format", "html", "--disabled"], "Error: --disabled needs --interactive: it only applies to a rating input."),
        (["--interactive", "--required", "--value", "0"], "Error: --required cannot be used with --value '0': a required rating input has no option 0; leave out --value to check no star at first."),
        (["--interactive", "--value", "0.00", "--required"], "Error: --required cannot be used with --value '0': a required rating input has no option 0; leave out --value to check no star at first."),
        (["--format", "html", "--js-out", "r.js"], "Error: --js-out 'r.js' needs --interactive: it only applies to a rating input."),
        (["--interactive", "--no-script", "--js-out", "r.js"], "Error: --js-out 'r.js' cannot be used with --no-script: there is no script to write."),
        (["--css-out", "r.css"], "Error: --css-out 'r.css' needs --format: give --format html (a standalone SVG keeps its style inside; the style sheet is written apart only for HTML)."),
        (["--format", "svg", "--animate", "--css-out", "r.css"], "Error: --css-out 'r.css' cannot be used with --format 'svg': a standalone SVG keeps its style inside; the style sheet is written apart only for HTML."),
        (["--format", "html", "--css-out", "-"], "Error: invalid value '-' for --css-out: the style sheet's file must be a file path."),
        (["--interactive", "--js-out", ""], "Error: invalid value '' for --js-out: the script's file must be a file path."),
        (["--interactive", "-o", "r.html", "--css-out", "r.html"], "Error: invalid value 'r.html' for --css-out: it names the same file as --output."),
        (["--interactive", "--css-out", "r.x", "--js-out", "r.x"], "Error: invalid value 'r.x' for --js-out: it names the same file as --css-out."),
        (["--interactive", "--value", "2.5"], "Error: invalid value '2.5' for --value: a rating input's value must be a whole number from 0 to 5, one of its options."),
        (["--interactive", "--name", "1st"], "Error: invalid value '1st' for --name: the name must start with an ASCII letter, hold only ASCII letters, digits, '-', '_', '.' and ':', and be at most 64 characters."),
        (["--interactive", "--name", "a\"><script>"], "Error: invalid value 'a\"><script>' for --name: the name must start with an ASCII letter, hold only ASCII letters, digits, '-', '_', '.' and ':', and be at most 64 characters."),
        (["--animate=yes"], "Error: --animate does not take a value."),
        (["--colors", "\u{1b}[31m"], "Error: invalid value '\\u{1b}[31m' for --colors: a colour must be CSS hex (#rgb, #rgba, #rrggbb or #rrggbbaa), a CSS colour name such as gold, rgb(), rgba(), hsl() or hsla(), transparent or currentColor, in at most 64 characters."),
    ]

    /// Each bad input: exit 64, nothing on standard output, one `Error:` line naming the option
    /// and the text, then the usage and the pointer to --help.
    @Test(.cases(72), arguments: badInputs)
    func refusesBadInput(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64, "\(arguments)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == message, "\(arguments)")
        #expect(lines.filter { $0.hasPrefix("Error:") }.count == 1)
        #expect(result.standardError.hasSuffix("\n" + StarsvgCommand.usageHint), "\(arguments)")
    }

    @Test func refusesArgumentsThatAreNotUTF8() {
        let result = StarsvgCommand.run(arguments: ["--label", nil])
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("Error: argument 2 (the value of --label) is not valid UTF-8.\n"))
    }

    @Test func htmlWritesASnippetAndInteractiveAnInput() throws {
        let html = String(decoding: run("--format", "html", "--value", "3").standardOutput, as: UTF8.self)
        #expect(html.hasPrefix("<svg class=\"starsvg starsvg-l") && !html.contains("xmlns") && !html.contains("<?xml"))
        #expect(!html.contains(" id=\"") && !html.contains("url(#"), "a picture needs no id, which a copy would repeat")
        #expect(html.contains("<style>") && html.contains("--starsvg-color-1"))
        let input = String(decoding: run("--interactive", "--value", "3", "--name", "review").standardOutput, as: UTF8.self)
        #expect(input.hasPrefix("<fieldset class=\"starsvg starsvg-input starsvg-g"))
        #expect(input.contains("<legend>Rating out of 5</legend>"))
        #expect(input.contains(" name=\"review\" value=\"3\"") && input.contains("checked=\"\""))
        #expect(input.contains("<script>"))
        #expect(run("--interactive", "--format", "html", "--value", "3", "--name", "review") == run("--interactive", "--value", "3", "--name", "review"))
        #expect(!String(decoding: run("--interactive", "--no-script").standardOutput, as: UTF8.self).contains("<script"))
    }

    @Test func requiredLeavesOutNoRatingAndDisabledDisablesTheFieldset() throws {
        let requiredSnippet = String(decoding: run("--interactive", "--required", "--name", "r").standardOutput, as: UTF8.self)
        // The markup; the style sheet's input group, which every input shares, names value 0.
        let required = requiredSnippet.replacing(#/<style>[^<]*<\/style>/#, with: "")
        #expect(required != requiredSnippet)
        #expect(!required.contains("value=\"0\"") && !required.contains("No rating") && !required.contains("checked=\"\""))
        #expect(required.components(separatedBy: " required=\"\"/>").count == 6, "each of the five radio buttons is required")
        let edit = String(decoding: run("--interactive", "--required", "--name", "r", "--value", "4").standardOutput, as: UTF8.self)
        #expect(edit.contains("value=\"4\" id=\"") && edit.contains(" checked=\"\" required=\"\"/>"))
        let disabled = String(decoding: run("--interactive", "--disabled", "--value", "3").standardOutput, as: UTF8.self)
        #expect(disabled.hasPrefix("<fieldset class=\"starsvg starsvg-input starsvg-g") && disabled.contains("\" disabled=\"\"><legend>"))
        #expect(disabled.contains(":disabled{opacity:.5}") && !requiredSnippet.contains(":disabled"))
        // Both together, in any order.
        #expect(run("--interactive", "--required", "--disabled", "--value", "2") == run("--disabled", "--value", "2", "--required", "--interactive"))
    }

    @Test func animateKeepsTheFinalStateInThePlainSVG() throws {
        let still = String(decoding: run("--value", "3").standardOutput, as: UTF8.self)
        let animated = String(decoding: run("--value", "3", "--animate").standardOutput, as: UTF8.self)
        #expect(animated.contains("<style>") && animated.contains("@keyframes starsvg-slide"))
        // The same fill edge: the still picture's filter steps its soft edge there, the
        // animated one slides its mask's rectangle there with a translate that CSS can animate.
        func number(after marker: String, in text: String) throws -> Double {
            let start = try #require(text.range(of: marker)).upperBound
            return try #require(Double(text[start...].prefix { $0 != "\"" && $0 != ")" }))
        }
        // The still step: its first flood ends on the pixel before the edge, the second covers
        // that pixel at the fraction.
        let floods = still.components(separatedBy: "<feFlood ").dropFirst()
        let whole = try #require(floods.first), partial = try #require(floods.dropFirst().first)
        let stillEdge = try number(after: "x=\"", in: whole) + number(after: " width=\"", in: whole)
            + number(after: " flood-opacity=\"", in: partial)
        let mask = animated.components(separatedBy: "<mask id=").last ?? ""
        let animatedEdge = try number(after: "<rect x=\"", in: mask) + number(after: " width=\"", in: mask)
        let slide = try number(after: "transform=\"translate(", in: animated)
        #expect(abs(stillEdge - (animatedEdge + slide)) < 0.011, "\(stillEdge) vs \(animatedEdge) + \(slide)")
        #expect(animated.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    }
}
