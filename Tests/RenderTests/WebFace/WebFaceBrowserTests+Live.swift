import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// A live rating (`--live`) in Chromium, in the suite's browser session, and in Firefox:
    /// the same picture as the still snippet at each value the page gives, in every fill mode
    /// and for a heart, with a copy before it hidden (`display: none`, `<template>`); the band
    /// changing at each level; the edge half-way at 175 ms of a change from 1 to 4; nothing
    /// animated when the reader prefers reduced motion; the value in the accessibility tree.
    /// Run alone with `swift test --filter Live`.
    @Suite struct Live {
        /// A look and a value: the still snippet's options without the value.
        struct Case: Sendable {
            let options: [String]
            let value: String
        }

        /// Values across every fill mode, at 40 px, and a heart's.
        static let cases: [Case] = [
            Case(options: [], value: "0.3"), Case(options: [], value: "1.5"), Case(options: [], value: "2.72"),
            Case(options: [], value: "4.05"), Case(options: [], value: "5"), Case(options: [], value: "0"),
            Case(options: ["--fill-mode", "width"], value: "1.25"), Case(options: ["--fill-mode", "width"], value: "3.6"),
            Case(options: ["--fill-mode", "linear"], value: "2.35"), Case(options: ["--fill-mode", "linear"], value: "4.9"),
            Case(options: ["--shape", "heart"], value: "1.4"), Case(options: ["--shape", "heart"], value: "3.65"),
            Case(options: ["--stars", "6", "--gap", "0"], value: "4.5"),
        ]
        static let size = 40
        /// Three columns of cases, each a still snippet and 50 px under it the live one.
        static let pitch = 100
        static let width = 270
        static func origin(_ index: Int) -> (x: Int, y: Int) { (20 + 300 * (index % 3), 10 + pitch * (index / 3)) }

        /// The page: each case's still snippet, and under it the live rating of the same look
        /// with the page's value, after a copy inside `display: none` and one in a `<template>`.
        static func page() throws -> String {
            var body = ""
            for (index, item) in cases.enumerated() {
                let look = ["--size", String(size)] + item.options
                let still = try WebFacePages.starsvg(look + ["--format", "html", "--value", item.value])
                let live = try WebFacePages.starsvg(look + ["--live"])
                let (x, y) = origin(index)
                body += "<div class=\"place\" style=\"left:\(x)px;top:\(y)px\">\(still)</div>\n"
                body += "<div style=\"display:none\">\(live)</div><template>\(live)</template>\n"
                body += "<div class=\"place\" style=\"left:\(x)px;top:\(y + 50)px;--starsvg-value:\(item.value)\">\(live)</div>\n"
            }
            return """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>starsvg live</title>
                <style>html,body{margin:0;background:#fff;overflow:hidden}.place{position:absolute;line-height:0}</style>
                </head>
                <body>
                \(body)</body>
                </html>

                """
        }

        /// Each live rating's difference from its still snippet, over the ratings' boxes.
        static func difference(_ shot: RasterImage) -> PixelDifference {
            var total = PixelDifference()
            for index in cases.indices {
                let (x, y) = origin(index)
                var one = PixelDifference()
                one.add(shot.cropped(x: x, y: y, width: width, height: size), shot.cropped(x: x, y: y + 50, width: width, height: size))
                total.add(one)
            }
            return total
        }

        @Test func chromiumDrawsTheStillPictureAtEachValueEvenAfterAHiddenCopy() async throws {
            let environment = try BrowserEnvironment.required()
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
            try environment.publish(try Self.page(), as: "live.html")
            try await environment.open("live.html")
            let shot = try await environment.screenshot("live")
            let difference = Self.difference(shot)
            #expect(difference.mean <= 0.5 && difference.percentile(0.99) <= 32,
                    "live against still: mean \(difference.mean), p99 \(difference.percentile(0.99))")
            // Not two blank rows: the first case shows colour in its first star.
            #expect(shot.pixel(20 + 20, 10 + 50 + 25).colorfulness > 100, "\(shot.pixel(40, 85))")
            // Readers hear the value the page gives, to a tenth, in the tree (Spoken checks more).
            _ = try await environment.browser.devTools("Accessibility.enable")
            let heard = try await Spoken.heard(environment, element: "document.body",
                                               until: { $0.contains("Rating: 2.7 out of 5") && $0.contains("Rating: 4.5 out of 6") }).text
            #expect(heard.contains("Rating: 2.7 out of 5") && heard.contains("Rating: 4.5 out of 6"), "\(heard)")
        }

        @Test func firefoxDrawsTheStillPictureAtEachValueEvenAfterAHiddenCopy() async throws {
            let folder = try RightToLeftRenderTests.folder("live")
            let shot = try await FirefoxScreenshot.take(try Self.page(), in: folder, width: 920, height: 520)
            let difference = Self.difference(shot)
            #expect(difference.mean <= 0.6 && difference.percentile(0.99) <= 40,
                    "live against still: mean \(difference.mean), p99 \(difference.percentile(0.99))")
            #expect(shot.pixel(40, 85).colorfulness > 100, "\(shot.pixel(40, 85))")
        }

        /// A live rating far below the window, which content-visibility leaves undrawn, is as
        /// high as one in it: its look keeps the drawing's aspect ratio, which size containment
        /// would drop (0 px high: a page of ratings too short, laid out again as each nears).
        @Test func anUndrawnRatingKeepsItsHeight() async throws {
            let environment = try BrowserEnvironment.required()
            let live = try WebFacePages.starsvg(["--size", "30", "--live"])
            try environment.publish("""
                <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>undrawn</title></head>
                <body><div id="near">\(live)</div><div style="height:5000px"></div><div id="far">\(live)</div></body></html>
                """, as: "live-undrawn.html")
            try await environment.open("live-undrawn.html")
            let heights = try await environment.browser.execute("""
                return ['near', 'far'].map(id => document.querySelector('#' + id + ' svg').getBoundingClientRect().height + 'px')
                    .concat([getComputedStyle(document.querySelector('#far svg')).contentVisibility])
                """) as? [Any] ?? []
            #expect(heights.map { "\($0)" } == ["30px", "30px", "auto"], "\(heights)")
        }

        /// The recipe's page whose script changes the value (Examples/Script): the band is the one
        /// its levels pick on either side of each level (nothing moving under reduced motion),
        /// the edge is half-way 175 ms into a change from 1 to 4 (a click on the desk lamp), and
        /// the text readers hear follows the value the script sets.
        @Test func aScriptChangesTheValue() async throws {
            let environment = try BrowserEnvironment.required()
            // The recipe's page (Examples/Script), as its files are: its live rating at 1, its script.
            let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Script")
            for file in ["index.html", "app.js", "live-rating.css"] {
                try environment.publish(try String(contentsOf: example.appendingPathComponent(file), encoding: .utf8),
                                        as: file == "index.html" ? "live-script.html" : file)
            }
            // The sheet the page links is what the command writes now.
            let written = try LiveRatingFace(isStyleSheetLinked: true).output(of: StarRating(value: 1, cellSize: 40))
            // As --css-out writes it: a first line that says what it is, then a group a line.
            let sheetLines = try String(contentsOf: example.appendingPathComponent("live-rating.css"), encoding: .utf8).split(separator: "\n")
            #expect(sheetLines.first?.hasPrefix("/* starsvg style sheet, compact, check ") == true
                        && sheetLines.dropFirst().joined() == written.styleSheet, "Examples/Script/live-rating.css is stale")
            try await environment.browser.devTools("Emulation.setEmulatedMedia",
                                                   ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
            try await environment.open("live-script.html")
            let set = "setRating(arguments[0]); document.body.getBoundingClientRect();"
            let layers = "return [...document.querySelectorAll('.starsvg-live .starsvg-fill s')].map(r => getComputedStyle(r).opacity)"
                + ".concat([getComputedStyle(document.querySelector('.starsvg-live .starsvg-fill')).opacity, document.getAnimations().length])"
            // Layers bottom to top: green, yellow, red; then the colour layer, then the animations.
            for (value, expected) in [("0", ["1", "1", "1", "0"]), ("0.5", ["1", "1", "1", "1"]), ("1", ["1", "1", "1", "1"]),
                                      ("1.01", ["1", "1", "0", "1"]), ("4", ["1", "1", "0", "1"]), ("4.01", ["1", "0", "0", "1"]),
                                      ("5", ["1", "0", "0", "1"]), ("9", ["1", "0", "0", "1"])] {
                _ = try await environment.browser.execute(set, [value])
                let seen = try await environment.browser.execute(layers) as? [Any] ?? []
                #expect(seen.dropLast().map { "\($0)" } == expected, "at \(value): \(seen)")
                #expect(seen.last as? Int == 0, "at \(value) something moves under reduced motion: \(seen)")
            }
            // Readers hear the value the script gives, as the picture shows it (9 shows as 5).
            _ = try await environment.browser.devTools("Accessibility.enable")
            let heard = try await Spoken.heard(environment, element: "document.getElementById('product')",
                                               until: { $0.hasSuffix("Rating: 5 out of 5") }).text
            #expect(heard.hasSuffix("Rating: 5 out of 5"), "\(heard)")

            // In motion: the edge, a registered length, half-way at 175 ms of 0.35 s ease-in-out.
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
            _ = try await environment.browser.execute(set, ["1"])
            try await WebFaceBrowserTests().waitForStillness(environment)
            // The edge is computed on the colour layer, inside what content-visibility skips.
            let edge = "return parseFloat(getComputedStyle(document.querySelector('.starsvg-live .starsvg-fill')).getPropertyValue('--starsvg-edge'))"
            let at1 = try await environment.browser.execute(edge) as? Double ?? -1
            let running = try await WebFaceBrowserTests().withTimelineStill(environment) {
                // The desk lamp's button: 4.
                _ = try await environment.browser.execute("document.querySelector('button[data-rating=\"4\"]').click()")
                return try await environment.browser.execute("""
                    const all = document.getAnimations();
                    for (const a of all) { a.pause(); a.currentTime = 175; }
                    return all.map(a => a.transitionProperty).sort().join(',');
                    """) as? String ?? ""
            }
            let atHalf = try await environment.browser.execute(edge) as? Double ?? -1
            _ = try await environment.browser.execute("for (const a of document.getAnimations()) a.finish()")
            let at4 = try await environment.browser.execute(edge) as? Double ?? -1
            let row = try StarRating(value: 0, cellSize: 40).row
            #expect(abs(at1 - row.fillEdge(forValue: 1, mode: .area)) < 0.5 && abs(at4 - row.fillEdge(forValue: 4, mode: .area)) < 0.5,
                    "edges \(at1), \(at4)")
            #expect(abs(atHalf - (at1 + at4) / 2) <= 0.02 * (at4 - at1), "at 175 ms the edge is at \(atHalf), not half-way from \(at1) to \(at4)")
            // The edge, and the red layer's cross-fade (the colour layer stays shown).
            #expect(running == "--starsvg-edge,opacity", "transitions running: \(running)")
            let after = try await Spoken.heard(environment, element: "document.getElementById('product')",
                                               until: { $0.hasSuffix("Rating: 4 out of 5") }).text
            #expect(after.hasSuffix("Rating: 4 out of 5"), "\(after)")
        }
        /// A rating that `content-visibility` leaves undrawn, far down the page, computes nothing
        /// when the page sets its value: no transition starts for it, while the rating in view
        /// moves. (With the value's rules on the svg, a page setting
        /// 1,000 values restyled 1,000 svgs and ran 1,000 transitions, one a skipped rating.)
        @Test func anUndrawnRatingComputesNothingWhenItsValueIsSet() async throws {
            let environment = try BrowserEnvironment.required()
            let live = try WebFacePages.starsvg(["--live", "--size", String(Self.size)])
            _ = try environment.publish("""
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8"><title>starsvg undrawn</title></head>
                <body style="margin:0"><div id="near" style="--starsvg-value:1">\(live)</div>
                <div style="height:20000px"></div><div id="far" style="--starsvg-value:1">\(live)</div></body></html>

                """, as: "live-undrawn.html")
            try await environment.open("live-undrawn.html")
            try await WebFaceBrowserTests().waitForStillness(environment)
            let moved = try await environment.browser.execute("""
                for (const id of ["near", "far"]) document.getElementById(id).style.setProperty("--starsvg-value", "4");
                document.body.getBoundingClientRect();
                const moving = id => document.getAnimations().filter(a => document.getElementById(id).contains(a.effect.target)).length;
                return [moving("near"), moving("far")];
                """) as? [Any] ?? []
            try #require(moved.count == 2, "\(moved)")
            #expect((moved[0] as? Int ?? 0) > 0, "the rating in view does not move: \(moved)")
            #expect(moved[1] as? Int == 0, "the undrawn rating runs transitions: \(moved)")
            _ = try await environment.browser.execute("for (const a of document.getAnimations()) a.finish()")
        }
    }
}
