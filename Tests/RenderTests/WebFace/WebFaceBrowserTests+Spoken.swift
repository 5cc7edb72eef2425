import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// What a screen reader is told of a live rating (`--live`) without script in the snippet:
    /// the text Chromium's accessibility tree holds for it, however the page gives
    /// `--starsvg-value` (the snippet's style attribute, a wrapper's, the page's sheet, a
    /// script), in English and in Arabic with Arabic-Indic digits (off screen, Chromium holds
    /// nothing of it until it nears the window: a known issue, as with the `<title>` before); an aria-label
    /// a script sets names it instead; `--value-slot` and `--label` name it as before.
    /// Firefox's tree, read by hand the same way, is in Documentation/web-pages.md ("What a
    /// screen reader hears"). Run alone with `swift test --filter Spoken`.
    @Suite struct Spoken {
        /// A locale's look, and the tag its still label is written in.
        struct Language: Sendable {
            let options: [String]
            let locale: RatingLocale?
        }

        static let languages = [Language(options: [], locale: nil),
                                Language(options: ["--locale", "ar-EG"], locale: try? RatingLocale(tag: "ar-EG"))]

        /// The four ways a page gives the value, each a paragraph of its own: its id, the value
        /// given, and the value a reader hears (to a tenth, within 0…5).
        static let ways: [(id: String, given: String, heard: Double)] = [
            ("attribute", "3.5", 3.5), ("wrapper", "4.96", 5), ("sheet", "2.25", 2.3), ("script", "1.7", 1.7),
            ("nothing", "", 0), ("outside", "7", 5), ("far", "2.7", 2.7),
        ]

        /// The page: for each language, a paragraph per way, a rating whose aria-label a script
        /// sets, one with `--value-slot` and one with `--label`; the `far` ones last, 3,000 px
        /// below the window, where `content-visibility` leaves them undrawn.
        static func page() throws -> String {
            var body = "", far = ""
            for (index, language) in languages.enumerated() {
                let live = try WebFacePages.starsvg(["--live"] + language.options).trimmingCharacters(in: .newlines)
                for way in ways {
                    let id = "\(way.id)-\(index)"
                    switch way.id {
                    case "attribute":
                        body += "<p id=\"\(id)\">\(live.replacingOccurrences(of: "<svg ", with: "<svg style=\"--starsvg-value:\(way.given)\" "))</p>\n"
                    case "sheet":
                        body += "<p id=\"\(id)\" class=\"by-sheet\">\(live)</p>\n"
                    case "script", "nothing":
                        body += "<p id=\"\(id)\">\(live)</p>\n"
                    case "far":
                        far += "<p id=\"\(id)\" style=\"--starsvg-value:\(way.given)\">\(live)</p>\n"
                    default:
                        body += "<p id=\"\(id)\" style=\"--starsvg-value:\(way.given)\">\(live)</p>\n"
                    }
                }
                body += "<p id=\"labelled-\(index)\" style=\"--starsvg-value:1\">\(live)</p>\n"
                let slotted = try WebFacePages.starsvg(["--live", "--value-slot", "4.2"] + language.options)
                body += "<p id=\"slot-\(index)\">\(slotted)</p>\n"
                let labelled = try WebFacePages.starsvg(["--live", "--label", "Given"] + language.options)
                body += "<p id=\"label-\(index)\" style=\"--starsvg-value:2\">\(labelled)</p>\n"
            }
            body += "<div style=\"height:3000px\"></div>\n" + far
            return """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>starsvg spoken</title>
                <style>.by-sheet{--starsvg-value:2.25}</style>
                </head>
                <body>
                \(body)</body>
                </html>

                """
        }

        /// The text of the paragraph `id` in Chromium's accessibility tree, its static texts in
        /// order (what a reader reads), and how many deletions (`<s>`, the band layers) show.
        static func heard(_ environment: BrowserEnvironment, _ id: String) async throws -> (text: String, deletions: Int) {
            try await heard(environment, element: "document.getElementById('\(id)')")
        }

        /// The text of the element that the script `element` finds, as `heard(_:_:)`.
        static func heard(_ environment: BrowserEnvironment, element: String) async throws -> (text: String, deletions: Int) {
            let found = try await environment.browser.devTools("Runtime.evaluate", ["expression": element])
            let object = try #require(((found as? [String: Any])?["result"] as? [String: Any])?["objectId"] as? String)
            func nodes(_ role: String) async throws -> [[String: Any]] {
                let result = try await environment.browser.devTools("Accessibility.queryAXTree", ["objectId": object, "role": role])
                return (result as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
            }
            let text = try await nodes("StaticText").compactMap { BrowserEnvironment.axText($0, "name") }.joined()
            return (text, try await nodes("deletion").count)
        }

        /// `heard(_:element:)`, read again every 100 ms until `isDone` holds of its text or
        /// `deadline` passes: the last reading. Chromium's tree follows a change of style or of
        /// an attribute a moment later, and a longer one on a busy machine, so no fixed wait
        /// serves every machine; a reading that is right at once costs nothing more.
        static func heard(_ environment: BrowserEnvironment, element: String, until isDone: (String) -> Bool,
                          within deadline: Duration = .seconds(15)) async throws -> (text: String, deletions: Int) {
            let end = ContinuousClock.now + deadline
            var reading = try await heard(environment, element: element)
            while !isDone(reading.text), ContinuousClock.now < end {
                try await Task.sleep(for: .milliseconds(100))
                reading = try await heard(environment, element: element)
            }
            return reading
        }

        /// `heard(_:_:)`, read again until it is `expected` (`heard(_:element:until:within:)`).
        static func heard(_ environment: BrowserEnvironment, _ id: String, becoming expected: String) async throws -> (text: String, deletions: Int) {
            try await heard(environment, element: "document.getElementById('\(id)')", until: { $0 == expected })
        }

        /// `name(_:_:)`, read again every 100 ms until it is `expected` or 15 s pass, as
        /// `heard(_:element:until:within:)` waits.
        static func name(_ environment: BrowserEnvironment, _ id: String, becoming expected: String) async throws -> String? {
            let end = ContinuousClock.now + .seconds(15)
            var name = try await name(environment, id)
            while name != expected, ContinuousClock.now < end {
                try await Task.sleep(for: .milliseconds(100))
                name = try await self.name(environment, id)
            }
            return name
        }

        /// The name of the paragraph `id`'s svg in Chromium's tree.
        static func name(_ environment: BrowserEnvironment, _ id: String) async throws -> String? {
            let found = try await environment.browser.devTools("Runtime.evaluate", ["expression": "document.querySelector('#\(id) svg')"])
            let object = try #require(((found as? [String: Any])?["result"] as? [String: Any])?["objectId"] as? String)
            let result = try await environment.browser.devTools("Accessibility.getPartialAXTree", ["objectId": object, "fetchRelatives": false])
            let nodes = (result as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
            return nodes.first.flatMap { BrowserEnvironment.axText($0, "name") }
        }

        @Test func chromiumTellsTheValueThePageGivesHoweverItGivesIt() async throws {
            let environment = try BrowserEnvironment.required()
            try environment.publish(try Self.page(), as: "spoken.html")
            try await environment.open("spoken.html")
            _ = try await environment.browser.devTools("Accessibility.enable")
            for index in Self.languages.indices {
                _ = try await environment.browser.execute("""
                    document.querySelector('#script-\(index) svg').style.setProperty('--starsvg-value', '1.7');
                    document.querySelector('#labelled-\(index) svg').setAttribute('aria-label', 'Set by a script');
                    document.body.getBoundingClientRect();
                    """)
            }
            for (index, language) in Self.languages.enumerated() {
                for way in Self.ways {
                    // The still picture's label at that value is what a reader hears (the tree
                    // catches up with the style a moment later).
                    let expected = try StarRating(value: way.heard, locale: language.locale).label
                    let id = "\(way.id)-\(index)"
                    let heard = way.id == "far" ? try await Self.heard(environment, id) : try await Self.heard(environment, id, becoming: expected)
                    if way.id == "far" {
                        // content-visibility: auto on the svg (issue 45's budget) leaves it out
                        // of the tree off screen, as it left the <title> before; near the
                        // window it is there (checked below, once every far one was read).
                        withKnownIssue("Chromium leaves an off-screen live rating out of its tree") {
                            #expect(heard.text == expected, "\(id): \(heard.text)")
                        }
                    } else {
                        #expect(heard.text == expected, "\(id): \(heard.text)")
                    }
                    #expect(heard.deletions == 0, "\(id): the layers show as \(heard.deletions) deletions")
                }
                let labelled = try await Self.heard(environment, "labelled-\(index)")
                #expect(labelled.text.isEmpty, "a script's aria-label, \(language.options): the text shows too: \(labelled.text)")
                // The name reaches the tree a moment after the attribute.
                let set = try await Self.name(environment, "labelled-\(index)", becoming: "Set by a script")
                #expect(set == "Set by a script", "\(String(describing: set))")
                let slot = try StarRating(value: 4.2, locale: language.locale).label
                #expect(try await Self.name(environment, "slot-\(index)") == slot.replacingOccurrences(of: StarRating(value: 4.2, locale: language.locale).localizedNumber(4.2), with: "4.2"))
                #expect(try await Self.name(environment, "label-\(index)") == "Given")
            }
            // Near the window, the far ones are read in full.
            for (index, language) in Self.languages.enumerated() {
                let far = "far-\(index)"
                let expected = try StarRating(value: 2.7, locale: language.locale).label
                _ = try await environment.browser.execute("document.getElementById('\(far)').scrollIntoView()")
                let near = try await Self.heard(environment, far, becoming: expected)
                #expect(near.text == expected, "\(far), scrolled in: \(near.text)")
            }
        }
    }
}
