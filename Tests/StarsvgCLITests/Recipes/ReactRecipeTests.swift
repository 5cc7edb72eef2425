import Foundation
import Testing
import TestSupport

/// `Examples/React`, copied away from the repository and built offline as its README says
/// (`make`: the built `starsvg` writes the live snippet, esbuild bundles it with Debian's
/// React), then opened in headless Chromium under the page's own Content-Security-Policy,
/// where a script of the test clicks the kettle's "4": the rating must be the element React
/// injected at mount, its edge set moving, drawn at 4 and named so.
///
/// Chromium's command line waits in virtual time (`--virtual-time-budget`), where a transition
/// that starts once the page has settled stays at its first frame (`startTime` null: measured
/// with a click 0.5 s after load; in real time, through chromedriver, the same click moves the
/// edge): so the check sees the transitions start and does not wait for them to end, and the
/// screenshots are taken with the reader preferring reduced motion, where a value shows at once.
@Suite struct ReactRecipeTests {
    /// The kettle's rating: its value at first, and the one its button sets.
    static let first = 1
    static let changed = 4

    /// What the test adds to the page, after React's bundle: at load and 50 ms after a click
    /// on the kettle's "4", what the rating is; the result as JSON in `<pre id="check">`,
    /// which `--dump-dom` prints. Violations of the page's policy (React's or the snippet's)
    /// are counted from the start.
    static let checkScript = """
        "use strict";
        let violations = 0;
        document.addEventListener("securitypolicyviolation", () => { violations += 1; });
        window.addEventListener("load", () => setTimeout(() => {
          const rating = () => document.querySelector("#kettle svg");
          // getAnimations() brings the style up to date first: the transitions a change started.
          const state = (svg) => ({
            animations: document.getAnimations().length,
            value: getComputedStyle(svg).getPropertyValue("--starsvg-value").trim(),
            label: svg.getAttribute("aria-label"),
            title: svg.querySelector("title").textContent,
          });
          const injected = rating();
          const result = { atLoad: state(injected), rect: injected.getBoundingClientRect().toJSON() };
          document.querySelector('#kettle button[value="\(changed)"]').click();
          setTimeout(() => {
            result.afterClick = state(rating());
            result.sameElement = rating() === injected;
            result.violations = violations;
            const out = document.createElement("pre");
            out.id = "check";
            out.textContent = JSON.stringify(result);
            document.body.append(out);
          }, 50);
        }, 100));

        """

    /// What `checkScript` found.
    struct Check: Decodable {
        struct State: Decodable {
            let animations: Int
            let value: String
            let label: String?
            let title: String
        }
        struct Rect: Decodable {
            let left: Double
            let top: Double
            let width: Double
            let height: Double
        }
        let atLoad: State
        let rect: Rect
        let afterClick: State
        let sameElement: Bool
        let violations: Int

        /// The centre of the kettle's star `index` (from 0), 5 stars across the rating's box.
        func starCentre(_ index: Int) -> (x: Int, y: Int) {
            let pitch = (rect.width - rect.height) / 4
            return (Int((rect.left + rect.height / 2 + Double(index) * pitch).rounded()), Int((rect.top + rect.height / 2).rounded()))
        }
    }

    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make, .esbuild, .reactDOM, .chromium) && PythonPNGReader.isAvailableOrRequired,
                   RecipeTool.skipNote("React", .make, .esbuild, .reactDOM, .chromium)))
    func aNewValueMovesTheRatingReactInjectedOnce() throws {
        let make = try RecipeTool.make.required()
        _ = try RecipeTool.esbuild.required()
        _ = try RecipeTool.reactDOM.required()
        let chromium = try RecipeTool.chromium.required()
        try RecipeCopy.with("React") { site in
            let built = try site.run(make, [])
            try #require(built.exitStatus == 0, "make: \(built.standardError)")
            let page = try site.text("public/index.html")
            try #require(page.contains("</body>"))
            try page.replacingOccurrences(of: "</body>", with: "<script src=\"check.js\"></script>\n</body>")
                .write(toFile: site.file("public/check.html"), atomically: true, encoding: .utf8)
            try Self.checkScript.write(toFile: site.file("public/check.js"), atomically: true, encoding: .utf8)
            let browser = Chromium(path: chromium, scratch: site.scratch)

            // Motion allowed: injected once, the click changed the prop and not the element.
            let moving = try browser.check(site.file("public/check.html"))
            #expect(moving.sameElement, "the kettle's rating is a new element after the click: the snippet was injected again")
            // The first value at once (a layout effect), then the edge and colour set moving to the new one.
            #expect(moving.atLoad.animations == 0, "something moved at load: \(moving.atLoad)")
            #expect(moving.afterClick.animations > 0, "nothing moves after the click: \(moving.afterClick)")
            #expect(moving.atLoad.value == "\(Self.first)" && moving.afterClick.value == "\(Self.changed)", "\(moving)")
            // The accessible name (and the <title>'s tooltip) follows the value.
            for (state, value) in [(moving.atLoad, Self.first), (moving.afterClick, Self.changed)] {
                #expect(state.label == "Kettle: \(value) out of 5" && state.title == state.label, "\(state)")
            }
            #expect(moving.violations == 0, "the page broke its own Content-Security-Policy \(moving.violations) times")

            // Reduced motion: nothing moves; drawn at 1 as the page loads, at 4 after the click
            // (the first star in colour and the fourth not; then the fourth and not the fifth).
            let before = site.scratch.file("before.png"), after = site.scratch.file("after.png")
            _ = try browser.dump(site.file("public/index.html"), reducedMotion: true, screenshot: before)
            let still = try browser.check(site.file("public/check.html"), reducedMotion: true, screenshot: after)
            #expect(still.sameElement && still.afterClick.animations == 0 && still.afterClick.value == "\(Self.changed)", "\(still)")
            let pictures = try PythonPNGReader.read([before, after])
            func isColoured(_ picture: PythonPNGReader.Picture, star: Int) -> Bool {
                let (x, y) = still.starCentre(star)
                let pixel = picture.pixel(x, y)
                return Int(pixel[0...2].max()!) - Int(pixel[0...2].min()!) > 100
            }
            let drawn = pictures.map { picture in (0..<5).map { isColoured(picture, star: $0) } }
            #expect(drawn == [[true, false, false, false, false], [true, true, true, true, false]],
                    "stars in colour at \(Self.first), then at \(Self.changed): \(drawn)")
        }
    }

    /// Headless Chromium from its command line, its profile and caches in a scratch folder.
    struct Chromium {
        let path: String
        let scratch: ScratchFolder

        /// What `checkScript` found on the page at `path`.
        func check(_ path: String, reducedMotion: Bool = false, screenshot: String? = nil) throws -> Check {
            let dom = try dump(path, reducedMotion: reducedMotion, screenshot: screenshot)
            let json = try #require(dom.components(separatedBy: "<pre id=\"check\">").dropFirst().first?
                                        .components(separatedBy: "</pre>").first, "the check did not finish:\n\(dom)")
            return try JSONDecoder().decode(Check.self, from: Data(json.replacingOccurrences(of: "&amp;", with: "&").utf8))
        }

        /// The DOM of the page at `path` after 3 s of virtual time; its screenshot (400 × 200,
        /// the kettle's rating) written to `screenshot`.
        func dump(_ path: String, reducedMotion: Bool, screenshot: String? = nil) throws -> String {
            let home = scratch.file("chromium-home")
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--window-size=400,200", "--log-level=3", "--virtual-time-budget=3000"]
                + (reducedMotion ? ["--force-prefers-reduced-motion"] : [])
                + (screenshot.map { ["--screenshot=" + $0] } ?? []) + ["--dump-dom", URL(fileURLWithPath: path).absoluteString]
            let run = try ProcessRunner(self.path, arguments,
                                        environmentOverrides: ["HOME": home, "XDG_CACHE_HOME": home + "/.cache", "XDG_CONFIG_HOME": home + "/.config"],
                                        timeout: .seconds(120)).run()
            try #require(run.exitStatus == 0 && screenshot.map { FileManager.default.fileExists(atPath: $0) } ?? true,
                         "chromium failed on \(path): \(run.standardError)")
            return String(decoding: run.standardOutput, as: UTF8.self)
        }
    }
}
