import StarRatingSVG
import Testing
import TestSupport

/// The library's page of many ratings (`RatingPage`) is what `starsvg batch --css-out` writes
/// for the same ratings: each snippet, with the ids of ratings asked for again, and the one
/// sheet, byte for byte.
@Suite struct RatingPageBatchTests {
    /// Batch lines and the snippet plans that ask for the same ratings: pictures, inputs and live
    /// ratings, colours of their own, an animation, right to left, a given id, repeats of each kind.
    static func cases() throws -> [(line: String, plan: HTMLSnippetPlan)] {
        let rated = try StarRating(value: 3.6)
        let colored = try StarRating(value: 2, colors: CSSColor.parseList("red,gold,green"))
        let rightToLeft = try StarRating(value: 4.5, direction: .rightToLeft)
        let given = try StarRating(value: 1.5, idPrefix: "lamp")
        let input = try RatingInputOptions(name: "a")
        // The command labels an input by its legend (the label is hashed into the ids).
        let legend = RatingInputOptions.defaultLabel(starCount: 5), tenLegend = RatingInputOptions.defaultLabel(starCount: 10)
        let halves = try RatingInputOptions(name: "b", step: .half, isRequired: true, isDisabled: true, average: 6.2)
        return [
            (#"{"format":"html","value":3.6}"#, try rated.htmlSnippetPlan()),
            (#"{"format":"html","value":2,"colors":["red","gold","green"]}"#, try colored.htmlSnippetPlan()),
            (#"{"format":"html","value":4.5,"animate":true,"dir":"rtl"}"#,
             try rightToLeft.htmlSnippetPlan(options: HTMLSnippetOptions(isAnimated: true))),
            (#"{"interactive":true,"name":"a","value":3}"#,
             try StarRating(value: 3, label: legend).htmlSnippetPlan(options: HTMLSnippetOptions(input: input))),
            (#"{"format":"html","value":3.6}"#, try rated.htmlSnippetPlan()),
            (#"{"format":"html","value":1.5,"id":"lamp"}"#, try given.htmlSnippetPlan()),
            (#"{"interactive":true,"name":"b","stars":10,"step":0.5,"required":true,"disabled":true,"average":6.2}"#,
             try StarRating(starCount: 10, value: 0, label: tenLegend).htmlSnippetPlan(options: HTMLSnippetOptions(input: halves))),
            (#"{"format":"html","value":1.5,"id":"lamp"}"#, try given.htmlSnippetPlan()),
            (#"{"interactive":true,"name":"a","value":3}"#,
             try StarRating(value: 3, label: legend).htmlSnippetPlan(options: HTMLSnippetOptions(input: input))),
            (#"{"format":"html","value":3.6}"#, try rated.htmlSnippetPlan()),
            // Live ratings, a template's slot and an animated one, each twice: one sheet for all.
            (#"{"live":true,"value":0,"value-slot":"{{ r }}"}"#, try StarRating(value: 0).liveSnippetPlan(valueSlot: LiveValueSlot("{{ r }}"))),
            (#"{"live":true,"value":4,"animate":true}"#, try StarRating(value: 4).liveSnippetPlan(isAnimated: true)),
            (#"{"live":true,"value":0,"value-slot":"{{ r }}"}"#, try StarRating(value: 0).liveSnippetPlan(valueSlot: LiveValueSlot("{{ r }}"))),
            (#"{"live":true,"value":4,"animate":true}"#, try StarRating(value: 4).liveSnippetPlan(isAnimated: true)),
            // Slots in the class, whose steps grow with a rating of more stars.
            (#"{"live":true,"value":0,"value-slot":"{{ t }}","slot-in":"class"}"#,
             try StarRating(value: 0).liveSnippetPlan(valueSlot: LiveValueSlot("{{ t }}", placement: .class))),
            (#"{"live":true,"stars":7,"value":0,"value-slot":"{{ t }}","slot-in":"class"}"#,
             try StarRating(starCount: 7, value: 0).liveSnippetPlan(valueSlot: LiveValueSlot("{{ t }}", placement: .class))),
        ]
    }

    /// (A batch writes compact markup only; a page's pretty markup is `RatingPageTests`'.)
    @Test("a page's snippets and sheet are the batch's")
    func thePageIsTheBatch() throws {
        let cases = try Self.cases()
        var page = RatingPage()
        let snippets = try cases.map { try page.add($0.plan) }
        try withScratchFolder("rating-page-batch") { folder in
            let run = BatchTests.batch(cases.map(\.line).joined(separator: "\n"), "--css-out", folder.file("ratings.css"))
            try #require(run.result.exitCode == 0, "\(run.result.standardError)")
            // Each line's output in turn (an input's inline script spans lines).
            var rest = String(decoding: run.output, as: UTF8.self)[...]
            for (index, snippet) in snippets.enumerated() {
                #expect(rest.hasPrefix(snippet), "line \(index + 1), \(cases[index].line): \(rest.prefix(snippet.count)) is not \(snippet)")
                rest = rest.dropFirst(snippet.count)
            }
            #expect(rest.isEmpty)
            // The batch's sheet is one runs of starsvg add to (its first line, one group a line):
            // its groups are the page's.
            let sheet = try SharedStyleSheet(reading: try #require(folder.contents("ratings.css")))
            #expect(sheet.groups.groups.joined() == page.styleSheet)
        }
        // The inputs write their script inline, as a batch line does: the page holds none.
        #expect(page.script == nil)
    }
}
