import Foundation
import StarRatingSVG
import StarsvgCLI
import Testing

/// Two runs of two looks that add to one sheet (`--css-out`) leave a sheet that draws both: in
/// Firefox each snippet with the grown sheet is the snippet with its own `<style>`. (Before the
/// sheet grew, the second run wrote over the first's, and the first look drew as a solid bar of
/// its first colour.)
@Suite struct GrownSheetRenderTests {
    /// Each run: a look, as the command's options, and the same with its own sheet.
    static let looks: [[String]] = [
        ["--format", "html", "--value", "3.6"],
        ["--format", "html", "--value", "1.3", "--colors", "#2266cc,#cc2266,#22aa66", "--size", "30", "--shape", "heart"],
    ]

    /// The page: each look's snippet with its own sheet, and below it the one linked to the
    /// sheet both runs added to, in the page's `<style>`.
    static func page() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starsvg-grown-sheet-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("ratings.css").path
        var body = ""
        for (index, look) in looks.enumerated() {
            let inline = StarsvgCommand.run(arguments: look)
            let linked = StarsvgCommand.run(arguments: look + ["--css-out", sheet])
            try #require(inline.exitCode == 0 && linked.exitCode == 0, "\(linked.standardError)")
            body += "<div class=\"place\" style=\"top:\(20 + 100 * index)px\">\(String(decoding: inline.standardOutput, as: UTF8.self))</div>\n"
            body += "<div class=\"place\" style=\"top:\(60 + 100 * index)px\">\(String(decoding: linked.standardOutput, as: UTF8.self))</div>\n"
        }
        let css = try String(contentsOfFile: sheet, encoding: .utf8)
        return SharedSheetFirefoxTests.page(title: "starsvg grown sheet", css: css, body: body)
    }

    @Test func firefoxDrawsEachLookOfAGrownSheetAsItsOwn() async throws {
        let folder = try RightToLeftRenderTests.folder("grown-sheet")
        let shot = try await FirefoxScreenshot.take(try Self.page(), in: folder, width: 300, height: 240, forcedColors: false)
        let background = shot.pixel(5, 5)
        var compared = 0
        for (index, look) in Self.looks.enumerated() {
            let size = look.contains("--size") ? 30 : 24
            let rating = try StarRating(value: 0, cellSize: Double(size))
            let width = Int(rating.row.layout.width)
            let inline = shot.cropped(x: 20, y: 20 + 100 * index, width: width, height: size)
            let linked = shot.cropped(x: 20, y: 60 + 100 * index, width: width, height: size)
            var worst = 0
            for y in 0..<size {
                for x in 0..<width { worst = max(worst, inline.pixel(x, y).maximumChannelDifference(to: linked.pixel(x, y))) }
            }
            #expect(worst <= 13, "look \(index): a channel differs by \(worst)")
            // Drawn at all: the first star's centre is coloured, and the last star's is not.
            #expect(linked.pixel(size * 3 / 4, size / 2).maximumChannelDifference(to: background) >= 60, "look \(index): no first star")
            compared += 1
        }
        #expect(compared == 2)
    }
}
