import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceInputBrowserTests {
    /// The hover preview of a rating input in Chromium, in the suite's browser session: the
    /// mouse moved by WebDriver's actions (real input, hit-tested), stars found where the
    /// library's geometry draws them, counted from the end where the row starts to fill. Each
    /// preview is compared with the still picture of the same value on the same page.
    /// Run alone with `swift test --filter Hover`.
    @Suite struct Hover {
        /// 5 stars of 48 px, levels 1 and 4: red at 1, yellow from 2 to 4, green at 5.
        static let layout = InputBesidePictures.layout

        /// An input's direction and its page's.
        enum DirectionCase: String, CaseIterable, Sendable, CustomTestStringConvertible {
            /// No `--dir` on a left-to-right page.
            case leftToRight
            /// No `--dir` on a right-to-left page: mirrored by the style sheet (`:dir(rtl)`).
            case followingARightToLeftPage
            /// `--dir rtl` on a right-to-left page: mirrored in the drawing.
            case rightToLeft

            var testDescription: String { rawValue }
            var arguments: [String] { self == .rightToLeft ? ["--dir", "rtl"] : [] }
            var isPageRightToLeft: Bool { self != .leftToRight }
            var isRightToLeft: Bool { self != .leftToRight }
        }

        @Test(.cases(3), arguments: DirectionCase.allCases)
        func pointingAtAStarPreviewsItsValueAndLeavingShowsTheCheckedOneAgain(_ direction: DirectionCase) async throws {
            let environment = try BrowserEnvironment.required()
            let row = try await open(direction, as: "hover-\(direction.rawValue).html", environment)
            let name = direction.rawValue
            #expect(try await environment.checkedValue("r") == "2")
            try await Self.page.expectShows(2, row, "\(name), before the pointer comes", shot: "hover-\(name)-before", environment)

            // Star 4 (from the start of the row) under the pointer: the click's slide (the
            // colour stays yellow), then the picture of 4. Then 5, the next band up (the yellow
            // layer fades out), and 1, below the checked value (the red layer that the checked
            // 2 hides and the yellow one fade in): each in its own band's colour.
            let slide = "transform 350 cubic-bezier(0.42, 0, 0.58, 1)"
            let fade = "opacity 250 cubic-bezier(0.42, 0, 0.58, 1)"
            for (star, fades) in [(4, 0), (5, 1), (1, 2)] {
                let transitions = try await WebFaceBrowserTests().withTimelineStill(environment) {
                    try await environment.browser.move(x: row.centreX(ofStar: star), y: row.middleY)
                    return try await environment.browser.execute("""
                        return document.getAnimations().map(a => {
                            const t = a.effect.getTiming();
                            return a.transitionProperty + ' ' + t.duration + ' ' + t.easing;
                        }).sort();
                        """) as? [String] ?? []
                }
                #expect(transitions == Array(repeating: fade, count: fades) + [slide],
                        "\(name): the transitions that the pointer coming over star \(star) starts: \(transitions)")
                try await Self.page.expectShows(Double(star), row, "\(name), the pointer over star \(star)", shot: "hover-\(name)-over-\(star)", environment)
                #expect(try await environment.checkedValue("r") == "2", "\(name): pointing at star \(star) checked something")
            }

            // Into the gap after star 1: its label still lies there, so nothing changes.
            try await environment.browser.move(x: row.x(fromStart: Self.layout.cellMinX(ofStarAt: 0) + Self.layout.cellSize + Self.layout.gap / 4),
                                               y: row.middleY)
            #expect(try await runningAnimations(environment) == 0, "\(name): the gap after star 1 started a transition")
            try await Self.page.expectShows(1, row, "\(name), the pointer in the gap after star 1", shot: "hover-\(name)-gap", environment)

            // Off the stars, into the padding before star 1, then away: the checked 2 again.
            try await environment.browser.move(x: row.x(fromStart: Self.layout.gap / 4), y: row.middleY)
            try await Self.page.expectShows(2, row, "\(name), the pointer in the padding", shot: "hover-\(name)-padding", environment)
            try await environment.browser.move(x: row.centreX(ofStar: 5), y: row.middleY)
            try await environment.movePointerAway()
            try await Self.page.expectShows(2, row, "\(name), after the pointer left", shot: "hover-\(name)-after", environment)
            #expect(try await environment.checkedValue("r") == "2")
        }

        @Test func withReducedMotionThePreviewShowsAtOnce() async throws {
            let environment = try BrowserEnvironment.required()
            try await withEmulatedMedia(["prefers-reduced-motion": "reduce"], environment) {
                let row = try await open(.leftToRight, as: "hover-reduced-motion.html", environment)
                try await environment.browser.move(x: row.centreX(ofStar: 5), y: row.middleY)
                let state = try await environment.browser.execute("""
                    const slide = document.querySelector('#hv .starsvg-slide');
                    return [document.getAnimations().length, new DOMMatrix(getComputedStyle(slide).transform).e];
                    """) as? [Any] ?? []
                #expect(state.first as? Int == 0, "animations when the pointer comes under reduced motion: \(state)")
                let offset = try #require(state.last as? Double, "\(state)")
                #expect(abs(offset - Self.layout.width) < 0.01, "the slide under the pointer over star 5 is at \(offset), not \(Self.layout.width)")
                try await Self.page.expectShows(5, row, "reduced motion, the pointer over star 5", shot: "hover-reduced-motion",
                                      waits: false, environment)
            }
        }

        /// A touch screen, as DevTools' device mode emulates one (`Emulation.setEmulatedMedia`
        /// takes no `hover`): (hover: none), (any-hover: none), (pointer: coarse). The mouse
        /// still moves over the labels, and they match `:hover`, as a tapped star keeps doing.
        @Test func whereThePrimaryPointerCannotHoverNothingIsPreviewed() async throws {
            let environment = try BrowserEnvironment.required()
            let name = "hover-none.html"
            let row = try await open(.leftToRight, as: name, environment)
            try await environment.browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1])
            do {
                let matches = try await environment.browser.execute("return [matchMedia('(hover:none)').matches, matchMedia('(any-hover:hover)').matches]")
                try #require(matches as? [Bool] == [true, false], "the emulation of a touch screen does not hold: \(matches)")
                try await environment.browser.move(x: row.centreX(ofStar: 4), y: row.middleY)
                #expect(try await environment.browser.execute("return document.querySelector('#hv-4 + label').matches(':hover')") as? Bool == true,
                        "the label of star 4 is not under the pointer: the check below would prove nothing")
                #expect(try await runningAnimations(environment) == 0, "the pointer over star 4 started a transition under hover: none")
                try await Self.page.expectShows(2, row, "hover: none, the pointer over star 4", shot: "hover-none", environment)
            } catch {
                _ = try? await environment.browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": false])
                throw error
            }
            // Turned off, the emulation leaves (hover: none) until the page loads again. The
            // canary: the same page, the mouse moved onto star 4 again, previews 4.
            try await environment.browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": false])
            let again = try await open(.leftToRight, as: name, environment)
            #expect(try await environment.browser.execute("return matchMedia('(hover:hover)').matches") as? Bool == true)
            try await environment.browser.move(x: again.centreX(ofStar: 4), y: again.middleY)
            try await Self.page.expectShows(4, again, "hover: hover again, the pointer over star 4", shot: "hover-none-lifted", environment)
        }

        @Test func theKeyboardsFocusRingStaysOnItsStarWhileThePointerPreviewsAnother() async throws {
            let environment = try BrowserEnvironment.required()
            let row = try await open(.leftToRight, as: "hover-focus.html", environment)
            try await environment.browser.press(.tab)
            #expect(try await environment.browser.execute("return document.activeElement.id + ' ' + document.activeElement.matches(':focus-visible')")
                    as? String == "hv-2 true")
            try await environment.browser.move(x: row.centreX(ofStar: 4), y: row.middleY)
            let focused = try await Self.page.expectShows(4, row, "focus on 2, the pointer over star 4", shot: "hover-focus-ring",
                                                hasRing: true, environment)
            let outlines = try await environment.browser.execute("""
                return ['hv-2', 'hv-4'].map(id => getComputedStyle(document.querySelector('#' + id + ' + label')).outlineStyle);
                """) as? [String]
            #expect(outlines == ["solid", "none"], "the outlines of the labels of 2 (focused) and 4 (under the pointer): \(outlines ?? [])")
            try await environment.browser.execute("document.activeElement.blur()")
            let blurred = try await Self.page.expectShows(4, row, "no focus, the pointer over star 4", shot: "hover-no-focus-ring", environment)
            // A ring is the text's black along a label's edges (its top rows and side columns,
            // which no star reaches): on 2's while it has the focus, never on 4's under the pointer.
            #expect(try await ringShare(ofLabel: 2, in: focused, environment) > 0.9, "the focus ring on star 2 does not show while 4 is previewed")
            #expect(try await ringShare(ofLabel: 2, in: blurred, environment) < 0.05, "star 2 shows a ring without the focus")
            #expect(try await ringShare(ofLabel: 4, in: focused, environment) < 0.05, "the star under the pointer shows a ring")
            #expect(try await ringShare(ofLabel: 4, in: blurred, environment) < 0.05, "the star under the pointer shows a ring")
        }

        // MARK: Helpers

        /// The page: the input, checked at 2, above the still pictures of 1, 2, 4 and 5.
        static let page = InputBesidePictures(inputID: "hv", pictureValues: [1, 2, 4, 5])

        /// Publishes and loads the page in `direction`; returns the input's row.
        private func open(_ direction: DirectionCase, as name: String, _ environment: BrowserEnvironment) async throws -> ReadingRow {
            try await Self.page.open(["--interactive", "--value", "2", "--name", "r", "--label", "Rate it"], direction, as: name, environment)
        }

        /// The share of the pixels along the label of `value` (its two top rows and two
        /// columns at each side) that are dark, as the ring (the page's black text colour) is.
        private func ringShare(ofLabel value: Int, in shot: RasterImage, _ environment: BrowserEnvironment) async throws -> Double {
            let (minX, minY, maxX, maxY) = try await WebFaceBrowserTests().labelBox("hv-\(value)", environment)
            var points: [(Int, Int)] = []
            for x in minX..<maxX { points += [(x, minY), (x, minY + 1)] }
            for y in (minY + 2)..<(maxY - 2) { points += [(minX, y), (minX + 1, y), (maxX - 2, y), (maxX - 1, y)] }
            let dark = points.filter { shot.pixel($0.0, $0.1).luminance < 100 }.count
            return Double(dark) / Double(points.count)
        }

        /// Runs `body` with the media `features` emulated (name: value), and none after.
        private func withEmulatedMedia<Result>(_ features: KeyValuePairs<String, String>, _ environment: BrowserEnvironment,
                                               _ body: () async throws -> Result) async throws -> Result {
            let list = features.map { ["name": $0.key, "value": $0.value] }
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": list])
            let result: Result
            do {
                result = try await body()
            } catch {
                _ = try? await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
                throw error
            }
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
            return result
        }

        private func runningAnimations(_ environment: BrowserEnvironment) async throws -> Int {
            try await environment.browser.execute("return document.getAnimations().filter(a => a.playState === 'running').length") as? Int ?? -1
        }

    }
}
