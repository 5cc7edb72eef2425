import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// The web face in a real browser: headless Chromium driven over WebDriver with real input
/// events (pointer clicks, key presses), one session for every check. Each check loads its own
/// page, so none depends on another; transitions are paused through `document.getAnimations()`
/// to look at a given instant. Pages, screenshots and chromedriver's log stay in
/// `.build/browser-tests/`.
@Suite(.serialized, .browserSession("faces"))
struct WebFaceBrowserTests {
    /// The main page: ratings A, B and C as inputs in one form, and A's still reference at 4.
    static let inputPlacements = [
        WebFacePages.Placement(arguments: WebFacePages.ratingA(), x: 20, y: 20),
        WebFacePages.Placement(arguments: WebFacePages.ratingB, x: 20, y: 140),
        WebFacePages.Placement(arguments: WebFacePages.ratingC, x: 20, y: 240),
    ]

    /// Rating A's geometry, from the library: where its stars and its fill edges are.
    static let layoutA = try! StarRating(starCount: 5, value: 0, levels: [1, 4], cellSize: 60).row

    /// Publishes the main page (and what it refers to) and loads it, with no emulation left
    /// over from another check.
    func openInputs(_ environment: BrowserEnvironment, placements: [WebFacePages.Placement] = inputPlacements,
                            name: String = "inputs.html") async throws {
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        try environment.publish(try WebFacePages.starsvg(WebFacePages.stillA(value: 4)), as: "a-value4.svg")
        try environment.publish("<!DOCTYPE html><title>sent</title><p>sent</p>\n", as: "submitted.html")
        try environment.publish(try WebFacePages.page(placements).html, as: name)
        try await environment.open(name)
    }

    // MARK: Clicks

    @Test func clickingStarFourChecksRadioFourAndTheFormSendsIt() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment)
        try await clickStar(4, of: "ra", environment)
        #expect(try await environment.checkedValue("a") == "4")
        #expect(try await environment.browser.execute("return new FormData(document.getElementById('form')).get('a')") as? String == "4")
        try await waitForStillness(environment)
        let shot = try await environment.screenshot("click-star-4")
        let input = shot.cropped(x: 20, y: 20, width: 390, height: 60)
        let reference = shot.cropped(x: WebFacePages.referenceA4.x, y: WebFacePages.referenceA4.y, width: 390, height: 60)
        // Star 4 in its band's colour, star 5 without colour, as the still SVG of 4 shows them.
        #expect(input.pixel(Self.starCentreX(4), 30).colorfulness > 120, "star 4: \(input.pixel(Self.starCentreX(4), 30))")
        #expect(input.pixel(Self.starCentreX(5), 30).colorfulness < 10, "star 5: \(input.pixel(Self.starCentreX(5), 30))")
        #expect(input.pixel(Self.starCentreX(4), 30).maximumChannelDifference(to: reference.pixel(Self.starCentreX(4), 30)) <= 3)
        var difference = PixelDifference()
        difference.add(input, reference)
        #expect(difference.mean <= 1.0, "the settled input differs from the still SVG of 4 by a mean of \(difference.mean)")
    }

    // MARK: Timing

    @Test func halfWayThroughASlideTheEdgeIsHalfWayAndTheColourHasTurnedAt250ms() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment)
        try await clickStar(1, of: "ra", environment)
        try await waitForStillness(environment)
        let running = try await withTimelineStill(environment) {
            try await clickStar(4, of: "ra", environment)
            return try await pauseAllAnimations(at: 175, environment)
        }
        #expect(running >= 2, "the slide and the colour should be transitions running after the click (found \(running))")
        let atHalf = try await environment.screenshot("slide-175ms").cropped(x: 20, y: 20, width: 390, height: 60)
        let from = Self.layoutA.fillEdge(forValue: 1, mode: .area)
        let to = Self.layoutA.fillEdge(forValue: 4, mode: .area)
        let edge = Self.rightmostColoredX(in: atHalf, y: 30)
        let expected = (from + to) / 2
        #expect(abs(Double(edge) - expected) <= 0.15 * (to - from),
                "at 175 ms the edge is at \(edge), not half-way at \(expected) (±\(0.15 * (to - from)))")

        _ = try await pauseAllAnimations(at: 125, environment)
        let before = try await environment.screenshot("slide-125ms").cropped(x: 20, y: 20, width: 390, height: 60)
        _ = try await pauseAllAnimations(at: 250, environment)
        let atEnd = try await environment.screenshot("slide-250ms").cropped(x: 20, y: 20, width: 390, height: 60)
        let redOpacity = try await environment.browser.execute("return getComputedStyle(document.querySelector('#ra .starsvg-c0')).opacity") as? String
        #expect(redOpacity == "0", "at 250 ms the red layer's opacity is \(redOpacity ?? "?")")
        let settled = try await referencePixel(star: 1, environment)
        let star1 = Self.starCentreX(1)
        #expect(atEnd.pixel(star1, 30).maximumChannelDifference(to: settled) <= 4,
                "at 250 ms star 1 is \(atEnd.pixel(star1, 30)), not yet the settled \(settled)")
        // Half-way through the cross-fade it is neither: the check above can tell them apart.
        #expect(before.pixel(star1, 30).maximumChannelDifference(to: settled) > 20,
                "at 125 ms star 1 is already \(before.pixel(star1, 30))")
    }

    @Test func clickingTheSelectedStarAgainClearsTheRating() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment)
        try await clickStar(4, of: "ra", environment)
        try await waitForStillness(environment)
        #expect(try await environment.checkedValue("a") == "4")
        try await clickStar(4, of: "ra", environment)
        #expect(try await environment.checkedValue("a") == "0")
        #expect(try await environment.browser.execute("return new FormData(document.getElementById('form')).get('a')") as? String == "0")
        // Under the pointer, star 4 stays previewed until the pointer leaves.
        try await environment.movePointerAway()
        try await waitForStillness(environment)
        let input = try await environment.screenshot("cleared").cropped(x: 20, y: 20, width: 390, height: 60)
        #expect(Self.coloredPixelCount(input) == 0, "colour shows after clearing")
        // Escape and Delete clear too, from the keyboard.
        try await clickStar(2, of: "ra", environment)
        try await environment.browser.press(.escape)
        #expect(try await environment.checkedValue("a") == "0")
        try await clickStar(3, of: "ra", environment)
        try await environment.browser.press(.delete)
        #expect(try await environment.checkedValue("a") == "0")
    }

    @Test func withoutTheScriptClicksStillSelectAndTheFormSubmits() async throws {
        let environment = try BrowserEnvironment.required()
        // --no-script: a click selects, and a second click on the same star keeps it.
        let noScript = [WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 0, ["--no-script"]), x: 20, y: 20)]
        try await openInputs(environment, placements: noScript, name: "no-script.html")
        #expect(try await environment.browser.execute("return document.scripts.length") as? Int == 0)
        try await clickStar(3, of: "ra", environment)
        try await clickStar(3, of: "ra", environment)
        #expect(try await environment.checkedValue("a") == "3")
        try await clickSendButton(environment)
        #expect(try await environment.browser.currentURL().hasSuffix("/submitted.html?a=3"))

        // JavaScript turned off, with the script in the page: the same.
        try await openInputs(environment)
        try await environment.browser.devTools("Emulation.setScriptExecutionDisabled", ["value": true])
        try await environment.open("inputs.html")
        try await clickStar(2, of: "ra", environment)
        try await clickSendButton(environment)
        let sent = try await environment.browser.currentURL()
        try await environment.browser.devTools("Emulation.setScriptExecutionDisabled", ["value": false])
        #expect(sent.hasSuffix("/submitted.html?a=2&b=7&c=1"), "\(sent)")
    }

    // MARK: Keyboard and accessibility

    @Test func arrowRightFromTwoGivesThreeAndTheFocusedStarShowsARing() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment, placements: [WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 2), x: 20, y: 20)],
                             name: "keyboard.html")
        try await environment.browser.press(.tab)
        #expect(try await environment.browser.execute("return document.activeElement.id") as? String == "ra-2")
        try await environment.browser.press(.arrowRight)
        #expect(try await environment.checkedValue("a") == "3")
        #expect(try await environment.browser.execute("return document.activeElement.id + ' ' + document.activeElement.matches(':focus-visible')") as? String == "ra-3 true")
        try await expectFocusRing(onLabelOf: "ra-3", shot: "focus-ring", environment)
    }

    @Test func theAccessibilityTreeHasTheGroupsNameAndSixNamedRadios() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment)
        let nodes = try await environment.accessibilityNodes()
        let text = BrowserEnvironment.axText
        let byID = Dictionary(nodes.compactMap { node in (node["nodeId"] as? String).map { ($0, node) } }, uniquingKeysWith: { first, _ in first })
        let group = nodes.first { text($0, "role") == "group" && text($0, "name") == "Rate this recipe" }
        try #require(group != nil, "no group named 'Rate this recipe' among \(nodes.count) nodes")
        var radios: [String] = []
        var pending = group?["childIds"] as? [String] ?? []
        while !pending.isEmpty {
            let id = pending.removeFirst()
            guard let node = byID[id] else { continue }
            if text(node, "role") == "radio" { radios.append(text(node, "name") ?? "") }
            pending += node["childIds"] as? [String] ?? []
        }
        #expect(radios == ["No rating", "1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
    }

    // MARK: Motion preferences

    @Test func withReducedMotionAClickRunsNoTransition() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment)
        try await environment.browser.devTools("Emulation.setEmulatedMedia",
                                               ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
        try await clickStar(5, of: "ra", environment)
        let state = try await environment.browser.execute("""
            const slide = document.querySelector('#ra .starsvg-slide');
            return [document.getAnimations().length, getComputedStyle(slide).transform];
            """) as? [Any]
        #expect(state?.first as? Int == 0, "animations after a click under reduced motion: \(state ?? [])")
        #expect(state?.last as? String == "matrix(1, 0, 0, 1, \(Int(Self.layoutA.fillEdge(forValue: 5, mode: .area))), 0)")
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
    }

    // MARK: Several ratings

    @Test func threeInputsWithDifferentNamesEachAnswerOnlyTheirOwnClicks() async throws {
        let environment = try BrowserEnvironment.required()
        try await openInputs(environment)
        let before = try await environment.screenshot("three-before")
        try await clickStar(2, of: "rb", environment)
        try await waitForStillness(environment)
        let after = try await environment.screenshot("three-after")
        #expect(try await environment.checkedValue("b") == "2")
        #expect(try await environment.checkedValue("a") == "0")
        #expect(try await environment.checkedValue("c") == "1")
        for (name, y, width, height) in [("A", 20, 390, 60), ("C", 240, 160, 40)] {
            var difference = PixelDifference()
            difference.add(before.cropped(x: 20, y: y, width: width, height: height), after.cropped(x: 20, y: y, width: width, height: height))
            #expect(difference.percentile(1) == 0, "rating \(name) changed when B was clicked")
        }
        var changed = PixelDifference()
        changed.add(before.cropped(x: 20, y: 140, width: 382, height: 30), after.cropped(x: 20, y: 140, width: 382, height: 30))
        #expect(changed.percentile(1) > 0, "rating B did not change")
    }

    // MARK: Content-Security-Policy

    @Test func underAStrictContentSecurityPolicyClickingAndClearingWork() async throws {
        let environment = try BrowserEnvironment.required()
        _ = try await environment.browser.consoleMessages()
        let linked = WebFacePages.ratingA(value: 0, ["--css-out", environment.site.appendingPathComponent("csp-rating.css").path,
                                                     "--js-out", environment.site.appendingPathComponent("csp-rating.js").path])
        let head = "<link rel=\"stylesheet\" href=\"csp-rating.css\">\n<script src=\"csp-rating.js\" defer></script>\n"
        let page = try WebFacePages.page([WebFacePages.Placement(arguments: linked, x: 20, y: 20)], head: head, layoutSheet: "csp-layout.css",
                                       showsReference: false)
        #expect(!page.html.contains("<style") && !page.html.contains("style=\"") && !page.html.contains("<script>"))
        try environment.publish(page.layout, as: "csp-layout.css")
        try environment.publish(page.html, as: "csp-page.html")
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        try await environment.open("csp-page.html")
        try await clickStar(3, of: "ra", environment)
        #expect(try await environment.checkedValue("a") == "3")
        try await waitForStillness(environment)
        let input = try await environment.screenshot("csp-three").cropped(x: 20, y: 20, width: 390, height: 60)
        #expect(input.pixel(Self.starCentreX(3), 30).colorfulness > 120, "the linked style sheet did not colour star 3")
        try await clickStar(3, of: "ra", environment)
        #expect(try await environment.checkedValue("a") == "0", "the linked script did not clear the rating")
        let messages = try await environment.browser.consoleMessages()
        #expect(!messages.contains { $0.contains("Content Security Policy") || $0.contains("Refused") }, "\(messages)")

        // The canary: the inline snippet under the same policy is refused, and the console says
        // so, which is what the check above would have seen.
        try environment.publish(try WebFacePages.page([WebFacePages.Placement(arguments: WebFacePages.ratingA(), x: 20, y: 20)],
                                                      layoutSheet: "csp-layout.css", showsReference: false).html, as: "csp-canary.html")
        try await environment.open("csp-canary.html")
        let canary = try await environment.browser.consoleMessages()
        #expect(canary.contains { $0.contains("Content Security Policy") }, "no violation reported for inline style and script: \(canary)")
    }

    // MARK: Helpers

    /// The x of star `star`'s centre (1-based) inside rating A's picture.
    static func starCentreX(_ star: Int) -> Int {
        Int(layoutA.layout.cellMinX(ofStarAt: star - 1) + layoutA.layout.cellSize / 2)
    }

    /// The rightmost x of row `y` where colour shows, or -1.
    static func rightmostColoredX(in image: RasterImage, y: Int) -> Int {
        (0..<image.width).last { image.pixel($0, y).colorfulness > 100 } ?? -1
    }

    /// How many pixels of `image` show colour.
    static func coloredPixelCount(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x, y).colorfulness > 40 { count += 1 } }
        return count
    }

    /// Clicks the middle of star `star` (1-based) of the rating with id `id`, where its label lies.
    func clickStar(_ star: Int, of id: String, _ environment: BrowserEnvironment) async throws {
        let box = try await labelBox("\(id)-\(star)", environment)
        try await environment.browser.click(x: Double(box.minX + box.maxX) / 2, y: Double(box.minY + box.maxY) / 2)
    }

    /// Clicks the Send button of a form that must be sent, and waits for the page it is sent to.
    func clickSendButton(_ environment: BrowserEnvironment, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await clickSendButtonOnly(environment)
        let arrived = try await BrowserEnvironment.waitUntil { try await environment.browser.currentURL().contains("submitted.html") }
        #expect(arrived, "the form was not sent within \(BrowserEnvironment.patience)", sourceLocation: sourceLocation)
    }

    /// Clicks the Send button of a form the browser must refuse to send.
    /// - Returns: Whether the form fired `submit`, which a browser does during the click, before
    ///   it navigates, and only for a form that passed its validation: no waiting for a
    ///   navigation that might only be slow.
    func clickSendButtonOfARefusedForm(_ environment: BrowserEnvironment) async throws -> Bool {
        try await environment.browser.execute(
            "window.starsvgSubmitted = false; document.getElementById('form').addEventListener('submit', () => { window.starsvgSubmitted = true; })")
        try await clickSendButtonOnly(environment)
        return try await environment.browser.execute("return window.starsvgSubmitted") as? Bool ?? true
    }

    private func clickSendButtonOnly(_ environment: BrowserEnvironment) async throws {
        let rect = try await environment.browser.execute("const r = document.getElementById('send').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]") as? [Double] ?? []
        try #require(rect.count == 4)
        try await environment.browser.click(x: rect[0] + rect[2] / 2, y: rect[1] + rect[3] / 2)
    }

    /// The box of the label of the radio button `radioID`, in viewport pixels.
    /// Once nothing moves, expects the focused radio button `radioID`'s label to show the ring:
    /// along its top and bottom edges, more than half the pixels differ from the page with the
    /// focus taken away (which this leaves blurred).
    func expectFocusRing(onLabelOf radioID: String, shot name: String, _ environment: BrowserEnvironment,
                         sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitForStillness(environment)
        let focused = try await environment.screenshot(name)
        try await environment.browser.execute("document.activeElement.blur()")
        let unfocused = try await environment.screenshot("no-" + name)
        let box = try await labelBox(radioID, environment)
        var ringPixels = 0
        var perimeter = 0
        for x in box.minX..<box.maxX {
            for y in [box.minY, box.minY + 1, box.maxY - 2, box.maxY - 1] {
                perimeter += 1
                if focused.pixel(x, y).maximumChannelDifference(to: unfocused.pixel(x, y)) > 100 { ringPixels += 1 }
            }
        }
        #expect(ringPixels > perimeter / 2, "only \(ringPixels) of \(perimeter) pixels along \(radioID)'s label's edges show a ring",
                sourceLocation: sourceLocation)
    }

    func labelBox(_ radioID: String, _ environment: BrowserEnvironment) async throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let box = try await environment.boundingBox(of: "label[for=\"\(radioID)\"]")
        return (Int(box.x.rounded()), Int(box.y.rounded()), Int((box.x + box.width).rounded()), Int((box.y + box.height).rounded()))
    }


    /// Waits until no animation or transition runs (at most `BrowserEnvironment.patience`).
    func waitForStillness(_ environment: BrowserEnvironment, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let still = try await BrowserEnvironment.waitUntil {
            let running = try await environment.browser.execute(
                "return document.getAnimations().filter(a => a.playState === 'running').length") as? Int ?? 0
            return running == 0
        }
        #expect(still, "an animation still runs after \(BrowserEnvironment.patience)", sourceLocation: sourceLocation)
    }

    /// Runs `body` with the document timeline standing still (Chromium's animation playback
    /// rate 0, through DevTools), then lets it run again: what `body` starts stays at its start
    /// until the test moves it. On a busy machine the time between two commands can outlast a
    /// 0.25 s transition, which then finishes and leaves `getAnimations()` before it is caught.
    func withTimelineStill<Result>(_ environment: BrowserEnvironment, _ body: () async throws -> Result) async throws -> Result {
        try await environment.browser.devTools("Animation.setPlaybackRate", ["playbackRate": 0])
        do {
            let result = try await body()
            _ = try await environment.browser.devTools("Animation.setPlaybackRate", ["playbackRate": 1])
            return result
        } catch {
            _ = try? await environment.browser.devTools("Animation.setPlaybackRate", ["playbackRate": 1])
            throw error
        }
    }

    /// Pauses every animation and transition of the page `milliseconds` into it; returns how many.
    @discardableResult
    private func pauseAllAnimations(at milliseconds: Double, _ environment: BrowserEnvironment) async throws -> Int {
        try await environment.browser.execute("""
            document.body.getBoundingClientRect();
            const all = document.getAnimations();
            for (const a of all) { a.pause(); a.currentTime = arguments[0]; }
            return all.length;
            """, [milliseconds]) as? Int ?? 0
    }

    /// Star `star`'s centre in the still reference of A at 4, as this browser draws it.
    private func referencePixel(star: Int, _ environment: BrowserEnvironment) async throws -> RGB {
        let shot = try await environment.screenshot("reference")
        return shot.pixel(WebFacePages.referenceA4.x + Self.starCentreX(star), WebFacePages.referenceA4.y + 30)
    }
}
