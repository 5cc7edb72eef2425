import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// The whole-page recipe of Documentation/web-pages.md in Chromium: one `starsvg batch`
    /// run with `--css-out` and `--js-out` writes every snippet, one sheet and one script; the
    /// page links the two and holds the snippets, and is served with
    /// `Content-Security-Policy: default-src 'none'; style-src 'self'; script-src 'self'`.
    /// Every rating draws its value, each input checks the star clicked (the form sends it) and
    /// the shared script clears it, and the page reports no violation of the policy: neither
    /// to a `securitypolicyviolation` listener (loaded first, from its own file) nor in the
    /// console. The same page from a batch without `--js-out` is the canary: its inline
    /// scripts are refused, and the listener counts them. Run alone with
    /// `swift test --filter StrictPage`.
    @Suite struct StrictPage {
        /// A batch line, the rating it draws, and, for an input, its name, the star to click
        /// and whether a second click clears it (a required input keeps it).
        struct Line: Sendable {
            let json: String
            let stars: Int
            let size: Double
            let value: Int
            var input: (name: String, click: Int, clears: Bool)? = nil
        }

        static let lines: [Line] = [
            Line(json: #"{"format":"html","value":4,"size":48}"#, stars: 5, size: 48, value: 4),
            Line(json: ##"{"format":"html","value":2,"size":48,"colors":["#d7263d","#f49d37","#1b998b"]}"##, stars: 5, size: 48, value: 2),
            Line(json: #"{"format":"html","value":3,"size":48,"animate":true}"#, stars: 5, size: 48, value: 3),
            Line(json: #"{"interactive":true,"value":1,"size":48,"name":"a","label":"How was it?"}"#, stars: 5, size: 48, value: 1,
                 input: ("a", 4, true)),
            Line(json: #"{"interactive":true,"value":3,"size":24,"stars":10,"step":0.5,"name":"b"}"#, stars: 10, size: 24, value: 3,
                 input: ("b", 7, true)),
            Line(json: #"{"interactive":true,"value":2,"size":48,"name":"c","required":true}"#, stars: 5, size: 48, value: 2,
                 input: ("c", 5, false)),
            Line(json: #"{"interactive":true,"size":48,"name":"d","animate":true,"average":2.5}"#, stars: 5, size: 48, value: 0,
                 input: ("d", 3, true)),
        ]

        /// Counts the policy's violations in `window.starsvgViolations`: a file of its own, as
        /// the policy allows no inline script, loaded before anything else on the page.
        static let watcher = """
            window.starsvgViolations = [];
            document.addEventListener("securitypolicyviolation", function (event) {
              window.starsvgViolations.push(event.violatedDirective + " " + event.blockedURI);
            });

            """

        @Test func oneBatchMakesAPageThatDrawsAndWorksUnderAStrictPolicy() async throws {
            let environment = try BrowserEnvironment.required()
            let site = environment.site
            try environment.publish(Self.watcher, as: "csp-watch.js")
            let jsonl = site.appendingPathComponent("csp-page.jsonl")
            try Data(Self.lines.map(\.json).joined(separator: "\n").utf8).write(to: jsonl)
            let output = try WebFacePages.batch([jsonl.path, "--css-out", site.appendingPathComponent("csp-page.css").path,
                                                 "--js-out", site.appendingPathComponent("csp-page.js").path, "--jobs", "2"])
            #expect(!output.contains("<script") && !output.contains("<style") && !output.contains("style=\""))
            let script = try String(contentsOf: site.appendingPathComponent("csp-page.js"), encoding: .utf8)
            #expect(script.contains("addEventListener"), "the page's script is not the inputs' script")
            try environment.publish(Self.page(Self.snippets(output), layoutSheet: "csp-page-layout.css",
                                              links: ["csp-page.css"], scripts: ["csp-page.js"]).html, as: "csp-page.html")
            try environment.publish(Self.page([], layoutSheet: nil, links: [], scripts: []).layout, as: "csp-page-layout.css")
            _ = try await environment.browser.consoleMessages()
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
            try await environment.open("csp-page.html")
            try await WebFaceBrowserTests().waitForStillness(environment)

            // Every rating draws its value, from the linked sheet.
            let still = try await environment.screenshot("csp-page-still")
            var rows: [ReadingRow] = []
            for (index, line) in Self.lines.enumerated() {
                let box = try await environment.boundingBox(of: "#place\(index) svg")
                let layout = try StarRating(starCount: line.stars, value: 0, cellSize: line.size).row.layout
                let row = ReadingRow(layout: layout, originX: box.x, originY: box.y, isRightToLeft: false)
                rows.append(row)
                if line.input?.name == "d" {
                    // The average, 2.5, until a pick.
                    row.expectHalfValue(after: 2, in: still, "line \(index + 1), the average")
                } else {
                    row.expectWholeValue(line.value, in: still, "line \(index + 1), at first")
                }
            }
            #expect(try await environment.browser.execute("return getComputedStyle(document.querySelector('#place3 fieldset')).display") as? String
                    == "inline-flex", "the linked sheet does not lay the inputs out")

            // Each input checks the star clicked, shows it, and the form sends it; a second
            // click clears it by the linked script (a required input keeps it).
            var clicked = 0
            for (index, line) in Self.lines.enumerated() {
                guard let input = line.input else { continue }
                clicked += 1
                let row = rows[index]
                let x = line.stars == 10 ? row.halfX(ofStar: input.click, isLeadingHalf: false) : row.centreX(ofStar: input.click)
                try await environment.browser.click(x: x, y: row.middleY)
                #expect(try await environment.checkedValue(input.name) == String(input.click), "\(input.name): first click")
                #expect(try await environment.browser.execute("return new FormData(document.getElementById('form')).get(arguments[0])",
                                                              [input.name]) as? String == String(input.click))
                try await environment.movePointerAway()
                try await WebFaceBrowserTests().waitForStillness(environment)
                let shot = try await environment.screenshot("csp-page-\(input.name)-\(input.click)")
                row.expectWholeValue(input.click, in: shot, "\(input.name) after a click on star \(input.click)")
                try await environment.browser.click(x: x, y: row.middleY)
                #expect(try await environment.checkedValue(input.name) == (input.clears ? "0" : String(input.click)),
                        "\(input.name): second click")
                try await environment.movePointerAway()
            }
            #expect(clicked == 4, "\(clicked) of the page's 4 inputs clicked")

            let violations = try await environment.browser.execute("return window.starsvgViolations") as? [String]
            #expect(violations == [], "the page broke its policy: \(violations ?? ["the watcher did not run"])")
            let messages = try await environment.browser.consoleMessages()
            #expect(!messages.contains { $0.contains("Content Security Policy") || $0.contains("Refused") }, "\(messages)")

            // The canary: the same batch without --js-out leaves an inline script in each input,
            // which the policy refuses, and the watcher and the console report it.
            let inline = try WebFacePages.batch([jsonl.path, "--css-out", site.appendingPathComponent("csp-canary-page.css").path])
            #expect(inline.contains("<script>"))
            try environment.publish(Self.page(Self.snippets(inline), layoutSheet: "csp-page-layout.css",
                                              links: ["csp-canary-page.css"], scripts: []).html, as: "csp-canary-page.html")
            try await environment.open("csp-canary-page.html")
            let refused = try await environment.browser.execute("return window.starsvgViolations") as? [String] ?? []
            #expect(refused.contains { $0.hasPrefix("script-src") }, "no violation counted for the inline scripts: \(refused)")
            let canaryMessages = try await environment.browser.consoleMessages()
            #expect(canaryMessages.contains { $0.contains("Content Security Policy") }, "\(canaryMessages)")
        }

        // MARK: Helpers

        /// The snippets of a batch's standard output, one a line of `lines`.
        static func snippets(_ output: String) throws -> [String] {
            let snippets = WebFacePages.snippets(ofBatchOutput: output)
            try #require(snippets.count == lines.count, "\(snippets.count) snippets for \(lines.count) lines")
            return snippets
        }

        /// The page of the recipe: the watcher first, the sheets and the scripts linked, the
        /// snippets in one form, each in a place of its own that `layout` (a sheet of its own,
        /// as the policy allows no inline style) puts on the page.
        static func page(_ snippets: [String], layoutSheet: String?, links: [String], scripts: [String]) -> (html: String, layout: String) {
            var layout = "body{margin:0;background:#fff;font:16px sans-serif}\n"
            var body = ""
            var y = 20
            for (index, line) in lines.enumerated() {
                layout += "#place\(index){position:absolute;left:40px;top:\(y)px}\n"
                y += Int(line.size) + (line.input == nil ? 20 : 44)
                if index < snippets.count { body += "<div id=\"place\(index)\">\(snippets[index])</div>\n" }
            }
            let head = ["<script src=\"csp-watch.js\"></script>"]
                + (layoutSheet.map { ["<link rel=\"stylesheet\" href=\"\($0)\">"] } ?? [])
                + links.map { "<link rel=\"stylesheet\" href=\"\($0)\">" }
                + scripts.map { "<script src=\"\($0)\" defer></script>" }
            let html = """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <title>starsvg: a page from one batch</title>
                \(head.joined(separator: "\n"))
                </head>
                <body>
                <form id="form" action="submitted.html" method="get">
                \(body)</form>
                </body>
                </html>

                """
            return (html, layout)
        }
    }
}
