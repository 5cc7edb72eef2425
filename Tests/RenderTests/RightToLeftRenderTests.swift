import Foundation
import StarRatingSVG
import Testing
import TestSupport

/// The mirrored rating in the engines besides Chromium (whose checks are in
/// `WebFaceBrowserTests.RightToLeft`): librsvg and resvg draw `--dir rtl` as the mirror image of
/// the standalone SVG drawn left to right, and Firefox mirrors an HTML snippet without `--dir`
/// on a right-to-left page (`:dir(rtl)`). In each, a value of 2.5 fills the right half of the
/// third star from the right. The files stay in `.build/right-to-left/`.
@Suite struct RightToLeftRenderTests {
    /// 5 stars of 48 px at 2.5: a sixth of a star (where a half star is sampled) is 4σ of the
    /// soft edge from its edge.
    static let picture = ["--stars", "5", "--value", "2.5", "--size", "48"]
    static let layout = try! StarRating(starCount: 5, value: 0, cellSize: 48).row.layout

    /// `.build/right-to-left/<name>/`, emptied.
    static func folder(_ name: String) throws -> URL {
        try RenderTools.freshBuildFolder("right-to-left/\(name)")
    }

    @Test(.cases(2), arguments: [RenderEngine.librsvg, .resvg])
    func aRightToLeftSVGIsTheMirrorImageOfTheLeftToRightOne(engine: RenderEngine) async throws {
        try RenderTools.skipUnlessTestable(engine)
        guard let executable = RenderTools.executable(for: engine) else {
            throw RenderFailure(description: "\(engine.rawValue) is not installed (\(engine.installHint)); CI=true requires it")
        }
        let folder = try Self.folder(engine.rawValue)
        let images = try await StandaloneRenders.render([("ltr", Self.picture), ("rtl", Self.picture + ["--dir", "rtl"])],
                                                        engine: engine, executable: executable, in: folder)
        let (leftToRight, rightToLeft) = (images[0], images[1])
        try #require(rightToLeft.width == Int(Self.layout.width) && rightToLeft.height == Int(Self.layout.height),
                     "\(engine.rawValue) drew \(rightToLeft.width)×\(rightToLeft.height)")
        ReadingRow(layout: Self.layout, originX: 0, originY: 0, isRightToLeft: false)
            .expectHalfValue(after: 2, in: leftToRight, "\(engine.rawValue), left to right")
        ReadingRow(layout: Self.layout, originX: 0, originY: 0, isRightToLeft: true)
            .expectHalfValue(after: 2, in: rightToLeft, "\(engine.rawValue), --dir rtl")
        MirrorImageCheck.expect(rightToLeft, of: leftToRight, "\(engine.rawValue): --dir rtl",
                                percentileTolerance: engine == .resvg ? MirrorImageCheck.resvgPercentileTolerance : MirrorImageCheck.percentileTolerance)
    }

    @Test func inFirefoxASnippetOnARightToLeftPageIsTheMirrorImage() async throws {
        let folder = try Self.folder("firefox")
        let html = ["--format", "html"] + Self.picture
        // On a right-to-left page: the snippet without --dir (mirrored by its style sheet), the
        // same inside a left-to-right block (as drawn), and --dir rtl (mirrored in the drawing).
        let places = [(id: "fa", y: 20, isRightToLeft: true), (id: "fl", y: 100, isRightToLeft: false), (id: "fr", y: 180, isRightToLeft: true)]
        let body = """
            <div class="place" style="top:20px">\(try WebFacePages.starsvg(html + ["--id", "fa"]))</div>
            <div class="place" style="top:100px" dir="ltr">\(try WebFacePages.starsvg(html + ["--id", "fl"]))</div>
            <div class="place" style="top:180px">\(try WebFacePages.starsvg(html + ["--id", "fr", "--dir", "rtl"]))</div>

            """
        let page = """
            <!DOCTYPE html>
            <html dir="rtl" lang="he">
            <head>
            <meta charset="utf-8">
            <title>starsvg right to left</title>
            <style>html,body{margin:0;background:#fff;overflow:hidden}.place{position:absolute;left:20px}.place svg{display:block}</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
        let shot = try await FirefoxScreenshot.take(page, in: folder, width: 400, height: 260)
        var crops: [String: RasterImage] = [:]
        for place in places {
            let crop = shot.cropped(x: 20, y: place.y, width: Int(Self.layout.width), height: Int(Self.layout.height))
            ReadingRow(layout: Self.layout, originX: 0, originY: 0, isRightToLeft: place.isRightToLeft)
                .expectHalfValue(after: 2, in: crop, "Firefox, snippet \(place.id)")
            crops[place.id] = crop
        }
        MirrorImageCheck.expect(crops["fa"]!, of: crops["fl"]!, "Firefox: the snippet on a right-to-left page")
        MirrorImageCheck.expect(crops["fr"]!, of: crops["fl"]!, "Firefox: --dir rtl")
    }
}
