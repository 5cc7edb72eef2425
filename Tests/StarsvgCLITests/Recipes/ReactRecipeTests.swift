import Foundation
import Testing
import TestSupport

/// `Examples/React`, copied away from the repository and built offline as its README says
/// (`make`: the built `starsvg` writes the live snippet, esbuild bundles it with Debian's
/// React), then opened in headless Chromium under the page's own Content-Security-Policy,
/// where a script of the test clicks the kettle's "4": the rating must be the element React
/// injected at mount, its edge set moving, drawn at 4, and heard so in Chromium's and
/// Firefox's accessibility trees (`Scripts/spoken-text.py`), as its snippet's CSS writes it;
/// the espresso machine's, which the page labels, is named by its `label` prop.
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
    /// The espresso machine's rating, which the page labels: its value at first, and the one
    /// its button sets.
    static let labelledFirst = 3.6
    static let labelledChanged = 2.5

    /// The espresso machine's `label` prop at `value` (`Examples/React/src/main.jsx`).
    static func espressoLabel(_ value: Double) -> String { "Espresso machine: \(value) out of 5" }

    /// What the test adds to the page, after React's bundle: at load and 50 ms after a click
    /// on the kettle's "4" (and the espresso machine's "2.5"), what the ratings are; the
    /// result as JSON in `<pre id="check">`,
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
            // The snippet's text, which readers hear unless an aria-label names the rating.
            spoken: getComputedStyle(svg.querySelector(".starsvg-layers+span")).display !== "none",
            labelled: document.querySelector("#espresso svg").getAttribute("aria-label"),
          });
          const injected = rating();
          const result = { atLoad: state(injected), rect: injected.getBoundingClientRect().toJSON() };
          document.querySelector('#kettle button[value="\(changed)"]').click();
          document.querySelector('#espresso button[value="\(labelledChanged)"]').click();
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
            let spoken: Bool
            let labelled: String?
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
            // The kettle's rating speaks its text (the value its CSS writes, heard in
            // aValueIsHeardInChromiumAndFirefox); the espresso machine's is named by its label prop.
            for (state, value) in [(moving.atLoad, Self.labelledFirst), (moving.afterClick, Self.labelledChanged)] {
                #expect(state.label == nil && state.spoken && state.labelled == Self.espressoLabel(value), "\(state)")
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

    /// What the test adds to the page for `Scripts/spoken-text.py`: an id on the kettle's and
    /// the espresso machine's ratings (the `<svg>`, which both browsers' trees hold), and, after
    /// load, a click on the kettle's "4" and the espresso machine's "2.5"; the script reads the
    /// trees once they hold both ratings and stop changing.
    static let spokenScript = """
        "use strict";
        window.addEventListener("load", () => setTimeout(() => {
          for (const id of ["kettle", "espresso"]) document.querySelector(`#${id} svg`).id = id + "-rating";
          document.querySelector('#kettle button[value="\(changed)"]').click();
          document.querySelector('#espresso button[value="\(labelledChanged)"]').click();
        }, 100));

        """

    /// A new value prop is heard: the kettle's rating, which no script names, says the value
    /// its snippet's CSS writes from `--starsvg-value`; the espresso machine's, which its
    /// `label` prop names, says that (its group's name) and not its hidden text. Read from
    /// Chromium's tree and Firefox's with `Scripts/spoken-text.py`.
    @Test(.enabled(if: RecipeTool.areInstalledOrRequired(.make, .esbuild, .reactDOM, .chromium, .python, .chromedriver, .firefox),
                   RecipeTool.skipNote("React", .make, .esbuild, .reactDOM, .chromium, .python, .chromedriver, .firefox)))
    func aValueIsHeardInChromiumAndFirefox() throws {
        let make = try RecipeTool.make.required()
        _ = try RecipeTool.esbuild.required()
        _ = try RecipeTool.reactDOM.required()
        _ = try RecipeTool.chromium.required()
        _ = try RecipeTool.chromedriver.required()
        _ = try RecipeTool.firefox.required()
        let python = try RecipeTool.python.required()
        try RecipeCopy.with("React") { site in
            let built = try site.run(make, [])
            try #require(built.exitStatus == 0, "make: \(built.standardError)")
            let page = try site.text("public/index.html")
            try #require(page.contains("</body>"))
            try page.replacingOccurrences(of: "</body>", with: "<script src=\"spoken.js\"></script>\n</body>")
                .write(toFile: site.file("public/spoken.html"), atomically: true, encoding: .utf8)
            try Self.spokenScript.write(toFile: site.file("public/spoken.js"), atomically: true, encoding: .utf8)
            let script = URL(fileURLWithPath: RecipeCopy.examplesFolder).deletingLastPathComponent()
                .appendingPathComponent("Scripts/spoken-text.py").path
            let run = try ProcessRunner(python, [script, site.file("public/spoken.html"), "kettle-rating", "espresso-rating", "espresso"],
                                        environmentOverrides: ["HOME": site.scratch.path], timeout: .seconds(240)).run()
            try #require(run.exitStatus == 0, "spoken-text.py: \(run.standardError)")
            let heard = try Self.spokenRows(String(decoding: run.standardOutput, as: UTF8.self))
            #expect(heard.keys.sorted() == ["Chromium", "Firefox"], "\(heard)")
            for (browser, rows) in heard {
                #expect(rows["kettle-rating"]?.text == "Rating: \(Self.changed) out of 5", "\(browser): \(rows)")
                #expect(rows["espresso-rating"]?.text == "", "\(browser): the labelled rating's text is heard too: \(rows)")
                let role = browser == "Chromium" ? "group" : "grouping"
                #expect(rows["espresso"]?.named.contains("\(role)=\(Self.espressoLabel(Self.labelledChanged))") == true, "\(browser): \(rows)")
            }
        }
    }

    /// `Scripts/spoken-text.py`'s output: for each browser, each id's text (`nil` where it
    /// printed null: no such element) and its named nodes.
    static func spokenRows(_ output: String) throws -> [String: [String: (text: String?, named: String)]] {
        var rows: [String: [String: (text: String?, named: String)]] = [:]
        var browser = ""
        for line in output.split(separator: "\n") {
            if line.hasPrefix("== ") {
                browser = String(line.dropFirst(3))
                continue
            }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            try #require(fields.count == 3 && !browser.isEmpty, "\(line)")
            let text = try JSONSerialization.jsonObject(with: Data(fields[1].utf8), options: .fragmentsAllowed) as? String
            rows[browser, default: [:]][String(fields[0])] = (text, String(fields[2]))
        }
        return rows
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
