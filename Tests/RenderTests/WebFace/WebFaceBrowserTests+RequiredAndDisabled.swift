import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// `--required` and `--disabled` in Chromium, in the suite's browser session: the browser's own
/// form validation, a required input that nothing clears, and a disabled input that shows its
/// value and answers no click or key, on light, dark and forced-colours pages.
extension WebFaceBrowserTests {
    /// Rating A as a required input called `q` (`#rq`), with no value checked at first.
    static func requiredA(_ extra: [String] = []) -> [String] {
        ["--interactive", "--stars", "5", "--levels", "1,4", "--size", "60", "--name", "q", "--label", "Rate this recipe",
         "--id", "rq", "--required"] + extra
    }

    /// Rating A at 3 as a disabled input called `d` (`#rd`).
    static let disabledA = WebFacePages.ratingA(value: 3, ["--disabled", "--name", "d", "--id", "rd"])

    /// Records, after the page's own listeners, whether each key press was taken (its default
    /// prevented): a required input's script lets Escape and Delete through.
    static let keyRecorder = """
        <script>window.keys = []; addEventListener("keydown", function (e) { window.keys.push(e.key + " " + e.defaultPrevented); });</script>

        """

    /// Publishes a page of `placements` (with the still reference of A at 4) and loads it, with
    /// `features` emulated (none by default).
    private func openPage(_ placements: [WebFacePages.Placement], as name: String, background: String = "#fff",
                          features: [[String: String]] = [], _ environment: BrowserEnvironment) async throws {
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": features])
        try environment.publish(try WebFacePages.starsvg(WebFacePages.stillA(value: 4)), as: "a-value4.svg")
        try environment.publish("<!DOCTYPE html><title>sent</title><p>sent</p>\n", as: "submitted.html")
        try environment.publish(try WebFacePages.page(placements, head: Self.keyRecorder, background: background).html, as: name)
        try await environment.open(name)
    }

    private func resetEmulation(_ environment: BrowserEnvironment) async throws {
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
    }

    // MARK: --required

    @Test func aRequiredInputHoldsTheFormInvalidUntilAStarIsPickedThenSendsIt() async throws {
        let environment = try BrowserEnvironment.required()
        let placements = [WebFacePages.Placement(arguments: Self.requiredA(), x: 20, y: 20)]
        try await openPage(placements, as: "required.html", environment)
        #expect(try await environment.checkedValue("q") == nil, "a required input of value 0 checks nothing")
        try await waitForStillness(environment)
        let empty = try await environment.screenshot("required-empty").cropped(x: 20, y: 20, width: 390, height: 60)
        #expect(Self.coloredPixelCount(empty) == 0, "colour shows with nothing checked")
        let invalid = try await environment.browser.execute("""
            const form = document.getElementById('form'), first = document.getElementById('rq-1');
            return [form.checkValidity(), form.reportValidity(), first.validity.valueMissing, first.matches(':invalid'),
                    document.getElementById('rq').matches(':invalid'), document.querySelectorAll('#rq input:required').length,
                    document.querySelectorAll('#rq input').length].map(String);
            """) as? [String] ?? []
        #expect(invalid == ["false", "false", "true", "true", "true", "5", "5"], "checkValidity, reportValidity, valueMissing, :invalid radio, :invalid fieldset, required radios, radios: \(invalid)")
        // The browser itself refuses to send the form.
        let submitted = try await clickSendButtonOfARefusedForm(environment)
        #expect(!submitted, "the form was sent with no star picked")
        #expect(try await environment.browser.currentURL().hasSuffix("/required.html"), "the form was sent with no star picked")

        try await clickStar(4, of: "rq", environment)
        #expect(try await environment.checkedValue("q") == "4")
        let valid = try await environment.browser.execute("""
            const form = document.getElementById('form');
            return [form.checkValidity(), document.getElementById('rq-1').matches(':invalid'), document.getElementById('rq').matches(':invalid'),
                    new FormData(form).get('q')].map(String);
            """) as? [String] ?? []
        #expect(valid == ["true", "false", "false", "4"], "checkValidity, :invalid radio, :invalid fieldset, the value sent: \(valid)")
        try await waitForStillness(environment)
        // Settled, it is the still picture of 4, bands and all.
        let shot = try await environment.screenshot("required-4")
        var difference = PixelDifference()
        difference.add(shot.cropped(x: 20, y: 20, width: 390, height: 60),
                       shot.cropped(x: WebFacePages.referenceA4.x, y: WebFacePages.referenceA4.y, width: 390, height: 60))
        #expect(difference.mean <= 1.0, "the required input at 4 differs from the still SVG of 4 by a mean of \(difference.mean)")

        // Nothing clears it: not the checked star clicked again, not Escape, not Delete, which
        // the script lets through.
        try await clickStar(4, of: "rq", environment)
        #expect(try await environment.checkedValue("q") == "4", "a click on the checked star cleared a required input")
        try await environment.browser.press(.escape)
        #expect(try await environment.checkedValue("q") == "4", "Escape cleared a required input")
        try await environment.browser.press(.delete)
        #expect(try await environment.checkedValue("q") == "4", "Delete cleared a required input")
        let keys = try await environment.browser.execute("return window.keys") as? [String] ?? []
        #expect(keys == ["Escape false", "Delete false"], "\(keys)")
        #expect(try await environment.browser.execute("return document.getElementById('form').checkValidity()") as? Bool == true)

        try await clickStar(2, of: "rq", environment)
        try await clickSendButton(environment)
        let sent = try await environment.browser.currentURL()
        #expect(sent.hasSuffix("/submitted.html?q=2"), "\(sent)")
    }

    @Test func theKeyboardEntersARequiredInputWithNothingCheckedAndTheArrowsPick() async throws {
        let environment = try BrowserEnvironment.required()
        try await openPage([WebFacePages.Placement(arguments: Self.requiredA(), x: 20, y: 20)], as: "required-keyboard.html", environment)
        try await environment.browser.press(.tab)
        #expect(try await environment.browser.execute("return document.activeElement.id") as? String == "rq-1",
                "Tab enters a group with nothing checked at its first radio button")
        #expect(try await environment.checkedValue("q") == nil)
        try await environment.browser.press(.arrowRight)
        #expect(try await environment.checkedValue("q") == "2")
        try await environment.browser.press(.arrowRight)
        #expect(try await environment.checkedValue("q") == "3")
        #expect(try await environment.browser.execute("return document.activeElement.id + ' ' + document.activeElement.matches(':focus-visible')") as? String == "rq-3 true")
        try await expectFocusRing(onLabelOf: "rq-3", shot: "required-focus-ring", environment)
    }

    @Test func aRequiredInputsFirstPickRunsNoTransitionUnderReducedMotion() async throws {
        let environment = try BrowserEnvironment.required()
        try await openPage([WebFacePages.Placement(arguments: Self.requiredA(["--animate"]), x: 20, y: 20)], as: "required-reduced.html",
                           features: [["name": "prefers-reduced-motion", "value": "reduce"]], environment)
        try await clickStar(5, of: "rq", environment)
        let state = try await environment.browser.execute("""
            const slide = document.querySelector('#rq .starsvg-slide');
            return [document.getAnimations().length, getComputedStyle(slide).transform,
                    getComputedStyle(document.querySelector('#rq .starsvg-color')).opacity];
            """) as? [Any] ?? []
        try await resetEmulation(environment)
        #expect(state.first as? Int == 0, "animations under reduced motion: \(state)")
        #expect(state.dropFirst().map { "\($0)" } == ["matrix(1, 0, 0, 1, \(Int(Self.layoutA.fillEdge(forValue: 5, mode: .area))), 0)", "1"],
                "\(state)")
    }

    // MARK: --disabled

    @Test func aDisabledInputShowsItsValueAndIgnoresClicksAndKeys() async throws {
        let environment = try BrowserEnvironment.required()
        // The disabled input at 3, and the same rating enabled below it.
        let placements = [WebFacePages.Placement(arguments: Self.disabledA, x: 20, y: 20),
                          WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 3), x: 20, y: 140)]
        try await openPage(placements, as: "disabled.html", environment)
        try await waitForStillness(environment)
        let before = try await environment.screenshot("disabled-before")
        let looks = try await environment.browser.execute("""
            const fieldset = document.getElementById('rd');
            return [fieldset.disabled, fieldset.matches(':disabled'), document.getElementById('rd-3').matches(':disabled'),
                    getComputedStyle(fieldset).opacity, getComputedStyle(document.querySelector('#rd label')).cursor,
                    getComputedStyle(document.querySelector('#ra label')).cursor].map(String);
            """) as? [String] ?? []
        #expect(looks == ["true", "true", "true", "0.5", "default", "pointer"], "\(looks)")
        // It shows its value: star 3 in its band's colour, star 4 without, each the enabled
        // input's pixel at half opacity over the white page.
        for star in [1, 3, 4, 5] {
            let shown = before.pixel(20 + Self.starCentreX(star), 20 + 30)
            let enabled = before.pixel(20 + Self.starCentreX(star), 140 + 30)
            let expected = RGB(red: UInt8((Int(enabled.red) + 255) / 2), green: UInt8((Int(enabled.green) + 255) / 2),
                               blue: UInt8((Int(enabled.blue) + 255) / 2))
            #expect(shown.maximumChannelDifference(to: expected) <= 4, "star \(star): \(shown), not half of \(enabled)")
        }
        #expect(before.pixel(20 + Self.starCentreX(3), 50).colorfulness > 60, "star 3 of the disabled input shows no colour")
        #expect(before.pixel(20 + Self.starCentreX(4), 50).colorfulness < 10, "star 4 of the disabled input shows colour")

        // Clicks on every star, a click on the checked one, focus and the keys change nothing.
        for star in [1, 5, 3, 2] { try await clickStar(star, of: "rd", environment) }
        #expect(try await environment.checkedValue("d") == "3")
        try await environment.browser.execute("document.getElementById('rd-3').focus()")
        #expect(try await environment.browser.execute("return document.activeElement.closest('#rd') === null") as? Bool == true,
                "a radio button of the disabled input took the focus")
        try await environment.browser.press(.arrowRight, .arrowLeft, .escape, .delete)
        #expect(try await environment.checkedValue("d") == "3")
        // Tab passes it by: the first stop is the enabled input's checked star.
        try await environment.browser.press(.tab)
        #expect(try await environment.browser.execute("return document.activeElement.id") as? String == "ra-3")
        try await environment.browser.execute("document.activeElement.blur()")
        try await waitForStillness(environment)
        let after = try await environment.screenshot("disabled-after")
        var difference = PixelDifference()
        difference.add(before.cropped(x: 20, y: 20, width: 390, height: 60), after.cropped(x: 20, y: 20, width: 390, height: 60))
        #expect(difference.percentile(1) == 0 && difference.mean == 0, "the disabled input changed (mean \(difference.mean))")
        // A disabled control sends nothing; the enabled one its value.
        let sent = try await environment.browser.execute("const data = new FormData(document.getElementById('form')); return [data.has('d'), data.get('a')].map(String)") as? [String] ?? []
        #expect(sent == ["false", "3"], "\(sent)")
    }

    @Test func onADarkPageADisabledInputStillShowsItsValueAndItsStars() async throws {
        let environment = try BrowserEnvironment.required()
        try await openPage([WebFacePages.Placement(arguments: Self.disabledA, x: 20, y: 20)], as: "disabled-dark.html", background: "#121212",
                           features: [["name": "prefers-color-scheme", "value": "dark"]], environment)
        try await waitForStillness(environment)
        let shot = try await environment.screenshot("disabled-dark").cropped(x: 20, y: 20, width: 390, height: 60)
        try await resetEmulation(environment)
        let background = RGB(red: 0x12, green: 0x12, blue: 0x12)
        let unfilled = (Self.starCentreX(5) - 12...Self.starCentreX(5) + 12).map { shot.pixel($0, 30) }
        let lightest = unfilled.map(\.lightness).max() ?? 0
        #expect(lightest - background.lightness >= 30, "unfilled star 5 of a disabled input on a dark page: \(unfilled)")
        // Star 2, in the dark yellow (#ffd60a) at half opacity over the page.
        let filled = shot.pixel(Self.starCentreX(2), 30)
        #expect(filled.maximumChannelDifference(to: RGB(red: 0x88, green: 0x74, blue: 0x0E)) <= 12, "star 2: \(filled)")
    }

    @Test func inForcedColoursADisabledInputIsDrawnInGrayText() async throws {
        let environment = try BrowserEnvironment.required()
        let placements = [WebFacePages.Placement(arguments: Self.disabledA, x: 20, y: 20),
                          WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 3), x: 20, y: 140)]
        try await openPage(placements, as: "disabled-forced.html", features: [["name": "forced-colors", "value": "active"]], environment)
        try await waitForStillness(environment)
        let shot = try await environment.screenshot("disabled-forced-colors")
        let styles = try await environment.browser.execute("""
            const probe = document.createElement('span');
            probe.style.forcedColorAdjust = 'none';
            probe.style.color = 'GrayText';
            document.body.append(probe);
            const grayText = getComputedStyle(probe).color;
            probe.style.color = 'Highlight';
            const highlight = getComputedStyle(probe).color;
            probe.remove();
            const style = s => getComputedStyle(document.querySelector(s));
            return [grayText, highlight, style('#rd .starsvg-outline').stroke, style('#rd .starsvg-c1').fill, style('#rd').opacity,
                    style('#rd .starsvg-outline').display, style('#ra .starsvg-outline').stroke, style('#ra .starsvg-c1').fill];
            """) as? [String] ?? []
        try await resetEmulation(environment)
        try #require(styles.count == 8, "\(styles)")
        let (grayText, highlight) = (styles[0], styles[1])
        #expect(styles[2] == grayText && styles[3] == grayText, "the disabled input's outline and fill are not GrayText (\(grayText)): \(styles)")
        #expect(styles[4] == "1" && styles[5] == "inline", "\(styles)")
        #expect(styles[6] != grayText && styles[7] == highlight, "the enabled input is not drawn as before: \(styles)")
        // In the picture: filled star 2 is GrayText, as its outline is, and stands out from the page.
        let background = shot.pixel(5, 5)
        let filled = shot.pixel(20 + Self.starCentreX(2), 50)
        let gray = try #require(Self.rgb(fromCSS: grayText), "\(grayText)")
        #expect(filled.maximumChannelDifference(to: gray) <= 8, "star 2 is \(filled), not GrayText \(gray)")
        #expect(filled.maximumChannelDifference(to: background) >= 40, "star 2 (\(filled)) is lost against \(background)")
        let across = (Self.starCentreX(5) - 33...Self.starCentreX(5) + 33).map { shot.pixel(20 + $0, 20 + 24) }
        #expect(across.contains { $0.maximumChannelDifference(to: gray) <= 8 }, "no GrayText outline on star 5: \(across)")
    }

    /// `rgb(r, g, b)` as CSS computes a colour.
    static func rgb(fromCSS text: String) -> RGB? {
        guard text.hasPrefix("rgb(") else { return nil }
        let numbers = text.dropFirst(4).dropLast().split(separator: ",").compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 3 ? RGB(red: numbers[0], green: numbers[1], blue: numbers[2]) : nil
    }
}
