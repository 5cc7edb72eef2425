import Foundation
import StarRatingSVG
import StarsvgCLI
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// `starsvg batch --css-out` in Chromium, in the suite's browser session: a page of
    /// different snippets made by one batch run, with the one shared sheet linked, draws what
    /// the same snippets draw with their inline sheets (whose groups repeat, in another order),
    /// on a left-to-right page and on a right-to-left one; and its inputs still click (a click
    /// on star k checks k and shows it) and clear, as they do with their inline sheets. Real
    /// clicks (WebDriver's actions), stars found where the library's geometry draws them. Run
    /// alone with `swift test --filter SharedSheet`.
    @Suite struct SharedSheet {
        /// A batch line, where its snippet sits, and, for an input, the star to click and the
        /// size of its row.
        struct Line: Sendable {
            let json: String
            let id: String
            let y: Int
            var input: (name: String, stars: Int, size: Double, click: Int, isHalves: Bool)? = nil
        }

        static let x = 40
        /// Pictures of two palettes (the default, and one of its own class), an animated one,
        /// one of a fixed direction (which the mirror passes by), and inputs of two geometries,
        /// two of them sharing one.
        static let lines: [Line] = [
            Line(json: #"{"format":"html","value":3.6,"size":48,"id":"s0"}"#, id: "s0", y: 20),
            Line(json: ##"{"format":"html","value":2.5,"size":48,"colors":["#d7263d","#f49d37","#1b998b"],"id":"s1"}"##, id: "s1", y: 90),
            Line(json: #"{"format":"html","value":4,"size":48,"animate":true,"id":"s2"}"#, id: "s2", y: 160),
            Line(json: #"{"format":"html","value":1.5,"size":48,"dir":"ltr","id":"s3"}"#, id: "s3", y: 230),
            Line(json: #"{"interactive":true,"value":2,"size":48,"name":"a","id":"s4"}"#, id: "s4", y: 300,
                 input: ("a", 5, 48, 4, false)),
            Line(json: #"{"interactive":true,"value":3.5,"size":24,"stars":10,"step":0.5,"name":"b","id":"s5"}"#, id: "s5", y: 380,
                 input: ("b", 10, 24, 8, true)),
            Line(json: ##"{"interactive":true,"value":0,"size":48,"name":"c","colors":["#d7263d","#f49d37","#1b998b"],"id":"s6"}"##,
                 id: "s6", y: 430, input: ("c", 5, 48, 5, false)),
        ]

        @Test(.cases(2), arguments: [false, true])
        func theSharedSheetDrawsWhatTheInlineSheetsDrawAndItsInputsClickAndClear(isRightToLeft: Bool) async throws {
            let environment = try BrowserEnvironment.required()
            let name = isRightToLeft ? "rtl" : "ltr"
            let site = environment.site
            let jsonl = site.appendingPathComponent("shared-\(name).jsonl")
            try Data(Self.lines.map(\.json).joined(separator: "\n").utf8).write(to: jsonl)
            let sheet = "shared-\(name).css"
            let shared = try Self.snippets([jsonl.path, "--css-out", site.appendingPathComponent(sheet).path, "--jobs", "1"])
            let inline = try Self.snippets([jsonl.path, "--jobs", "1"])
            #expect(shared.count == 7 && inline.count == 7, "\(shared.count) and \(inline.count) snippets of the 7 lines")
            #expect(shared.allSatisfy { !$0.contains("<style") } && inline.allSatisfy { $0.contains("<style>") })
            let linked = try String(contentsOf: site.appendingPathComponent(sheet), encoding: .utf8)
            #expect(linked.contains(":dir(rtl)") && linked.contains(".starsvg-animated") && linked.contains(".starsvg-p"))

            let layout = "<style>\(PinnedFont.pageRules)body{margin:0;background:#fff}.place{position:absolute}</style>\n"
            var results: [[RasterImage]] = []
            for (kind, snippets) in [("shared", shared), ("inline", inline)] {
                var body = ""
                for (line, snippet) in zip(Self.lines, snippets) {
                    // A picture holds no id: the page's element around it names it.
                    let named = line.input == nil ? WebFaceInputBrowserTests.RightToLeft.named(line.id, snippet) : snippet
                    body += WebFaceInputBrowserTests.RightToLeft.placed(named, x: Self.x, y: line.y)
                }
                let head = layout + (kind == "shared" ? "<link rel=\"stylesheet\" href=\"\(sheet)\">\n" : "")
                let page = "shared-\(name)-\(kind).html"
                try environment.publish(WebFaceInputBrowserTests.RightToLeft.page(isRightToLeft: isRightToLeft, body: body, head: head), as: page)
                try await environment.open(page)
                results.append(try await crops(kind == "shared", "\(name) \(kind)", isRightToLeft: isRightToLeft, environment))
            }
            // The same pixels, still and after each click and clear: the 7 lines' still crops, and
            // two more for each of the 3 inputs.
            #expect(results.map(\.count) == [13, 13])
            for (index, (sharedCrop, inlineCrop)) in zip(results[0], results[1]).enumerated() {
                #expect(sharedCrop.width == inlineCrop.width && sharedCrop.height == inlineCrop.height, "\(name): crop \(index)")
                guard sharedCrop.width == inlineCrop.width, sharedCrop.height == inlineCrop.height else { continue }
                var difference = PixelDifference()
                difference.add(sharedCrop, inlineCrop)
                #expect(difference.mean <= 1.0, "\(name), crop \(index): the shared sheet's page differs from the inline sheets' by a mean of \(difference.mean)")
            }
        }

        // MARK: Helpers

        /// The snippets a batch run (in-process) writes, one a line of the batch: each starts
        /// a line with its root element.
        private static func snippets(_ arguments: [String]) throws -> [String] {
            let snippets = WebFacePages.snippets(ofBatchOutput: try WebFacePages.batch(arguments))
            try #require(snippets.count == lines.count, "\(snippets.count) snippets for \(lines.count) lines")
            return snippets
        }

        /// On the open page, once still: a crop of every snippet; then, for each input, star k
        /// clicked (k checked, and shown on `checks` pages) and a crop of it, and clicked again
        /// (cleared, nothing shown) and a crop of it.
        private func crops(_ checks: Bool, _ context: String, isRightToLeft: Bool, _ environment: BrowserEnvironment) async throws -> [RasterImage] {
            try await WebFaceBrowserTests().waitForStillness(environment)
            var boxes: [(x: Int, y: Int, width: Int, height: Int)] = []
            for line in SharedSheet.lines {
                let box = try await environment.boundingBox(of: line.input == nil ? "#\(line.id) svg" : "#\(line.id)")
                boxes.append((Int(box.x.rounded(.down)), Int(box.y.rounded(.down)), Int(box.width.rounded(.up)) + 1, Int(box.height.rounded(.up)) + 1))
            }
            func crop(_ shot: RasterImage, _ index: Int) -> RasterImage {
                shot.cropped(x: boxes[index].x, y: boxes[index].y, width: boxes[index].width, height: boxes[index].height)
            }
            let still = try await environment.screenshot("shared-\(context.replacingOccurrences(of: " ", with: "-"))-still")
            var result = SharedSheet.lines.indices.map { crop(still, $0) }
            if checks {
                #expect(try await environment.browser.execute("return getComputedStyle(document.getElementById('s4')).display") as? String
                        == "inline-flex", "\(context): the linked sheet does not style the inputs")
            }
            for (index, line) in SharedSheet.lines.enumerated() {
                guard let input = line.input else { continue }
                let svg = try await environment.boundingBox(of: "#\(line.id) svg")
                let layout = try StarRating(starCount: input.stars, value: 0, cellSize: input.size).row.layout
                let row = ReadingRow(layout: layout, originX: svg.x, originY: svg.y, isRightToLeft: isRightToLeft)
                // The second half of a star of halves checks the whole value.
                let x = input.isHalves ? row.halfX(ofStar: input.click, isLeadingHalf: false) : row.centreX(ofStar: input.click)
                for (click, expected) in [(1, input.click), (2, 0)] {
                    try await environment.browser.click(x: x, y: row.middleY)
                    try await environment.browser.move(x: 2, y: 2)
                    try await WebFaceBrowserTests().waitForStillness(environment)
                    let shot = try await environment.screenshot("shared-\(context.replacingOccurrences(of: " ", with: "-"))-\(line.id)-\(click)")
                    let checked = try await environment.checkedValue(input.name)
                    #expect(checked == String(expected), "\(context), \(line.id): click \(click) on star \(input.click) checks \(checked ?? "nothing")")
                    if checks { row.expectWholeValue(expected, in: shot, "\(context), \(line.id), click \(click)") }
                    result.append(crop(shot, index))
                }
            }
            return result
        }
    }
}
