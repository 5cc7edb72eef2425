import Testing
import TestSupport
@testable import StarsvgCLI

/// `--show-label` from the command line and a batch line: the input's legend shows (the
/// fieldset's class `starsvg-legend` and its rule), only for a rating input, and the batch
/// writes what a single run does.
@Suite struct ShowLabelTests {
    @Test func theInputCarriesTheClassAndTheRule() throws {
        let arguments = ["--interactive", "--name", "q", "--label", "How did it taste?"]
        let shown = String(decoding: StarsvgCommand.run(arguments: arguments + ["--show-label"]).standardOutput, as: UTF8.self)
        let hidden = String(decoding: StarsvgCommand.run(arguments: arguments).standardOutput, as: UTF8.self)
        #expect(shown.hasPrefix("<fieldset class=\"starsvg starsvg-input starsvg-legend starsvg-g"))
        #expect(shown.contains(".starsvg-input.starsvg-legend legend{position:static;"))
        #expect(shown.contains("<legend>How did it taste?</legend>") && hidden.contains("<legend>How did it taste?</legend>"))
        #expect(!hidden.contains("starsvg-legend"))
    }

    @Test func onlyARatingInputTakesIt() {
        for arguments in [["--show-label"], ["--format", "html", "--show-label"], ["--format", "png", "--show-label", "-o", "/dev/null"]] {
            let result = StarsvgCommand.run(arguments: arguments)
            #expect(result.exitCode == 64 && result.standardOutput.isEmpty, "\(arguments)")
            #expect(result.standardError.hasPrefix("Error: --show-label needs --interactive: it only applies to a rating input."),
                    "\(arguments): \(result.standardError)")
        }
        let line = InProcessBatch.run([], input: Array(#"{"format":"html","show-label":true}"#.utf8))
        #expect(line.result.exitCode == 64)
        #expect(line.result.standardError == #"Error: line 1: "show-label": needs "interactive": it only applies to a rating input"# + "\n")
    }

    @Test func aBatchLineIsTheSingleRun() {
        let line = InProcessBatch.run([], input: Array(#"{"interactive":true,"show-label":true,"step":0.5,"value":2.5}"#.utf8))
        let single = StarsvgCommand.run(arguments: ["--interactive", "--show-label", "--step", "0.5", "--value", "2.5"])
        #expect(line.result.exitCode == 0 && line.output == single.standardOutput + (single.standardOutput.last == 10 ? [] : [10]))
    }
}
