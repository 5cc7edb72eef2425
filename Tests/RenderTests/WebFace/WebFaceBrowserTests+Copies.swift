import Foundation
import Testing

/// Copies of one snippet on one page never break each other (`RepeatedCopiesPage`).
extension WebFaceBrowserTests {
    @Test func everyVisibleCopyDrawsItselfInChromium() async throws {
        let environment = try BrowserEnvironment.required()
        let copies = try RepeatedCopiesPage.copies(in: try RightToLeftRenderTests.folder("copies-chromium"))
        try await environment.browser.devTools("Emulation.setEmulatedMedia", ["features": [] as [Any]])
        try environment.publish(RepeatedCopiesPage.html(copies), as: "copies.html")
        try await environment.open("copies.html")
        try await waitForStillness(environment)
        Self.expectEveryCopyDrawn(try await environment.screenshot("copies"), copies, browser: "Chromium")
    }

    /// Each visible copy against the snippet alone beside it: the same pixels (within what two
    /// documents' compositing may differ by), and coloured, not a blank or an empty track.
    static func expectEveryCopyDrawn(_ shot: RasterImage, _ copies: [RepeatedCopiesPage.Copy], browser: String,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let (width, height) = (RepeatedCopiesPage.width, RepeatedCopiesPage.height)
        for (row, copy) in copies.enumerated() {
            let y = RepeatedCopiesPage.top + RepeatedCopiesPage.rowHeight * row
            let alone = shot.cropped(x: RepeatedCopiesPage.columns[2], y: y, width: width, height: height)
            let colored = (0..<width).map { alone.pixel($0, height / 2).colorfulness }.max() ?? 0
            #expect(colored > 100, "\(browser), \(copy.name): the snippet alone shows no colour", sourceLocation: sourceLocation)
            for x in RepeatedCopiesPage.columns.dropLast() {
                var difference = PixelDifference()
                difference.add(shot.cropped(x: x, y: y, width: width, height: height), alone)
                #expect(difference.mean <= 0.5 && difference.percentile(0.99) <= 16,
                        "\(browser), \(copy.name) at x \(x): differs from the snippet alone by a mean of \(difference.mean), p99 \(difference.percentile(0.99))",
                        sourceLocation: sourceLocation)
            }
        }
    }
}

/// The same page in Firefox ESR, which resolves a repeated id as Chromium does.
@Suite struct RepeatedCopiesFirefoxTests {
    @Test func everyVisibleCopyDrawsItselfInFirefox() async throws {
        let folder = try RightToLeftRenderTests.folder("copies-firefox")
        let copies = try RepeatedCopiesPage.copies(in: folder)
        let rows = RepeatedCopiesPage.top + RepeatedCopiesPage.rowHeight * copies.count
        let shot = try await FirefoxScreenshot.take(RepeatedCopiesPage.html(copies), in: folder, width: 560, height: rows)
        WebFaceBrowserTests.expectEveryCopyDrawn(shot, copies, browser: "Firefox")
    }
}
