import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// `--show-label` in Chromium: the input's legend, its question, shows above the stars in
    /// the page's font (dark text pixels in its box, the box above the drawing and at its left
    /// edge), the group is still named by it, and the input works as without it: a click on
    /// star 3 checks 3 and shows it. An input without the option beside it keeps its legend
    /// visually hidden (a box of 1 px).
    @Test func aShownLegendSitsAboveTheStarsAndTheInputStillWorks() async throws {
        let environment = try BrowserEnvironment.required()
        let placements = [
            WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 0, ["--show-label"]), x: 20, y: 20),
            WebFacePages.Placement(arguments: WebFacePages.ratingB, x: 20, y: 200),
        ]
        try await openInputs(environment, placements: placements, name: "shown-legend.html")
        let legend = try await environment.boundingBox(of: "#ra legend")
        let drawing = try await environment.boundingBox(of: "#ra svg")
        #expect(legend.width > 80 && legend.height >= 12, "the legend's box is \(legend)")
        #expect(legend.y + legend.height <= drawing.y + 0.5, "the legend (\(legend)) is not above the stars (\(drawing))")
        #expect(abs(legend.x - drawing.x) <= 8, "the legend starts at \(legend.x), the stars at \(drawing.x)")
        let hidden = try await environment.boundingBox(of: "#rb legend")
        #expect(hidden.width <= 1 && hidden.height <= 1, "a legend without --show-label shows: \(hidden)")

        let shot = try await environment.screenshot("shown-legend")
        let box = shot.cropped(x: Int(legend.x), y: Int(legend.y), width: Int(legend.width.rounded(.up)), height: Int(legend.height.rounded(.up)))
        var dark = 0
        for y in 0..<box.height { for x in 0..<box.width where box.pixel(x, y).maximumChannelDifference(to: .white) > 155 { dark += 1 } }
        #expect(dark > 50, "the legend's box holds \(dark) dark pixels: no text drawn")

        let nodes = try await environment.accessibilityNodes()
        #expect(nodes.contains { BrowserEnvironment.axText($0, "role") == "group" && BrowserEnvironment.axText($0, "name") == "Rate this recipe" })

        try await clickStar(3, of: "ra", environment)
        #expect(try await environment.checkedValue("a") == "3")
        try await environment.movePointerAway()
        try await waitForStillness(environment)
        let clicked = try await environment.screenshot("shown-legend-3")
        let after = try await environment.boundingBox(of: "#ra svg")
        ReadingRow(layout: Self.layoutA.layout, originX: after.x, originY: after.y, isRightToLeft: false)
            .expectWholeValue(3, in: clicked, "the input with its legend shown, star 3 clicked")
    }

    /// A question wider than the stars widens the fieldset, whose labels then start at its
    /// inline start: on a right-to-left page, and with `--dir rtl`, the drawing lies under them
    /// there, so that a click on the k-th star from the right (where the drawing shows it)
    /// checks k and shows it; left to right, from the left. The question is set in the pinned
    /// face (`PinnedFont`), so its width is the same on every machine: in the face a machine's
    /// `sans-serif` happens to be, it was once too narrow to widen the fieldset at all.
    @Test(.cases(3), arguments: [("rtl", [String]()), ("rtl", ["--dir", "rtl"]), ("ltr", [String]())])
    func aLongQuestionKeepsTheStarsUnderTheirLabels(page: String, extra: [String]) async throws {
        let environment = try BrowserEnvironment.required()
        let isRightToLeft = page == "rtl"
        let question = "A question about the recipe much longer than its row of five stars"
        let snippet = try WebFacePages.starsvg(WebFacePages.ratingA(value: 0, ["--show-label", "--label", question] + extra))
        let body = WebFaceInputBrowserTests.RightToLeft.placed(snippet, x: 20, y: 20)
        let name = "long-legend-\(page)\(extra.isEmpty ? "" : "-dir").html"
        try environment.publish(WebFaceInputBrowserTests.RightToLeft.page(isRightToLeft: isRightToLeft, body: body), as: name)
        try await environment.open(name)
        let fontLoaded = try await BrowserEnvironment.waitUntil {
            try await environment.browser.execute("""
                return [...document.fonts].some(f => f.family.replace(/"/g, '') === arguments[0] && f.status === 'loaded')
                """, [PinnedFont.family]) as? Bool ?? false
        }
        try #require(fontLoaded, "\(name): the page's text is not in \(PinnedFont.path)")
        // The question's own width, where the text ends: wider than the stars, it is what the
        // fieldset must make room for.
        let questionWidth = try await environment.browser.execute("""
            const range = document.createRange(); range.selectNodeContents(document.querySelector('#ra legend'));
            return range.getBoundingClientRect().width
            """) as? Double ?? 0
        let fieldset = try await environment.boundingBox(of: "#ra")
        let drawing = try await environment.boundingBox(of: "#ra svg")
        try #require(questionWidth > drawing.width + 100, "the question (\(questionWidth) px) is not much wider than the stars (\(drawing.width) px)")
        #expect(fieldset.width >= questionWidth, "the question does not widen the fieldset: \(fieldset), \(questionWidth) px of question")
        let row = ReadingRow(layout: Self.layoutA.layout, originX: drawing.x, originY: drawing.y, isRightToLeft: isRightToLeft)
        try await environment.browser.click(x: row.centreX(ofStar: 3), y: row.middleY)
        #expect(try await environment.checkedValue("a") == "3", "\(name): a click on the 3rd star from the start")
        try await environment.movePointerAway()
        try await waitForStillness(environment)
        row.expectWholeValue(3, in: try await environment.screenshot(name), name)
    }
}
