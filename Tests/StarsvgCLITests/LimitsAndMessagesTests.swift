import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgSystem
@testable import StarsvgOptions
@testable import StarsvgBatch
import StarRatingSVG

/// The limits that bound time and memory are documented in --help, and every refusal of a
/// number names its option and the range allowed.
@Suite struct LimitsAndMessagesTests {
    @Test func helpDocumentsEveryLimit() {
        let help = String(decoding: StarsvgCommand.run(arguments: ["--help"]).standardOutput, as: UTF8.self)
        let limits = [
            "Number of stars, \(StarRating.starCountRange.lowerBound) to \(StarRating.starCountRange.upperBound).",
            "at most \(StarRating.maximumLevelCount):",
            "in pixels, 1 to 2000 (24 or 24px)",
            // 1 px to 2000 px, at 16 px an em.
            "in ems of the text around it, 0.0625em to 125em",
            "each text at most \(TextTemplate.maximumLength) characters, no control characters, the file at most \(TextsOverride.maximumFileSize) bytes",
            "ratio of the size, 0 to 4.",
            "at most \(StarRating.maximumLabelLength) characters, no control characters",
            "at most \(StarRating.maximumIDPrefixLength).",
            "at most\n\(ValueGrammar.maximumNumberLength) characters",
            "number of ratings the value sums up, 1 to \(RatingMicrodata.maximumRatingCount):",
            "the values offered: 1, whole stars, or 0.5, halves too",
            "an average to show until the reader picks, a decimal from 0 to N",
            "device pixels per CSS pixel, \(StarRating.pngScaleRange.lowerBound) to \(StarRating.pngScaleRange.upperBound)",
            "holds at most \(StarRating.maximumPNGPixelCount) pixels (4096 × 4096)",
            "a relative path, at most \(ImageSource.maximumLength) characters, no white space, control characters or backslash",
        ]
        for limit in limits { #expect(help.contains(limit), "--help does not say \(limit.debugDescription)") }
        #expect(StarRating.cellSizeRange == 1...2000 && StarRating.gapRatioRange == 0...4 && HTMLSizeUnit.pixelsPerEm == 16
                && StarRating.maximumPNGPixelCount == 4096 * 4096, "update the texts above")
    }

    /// Each refused number: the option, the text and the range, with the range that applies
    /// where --stars comes later on the line. A value replaced by a later repetition must
    /// still be valid.
    @Test(.cases(29), arguments: [
        (["--value", "nan", "--stars", "10"], "Error: invalid value 'nan' for --value: the value must be a decimal number from 0 to 10, such as 7."),
        (["--value", "-0", "--stars", "3"], "Error: invalid value '-0' for --value: the value must be a decimal number from 0 to 3, such as 2.1."),
        (["--value", "11", "--stars", "10"], "Error: invalid value '11' for --value: the value must be a number from 0 to 10."),
        (["--levels", "1,two", "--stars", "10"], "Error: invalid value '1,two' for --levels: the levels must be decimal numbers from 0 to 10 separated by commas, such as 2,8."),
        (["--levels", "0x1"], "Error: invalid value '0x1' for --levels: the levels must be decimal numbers from 0 to 5 separated by commas, such as 1,4."),
        (["--levels", "1,6"], "Error: invalid value '1,6' for --levels: each level must be a number from 0 to 5."),
        (["--value", "nan", "--value", "3"], "Error: invalid value 'nan' for --value: the value must be a decimal number from 0 to 5, such as 3.5."),
        (["--levels", "1,,2", "--stars", "10", "--levels", "2,8"], "Error: invalid value '1,,2' for --levels: the levels must be decimal numbers from 0 to 10 separated by commas, such as 2,8."),
        (["--stars", "0", "--stars", "5"], "Error: invalid value '0' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--value", "x", "--stars", "500"], "Error: invalid value '500' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--stars", "-1"], "Error: invalid value '-1' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--stars", "1e2"], "Error: invalid value '1e2' for --stars: the number of stars must be a whole number from 1 to 100."),
        (["--size", "1e400"], "Error: invalid value '1e400' for --size: the star size must be a number of pixels from 1 to 2000, or ems (such as 1.5em) for HTML."),
        (["--size", "2000.0000001"], "Error: invalid value '2000.0000001' for --size: the star size must be a number of pixels from 1 to 2000, or ems (such as 1.5em) for HTML."),
        (["--size", "125.1em", "--format", "html"], "Error: invalid value '125.1em' for --size: the star size must be a number of pixels from 1 to 2000, or ems (such as 1.5em) for HTML."),
        (["--size", "3rem"], "Error: invalid value '3rem' for --size: the star size must be a number of pixels from 1 to 2000, or ems (such as 1.5em) for HTML."),
        (["--interactive", "--step", "0.5", "--value", "2.3"], "Error: invalid value '2.3' for --value: a rating input's value must be a multiple of 0.5 from 0 to 5 (such as 2.5), one of its options."),
        (["--interactive", "--value", "2.5"], "Error: invalid value '2.5' for --value: a rating input's value must be a whole number from 0 to 5, one of its options."),
        (["--interactive", "--step", "2"], "Error: invalid value '2' for --step: the step must be 1 (whole stars) or 0.5 (halves too)."),
        (["--interactive", "--step", "0.25"], "Error: invalid value '0.25' for --step: the step must be 1 (whole stars) or 0.5 (halves too)."),
        (["--step", "0.5"], "Error: --step '0.5' needs --interactive: it only applies to a rating input."),
        (["--interactive", "--average", "6"], "Error: invalid value '6' for --average: a rating input's average must be a number from 0 to 5."),
        (["--interactive", "--average", "-0.1"], "Error: invalid value '-0.1' for --average: a rating input's average must be a number from 0 to 5."),
        (["--interactive", "--average", "x", "--stars", "10"], "Error: invalid value 'x' for --average: a rating input's average must be a number from 0 to 10."),
        (["--interactive", "--average", "3", "--value", "2"], "Error: --average '3' cannot be used with --value '2': the average shows until the reader picks a value; leave out --value."),
        (["--interactive", "--average", "3", "--value", "0"], "Error: --average '3' cannot be used with --value '0': the average shows until the reader picks a value; leave out --value."),
        (["--format", "html", "--average", "3"], "Error: --average '3' needs --interactive: it only applies to a rating input."),
        (["--gap", "7,5"], "Error: invalid value '7,5' for --gap: the gap must be a ratio of the star size from 0 to 4."),
        (["--gap", "0." + String(repeating: "1", count: 31)], "Error: invalid value '0.\(String(repeating: "1", count: 31))' for --gap: the gap must be a ratio of the star size from 0 to 4 (a number has at most 32 characters)."),
    ])
    func numberRefusalsNameTheOptionAndTheRange(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(result.standardError == message + "\n" + StarsvgCommand.usageHint)
    }

    @Test func labelsThatXMLCannotHoldAreRefused() {
        for label in [HostilePayloads.scalars(0xFFFE), "a" + HostilePayloads.scalars(0xFFFF) + "b"] {
            let result = StarsvgCommand.run(arguments: ["--label", label])
            #expect(result.exitCode == 64)
            #expect(result.standardError.hasPrefix("Error: invalid value for --label: the label must not contain U+FFFE or U+FFFF, which XML cannot hold (found U+FFF"))
        }
    }

    /// A value slot refuses what a label does: written verbatim, it would carry them into the
    /// page. (It took both before.)
    @Test func valueSlotsThatALabelCannotHoldAreRefused() {
        for slot in ["{{ r }}" + HostilePayloads.scalars(0xFFFE), HostilePayloads.scalars(0xFFFF)] {
            let result = StarsvgCommand.run(arguments: ["--live", "--value-slot", slot])
            #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("Error: invalid value '\(slot)' for --value-slot: the value slot must not hold U+FFFE or U+FFFF, which are not characters and which no HTML or XML may hold.\n"),
                    "\(result.standardError)")
        }
    }

    /// Every option of another face, given with `--live`, is refused against `--live` for what
    /// a live rating is, never for what a standalone SVG or a rating input is, nor by sending
    /// the reader to an option that `--live` refuses in turn (`--interactive`).
    @Test func everyLiveRefusalSaysWhyInLiveTerms() {
        // A value each option takes; a new option of another face fails here until given one.
        let values: [OptionID: String] = [.id: "abc", .scale: "2", .src: "r.png", .name: "r", .step: "0.5", .average: "3", .jsOut: "r.js"]
        let live = OutputFaces(LiveRatingFace.self)
        let refused = RatingOptions.all.filter { option in option.faces.map { !$0.faces.contains(live) } ?? false }
        #expect(Set(refused.map(\.id)) == [.schema, .id, .xlink, .scale, .src, .name, .noScript, .step, .required, .disabled, .showLabel, .average, .jsOut])
        for option in refused {
            let value = values[option.id]
            #expect(option.takesValue == (value != nil), "\(option.longName)")
            let result = StarsvgCommand.run(arguments: ["--live", option.longName] + (value.map { [$0] } ?? []))
            #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(option.longName)")
            let given = option.longName + (value.map { " '\($0)'" } ?? "")
            #expect(result.standardError.hasPrefix("Error: \(given) cannot be used with --live: a live rating "), "\(result.standardError)")
            for otherFace in ["standalone SVG", "SVG and HTML alone", "needs --interactive", "it only applies"] {
                #expect(!result.standardError.contains(otherFace), "\(option.longName): \(result.standardError)")
            }
        }
    }

    /// The reasons, word for word: each is true of a live rating's markup (no id, no href, no
    /// script, no radio buttons; its value from the page).
    @Test(.cases(5), arguments: [
        (["--schema"], "--schema cannot be used with --live: a live rating takes its value from the page, and microdata written with it would state only --value, the value it starts with; write the microdata in the page's markup, with the value the page gives."),
        (["--id", "abc"], "--id 'abc' cannot be used with --live: a live rating holds no id to prefix: its parts are found by class, so that any number of copies share a page."),
        (["--xlink"], "--xlink cannot be used with --live: a live rating has no reference to write xlink:href on: CSS draws its stars, with no <use> and no url(#…)."),
        (["--name", "r"], "--name 'r' cannot be used with --live: a live rating has no radio buttons to name: it shows the value the page gives, where a rating input asks the reader for one."),
        (["--format", "html", "--js-out", "r.js"], "--js-out 'r.js' cannot be used with --live: a live rating has no script to write apart: CSS computes what it shows from the value."),
    ])
    func liveRefusalsSayWhy(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: ["--live"] + arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(result.standardError == "Error: " + message + "\n" + StarsvgCommand.usageHint, "\(result.standardError)")
    }

    /// What the reasons say of the markup holds: a live rating has no id, no reference and no
    /// script.
    @Test func aLiveRatingHasNoIDReferenceOrScript() {
        let snippet = String(decoding: StarsvgCommand.run(arguments: ["--live", "--value", "3", "--shape", "heart"]).standardOutput, as: UTF8.self)
        #expect(snippet.hasPrefix("<svg class=\"starsvg "))
        for absent in [" id=", "href", "url(#", "<use", "<script", "<input"] {
            #expect(!snippet.contains(absent), "\(absent)")
        }
    }

    @Test func aValueThatIsNotUTF8NamesItsOption() {
        #expect(StarsvgCommand.run(arguments: ["--value", "1", "--colors", nil]).standardError
            .hasPrefix("Error: argument 4 (the value of --colors) is not valid UTF-8.\n"))
        #expect(StarsvgCommand.run(arguments: ["--value", "1", nil]).standardError.hasPrefix("Error: argument 3 is not valid UTF-8.\n"))
    }

    /// Quoted text can neither break the line nor reorder what the reader sees.
    @Test func quotedTextIsMadeSafeForOneLine() {
        #expect(DisplayText.quoted("a\u{2028}b\u{2029}c") == "'a\\u{2028}b\\u{2029}c'")
        #expect(DisplayText.quoted("\u{202E}txt.exe\u{200F}\u{061C}") == "'\\u{202e}txt.exe\\u{200f}\\u{61c}'")
        #expect(DisplayText.quoted("\u{85}\u{1B}") == "'\\u{85}\\u{1b}'")
        #expect(DisplayText.quoted("é★ \u{200D}") == "'é★ \u{200D}'")
        #expect(DisplayText.quoted(String(repeating: "x", count: 81)) == "'" + String(repeating: "x", count: 80) + "…'")
    }
}
