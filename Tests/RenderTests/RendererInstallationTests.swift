import Testing

/// One test a tool: when it is missing locally, its test is skipped with the one line that says
/// so, and the checks leave its engine out (`RenderTools.testableEngines`); under `CI=true` the
/// test runs and fails instead.
@Suite struct RendererInstallationTests {
    @Test(.enabled(if: RenderTools.isInstalledOrRequired(.chromium),
                   "chromium not found (apt-get install chromium): its render checks are skipped; CI=true fails instead"))
    func chromiumIsInstalled() {
        Self.expectInstalled(.chromium)
    }

    @Test(.enabled(if: RenderTools.isInstalledOrRequired(.firefox),
                   "firefox-esr not found (apt-get install firefox-esr): its render checks are skipped; CI=true fails instead"))
    func firefoxIsInstalled() {
        Self.expectInstalled(.firefox)
    }

    @Test(.enabled(if: RenderTools.isInstalledOrRequired(.librsvg),
                   "rsvg-convert not found (apt-get install librsvg2-bin): its render checks are skipped; CI=true fails instead"))
    func librsvgIsInstalled() {
        Self.expectInstalled(.librsvg)
    }

    @Test(.enabled(if: RenderTools.isInstalledOrRequired(.resvg),
                   "resvg not found on PATH (pip install resvg-cli==0.44.0): its render checks are skipped; CI=true fails instead"))
    func resvgIsInstalled() {
        Self.expectInstalled(.resvg)
    }

    @Test(.enabled(if: CairoSVG.isInstalledOrRequired,
                   "CairoSVG not found (\(CairoSVG.installHint)): its checks are skipped; CI=true fails instead"))
    func cairoSVGIsInstalled() {
        #expect(CairoSVG.python != nil, "CairoSVG is not installed (\(CairoSVG.installHint))")
    }

    @Test(.enabled(if: RenderTools.isCI || RenderTools.imageMagick != nil,
                   "ImageMagick's convert not found (apt-get install imagemagick): every render check is skipped; CI=true fails instead"))
    func imageMagickIsInstalled() {
        #expect(RenderTools.imageMagick != nil, "ImageMagick's convert is not installed (apt-get install imagemagick)")
    }

    private static func expectInstalled(_ engine: RenderEngine, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(RenderTools.executable(for: engine) != nil,
                "\(engine.rawValue) is not installed (\(engine.installHint))", sourceLocation: sourceLocation)
    }
}
