import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceInputBrowserTests {
    /// `--average` in Chromium, in the suite's browser session: the average drawn while nothing
    /// is picked, as the still picture of the same value draws it, and said by the group's
    /// description; a pick slides from it, clearing returns to it, the pointer previews over
    /// it. Real clicks and pointer moves (WebDriver's actions), stars found where the library's
    /// geometry draws them. Run alone with `swift test --filter Average`.
    @Suite struct Average {
        /// 5 stars of 48 px, the default levels 1 and 4: red at 1, yellow from 2 to 4, green at 5.
        static let layout = InputBesidePictures.layout
        /// The average: yellow, its edge inside star 4.
        static let average = 3.6
        /// The still pictures on the page, in the order they sit below the input: the average,
        /// a pick in the band below it (the red layer, which the average hides, shows again),
        /// and one above it (green).
        static let pictureValues = [average, 1, 5]

        typealias DirectionCase = Hover.DirectionCase

        @Test(.cases(3), arguments: DirectionCase.allCases)
        func theAverageShowsUntilAPickWhichSlidesFromItAndClearingReturnsToIt(_ direction: DirectionCase) async throws {
            let environment = try BrowserEnvironment.required()
            let row = try await open(direction, [], as: "average-\(direction.rawValue).html", environment)
            let name = direction.rawValue
            #expect(try await environment.checkedValue("r") == "0", "\(name): nothing is picked at first")
            try await Self.page.expectShows(Self.average, row, "\(name), nothing picked", shot: "average-\(name)-first", environment)
            #expect(try await groupDescription(environment) == "Average 3.6 out of 5")

            // A pick slides from the average: the transition starts where the average put the
            // soft edge, and ends at the pick's; the red layer, which the average hides, fades in.
            let before = try await slideOffset(environment)
            let transitions = try await WebFaceBrowserTests().withTimelineStill(environment) {
                try await environment.browser.click(x: row.centreX(ofStar: 1), y: row.middleY)
                return try await environment.browser.execute("""
                    return document.getAnimations().map(a => a.transitionProperty + ' ' + a.effect.getKeyframes()
                        .map(k => k.transform ? new DOMMatrix(k.transform).e.toFixed(2) : k.opacity).join(' to ')).sort();
                    """) as? [String] ?? []
            }
            #expect(try await environment.checkedValue("r") == "1")
            try await Self.page.expectShows(1, row, "\(name), 1 picked", shot: "average-\(name)-picked", environment)
            let after = try await slideOffset(environment)
            #expect(before != after)
            #expect(transitions == ["opacity 0 to 1", "transform \(before) to \(after)"], "\(name): the transitions of the pick: \(transitions)")
            #expect(try await groupDescription(environment) == "Average 3.6 out of 5", "the description changed with the pick")

            // The pointer previews over a pick, and leaving shows the pick again.
            try await environment.browser.move(x: row.centreX(ofStar: 5), y: row.middleY)
            try await Self.page.expectShows(5, row, "\(name), 1 picked, the pointer over star 5", shot: "average-\(name)-hover", environment)
            try await environment.browser.move(x: 2, y: 2)
            try await Self.page.expectShows(1, row, "\(name), 1 picked, the pointer gone", shot: "average-\(name)-unhovered", environment)

            // Clearing (the picked star clicked again, the script) returns to the average, and
            // so does Escape after another pick.
            try await environment.browser.click(x: row.centreX(ofStar: 1), y: row.middleY)
            #expect(try await environment.checkedValue("r") == "0", "\(name): clicking the picked star again did not clear it")
            try await environment.browser.move(x: 2, y: 2)
            try await Self.page.expectShows(Self.average, row, "\(name), cleared", shot: "average-\(name)-cleared", environment)
            try await environment.browser.click(x: row.centreX(ofStar: 5), y: row.middleY)
            try await environment.browser.press(.escape)
            #expect(try await environment.checkedValue("r") == "0", "\(name): Escape did not clear it")
            // Escape moves the focus to "No rating", whose ring is around the whole row.
            try await environment.browser.execute("document.activeElement.blur()")
            try await environment.browser.move(x: 2, y: 2)
            try await Self.page.expectShows(Self.average, row, "\(name), cleared by Escape", shot: "average-\(name)-escaped", environment)
        }

        @Test func aRequiredInputShowsTheAverageWithNothingCheckedThenEachPick() async throws {
            let environment = try BrowserEnvironment.required()
            let row = try await open(.leftToRight, ["--required"], as: "average-required.html", environment)
            #expect(try await environment.checkedValue("r") == nil)
            try await Self.page.expectShows(Self.average, row, "required, nothing checked", shot: "average-required-first", environment)
            #expect(try await environment.browser.execute("return document.getElementById('form').checkValidity()") as? Bool == false,
                    "an average is no pick: the form must stay invalid")
            for star in [1, 5] {
                try await environment.browser.click(x: row.centreX(ofStar: star), y: row.middleY)
                try await environment.browser.move(x: 2, y: 2)
                try await Self.page.expectShows(Double(star), row, "required, \(star) picked", shot: "average-required-\(star)", environment)
            }
            #expect(try await environment.browser.execute("return document.getElementById('form').checkValidity()") as? Bool == true)
        }

        /// On a dark page (the dark colours) and in forced colours (Highlight), the average
        /// shows as the still picture of 3.6 on the same page shows, and so does a pick.
        @Test(.cases(2), arguments: ["prefers-color-scheme:dark", "forced-colors:active"])
        func onADarkPageAndInForcedColoursTheAverageShowsAsThePicture(_ feature: String) async throws {
            let environment = try BrowserEnvironment.required()
            let (name, value) = (String(feature.split(separator: ":")[0]), String(feature.split(separator: ":")[1]))
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": name, "value": value]]])
            do {
                let row = try await open(.leftToRight, [], as: "average-\(name).html", environment)
                try await Self.page.expectShows(Self.average, row, feature + ", nothing picked", shot: "average-\(name)-first",
                                    isForced: name == "forced-colors", environment)
                try await environment.browser.click(x: row.centreX(ofStar: 5), y: row.middleY)
                try await environment.browser.move(x: 2, y: 2)
                try await Self.page.expectShows(5, row, feature + ", 5 picked", shot: "average-\(name)-5", isForced: name == "forced-colors", environment)
            } catch {
                _ = try? await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
                throw error
            }
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        }

        @Test func underReducedMotionClearingReturnsToTheAverageAtOnce() async throws {
            let environment = try BrowserEnvironment.required()
            let row = try await open(.leftToRight, [], as: "average-reduced.html", environment)
            let average = try await slideOffset(environment)
            try await environment.browser.devTools("Emulation.setEmulatedMedia",
                                                   ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
            try await environment.browser.click(x: row.centreX(ofStar: 5), y: row.middleY)
            try await environment.browser.press(.escape)
            try await environment.browser.move(x: 2, y: 2)
            let state = try await environment.browser.execute("return document.getAnimations().length") as? Int
            let transform = try await slideOffset(environment)
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
            #expect(state == 0, "transitions under reduced motion")
            #expect(transform == average)
        }

        @Test func withTheStyleAndScriptLinkedUnderAStrictPolicyTheAverageShowsAndReturns() async throws {
            let environment = try BrowserEnvironment.required()
            _ = try await environment.browser.consoleMessages()
            let site = environment.site
            let input = try WebFacePages.starsvg(["--interactive", "--stars", "5", "--size", "48", "--average", "3.6", "--name", "r", "--id", "av",
                                                  "--css-out", site.appendingPathComponent("csp-average.css").path,
                                                  "--js-out", site.appendingPathComponent("csp-average.js").path])
            let picture = try WebFacePages.starsvg(["--format", "html", "--stars", "5", "--size", "48", "--value", "3.6", "--id", "ap",
                                                    "--css-out", site.appendingPathComponent("csp-average-picture.css").path])
            let head = """
                <link rel="stylesheet" href="csp-average-layout.css">
                <link rel="stylesheet" href="csp-average.css">
                <link rel="stylesheet" href="csp-average-picture.css">
                <script src="csp-average.js" defer></script>

                """
            try environment.publish("body{margin:0;background:#fff}#i{position:absolute;left:40px;top:40px}#p{position:absolute;left:40px;top:120px}\n",
                                    as: "csp-average-layout.css")
            let body = "<form id=\"form\"><div id=\"i\">\(input)</div></form><div id=\"p\">\(picture)</div>\n"
            #expect(!body.contains("<style") && !body.contains("style=\"") && !body.contains("<script>"))
            try environment.publish("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>csp</title>\n\(head)</head><body>\n\(body)</body></html>\n",
                                    as: "csp-average-page.html")
            try await environment.open("csp-average-page.html")
            let box = try await environment.boundingBox(of: "#av svg")
            let row = ReadingRow(layout: Self.layout, originX: box.x, originY: box.y, isRightToLeft: false)
            let (width, height) = (Int(Self.layout.width), Int(Self.layout.height))
            func expectAverage(_ context: String) async throws {
                try await WebFaceBrowserTests().waitForStillness(environment)
                let shot = try await environment.screenshot("csp-average-\(context)")
                var difference = PixelDifference()
                difference.add(shot.cropped(x: 40, y: 40, width: width, height: height), shot.cropped(x: 40, y: 120, width: width, height: height))
                #expect(difference.mean <= 1.0, "\(context): the linked input differs from the picture of 3.6 by a mean of \(difference.mean)")
            }
            try await expectAverage("first")
            try await environment.browser.click(x: row.centreX(ofStar: 2), y: row.middleY)
            #expect(try await environment.checkedValue("r") == "2")
            try await environment.browser.click(x: row.centreX(ofStar: 2), y: row.middleY)
            #expect(try await environment.checkedValue("r") == "0", "the linked script did not clear the rating")
            try await environment.browser.move(x: 2, y: 2)
            try await expectAverage("cleared")
            let messages = try await environment.browser.consoleMessages()
            #expect(!messages.contains { $0.contains("Content Security Policy") || $0.contains("Refused") }, "\(messages)")
        }

        // MARK: Helpers

        /// The page: the input, showing the average, above the still pictures of `pictureValues`.
        static let page = InputBesidePictures(inputID: "av", pictureValues: pictureValues)

        /// Publishes and loads the page, the input with `extra` arguments, in `direction`;
        /// returns the input's row.
        private func open(_ direction: DirectionCase, _ extra: [String], as name: String, _ environment: BrowserEnvironment) async throws -> ReadingRow {
            try await Self.page.open(["--interactive", "--average", "3.6", "--name", "r", "--label", "Rate it"] + extra, direction, as: name, environment)
        }

        /// How far the soft edge has slid, in the drawing's pixels (its computed transform's
        /// translation), as text.
        private func slideOffset(_ environment: BrowserEnvironment) async throws -> String {
            try await environment.browser.execute("""
                return new DOMMatrix(getComputedStyle(document.querySelector('#av .starsvg-slide')).transform).e.toFixed(2)
                """) as? String ?? "none"
        }

        /// The description of the input's group in the accessibility tree.
        private func groupDescription(_ environment: BrowserEnvironment) async throws -> String? {
            let nodes = try await environment.accessibilityNodes()
            let text = BrowserEnvironment.axText
            let group = nodes.first { text($0, "role") == "group" && text($0, "name") == "Rate it" }
            return group.flatMap { text($0, "description") }
        }
    }
}
