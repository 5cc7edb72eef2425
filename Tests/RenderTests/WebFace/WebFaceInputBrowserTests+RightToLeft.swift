import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceInputBrowserTests {
    /// Right-to-left pages (`--dir`) and ratings sized in ems (`--size 1.5em`) in Chromium, in
    /// the suite's browser session. Stars are clicked where they are drawn, computed from the
    /// library's geometry and counted from the end where the row starts to fill, never through
    /// the labels' boxes: a label that lies over another star than the one drawn fails.
    /// Run alone with `swift test --filter RightToLeft`.
    @Suite struct RightToLeft {
        /// The ratings checked: 5 stars of 48 px (a sixth of a star is then 4σ of the soft edge).
        static let layout = try! StarRating(starCount: 5, value: 0, cellSize: 48).row.layout
        /// The geometry of `--size 1.5em`: that of 24 px, at 16 px text.
        static let emLayout = try! StarRating(starCount: 5, value: 0, cellSize: 24).row.layout

        /// A rating input's direction and the page's.
        enum InputCase: String, CaseIterable, Sendable, CustomTestStringConvertible {
            /// No `--dir` on a right-to-left page: drawn left to right and mirrored by the style
            /// sheet, the labels laid out right to left by the page. Its transitions run.
            case followingARightToLeftPage
            /// `--dir rtl` on a right-to-left page.
            case rightToLeftOnARightToLeftPage
            /// `--dir rtl` on a left-to-right page: the fixed direction holds against the page.
            case rightToLeftOnALeftToRightPage
            /// `--dir ltr` on a right-to-left page: counted from the left, as drawn.
            case leftToRightOnARightToLeftPage
            /// No `--dir`, the style sheet and script in files (`--css-out`, `--js-out`) under a
            /// strict Content-Security-Policy, on a right-to-left page: the linked sheet mirrors.
            case linkedFilesOnARightToLeftPage
            /// `--required`, no `--dir`, on a right-to-left page: no "No rating" radio button,
            /// so the first label is star 1's, and nothing is checked at first.
            case requiredFollowingARightToLeftPage

            var testDescription: String { rawValue }

            /// The command's `--dir`, if any, and its linked files, in the site `site`.
            func arguments(site: URL) -> [String] {
                switch self {
                case .followingARightToLeftPage: []
                case .rightToLeftOnARightToLeftPage, .rightToLeftOnALeftToRightPage: ["--dir", "rtl"]
                case .leftToRightOnARightToLeftPage: ["--dir", "ltr"]
                case .linkedFilesOnARightToLeftPage:
                    ["--css-out", site.appendingPathComponent("csp-rtl-rating.css").path,
                     "--js-out", site.appendingPathComponent("csp-rtl-rating.js").path]
                case .requiredFollowingARightToLeftPage: ["--required"]
                }
            }

            /// Whether the page is served under the strict policy, its style and script linked.
            var isLinked: Bool { self == .linkedFilesOnARightToLeftPage }

            /// Whether the page around the input reads right to left.
            var isPageRightToLeft: Bool { self != .rightToLeftOnALeftToRightPage }
            /// Whether the input fills, and counts its stars, from the right.
            var isRightToLeft: Bool { self != .leftToRightOnARightToLeftPage }
            /// Reduced motion is emulated, so that nothing moves (and nothing is waited for),
            /// except where the mirrored slide itself is to come to rest at the right place.
            var reducesMotion: Bool { self != .followingARightToLeftPage }
        }

        @Test(.cases(6), arguments: InputCase.allCases)
        func aClickOnTheKthStarFromTheStartChecksKAndTheArrowKeysFollowTheDirection(_ inputCase: InputCase) async throws {
            let environment = try BrowserEnvironment.required()
            let snippet = try WebFacePages.starsvg(["--interactive", "--stars", "5", "--size", "48", "--name", "r", "--id", "rr",
                                                    "--label", "Rate it"] + inputCase.arguments(site: environment.site))
            let html = inputCase.isLinked
                ? try Self.strictPolicyPage(body: "<div class=\"place\">\(snippet)</div>\n", environment: environment)
                : Self.page(isRightToLeft: inputCase.isPageRightToLeft, body: Self.placed(snippet, x: 40, y: 40))
            if inputCase.isLinked { #expect(!html.contains("<style") && !html.contains("style=\"") && !html.contains("<script>")) }
            _ = try await environment.browser.consoleMessages()
            try await withMotion(reduced: inputCase.reducesMotion, environment) {
                try await open(html, as: (inputCase.isLinked ? "csp-" : "") + "rtl-input-\(inputCase.rawValue).html", environment)
                let box = try await environment.boundingBox(of: "#rr svg")
                let row = ReadingRow(layout: Self.layout, originX: box.x, originY: box.y, isRightToLeft: inputCase.isRightToLeft)
                let side = inputCase.isRightToLeft ? "right" : "left"
                for star in 1...5 {
                    try await environment.browser.click(x: row.centreX(ofStar: star), y: row.middleY)
                    #expect(try await environment.checkedValue("r") == "\(star)", "\(inputCase): a click on star \(star) from the \(side)")
                    #expect(try await submittedValue(environment) == "\(star)", "\(inputCase): the form after star \(star)")
                    try await expectSettled(row, at: star, "\(inputCase), a click on star \(star) from the \(side)",
                                            shot: "rtl-\(inputCase.rawValue)-click-\(star)", environment)
                }

                // The keyboard, from 2: the radio buttons' order runs from the start, so the arrow
                // pointing away from it (ArrowLeft, right to left) goes up and the other down.
                // The pointer leaves the stars, or star 2 would stay previewed under it.
                try await environment.browser.click(x: row.centreX(ofStar: 2), y: row.middleY)
                try await environment.movePointerAway()
                try await environment.browser.execute("document.querySelector('#rr input:checked').focus()")
                #expect(try await activeID(environment) == "rr-2")
                let (up, down): (WebDriverSession.Key, WebDriverSession.Key) = inputCase.isRightToLeft
                    ? (.arrowLeft, .arrowRight) : (.arrowRight, .arrowLeft)
                for (step, (key, expected)) in [(up, 3), (up, 4), (down, 3), (down, 2)].enumerated() {
                    try await environment.browser.press(key)
                    let context = "\(inputCase), key \(step + 1) (\(key == .arrowLeft ? "ArrowLeft" : "ArrowRight"))"
                    #expect(try await environment.checkedValue("r") == "\(expected)", "\(context)")
                    #expect(try await activeID(environment) == "rr-\(expected)", "\(context): the focus")
                    #expect(try await submittedValue(environment) == "\(expected)", "\(context): the form")
                    try await expectSettled(row, at: expected, context, shot: "rtl-\(inputCase.rawValue)-key-\(step + 1)", environment)
                }
            }
            if inputCase.isLinked {
                let messages = try await environment.browser.consoleMessages()
                #expect(!messages.contains { $0.contains("Content Security Policy") || $0.contains("Refused") }, "\(messages)")
            }
        }

        @Test func aPictureOfTwoAndAHalfFillsTheRightHalfOfTheThirdStarFromTheRight() async throws {
            let environment = try BrowserEnvironment.required()
            let picture = ["--format", "html", "--stars", "5", "--value", "2.5", "--size", "48"]
            // The right-to-left page: no --dir (mirrored by the page) and --dir ltr (as drawn).
            // The left-to-right page: --dir rtl (mirrored in the drawing), and no --dir (as drawn).
            let rightToLeftPage = Self.page(isRightToLeft: true, body:
                Self.placed(Self.named("pa", try WebFacePages.starsvg(picture + ["--id", "pa"])), x: 40, y: 40)
                + Self.placed(Self.named("pl", try WebFacePages.starsvg(picture + ["--id", "pl", "--dir", "ltr"])), x: 40, y: 140))
            let leftToRightPage = Self.page(isRightToLeft: false, body:
                Self.placed(Self.named("pr", try WebFacePages.starsvg(picture + ["--id", "pr", "--dir", "rtl"])), x: 40, y: 40)
                + Self.placed(Self.named("pn", try WebFacePages.starsvg(picture + ["--id", "pn"])), x: 40, y: 140))
            var crops: [String: RasterImage] = [:]
            try await withMotion(reduced: true, environment) {
                for (name, html, ids) in [("rtl-picture-rtl-page", rightToLeftPage, ["pa", "pl"]),
                                          ("rtl-picture-ltr-page", leftToRightPage, ["pr", "pn"])] {
                    try await open(html, as: name + ".html", environment)
                    let shot = try await environment.screenshot(name)
                    for id in ids {
                        let box = try await environment.boundingBox(of: "#\(id) svg")
                        let isRightToLeft = id == "pa" || id == "pr"
                        ReadingRow(layout: Self.layout, originX: box.x, originY: box.y, isRightToLeft: isRightToLeft)
                            .expectHalfValue(after: 2, in: shot, "picture \(id) on the \(name)")
                        crops[id] = shot.cropped(x: Int(box.x.rounded()), y: Int(box.y.rounded()),
                                                 width: Int(Self.layout.width), height: Int(Self.layout.height))
                    }
                }
            }
            // The page's mirror and the drawing's own (--dir rtl) are the mirror image of the
            // drawing left to right; without --dir on a left-to-right page it is that drawing.
            let (pa, pl, pr, pn) = (try #require(crops["pa"]), try #require(crops["pl"]), try #require(crops["pr"]), try #require(crops["pn"]))
            MirrorImageCheck.expect(pa, of: pl, "Chromium: the picture without --dir on a right-to-left page")
            MirrorImageCheck.expect(pr, of: pl, "Chromium: --dir rtl on a left-to-right page")
            var same = PixelDifference()
            same.add(pn, pl)
            #expect(same.percentile(1) == 0, "without --dir on a left-to-right page the picture differs from --dir ltr (mean \(same.mean))")
        }

        @Test func anEmSizedRatingIsTwiceAsWideIn32pxTextAndItsLabelsStayOnItsStars() async throws {
            let environment = try BrowserEnvironment.required()
            let picture = ["--format", "html", "--stars", "5", "--value", "3", "--size", "1.5em"]
            func input(_ id: String) -> [String] { ["--interactive", "--stars", "5", "--size", "1.5em", "--name", id, "--id", id] }
            // A heading of 32 px text holds a picture and an input (a fieldset is no phrasing
            // content, but browsers lay it out there all the same; what counts is the font size).
            func heading(_ markup: String, y: Int) -> String {
                "<h1 class=\"place\" style=\"left:20px;top:\(y)px;margin:0;font-size:32px\">\(markup)</h1>\n"
            }
            let html = Self.page(isRightToLeft: false, body:
                Self.placed(Self.named("e16", try WebFacePages.starsvg(picture + ["--id", "e16"])), x: 20, y: 20)
                + heading(Self.named("e32", try WebFacePages.starsvg(picture + ["--id", "e32"])), y: 100)
                + Self.placed(try WebFacePages.starsvg(input("i16")), x: 20, y: 200)
                + heading(try WebFacePages.starsvg(input("i32")), y: 300))
            try await withMotion(reduced: true, environment) {
                try await open(html, as: "em-sizes.html", environment)
                let widths = try await environment.browser.execute("""
                    return ['#e16 svg', '#e32 svg', '#i16', '#i32', '#i16 svg', '#i32 svg']
                        .map(s => document.querySelector(s).getBoundingClientRect())
                        .map(r => [r.width, r.height]);
                    """) as? [[Double]] ?? []
                try #require(widths.count == 6 && widths.allSatisfy { $0.count == 2 }, "\(widths)")
                for (name, small, large) in [("the picture", widths[0], widths[1]), ("the input", widths[2], widths[3]),
                                             ("the input's stars", widths[4], widths[5])] {
                    #expect(abs(small[0] - Self.emLayout.width) < 0.01 && abs(small[1] - Self.emLayout.height) < 0.01,
                            "\(name) at 16 px text is \(small), not the 24 px rating's \(Self.emLayout.width)×\(Self.emLayout.height)")
                    #expect(abs(large[0] - 2 * small[0]) < 0.01 && abs(large[1] - 2 * small[1]) < 0.01,
                            "\(name) at 32 px text is \(large), not twice \(small)")
                }
                // Each label covers its star's cell and half the gaps beside it, at twice the size.
                let stars = try await environment.boundingBox(of: "#i32 svg")
                let layout = Self.emLayout
                for star in 1...5 {
                    let label = try await environment.boundingBox(of: "label[for=\"i32-\(star)\"]")
                    let left = stars.x + 2 * (layout.cellMinX(ofStarAt: star - 1) - layout.gap / 2)
                    #expect(abs(label.x - left) < 0.01 && abs(label.width - 2 * (layout.cellSize + layout.gap)) < 0.01
                            && abs(label.y - stars.y) < 0.01 && abs(label.height - 2 * layout.cellSize) < 0.01,
                            "label of star \(star) at 32 px: \(label), star cell from x = \(left)")
                }
                let shot = try await environment.screenshot("em-picture")
                let picture = try await environment.boundingBox(of: "#e32 svg")
                ReadingRow(layout: layout, originX: picture.x, originY: picture.y, scale: 2, isRightToLeft: false)
                    .expectWholeValue(3, in: shot, "the picture of 3 at 32 px text")
                let row = ReadingRow(layout: layout, originX: stars.x, originY: stars.y, scale: 2, isRightToLeft: false)
                for star in 1...5 {
                    try await environment.browser.click(x: row.centreX(ofStar: star), y: row.middleY)
                    #expect(try await environment.checkedValue("i32") == "\(star)", "a click on star \(star) at 32 px text")
                    try await expectSettled(row, at: star, "the input at 32 px text, a click on star \(star)",
                                            shot: "em-click-\(star)", environment)
                }
            }
        }

        // MARK: Pages

        /// A page reading right to left (Hebrew) or left to right (English), its body inside a
        /// form; `head` is its style (inline, unless given).
        static func page(isRightToLeft: Bool, body: String,
                         head: String = "<style>\(PinnedFont.pageRules)body{margin:0;background:#fff}.place{position:absolute}</style>\n") -> String {
            """
            <!DOCTYPE html>
            <html dir="\(isRightToLeft ? "rtl" : "ltr")" lang="\(isRightToLeft ? "he" : "en")">
            <head>
            <meta charset="utf-8">
            <title>starsvg right to left</title>
            \(head)</head>
            <body>
            <form id="form" action="submitted.html" method="get">
            \(body)</form>
            </body>
            </html>

            """
        }

        /// A right-to-left page with nothing inline, for the strict policy: its layout (the
        /// rating at 40, 40, as `placed(_:x:y:)` puts it) in a sheet of its own, the rating's
        /// sheet and script as `--css-out` and `--js-out` wrote them.
        static func strictPolicyPage(body: String, environment: BrowserEnvironment) throws -> String {
            try environment.publish("body{margin:0;background:#fff;font:16px sans-serif}.place{position:absolute;left:40px;top:40px}\n",
                                    as: "csp-rtl-layout.css")
            return page(isRightToLeft: true, body: body, head: """
                <link rel="stylesheet" href="csp-rtl-layout.css">
                <link rel="stylesheet" href="csp-rtl-rating.css">
                <script src="csp-rtl-rating.js" defer></script>

                """)
        }

        /// `markup` with its top-left corner at (`x`, `y`).
        /// A picture, which holds no id, inside an element that the checks find it by.
        static func named(_ id: String, _ markup: String) -> String {
            "<span id=\"\(id)\">\(markup)</span>"
        }

        static func placed(_ markup: String, x: Int, y: Int) -> String {
            "<div class=\"place\" style=\"left:\(x)px;top:\(y)px\">\(markup)</div>\n"
        }

        // MARK: Helpers

        /// Runs `body` with reduced motion emulated or not, and none after.
        private func withMotion(reduced: Bool, _ environment: BrowserEnvironment, _ body: () async throws -> Void) async throws {
            let features: [[String: String]] = reduced ? [["name": "prefers-reduced-motion", "value": "reduce"]] : []
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": features])
            do {
                try await body()
            } catch {
                _ = try? await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
                throw error
            }
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        }

        private func open(_ html: String, as name: String, _ environment: BrowserEnvironment) async throws {
            try environment.publish(html, as: name)
            try await environment.open(name)
        }

        /// Once nothing moves, expects the row to show the whole value `value`.
        private func expectSettled(_ row: ReadingRow, at value: Int, _ context: String, shot name: String,
                                   _ environment: BrowserEnvironment, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            try await WebFaceBrowserTests().waitForStillness(environment)
            let shot = try await environment.screenshot(name)
            row.expectWholeValue(value, in: shot, context, sourceLocation: sourceLocation)
        }



        /// What the form would send for `r`.
        private func submittedValue(_ environment: BrowserEnvironment) async throws -> String? {
            try await environment.browser.execute("return new FormData(document.getElementById('form')).get('r')") as? String
        }

        private func activeID(_ environment: BrowserEnvironment) async throws -> String? {
            try await environment.browser.execute("return document.activeElement.id") as? String
        }
    }
}
