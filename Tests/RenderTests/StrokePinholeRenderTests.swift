import Foundation
import StarRatingSVG
import SVGKit
import Testing
import TestSupport

/// Issue 56's pinholes: a stroked icon of the sets, drawn full at 16–48 px by every engine
/// there is (Chromium, Firefox, resvg, librsvg and our PNG), has no pixel where one engine is
/// more than `pinhole` (0–255, the largest channel's) off every other while those agree within
/// `agreement`. Where a stroke's outline covers a point twice (two lines of an X, a join's
/// wedge over its segments) Skia, which draws Chromium's and Firefox's paths, anti-aliases
/// each overlapping edge on its own and gets the pixels where they meet wrong: a white
/// pinhole where an X crosses, a dark speck at an inner corner. `OutlineUnion` draws each
/// stroke as one region; `StrokeOverlapTests` counts the strokes it still cannot.
@Suite struct StrokePinholeRenderTests {
    /// The issue's threshold: more than this off is a pinhole, not anti-aliasing.
    static let pinhole = 100
    /// How closely the other engines must agree on a pixel for one engine alone to be off
    /// there. At the seams this finds with the union disabled (main's overlapping outlines),
    /// the others agreed within 41, and within 12 at those left; 50 admits every such seam and
    /// keeps to pixels the others settle: where they part by more, no one picture is the odd
    /// one out.
    static let agreement = 50
    /// The sets that stroke (Font Awesome's and Tabler's filled icons draw none), and how many
    /// icons of each, picked by a generator seeded with `seed`.
    static let strokedSets = ["Heroicons outline", "Lucide", "Tabler outline"]
    static let perSet = 30
    static let seed: UInt64 = 5_603
    static let sizes: [Double] = [16, 24, 32, 48]
    /// Icons of the sample whose strokes `OutlineUnion` cannot yet draw as one region (a fitted
    /// cubic's near-tangent crossing with an arc, missed or found twice, leaves its pieces
    /// unclosed, and the overlapping outlines are kept): their pinholes are known issues,
    /// which fail the test once they are gone, so that this list is shortened.
    static let knownOverlaps: Set<String> = ["outline/phone-arrow-down-left.svg", "shield-x.svg"]

    /// `perSet` icons of each of `strokedSets` that stroke and read as a shape, in a seeded
    /// order.
    static func sample() throws -> [(set: String, name: String, shape: RatingShape)] {
        let icons = try IconSets.all()
        var random = SplitMix64(seed: seed)
        var picked: [(String, String, RatingShape)] = []
        for set in strokedSets {
            var members = icons.filter { $0.set == set }.sorted { $0.name < $1.name }
            for index in members.indices.reversed() where index > 0 {
                members.swapAt(index, random.int(below: index + 1))
            }
            var count = 0
            for icon in members where count < perSet {
                guard let parsed = try? SVGIcon(parsing: icon.bytes), !parsed.strokes.isEmpty,
                      let shape = try? RatingShape(iconFile: icon.bytes) else { continue }
                picked.append((set, icon.name, shape))
                count += 1
            }
        }
        return picked
    }

    @Test(.enabled(if: IconSets.isInstalled || InstalledProgram.isCI, "the icon sets are not installed"))
    func noEngineAloneIsFarOffOnAStrokedIcon() async throws {
        try #require(IconSets.isInstalled, "the icon sets are not installed: \(IconSets.installHint)")
        let engines = RenderTools.testableEngines
        // Our PNG and two engines at least: a pixel needs two others that agree.
        guard engines.count >= 2 else {
            try Test.cancel("fewer than two of Chromium, Firefox, resvg and librsvg (and ImageMagick) are installed: \(engines)")
        }
        let folder = try RenderTools.freshBuildFolder("stroke-pinhole-tests")
        var cases: [IconLookRenderTests.Case] = []
        for (set, name, shape) in try Self.sample() {
            for size in Self.sizes {
                cases.append(.init(set: set, name: name, rating: try StarRating(starCount: 1, value: 1, cellSize: size, shape: shape), scale: 1))
            }
        }
        #expect(cases.count == Self.strokedSets.count * Self.perSet * Self.sizes.count)

        var pictures: [(engine: String, images: [RasterImage])] = [("our PNG", try await IconLookRenderTests.ownPictures(of: cases, folder: folder))]
        for engine in engines {
            let executable = try #require(RenderTools.executable(for: engine), "\(engine.rawValue) is not installed (\(engine.installHint))")
            let images: [RasterImage]
            switch engine {
            case .chromium: images = try await IconLookRenderTests.chromiumPictures(of: cases, executable: executable, folder: folder)
            case .firefox: images = try await Self.firefoxPictures(of: cases, folder: folder)
            case .librsvg, .resvg: images = try await Self.filePictures(of: cases, engine: engine, executable: executable, folder: folder)
            }
            pictures.append((engine.rawValue, images))
        }

        var pinholes: [String] = []
        var knownPinholes: [String] = []
        var cellsWithPinholes = Array(repeating: 0, count: pictures.count)
        var widestAgreement = 0
        for (index, item) in cases.enumerated() {
            let width = pictures.map { $0.images[index].width }.min() ?? 0
            let height = pictures.map { $0.images[index].height }.min() ?? 0
            var counted = Array(repeating: false, count: pictures.count)
            for y in 0..<height {
                for x in 0..<width {
                    let pixels = pictures.map { $0.images[index].pixel(x, y) }
                    for odd in pixels.indices {
                        let others = pixels.indices.filter { $0 != odd }
                        guard others.allSatisfy({ pixels[$0].maximumChannelDifference(to: pixels[odd]) > Self.pinhole }) else { continue }
                        var spread = 0
                        for a in others { for b in others where b > a { spread = max(spread, pixels[a].maximumChannelDifference(to: pixels[b])) } }
                        widestAgreement = max(widestAgreement, spread)
                        guard spread <= Self.agreement else { continue }
                        let pinhole = "\(item.label): \(pictures[odd].engine) at (\(x), \(y)) \(pixels[odd]) where the others are \(others.map { pixels[$0] })"
                        if Self.knownOverlaps.contains(item.name) { knownPinholes.append(pinhole) } else { pinholes.append(pinhole) }
                        if !counted[odd] {
                            counted[odd] = true
                            cellsWithPinholes[odd] += 1
                        }
                    }
                }
            }
        }
        print("RenderTests: \(cases.count) stroked icon cells (\(Self.strokedSets.joined(separator: ", ")) at \(Self.sizes.map { Int($0) }) px) in "
              + "\(pictures.map(\.engine).joined(separator: ", ")): cells where one engine alone is more than \(Self.pinhole) off: "
              + "\(zip(pictures, cellsWithPinholes).map { "\($0.engine) \($1)" }.joined(separator: ", ")); "
              + "the others' widest spread at such a pixel \(widestAgreement)")
        withKnownIssue("the union of \(Self.knownOverlaps.sorted()) is not found: they overlap") {
            #expect(knownPinholes.isEmpty, "\(knownPinholes.count) pinholes: \(knownPinholes.prefix(4).joined(separator: "; "))")
        }
        #expect(pinholes.isEmpty, "\(pinholes.count) pinholes: \(pinholes.prefix(12).joined(separator: "; ")) (pictures in \(folder.path))")
    }

    /// Firefox's drawing of each case's SVG as an `<img>`, on one page, each picture at a whole
    /// CSS pixel of a column of its own (as `IconLookRenderTests.chromiumPictures`).
    static func firefoxPictures(of cases: [IconLookRenderTests.Case], folder: URL) async throws -> [RasterImage] {
        let columns = 10
        let cellWidth = Int((cases.map { $0.rating.row.layout.width }.max() ?? 0).rounded(.up)) + 2
        let cellHeight = Int((cases.map { $0.rating.row.layout.height }.max() ?? 0).rounded(.up)) + 2
        var body = ""
        for (index, item) in cases.enumerated() {
            let file = "case-\(index).svg"
            try Data(item.rating.svgBytes()).write(to: folder.appendingPathComponent(file))
            body += "<img src=\"\(file)\" alt=\"\" style=\"position:absolute;left:\(index % columns * cellWidth)px;top:\(index / columns * cellHeight)px\">\n"
        }
        let page = HTMLPage(title: "stroke pinholes", styleRules: ["html, body { margin: 0; background: #fff; overflow: hidden; }", "img { display: block; }"],
                            body: body).html
        let width = columns * cellWidth
        let height = (cases.count + columns - 1) / columns * cellHeight
        let shot = try await FirefoxScreenshot.take(page, in: folder, width: width, height: height)
        try #require(shot.width >= width && shot.height >= height, "Firefox's screenshot is \(shot.width)×\(shot.height)")
        return cases.enumerated().map { index, item in
            shot.cropped(x: index % columns * cellWidth, y: index / columns * cellHeight,
                         width: Int(item.rating.row.layout.width.rounded(.up)), height: Int(item.rating.row.layout.height.rounded(.up)))
        }
    }

    /// librsvg's or resvg's drawing of each case's SVG on white, one call a file.
    static func filePictures(of cases: [IconLookRenderTests.Case], engine: RenderEngine, executable: URL, folder: URL) async throws -> [RasterImage] {
        var files: [URL] = []
        for (index, item) in cases.enumerated() {
            let svg = folder.appendingPathComponent("case-\(index).svg")
            try Data(item.rating.svgBytes()).write(to: svg)
            let png = folder.appendingPathComponent("\(engine.rawValue)-\(index).png")
            let arguments = engine == .librsvg ? ["-b", "white", "-o", png.path, svg.path] : ["--background", "white", svg.path, png.path]
            try await ProcessRunner.runLogged(executable, arguments, log: folder.appendingPathComponent("\(engine.rawValue)-\(index).log"),
                                              timeout: .seconds(30))
            files.append(png)
        }
        return try await PNGDecoder.decode(files, scratch: folder, name: engine.rawValue)
    }
}
