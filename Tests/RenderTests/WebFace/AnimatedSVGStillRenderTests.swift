import Foundation
import Testing
import TestSupport

/// Renderers without CSS animation show the animated SVG's final state: its drawing is the
/// still SVG's, pixel for pixel.
@Suite struct AnimatedSVGStillRenderTests {
    @Test(arguments: [RenderEngine.librsvg, .resvg])
    func fileRenderersShowTheAnimatedSVGsFinalState(engine: RenderEngine) async throws {
        try RenderTools.skipUnlessTestable(engine)
        guard let executable = RenderTools.executable(for: engine) else {
            throw RenderFailure(description: "\(engine.rawValue) is not installed (\(engine.installHint)); CI=true requires it")
        }
        let folder = BrowserEnvironment.folder.deletingLastPathComponent().appendingPathComponent("animated-svg-\(engine.rawValue)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let images = try await StandaloneRenders.render([("still", WebFacePages.stillA(value: 4)),
                                                         ("animated", ["--animate"] + WebFacePages.stillA(value: 4))],
                                                        engine: engine, executable: executable, in: folder)
        var difference = PixelDifference()
        difference.add(images[0], images[1])
        #expect(difference.percentile(1) == 0, "\(engine.rawValue) draws the animated SVG unlike the still one (mean \(difference.mean))")
        #expect(images[1].pixel(WebFaceBrowserTests.starCentreX(4), 30).colorfulness > 120, "star 4 shows no colour")
    }
}
