import Foundation
import StarRatingSVG
import TestSupport

/// Renders the catalogue once per test process with every testable engine, all engines at the
/// same time, and hands the decoded pictures to the checks.
///
/// The browsers each start once and screenshot one page holding every case; the file renderers
/// take one SVG file a call (tens of milliseconds each), two at a time. Everything lands in
/// `.build/render-tests/` (replaced on each run) so that a failing picture can be looked at.
final class RenderSession: Sendable {
    /// The session of this test process, started on first use.
    private static let shared = RenderSession()

    /// Each engine's renders, in `RenderEngine.allCases` order; `nil` for engines not tested.
    private let renders: [Task<EngineRenders, any Error>?]

    private init() {
        // Fixed, valid parameters: a throw here is a bug in the catalogue itself.
        let catalogue = try! RenderCatalogue.standard()
        let layouts = RenderSession.deviceScales.map { PageLayout(catalogue: catalogue, deviceScale: $0) }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/render-tests")
        // Writing the SVG files and the page, which every engine waits for.
        let preparation = Task { try Self.prepare(catalogue, layouts: layouts, in: folder) }
        let testable = RenderTools.testableEngines
        self.renders = RenderEngine.allCases.map { engine in
            guard testable.contains(engine) else { return nil }
            return Task {
                try await preparation.value
                let start = ContinuousClock.now
                let result = try await Self.render(with: engine, catalogue: catalogue, layouts: layouts, folder: folder)
                let seconds = (ContinuousClock.now - start) / .milliseconds(1) / 1000
                print("RenderTests: \(engine.rawValue) drew \(catalogue.cases.count) cases in \(String(format: "%.1f", seconds)) s")
                return result
            }
        }
    }

    /// `engine`'s pictures of every case, for a check; skips the check when the engine cannot
    /// be tested here (`RenderTools.skipUnlessTestable`).
    /// - Throws: When the engine is missing (possible only under `CI=true`), fails, or its PNGs
    ///   do not decode.
    static func renders(for engine: RenderEngine) async throws -> EngineRenders {
        try RenderTools.skipUnlessTestable(engine)
        guard let task = shared.renders[RenderEngine.allCases.firstIndex(of: engine)!] else {
            throw RenderFailure(description: "\(engine.rawValue) is not tested in this run")
        }
        return try await task.value
    }

    /// The device scales drawn: 1, and 2 as on a high-density screen.
    static let deviceScales = [1, 2]

    /// The SVG file of a case, named after it.
    static func svgFileName(_ item: RenderCase) -> String { item.name + ".svg" }

    /// The page of one device scale, drawn by a browser at that scale (`zoom` 1) or, for a browser
    /// that cannot set one, with every picture at `zoom` times its size.
    static func pageFileName(deviceScale: Int, zoom: Int) -> String {
        deviceScale == 1 ? "page.html" : "page-scale\(deviceScale)" + (zoom == 1 ? "" : "-zoomed") + ".html"
    }

    /// Replaces `folder` with one holding every case's SVG file and the browsers' pages.
    private static func prepare(_ catalogue: RenderCatalogue, layouts: [PageLayout], in folder: URL) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in catalogue.cases {
            try Data(item.rating.svgBytes(includingXLink: item.configuration.includesXLink))
                .write(to: folder.appendingPathComponent(svgFileName(item)))
        }
        for layout in layouts {
            for zoom in Set([1, layout.deviceScale]).sorted() {
                let page = BrowserPage.html(catalogue: catalogue, layout: layout, zoom: zoom, fileName: svgFileName)
                try Data(page.utf8).write(to: folder.appendingPathComponent(pageFileName(deviceScale: layout.deviceScale, zoom: zoom)))
            }
        }
    }

    private static func render(with engine: RenderEngine, catalogue: RenderCatalogue, layouts: [PageLayout],
                               folder: URL) async throws -> EngineRenders {
        guard let executable = RenderTools.executable(for: engine) else {
            throw RenderFailure(description: "\(engine.rawValue) is not installed (\(engine.installHint)); CI=true requires it")
        }
        let scratch = folder.appendingPathComponent(engine.rawValue)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        if engine.isBrowser {
            var images = [RasterImage?](repeating: nil, count: catalogue.cases.count)
            var files = [URL](repeating: scratch, count: catalogue.cases.count)
            var inlineImages: [RasterImage] = []
            for layout in layouts {
                let shot = try await screenshot(with: engine, executable, layout: layout, folder: folder, scratch: scratch)
                for (index, image) in zip(layout.caseIndices, shot.cases) {
                    images[index] = image
                    files[index] = shot.file
                }
                inlineImages += shot.inline
            }
            return EngineRenders(engine: engine, catalogue: catalogue, images: images.map { $0! }, inlineImages: inlineImages,
                                 pictureFiles: files)
        }
        let files = catalogue.cases.map { scratch.appendingPathComponent($0.name + ".png") }
        try await forEach(Array(zip(catalogue.cases, files)), concurrently: 2) { item, png in
            let svg = folder.appendingPathComponent(svgFileName(item)).path
            let zoom = String(item.configuration.deviceScale)
            let arguments = engine == .librsvg
                ? ["-b", "white", "--zoom", zoom, "-o", png.path, svg]
                : ["--background", "white", "--zoom", zoom, svg, png.path]
            try await ProcessRunner.runLogged(executable, arguments, log: scratch.appendingPathComponent(item.name + ".log"),
                                              timeout: .seconds(30))
        }
        let images = try await PNGDecoder.decode(files, scratch: scratch, name: "all")
        for (item, image) in zip(catalogue.cases, images) {
            guard image.width == item.pixelWidth, image.height == item.pixelHeight else {
                throw RenderFailure(description: "\(engine.rawValue) drew \(item.name) at \(image.width)×\(image.height)")
            }
        }
        return EngineRenders(engine: engine, catalogue: catalogue, images: images, inlineImages: [], pictureFiles: files)
    }

    /// One browser start, one screenshot of the page of `layout`'s device scale, cut into its
    /// cases' pictures (and, at scale 1, the many-ratings section's).
    ///
    /// Chromium draws the scale-2 page at `--force-device-scale-factor=2`; headless Firefox
    /// ignores `layout.css.devPixelsPerPx` in screenshots, so it draws the page with every
    /// picture at twice its size, which for an SVG image is the same drawing.
    private static func screenshot(with engine: RenderEngine, _ executable: URL, layout: PageLayout, folder: URL,
                                   scratch: URL) async throws -> (cases: [RasterImage], inline: [RasterImage], file: URL) {
        let scale = layout.deviceScale
        let zoom = engine == .chromium ? 1 : scale
        let page = folder.appendingPathComponent(pageFileName(deviceScale: scale, zoom: zoom))
        let png = scratch.appendingPathComponent(scale == 1 ? "page.png" : "page-scale\(scale).png")
        // A home of its own: both browsers write caches and settings there (Chromium leaves a
        // folder behind on every start), and concurrent runs must not share a profile. Their
        // temporary files go there too, so that a browser stopped by the timeout cannot leave
        // any in /tmp.
        let home = scratch.appendingPathComponent("home")
        let temporary = home.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = ["HOME": home.path,
                           "TMPDIR": temporary.path,
                           "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
                           "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]
        let size = "\(layout.width * zoom),\(layout.height * zoom)"
        let arguments: [String]
        switch engine {
        case .chromium:
            // No --user-data-dir: with one, a bare SVG renders blank here.
            arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--force-device-scale-factor=\(scale)", "--log-level=3", "--window-size=\(size)",
                         "--screenshot=\(png.path)", page.absoluteString]
        default:
            let profile = scratch.appendingPathComponent("profile")
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
            arguments = ["--headless", "-profile", profile.path, "-no-remote",
                         "--screenshot", png.path, "--window-size=\(size)", page.absoluteString]
        }
        try await ProcessRunner.runLogged(executable, arguments, environmentOverrides: environment,
                                          log: scratch.appendingPathComponent(scale == 1 ? "browser.log" : "browser-scale\(scale).log"))
        guard let screenshot = try await PNGDecoder.decode([png], scratch: scratch, name: scale == 1 ? "page" : "page-scale\(scale)").first,
              screenshot.width == layout.width * scale, screenshot.height == layout.height * scale else {
            throw RenderFailure(description: "\(engine.rawValue)'s screenshot is not \(layout.width * scale)×\(layout.height * scale): \(png.path)")
        }
        func cut(_ placement: PagePlacement) -> RasterImage {
            screenshot.cropped(x: placement.x * scale, y: placement.y * scale,
                               width: placement.width * scale, height: placement.height * scale)
        }
        return (layout.casePlacements.map(cut), layout.inlinePlacements.map(cut), png)
    }

    /// Runs `body` on every element, at most `width` at a time.
    private static func forEach<Element: Sendable>(_ elements: [Element], concurrently width: Int,
                                                   _ body: @escaping @Sendable (Element) async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, element) in elements.enumerated() {
                if index >= width { try await group.next() }
                group.addTask { try await body(element) }
            }
            try await group.waitForAll()
        }
    }
}
