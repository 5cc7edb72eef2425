import Foundation
import Testing
import StarRatingSVG
import TestSupport

/// The gallery, `Samples/index.html`, as a person uses it: each picture with the command that
/// really makes it beside it, alt text that says the rating, every look the page promises, and
/// the page's many ratings sharing it without sharing an id. Read from the committed page, so a
/// stale or hand-edited page fails here too.
@Suite struct GalleryTests {
    static let page: String = (try? String(contentsOf: SampleGoldenTests.samplesFolder.appendingPathComponent("index.html"), encoding: .utf8)) ?? ""

    /// A shell reads each shown command back into exactly the sample's arguments: pasted into a
    /// terminal, it runs what made the picture.
    @Test func everyCommandIsItsArgumentsAsAShellReadsThem() throws {
        for sample in Gallery.all {
            let words = try #require(sample.commandLine.split(separator: " ", maxSplits: 1).last.map(String.init))
            let echo = try ProcessRunner("/bin/sh", ["-c", "printf '%s\\n' " + words]).run()
            #expect(echo.exitStatus == 0, "\(sample.commandLine)")
            #expect(String(decoding: echo.standardOutput, as: UTF8.self) == sample.arguments.map { $0 + "\n" }.joined(),
                    "\(sample.fileName): \(sample.commandLine)")
        }
    }

    /// Every picture on the page, an image or a pasted snippet, has its own command right after
    /// it, in its figure or table row.
    @Test func everyPictureHasItsCommandBesideIt() throws {
        try #require(!Self.page.isEmpty, "Samples/index.html is missing")
        var pictures = 0
        for sample in Gallery.all {
            let picture = sample.isImage ? "<img src=\"\(sample.fileName)\"" : sample.output()
            var rest = Substring(Self.page)
            var found = 0
            while let start = rest.range(of: picture) {
                rest = rest[start.upperBound...]
                let end = [rest.range(of: "</figure>"), rest.range(of: "</tr>")].compactMap { $0?.lowerBound }.min() ?? rest.endIndex
                #expect(rest[..<end].contains("<code>\(GalleryPage.escaped(sample.commandLine))</code>"), "\(sample.fileName) without its command")
                found += 1
            }
            #expect(found > 0, "\(sample.fileName) is not on the page")
            pictures += found
        }
        #expect(pictures == Self.page.components(separatedBy: "<code>starsvg ").count - 1, "a command without its picture")
    }

    /// Every image has alt text, and it is the rating's own accessible name, read from the file
    /// it shows.
    @Test func everyImageSaysItsRating() throws {
        let images = Self.page.components(separatedBy: "<img ").dropFirst().map { $0.prefix { $0 != ">" } }
        #expect(images.count > 50)
        for image in images {
            let source = try #require(Self.attribute("src", in: image), "\(image)")
            let alt = try #require(Self.attribute("alt", in: image), "\(source) has no alt")
            let file = try Data(contentsOf: SampleGoldenTests.samplesFolder.appendingPathComponent(source))
            let label = Sample.accessibleName(ofFile: [UInt8](file))
            #expect(!alt.isEmpty && alt == label.map(GalleryPage.escaped), "\(source): alt \(alt.debugDescription), label \(label ?? "none")")
            #expect(alt.contains(" out of ") || alt.contains("stars"), "\(source): \(alt) does not say the rating")
        }
    }

    /// The page shows what the issue asks of it: the three previews, every fill mode, sizes 16 to
    /// 100, colours and levels of one's own, a dark background, and the animation and input live.
    @Test func theGalleryShowsEveryLook() {
        let arguments = Gallery.all.map(\.arguments)
        func shows(_ words: [String]) -> Bool {
            arguments.contains { sampleArguments in words.allSatisfy(sampleArguments.contains) }
        }
        for preview in ReferencePreview.all {
            #expect(shows(["--stars", String(preview.starCount), "--levels", preview.levelsText]), "\(preview.title)")
            for size in [16, 100] { #expect(shows(["--stars", String(preview.starCount), "--size", String(size)]), "\(preview.title) at \(size)") }
        }
        for mode in FillMode.allCases { #expect(shows(["--fill-mode", mode.rawValue])) }
        #expect(Gallery.colors.allSatisfy { $0.arguments.contains("--colors") })
        #expect(Gallery.colors.contains { $0.arguments.contains("--levels") })
        #expect(Gallery.dark.contains { !$0.isStandaloneSVG } && Gallery.dark.contains(where: \.isStandaloneSVG))
        #expect(Gallery.inputs.count == 3 && (Gallery.inputs + Gallery.moreInputs).allSatisfy { Self.page.contains($0.output()) })
        for option in ["--step", "--required", "--disabled"] { #expect(Gallery.moreInputs.contains { $0.arguments.contains(option) }, "\(option)") }
        #expect(Gallery.webPictures.contains { $0.arguments.contains("--animate") && !$0.isStandaloneSVG && Self.page.contains($0.output()) })
        #expect(shows(["--dir", "rtl"]) && shows(["--locale"]) && shows(["--size", "1.5em"]))
        for page in Gallery.rightToLeftPages { #expect(Self.page.contains("<a href=\"\(page.fileName)\">"), "\(page.fileName)") }
        // A PNG beside the SVG of the same rating.
        let png = Gallery.pictures.first(where: \.isPNG)
        #expect(png.map { png in
            Gallery.pictures.contains { svg in svg.isStandaloneSVG && png.arguments.dropFirst(4).starts(with: svg.arguments) }
        } == true)
        for section in ["previews", "fill-modes", "sizes", "colors", "looks", "dark", "live", "every-page", "png"] {
            #expect(Self.page.contains("<section id=\"\(section)\">") && Self.page.contains("href=\"#\(section)\""), "\(section)")
        }
    }

    /// Each right-to-left page is one: `<html dir="rtl">` in its language, every snippet in that
    /// language (`lang`) and following the page (no `dir` of its own), each beside its command,
    /// a rating input in a form, a rating in ems inside a heading, and no id twice.
    @Test(.cases(2), arguments: Gallery.rightToLeftPages.map(\.fileName))
    func aRightToLeftPageShowsEveryFaceInItsLanguage(fileName: String) throws {
        let page = try #require(Gallery.rightToLeftPages.first { $0.fileName == fileName })
        let html = try String(contentsOf: SampleGoldenTests.samplesFolder.appendingPathComponent(fileName), encoding: .utf8)
        #expect(html.contains("<html lang=\"\(page.language)\" dir=\"rtl\">"))
        for sample in page.samples {
            let output = sample.output()
            let figure = html.components(separatedBy: "<figure>").first { $0.contains(output) }
            #expect(sample.run().exitCode == 0 && figure?.contains("<code dir=\"ltr\">\(GalleryPage.escaped(sample.commandLine))</code>") == true,
                    "\(sample.commandLine) is not on \(fileName) with its command")
            #expect(output.contains(" lang=\"\(page.language)\"") && !output.contains(" dir=\""), "\(sample.commandLine)")
        }
        #expect(page.samples.contains { $0.arguments.contains("--interactive") } && html.contains("<form>"))
        #expect(html.contains("<h2 class=\"large\">\(page.headingWithRating) <svg class=\"starsvg starsvg-l"))
        #expect(HTMLIDScan.repeatedIDs(in: html).isEmpty, "\(HTMLIDScan.repeatedIDs(in: html))")
    }

    /// The snippets pasted into the page (inputs, pictures, the dark section's) share no id.
    @Test func thePageRepeatsNoID() {
        #expect(HTMLIDScan.ids(in: Self.page).count > 20)
        #expect(HTMLIDScan.repeatedIDs(in: Self.page).isEmpty, "\(HTMLIDScan.repeatedIDs(in: Self.page))")
    }

    /// The README's pictures are samples, each on one line with the command that makes it and
    /// alt text that starts with the rating's accessible name.
    @Test func theREADMEShowsSamplesWithTheirCommands() throws {
        let readme = try String(contentsOf: SampleGoldenTests.samplesFolder.deletingLastPathComponent().appendingPathComponent("README.md"),
                                encoding: .utf8)
        let lines = readme.split(separator: "\n").filter { $0.contains("<img src=\"Samples/") }
        #expect(lines.count >= 3)
        for line in lines {
            let tag = line[line.range(of: "<img ")!.upperBound...].prefix { $0 != ">" }
            let source = try #require(Self.attribute("src", in: tag)).dropFirst("Samples/".count)
            let sample = try #require(Gallery.all.first { $0.fileName == source }, "\(source) is not a sample")
            #expect(line.contains("`\(sample.commandLine)`"), "\(source) without `\(sample.commandLine)`")
            let alt = Self.attribute("alt", in: tag) ?? ""
            #expect(alt.hasPrefix(GalleryPage.escaped(sample.accessibleName() ?? "?")), "\(source): alt \(alt.debugDescription)")
        }
    }

    /// The value of `name="…"` in a tag's text.
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") ?? (tag.hasPrefix("\(name)=\"") ? tag.range(of: "\(name)=\"") : nil) else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

}
