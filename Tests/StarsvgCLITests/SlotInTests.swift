import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarRatingSVG

/// `--slot-in class`: a live rating's value slot in its class, for a page under a strict
/// Content-Security-Policy, on the command line and in a batch, and the steps' rules in the
/// shared sheet that runs add to.
@Suite struct SlotInTests {
    /// The refusal of a slot in the class without the sheet apart.
    static let sheetNeeded = "the rules that give each of the value's classes its value go in the style sheet, and a page whose Content-Security-Policy refuses style attributes refuses an inline <style> as well"

    /// A batch line with its slot in the class needs the batch's `--css-out`, which no line can
    /// give: refused, naming the option, with nothing written; with it, each line is the single
    /// run's, and the sheet holds the steps.
    @Test func aBatchLineNeedsTheBatchesSheet() throws {
        let line = #"{"live":true,"value-slot":"{{ t }}","slot-in":"class"}"#
        let refused = BatchTests.batch(line)
        #expect(refused.result.exitCode == 64 && refused.output.isEmpty)
        #expect(refused.result.standardError == "Error: line 1: \"slot-in\": needs --css-out: \(Self.sheetNeeded)\n", "\(refused.result.standardError)")
        // In the style, a slot needs no sheet.
        let styled = BatchTests.batch(#"{"live":true,"value-slot":"{{ t }}","slot-in":"style"}"#)
        #expect(styled.result.exitCode == 0 && styled.output == BatchTests.single(["--live", "--value-slot", "{{ t }}"]))
        try withScratchFolder("slot-in-batch") { folder in
            let lines = [line, #"{"live":true,"stars":10,"value-slot":"<%= t %>","slot-in":"class","animate":true}"#]
            let run = BatchTests.batch(lines.joined(separator: "\n"), "--css-out", folder.file("batch.css"))
            try #require(run.result.exitCode == 0, "\(run.result.standardError)")
            let single = try [["--value-slot", "{{ t }}"], ["--stars", "10", "--value-slot", "<%= t %>", "--animate"]].map { arguments in
                let result = StarsvgCommand.run(arguments: ["--live", "--slot-in", "class", "--css-out", folder.file("single.css")] + arguments)
                try #require(result.exitCode == 0, "\(result.standardError)")
                return result.standardOutput
            }
            #expect(run.output == Array(single.joined()))
            let sheet = String(decoding: try #require(folder.contents("batch.css")), as: UTF8.self)
            #expect(sheet == String(decoding: try #require(folder.contents("single.css")), as: UTF8.self))
            #expect(sheet.matches(of: /\.starsvg-value-([0-9]+)\{/).map { Int($0.1)! } == Array(0...100))
        }
    }

    /// Runs that add to one sheet add the steps once, and a rating of more stars grows them:
    /// each rule once, the first run's first; a run of fewer stars adds nothing.
    @Test func runsGrowTheSheetsSteps() throws {
        try withScratchFolder("slot-in-grow") { folder in
            let path = folder.file("ratings.css")
            func run(_ stars: Int) throws -> String {
                let result = StarsvgCommand.run(arguments: ["--live", "--stars", String(stars), "--value-slot", "{{ t }}", "--slot-in", "class", "--css-out", path])
                try #require(result.exitCode == 0, "\(result.standardError)")
                return String(decoding: try #require(folder.contents("ratings.css")), as: UTF8.self)
            }
            let five = try run(5)
            #expect(five.matches(of: /\.starsvg-value-([0-9]+)\{/).map { Int($0.1)! } == Array(0...50))
            let ten = try run(10)
            #expect(ten.matches(of: /\.starsvg-value-([0-9]+)\{/).map { Int($0.1)! } == Array(0...100))
            // The five stars' groups stay where they were, the new ones after the sheet's groups.
            let fiveBody = five.split(separator: "\n").dropFirst()
            #expect(fiveBody.allSatisfy { ten.contains($0) })
            // A rating of fewer stars adds its look, and no step.
            let three = try run(3)
            #expect(three.matches(of: /\.starsvg-value-([0-9]+)\{/).map { Int($0.1)! } == Array(0...100))
            let added = three.split(separator: "\n").dropFirst().filter { !ten.contains($0) }
            #expect(!added.isEmpty && added.allSatisfy { !$0.hasPrefix(".starsvg-value-") }, "\(added)")
        }
    }
}
