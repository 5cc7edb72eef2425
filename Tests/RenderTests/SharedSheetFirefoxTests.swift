import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// Firefox draws a still snippet of a shared sheet (`--css-out`), whose star is the sheet's
/// `clip-path: path()` on the tiles' rectangles (inside the colour tile's `<use>` too) and, in
/// forced colours, its outline's `d: path()`, as it draws the same snippet with its own
/// `<style>`, which writes the star in the SVG. Chromium's pictures are compared likewise in
/// `WebFaceBrowserTests`.
@Suite struct SharedSheetFirefoxTests {
    static let values = [3.6, 1.3]

    /// The page: each value's snippet with its own sheet, and below it the same with the shared
    /// sheet in the page's `<style>`, 40 px apart.
    static func page() throws -> String {
        var body = "", sheet: [String] = []
        for (index, value) in values.enumerated() {
            let inline = try StarRating(value: value, idPrefix: "i\(index)").htmlSnippet()
            let shared = try StarRating(value: value, idPrefix: "s\(index)").htmlSnippet(options: HTMLSnippetOptions(isStyleSheetLinked: true))
            sheet += shared.styleGroups
            body += "<div class=\"place\" style=\"top:\(20 + 80 * index)px\">\(inline.html)</div>\n"
            body += "<div class=\"place\" style=\"top:\(60 + 80 * index)px\">\(shared.html)</div>\n"
        }
        return page(title: "starsvg shared sheet", css: sheet.joined(), body: body)
    }

    /// A page of snippets placed by `body`, with `css` in its `<style>`, on white.
    static func page(title: String, css: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(title)</title>
        <style>html,body{margin:0;background:#fff;overflow:hidden}.place{position:absolute;left:20px}.place svg{display:block}
        \(css)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    @Test(.cases(2), arguments: [false, true])
    func firefoxDrawsASharedSheetsSnippetAsItsOwn(forcedColors: Bool) async throws {
        let folder = try RightToLeftRenderTests.folder(forcedColors ? "shared-sheet-forced" : "shared-sheet")
        let shot = try await FirefoxScreenshot.take(try Self.page(), in: folder, width: 240, height: 200, forcedColors: forcedColors)
        let width = Int(try StarRating(value: 0).row.layout.width), height = 24
        let background = shot.pixel(5, 5)
        for index in Self.values.indices {
            let inline = shot.cropped(x: 20, y: 20 + 80 * index, width: width, height: height)
            let shared = shot.cropped(x: 20, y: 60 + 80 * index, width: width, height: height)
            var worst = 0
            for y in 0..<height {
                for x in 0..<width { worst = max(worst, inline.pixel(x, y).maximumChannelDifference(to: shared.pixel(x, y))) }
            }
            #expect(worst <= 13, "value \(Self.values[index]), forced colours \(forcedColors): a channel differs by \(worst)")
            // Not two blank rows: the first star is filled, plainly in its colour, in forced
            // colours with its outline.
            let centre = shared.pixel(18, 13)
            #expect(centre.maximumChannelDifference(to: background) >= 60, "the first star's centre \(centre) on \(background)")
            if forcedColors {
                let across = (0..<width).map { shared.pixel($0, 13) }
                #expect(across.contains { abs($0.lightness - background.lightness) >= 100 }, "no outline in forced colours: \(across)")
            }
        }
    }
}
