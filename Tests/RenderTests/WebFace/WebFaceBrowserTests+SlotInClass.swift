import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// A template's live rating under a strict Content-Security-Policy (`--slot-in class`,
    /// Documentation/web-pages.md, "Templates under a strict Content-Security-Policy"): the
    /// snippet with its class filled in as an engine would (`starsvg-value-35`), the sheet
    /// linked, draws 3.5 under `style-src 'self'` and says so to readers; the same value in a
    /// slot in the style attribute (`--slot-in style`, the default) draws 3.5 without the policy
    /// and nothing under it, the canary that shows the policy at work. In Chromium, the page
    /// served with the policy as its header, and in Firefox, a `file:` page with the policy in
    /// its `<meta>`. Run alone with `swift test --filter SlotInClass`.
    @Suite struct SlotInClass {
        /// Where the two ratings stand: the slot in the class above, the slot in the style below.
        static let origins = (class: (x: 40.0, y: 20.0), style: (x: 40.0, y: 100.0))
        static let size = 48.0

        /// The two snippets, their slots filled with 3.5 as a template engine would, written
        /// with one sheet into `folder` (as `sheet`): the class's `{{ tenths }}` with 35, the
        /// style's `{{ value }}` (its custom property and its accessible name) with 3.5.
        static func snippets(sheet: URL) throws -> (class: String, style: String) {
            let look = ["--live", "--size", "48", "--css-out", sheet.path]
            let inClass = try WebFacePages.starsvg(look + ["--value-slot", "{{ tenths }}", "--slot-in", "class"])
            let inStyle = try WebFacePages.starsvg(look + ["--value-slot", "{{ value }}"])
            #expect(!inClass.contains("style="), "a slot in the class wrote a style attribute: \(inClass)")
            #expect(inStyle.contains(#" style="--starsvg-value:{{ value }}""#), "\(inStyle)")
            return (inClass.replacingOccurrences(of: "{{ tenths }}", with: "35"), inStyle.replacingOccurrences(of: "{{ value }}", with: "3.5"))
        }

        /// The page: the policy in a `<meta>` when `meta` (a `file:` page has no header), the
        /// sheets linked (the layout in a file of its own, as the policy refuses inline style),
        /// and the two ratings.
        static func page(_ snippets: (class: String, style: String), sheet: String, layout: String, meta: Bool, watcher: String? = nil) -> String {
            let policy = meta ? "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; style-src 'self'\">\n" : ""
            let watch = watcher.map { "<script src=\"\($0)\"></script>\n" } ?? ""
            return """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                \(policy)<title>starsvg: a template's live ratings under a strict policy</title>
                \(watch)<link rel="stylesheet" href="\(layout)">
                <link rel="stylesheet" href="\(sheet)">
                </head>
                <body>
                <div id="in-class">\(snippets.class)</div>
                <div id="in-style">\(snippets.style)</div>
                </body>
                </html>

                """
        }

        /// The layout sheet: white, and the two ratings where `origins` puts them.
        /// The page's own sheet. Firefox's `--screenshot` is taken at load, which can come before
        /// `content-visibility: auto` has first found the ratings on screen: the shot was blank in
        /// about one run in five, every rating undrawn. The page draws them at once.
        static let layout = """
            html,body{margin:0;background:#fff;overflow:hidden}
            body svg.starsvg-live{content-visibility:visible}
            #in-class,#in-style{position:absolute;left:40px;line-height:0}
            #in-class{top:20px}
            #in-style{top:100px}

            """

        /// The rows of the two ratings, to read their values from a screenshot.
        static func rows() throws -> (class: ReadingRow, style: ReadingRow) {
            let layout = try StarRating(value: 0, cellSize: size).row.layout
            return (ReadingRow(layout: layout, originX: origins.class.x, originY: origins.class.y, isRightToLeft: false),
                    ReadingRow(layout: layout, originX: origins.style.x, originY: origins.style.y, isRightToLeft: false))
        }

        @Test func chromiumDrawsTheClassesValueUnderAStrictPolicy() async throws {
            let environment = try BrowserEnvironment.required()
            let site = environment.site
            let snippets = try Self.snippets(sheet: site.appendingPathComponent("csp-slot.css"))
            try environment.publish(StrictPage.watcher, as: "csp-slot-watch.js")
            try environment.publish(Self.layout, as: "csp-slot-layout.css")
            // Served with the strict policy (a name starting with csp-), and without it.
            try environment.publish(Self.page(snippets, sheet: "csp-slot.css", layout: "csp-slot-layout.css", meta: false,
                                              watcher: "csp-slot-watch.js"), as: "csp-slot.html")
            try environment.publish(Self.page(snippets, sheet: "csp-slot.css", layout: "csp-slot-layout.css", meta: false), as: "slot.html")
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
            let rows = try Self.rows()

            try await environment.open("slot.html")
            try await WebFaceBrowserTests().waitForStillness(environment)
            let open = try await environment.screenshot("slot-without-policy")
            rows.class.expectHalfValue(after: 3, in: open, "the slot in the class, no policy")
            rows.style.expectHalfValue(after: 3, in: open, "the slot in the style, no policy")

            try await environment.open("csp-slot.html")
            try await WebFaceBrowserTests().waitForStillness(environment)
            let strict = try await environment.screenshot("csp-slot")
            rows.class.expectHalfValue(after: 3, in: strict, "the slot in the class, under the policy")
            // The canary: the policy drops the style attribute, and the rating shows its own 0.
            rows.style.expectWholeValue(0, in: strict, "the slot in the style, under the policy")
            let violations = try await environment.browser.execute("return window.starsvgViolations") as? [String] ?? []
            #expect(!violations.isEmpty && violations.allSatisfy { $0.hasPrefix("style-src") },
                    "the policy should refuse the style attribute, and nothing else: \(violations)")

            // Readers hear the class's value, from the snippet's text.
            _ = try await environment.browser.devTools("Accessibility.enable")
            let heard = try await Spoken.heard(environment, "in-class", becoming: "Rating: 3.5 out of 5")
            #expect(heard.text == "Rating: 3.5 out of 5", "\(heard.text)")

            // A script that changes the class changes the value, under the policy too.
            _ = try await environment.browser.execute("""
                document.querySelector('#in-class svg').classList.replace('starsvg-value-35', 'starsvg-value-20');
                document.body.getBoundingClientRect();
                """)
            try await WebFaceBrowserTests().waitForStillness(environment)
            let changed = try await environment.screenshot("csp-slot-changed")
            rows.class.expectWholeValue(2, in: changed, "the slot's class changed to 20, under the policy")
            let spoken = try await Spoken.heard(environment, "in-class", becoming: "Rating: 2 out of 5")
            #expect(spoken.text == "Rating: 2 out of 5", "\(spoken.text)")
        }

        @Test func firefoxDrawsTheClassesValueUnderAStrictPolicy() async throws {
            let folder = try RightToLeftRenderTests.folder("slot-in-class")
            let snippets = try Self.snippets(sheet: folder.appendingPathComponent("live.css"))
            let sheet = try Data(contentsOf: folder.appendingPathComponent("live.css"))
            // Each page in a folder of its own, beside its own copies of the sheets ('self').
            var shots: [RasterImage] = []
            for (name, meta) in [("open", false), ("strict", true)] {
                let pageFolder = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
                try sheet.write(to: pageFolder.appendingPathComponent("live.css"))
                try Data(Self.layout.utf8).write(to: pageFolder.appendingPathComponent("layout.css"))
                shots.append(try await FirefoxScreenshot.take(Self.page(snippets, sheet: "live.css", layout: "layout.css", meta: meta),
                                                              in: pageFolder, width: 400, height: 200))
            }
            let rows = try Self.rows()
            let (open, strict) = (shots[0], shots[1])
            rows.class.expectHalfValue(after: 3, in: open, "Firefox, the slot in the class, no policy")
            rows.style.expectHalfValue(after: 3, in: open, "Firefox, the slot in the style, no policy")
            rows.class.expectHalfValue(after: 3, in: strict, "Firefox, the slot in the class, under the policy")
            rows.style.expectWholeValue(0, in: strict, "Firefox, the slot in the style, under the policy")
        }
    }
}
