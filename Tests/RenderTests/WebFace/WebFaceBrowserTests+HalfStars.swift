import Foundation
import StarRatingSVG
import Testing
import TestSupport

extension WebFaceBrowserTests {
    /// A rating input of half stars (`--step 0.5`) in Chromium: real clicks on each half of
    /// each star, where the library draws it, left to right and right to left; the value
    /// checked, what the form sends, and the fill in the screenshot after each. Run alone with
    /// `swift test --filter HalfStars`.
    @Suite struct HalfStars {
        /// 5 stars of 48 px: a sixth of a star, where a half is clicked and read, is 4σ of the
        /// soft edge away from the half star's edge.
        static let layout = try! StarRating(starCount: 5, value: 0, cellSize: 48).row.layout

        /// The input's direction and the page's.
        enum Direction: String, CaseIterable, Sendable, CustomTestStringConvertible {
            /// No `--dir` on a left-to-right page: the left half of star k is k − 0.5.
            case leftToRight
            /// No `--dir` on a right-to-left page: mirrored by the page, the right half of the
            /// k-th star from the right is k − 0.5.
            case followingARightToLeftPage
            /// `--dir rtl` on a left-to-right page: mirrored in the drawing.
            case rightToLeft

            var testDescription: String { rawValue }
            var arguments: [String] { self == .rightToLeft ? ["--dir", "rtl"] : [] }
            var isPageRightToLeft: Bool { self == .followingARightToLeftPage }
            var isRightToLeft: Bool { self != .leftToRight }
        }

        @Test(.cases(3), arguments: Direction.allCases)
        func aClickOnEachHalfChecksItsValueAndFillsTheStarToIt(_ direction: Direction) async throws {
            let environment = try BrowserEnvironment.required()
            let snippet = try WebFacePages.starsvg(["--interactive", "--step", "0.5", "--stars", "5", "--size", "48", "--name", "r",
                                                    "--id", "hs"] + direction.arguments)
            let html = WebFaceInputBrowserTests.RightToLeft.page(isRightToLeft: direction.isPageRightToLeft, body: WebFaceInputBrowserTests.RightToLeft.placed(snippet, x: 40, y: 40))
            try await environment.browser.devTools("Emulation.setEmulatedMedia",
                                                   ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
            let name = "half-stars-\(direction.rawValue)"
            try environment.publish(html, as: name + ".html")
            try await environment.open(name + ".html")
            let box = try await environment.boundingBox(of: "#hs svg")
            let row = ReadingRow(layout: Self.layout, originX: box.x, originY: box.y, isRightToLeft: direction.isRightToLeft)
            // The half that fills first is the left one left to right, the right one mirrored.
            #expect((row.halfX(ofStar: 3, isLeadingHalf: true) < row.centreX(ofStar: 3)) == !direction.isRightToLeft)
            for star in 1...5 {
                for isLeadingHalf in [true, false] {
                    let value = isLeadingHalf ? "\(star - 1).5" : "\(star)"
                    let side = isLeadingHalf == direction.isRightToLeft ? "right" : "left"
                    let context = "\(direction): the \(side) half of star \(star) from the \(direction.isRightToLeft ? "right" : "left")"
                    try await environment.browser.click(x: row.halfX(ofStar: star, isLeadingHalf: isLeadingHalf), y: row.middleY)
                    #expect(try await environment.browser.execute(
                        "const r = document.querySelector('input[name=\"r\"]:checked'); return r ? r.value : null") as? String == value,
                            "\(context) checks \(value)")
                    #expect(try await environment.browser.execute("return new FormData(document.getElementById('form')).get('r')")
                                as? String == value, "\(context): the form sends \(value)")
                    try await WebFaceBrowserTests().waitForStillness(environment)
                    let shot = try await environment.screenshot(name + "-\(value)")
                    if isLeadingHalf {
                        row.expectHalfValue(after: star - 1, in: shot, context)
                    } else {
                        row.expectWholeValue(star, in: shot, context)
                    }
                }
            }
            // The radio buttons' names: "2.5 stars" is the left half of the third star.
            #expect(try await environment.browser.execute("return document.querySelector('label[for=\"hs-2h\"]').textContent")
                        as? String == "2.5 stars")
            try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        }

    }
}
