import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// The web face's looks in the browser: the load animation, dark pages, forced colours.
extension WebFaceBrowserTests {
    @Test func anAnimatedRatingShowsNoColourAtZeroAndItsValueAtTheEnd() async throws {
        let environment = try BrowserEnvironment.required()
        try environment.publish(try WebFacePages.starsvg(WebFacePages.stillA(value: 4)), as: "a-value4.svg")
        // The same rating three ways: an HTML picture, the standalone SVG pasted inline, an input.
        let placements = [
            WebFacePages.Placement(arguments: ["--format", "html", "--animate"] + WebFacePages.stillA(value: 4), x: 20, y: 20),
            WebFacePages.Placement(arguments: ["--animate"] + WebFacePages.stillA(value: 4), x: 20, y: 120),
            WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 4, ["--animate"]), x: 20, y: 220),
        ]
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        try environment.publish(try WebFacePages.page(placements).html, as: "animate.html")
        // The document timeline stands still while the page loads (see withTimelineStill):
        // under load the script below once ran after the 0.25 s fades had finished.
        let count = try await withTimelineStill(environment) {
            try await environment.open("animate.html")
            // The browser may also not have styled every rating when the page reports loaded:
            // wait for all six animations before stopping them at 0 (the count is checked below).
            _ = try await BrowserEnvironment.waitUntil {
                try await environment.browser.execute("return document.getAnimations().length") as? Int ?? 0 >= 6
            }
            return try await environment.browser.execute("""
                const all = document.getAnimations();
                for (const a of all) { a.pause(); a.currentTime = 0; }
                return all.length;
                """) as? Int ?? 0
        }
        #expect(count == 6, "two animations (slide, fade) for each of the three ratings, found \(count)")
        let start = try await environment.screenshot("animate-0ms")
        for placement in placements {
            let region = start.cropped(x: placement.x, y: placement.y, width: 390, height: 60)
            #expect(Self.coloredPixelCount(region) == 0, "colour at 0 ms: \(placement.arguments.joined(separator: " "))")
        }
        try await environment.browser.execute("for (const a of document.getAnimations()) a.finish();")
        let end = try await environment.screenshot("animate-end")
        let reference = end.cropped(x: WebFacePages.referenceA4.x, y: WebFacePages.referenceA4.y, width: 390, height: 60)
        for placement in placements {
            var difference = PixelDifference()
            difference.add(end.cropped(x: placement.x, y: placement.y, width: 390, height: 60), reference)
            #expect(difference.mean <= 1.0, "at the end \(placement.arguments.joined(separator: " ")) differs from the still SVG by \(difference.mean)")
        }
    }

    @Test func onADarkPageUnfilledStarsStayVisibleAndTheColoursTurnDark() async throws {
        let environment = try BrowserEnvironment.required()
        try environment.publish(try WebFacePages.starsvg(WebFacePages.stillA(value: 4)), as: "a-value4.svg")
        try environment.publish(try WebFacePages.page([WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 3), x: 20, y: 20)],
                                                      background: "#121212").html, as: "dark.html")
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]])
        try await environment.open("dark.html")
        try await waitForStillness(environment)
        let shot = try await environment.screenshot("dark").cropped(x: 20, y: 20, width: 390, height: 60)
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        let background = RGB(red: 0x12, green: 0x12, blue: 0x12)
        // An unfilled star, across its middle: clearly lighter than the page behind it.
        let unfilled = (Self.starCentreX(5) - 12...Self.starCentreX(5) + 12).map { shot.pixel($0, 30) }
        let lightest = unfilled.map(\.lightness).max() ?? 0
        #expect(lightest - background.lightness >= 60, "unfilled star 5 on a dark page: \(unfilled)")
        // The filled stars take the dark-mode variant of the system yellow (#ffd60a).
        let filled = shot.pixel(Self.starCentreX(2), 30)
        #expect(filled.maximumChannelDifference(to: RGB(red: 0xFF, green: 0xD6, blue: 0x0A)) <= 12, "star 2: \(filled)")
    }

    @Test func inForcedColoursTheStarsAndTheFillStayVisible() async throws {
        let environment = try BrowserEnvironment.required()
        try environment.publish(try WebFacePages.starsvg(WebFacePages.stillA(value: 4)), as: "a-value4.svg")
        let placements = [
            WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 3), x: 20, y: 20),
            WebFacePages.Placement(arguments: ["--format", "html"] + WebFacePages.stillA(value: 3), x: 20, y: 120),
        ]
        try environment.publish(try WebFacePages.page(placements).html, as: "forced.html")
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [["name": "forced-colors", "value": "active"]]])
        try await environment.open("forced.html")
        try await waitForStillness(environment)
        let page = try await environment.screenshot("forced-colors")
        let styles = try await environment.browser.execute("""
            const outline = getComputedStyle(document.querySelector('#ra .starsvg-outline'));
            return [outline.display, outline.stroke, getComputedStyle(document.querySelector('#ra .starsvg-c1')).fill,
                    getComputedStyle(document.body).backgroundColor];
            """) as? [String] ?? []
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        #expect(styles.first == "inline", "the outline is not shown in forced colours: \(styles)")
        let shot = page.cropped(x: 20, y: 20, width: 390, height: 60)
        let background = page.pixel(5, 5)
        // Unfilled star 5: its outline, around the star's edge, stands out from the page.
        let across = (Self.starCentreX(5) - 33...Self.starCentreX(5) + 33).map { shot.pixel($0, 24) }
        #expect(across.contains { abs($0.lightness - background.lightness) >= 100 }, "no outline on star 5 against \(background): \(across)")
        // Filled star 2: its middle is the Highlight colour, not the page's.
        let filled = shot.pixel(Self.starCentreX(2), 30)
        #expect(filled.maximumChannelDifference(to: background) >= 60, "star 2 (\(filled)) is lost against \(background); \(styles)")
        // The still snippet, its filter dropped: its filled star 2 in Highlight, outlined like
        // the unfilled star 5, and nothing in the margins beside the row (the track's tiles
        // repeat past it, and their stars' outlines reached 1.5 px into the row once).
        let still = page.cropped(x: 20, y: 120, width: 390, height: 60)
        #expect(still.pixel(Self.starCentreX(2), 30).maximumChannelDifference(to: background) >= 60, "still star 2 is lost")
        let stillAcross = (Self.starCentreX(5) - 33...Self.starCentreX(5) + 33).map { still.pixel($0, 24) }
        #expect(stillAcross.contains { abs($0.lightness - background.lightness) >= 100 }, "no outline on still star 5: \(stillAcross)")
        let rowWidth = Int(Self.layoutA.layout.width)
        for x in [0, 1, 2, rowWidth - 3, rowWidth - 2, rowWidth - 1] {
            let column = (0..<60).map { still.pixel(x, $0) }
            #expect(column.allSatisfy { $0.maximumChannelDifference(to: background) <= 8 }, "the still snippet's margin at x = \(x): \(column)")
        }
    }

    @Test func aPagesCustomPropertiesThemeEveryRating() async throws {
        let environment = try BrowserEnvironment.required()
        try environment.publish(try WebFacePages.starsvg(WebFacePages.stillA(value: 4)), as: "a-value4.svg")
        let placements = [
            WebFacePages.Placement(arguments: WebFacePages.ratingA(value: 3), x: 20, y: 20),
            WebFacePages.Placement(arguments: ["--format", "html"] + WebFacePages.stillA(value: 3), x: 20, y: 120),
        ]
        var page = try WebFacePages.page(placements).html
        page = page.replacingOccurrences(of: "</head>", with: "<style>:root{--starsvg-color-1:rgb(0 0 255)}</style>\n</head>")
        try environment.publish(page, as: "themed.html")
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        try await environment.open("themed.html")
        try await waitForStillness(environment)
        let shot = try await environment.screenshot("themed")
        for placement in placements {
            let star = shot.pixel(placement.x + Self.starCentreX(2), placement.y + 30)
            #expect(star.maximumChannelDifference(to: RGB(red: 0, green: 0, blue: 255)) <= 12, "star 2 is \(star), not the page's blue")
        }
        // The reference, an <img>, keeps its own yellow: a theme reaches only inline ratings.
        let reference = shot.pixel(WebFacePages.referenceA4.x + Self.starCentreX(2), WebFacePages.referenceA4.y + 30)
        #expect(reference.colorfulness > 120 && reference.blue < 100, "\(reference)")
    }
}
