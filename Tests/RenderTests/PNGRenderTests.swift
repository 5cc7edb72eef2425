import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// The command's own PNGs (`StarRating.pngBytes(scale:)`) hold the pixels the engines draw from
/// its SVG: every case of the render catalogue against every engine, and more device scales and
/// right to left against the file renderers.
@Suite struct PNGRenderTests {
    /// The largest mean absolute difference per channel (0–255), on white, between a PNG and an
    /// engine's picture of the same SVG: issue 34's budget. The engines' own spread is up to 1.5
    /// at the smallest sizes (`CrossRendererTests.smallSizeMeanLimit`).
    static let meanLimit = 1.5
    /// What a stroked icon's thin rim adds against librsvg, whose blur below σ = 2 is narrower
    /// than the Gaussian the PNG and the other engines draw, on pixels that are mostly rim (see
    /// `CrossRendererTests.thinLineLibrsvgAllowance`). Measured on the outline star at 16–48
    /// px: up to 2.58 against librsvg; against Chromium and Firefox 1.57 (16 px), resvg 1.18,
    /// within the plain limit with the curve allowance.
    static let thinLineAllowance = 2.5
    /// The same against resvg, which blurs below σ = 2 its own way (a little less than the
    /// Gaussian), while the PNG draws Chromium's boxes and Skia's chords (issue 56): on the
    /// outline star at 16 px up to 1.98 against resvg, 1.55 at 24, where Chromium and resvg are
    /// 1.93 and 1.53 apart (`CrossRendererTests.everyPairsAgreementIsReported`).
    static let thinLineResvgAllowance = 0.75

    /// The largest 99th percentile of the differences: anti-aliasing differs along every edge.
    static let percentileLimit = 48

    /// Every case of the catalogue against `engine`'s picture of its SVG.
    @Test(.cases(4), arguments: RenderEngine.allCases)
    func thePNGHoldsTheEnginesPixels(engine: RenderEngine) async throws {
        let renders = try await RenderSession.renders(for: engine)
        let ours = try await OwnPNGs.catalogue()
        let cases = renders.catalogue.cases
        var pooled = PixelDifference()
        var over: [String] = []
        for index in cases.indices {
            let theirs = renders.images[index]
            let difference = try Self.difference(ours[index], theirs, name: cases[index].name)
            pooled.add(difference)
            // A browser draws a heart's or an icon's curves a little off, as in CrossRendererTests.
            // A thin line's rim, which librsvg and resvg blur their own ways.
            let thinLine = cases[index].configuration.shape.hasInside ? 0
                : engine == .librsvg ? Self.thinLineAllowance : engine == .resvg ? Self.thinLineResvgAllowance : 0
            let meanLimit = Self.meanLimit + CrossRendererTests.skiaCurveAllowance(for: cases[index], engine: engine) + thinLine
            if difference.mean > meanLimit || difference.percentile(0.99) > Self.percentileLimit {
                over.append("\(cases[index].name) \(String(format: "%.2f", difference.mean)) (p99 \(difference.percentile(0.99)))")
            }
        }
        print("RenderTests: PNG–\(engine.rawValue): mean \(String(format: "%.2f", pooled.mean)) per channel, p99 \(pooled.percentile(0.99)) over \(cases.count) cases")
        #expect(over.isEmpty, """
            PNG–\(engine.rawValue): \(over.count) of \(cases.count) cases over mean \(Self.meanLimit) or p99 \(Self.percentileLimit): \
            \(over.joined(separator: ", ")) (PNGs in \(OwnPNGs.folder.path))
            """)
    }

    /// Device scale 3 and right to left, which the catalogue lacks, against the file renderers:
    /// each SVG drawn at the scale by the engine, and its PNG at the same scale.
    @Test(.cases(2), arguments: [RenderEngine.resvg, .librsvg])
    func moreScalesAndRightToLeftHoldTheEnginesPixels(engine: RenderEngine) async throws {
        try RenderTools.skipUnlessTestable(engine)
        let executable = try #require(RenderTools.executable(for: engine))
        let folder = OwnPNGs.folder.deletingLastPathComponent().appendingPathComponent("more-\(engine.rawValue)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var engineFiles: [URL] = []
        var ownFiles: [URL] = []
        for (index, item) in Self.moreCases.enumerated() {
            let rating = try item.rating()
            let svg = folder.appendingPathComponent("\(index).svg")
            try Data(rating.svgBytes()).write(to: svg)
            let rendered = folder.appendingPathComponent("\(index)-\(engine.rawValue).png")
            let zoom = String(item.scale)
            let arguments = engine == .librsvg ? ["-b", "white", "--zoom", zoom, "-o", rendered.path, svg.path]
                                               : ["--background", "white", "--zoom", zoom, svg.path, rendered.path]
            try await ProcessRunner.runLogged(executable, arguments, log: folder.appendingPathComponent("\(index).log"), timeout: .seconds(30))
            engineFiles.append(rendered)
            let own = folder.appendingPathComponent("\(index)-own.png")
            try Data(rating.pngBytes(scale: item.scale)).write(to: own)
            ownFiles.append(own)
        }
        let theirs = try await PNGDecoder.decode(engineFiles, scratch: folder, name: "engine")
        let ours = try await PNGDecoder.decode(ownFiles, scratch: folder, name: "own", onWhite: true)
        var over: [String] = []
        for (index, item) in Self.moreCases.enumerated() {
            let difference = try Self.difference(ours[index], theirs[index], name: item.description)
            if difference.mean > Self.meanLimit || difference.percentile(0.99) > Self.percentileLimit {
                over.append("\(item) \(String(format: "%.2f", difference.mean)) (p99 \(difference.percentile(0.99)))")
            }
        }
        #expect(over.isEmpty, "PNG–\(engine.rawValue): \(over.joined(separator: ", ")) (files in \(folder.path))")
    }

    /// The PNGs' bytes against what `optipng -o5` makes of the same pixels, for four pictures
    /// of the kind people send (5 and 10 stars, 16 to 100 px, scale 1 to 3, the default blur),
    /// one with hard edges (`--blur 0`, which optipng stores as a palette) and an empty one
    /// (grey): issue 34's budget of 1.25 ×, each (today 1.0 to 1.12 ×; the last two were 1.20
    /// and 1.52 × while every PNG was RGBA).
    @Test func thePNGIsNoLargerThanOptipngsByMoreThanAQuarter() async throws {
        guard let optipng = RenderTools.locate(preferredPaths: ["/usr/bin/optipng"], programNames: ["optipng"]) else {
            if RenderTools.isCI { Issue.record("optipng is not installed (apt-get install optipng)"); return }
            try Test.cancel("optipng not found: apt-get install optipng")
        }
        let folder = OwnPNGs.folder.deletingLastPathComponent().appendingPathComponent("optipng")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pictures = [MoreCase(value: 3.5, size: 16, scale: 2), MoreCase(stars: 10, value: 7.3, size: 24, scale: 2),
                        MoreCase(value: 2.25, size: 48, scale: 3), MoreCase(stars: 10, value: 6.6, size: 100, scale: 1),
                        MoreCase(stars: 6, value: 4.3, size: 48, fillMode: .linear, blur: 0, scale: 2),
                        MoreCase(value: 0, size: 48, scale: 2)]
        var over: [String] = []
        for (index, item) in pictures.enumerated() {
            let ours = try item.rating().pngBytes(scale: item.scale)
            let file = folder.appendingPathComponent("\(index).png")
            let optimized = folder.appendingPathComponent("\(index)-optipng.png")
            try Data(ours).write(to: file)
            try await ProcessRunner.runLogged(optipng, ["-quiet", "-o5", "-out", optimized.path, file.path],
                                              log: folder.appendingPathComponent("\(index).log"), timeout: .seconds(120))
            let theirs = try Data(contentsOf: optimized).count
            let ratio = Double(ours.count) / Double(theirs)
            print("RenderTests: PNG bytes, \(item): \(ours.count) against optipng -o5's \(theirs), \(String(format: "%.3f", ratio)) ×")
            if ratio > 1.25 { over.append("\(item) \(String(format: "%.3f", ratio)) ×") }
        }
        #expect(over.isEmpty, "larger than 1.25 × optipng -o5: \(over.joined(separator: ", "))")
    }

    /// A rating beyond the catalogue: its size, value, fill mode, blur, direction and scale.
    struct MoreCase: CustomStringConvertible, Sendable {
        var stars = 5
        var value: Double
        var size: Double = 24
        var fillMode = FillMode.area
        var blur = 2.0
        var isRightToLeft = false
        var scale: Int

        func rating() throws -> StarRating {
            try StarRating(starCount: stars, value: value, cellSize: size, fillMode: fillMode, blur: blur,
                           direction: isRightToLeft ? .rightToLeft : .leftToRight)
        }

        var description: String {
            "stars\(stars)-size\(Int(size))-value\(value)-\(fillMode.rawValue)-blur\(blur)\(isRightToLeft ? "-rtl" : "")-scale\(scale)"
        }
    }

    /// Scale 3 at three sizes, and right to left in every fill mode, with and without a blur.
    static let moreCases: [MoreCase] = [
        MoreCase(value: 3.3, size: 16, scale: 3),
        MoreCase(value: 2.5, size: 24, scale: 3),
        MoreCase(stars: 10, value: 7.25, size: 48, scale: 3),
        MoreCase(value: 0, size: 24, scale: 3),
        MoreCase(value: 1.7, isRightToLeft: true, scale: 1),
        MoreCase(value: 3.4, fillMode: .width, isRightToLeft: true, scale: 2),
        MoreCase(value: 4.6, fillMode: .linear, isRightToLeft: true, scale: 2),
        MoreCase(value: 2.5, size: 32, blur: 0, isRightToLeft: true, scale: 2),
        MoreCase(value: 2.5, size: 32, blur: 0, scale: 3),
        MoreCase(stars: 3, value: 1.2, size: 100, blur: 1, isRightToLeft: true, scale: 1),
        MoreCase(stars: 7, value: 6.9, size: 20, blur: 4, scale: 2),
    ]

    /// The difference between a PNG on white and an engine's picture, over the engine's
    /// picture: the PNG is its CSS size rounded up to whole pixels, times the scale, so up to a
    /// few columns wider, and those are transparent.
    static func difference(_ own: RasterImage, _ theirs: RasterImage, name: String) throws -> PixelDifference {
        try #require(own.width >= theirs.width && own.height >= theirs.height && own.width - theirs.width < 4
                     && own.height - theirs.height < 4, "\(name): the PNG is \(own.width)×\(own.height), the engine's \(theirs.width)×\(theirs.height)")
        var difference = PixelDifference()
        difference.add(own.cropped(x: 0, y: 0, width: theirs.width, height: theirs.height), theirs)
        return difference
    }
}

/// The command's PNGs of the catalogue, written once per test process into
/// `.build/png-tests/catalogue` (to look at when a check fails; not under the render session's
/// folder, which it replaces when it starts) and decoded on white.
enum OwnPNGs {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/png-tests/catalogue")

    private static let decoded = Task { () throws -> [RasterImage] in
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cases = try RenderCatalogue.standard().cases
        var files: [URL] = []
        for item in cases {
            let file = folder.appendingPathComponent(item.name + ".png")
            try Data(item.rating.pngBytes(scale: item.configuration.deviceScale)).write(to: file)
            files.append(file)
        }
        return try await PNGDecoder.decode(files, scratch: folder, name: "own", onWhite: true)
    }

    /// One picture a case of `RenderCatalogue.standard()`, in its order.
    static func catalogue() async throws -> [RasterImage] {
        try await decoded.value
    }
}
