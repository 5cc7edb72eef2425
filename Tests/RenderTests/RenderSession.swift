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
        let layout = PageLayout(catalogue: catalogue)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/render-tests")
        // Writing the SVG files and the page, which every engine waits for.
        let preparation = Task { try Self.prepare(catalogue, layout: layout, in: folder) }
        let testable = RenderTools.testableEngines
        self.renders = RenderEngine.allCases.map { engine in
            guard testable.contains(engine) else { return nil }
            return Task {
                try await preparation.value
                let start = ContinuousClock.now
                let result = try await Self.render(with: engine, catalogue: catalogue, layout: layout, folder: folder)
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

    /// The SVG file of a case, named after it.
    static func svgFileName(_ item: RenderCase) -> String { item.name + ".svg" }

    /// Replaces `folder` with one holding every case's SVG file and the browsers' page.
    private static func prepare(_ catalogue: RenderCatalogue, layout: PageLayout, in folder: URL) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: folder)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in catalogue.cases {
            try Data(item.rating.svgBytes()).write(to: folder.appendingPathComponent(svgFileName(item)))
        }
        let page = BrowserPage.html(catalogue: catalogue, layout: layout, fileName: svgFileName)
        try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
    }

    private static func render(with engine: RenderEngine, catalogue: RenderCatalogue, layout: PageLayout,
                               folder: URL) async throws -> EngineRenders {
        guard let executable = RenderTools.executable(for: engine) else {
            throw RenderFailure(description: "\(engine.rawValue) is not installed (\(engine.installHint)); CI=true requires it")
        }
        let scratch = folder.appendingPathComponent(engine.rawValue)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        if engine.isBrowser {
            return try await screenshot(with: engine, executable, catalogue: catalogue, layout: layout,
                                        page: folder.appendingPathComponent("page.html"), scratch: scratch)
        }
        let files = catalogue.cases.map { scratch.appendingPathComponent($0.name + ".png") }
        try await forEach(Array(zip(catalogue.cases, files)), concurrently: 2) { item, png in
            let svg = folder.appendingPathComponent(svgFileName(item)).path
            let arguments = engine == .librsvg ? ["-b", "white", "-o", png.path, svg] : ["--background", "white", svg, png.path]
            try await ProcessRunner.runLogged(executable, arguments, log: scratch.appendingPathComponent(item.name + ".log"),
                                              timeout: .seconds(30))
        }
        let images = try await PNGDecoder.decode(files, scratch: scratch, name: "all")
        for (item, image) in zip(catalogue.cases, images) {
            let layout = item.rating.row.layout
            guard image.width == Int(layout.width.rounded(.up)), image.height == Int(layout.height.rounded(.up)) else {
                throw RenderFailure(description: "\(engine.rawValue) drew \(item.name) at \(image.width)×\(image.height)")
            }
        }
        return EngineRenders(engine: engine, catalogue: catalogue, images: images, inlineImages: [], pictureFiles: files)
    }

    /// One browser start, one screenshot of the whole page, cut into the cases' pictures.
    private static func screenshot(with engine: RenderEngine, _ executable: URL, catalogue: RenderCatalogue,
                                   layout: PageLayout, page: URL, scratch: URL) async throws -> EngineRenders {
        let png = scratch.appendingPathComponent("page.png")
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
        let size = "\(layout.width),\(layout.height)"
        let arguments: [String]
        switch engine {
        case .chromium:
            // No --user-data-dir: with one, a bare SVG renders blank here.
            arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                         "--force-device-scale-factor=1", "--log-level=3", "--window-size=\(size)",
                         "--screenshot=\(png.path)", page.absoluteString]
        default:
            let profile = scratch.appendingPathComponent("profile")
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
            arguments = ["--headless", "-profile", profile.path, "-no-remote",
                         "--screenshot", png.path, "--window-size=\(size)", page.absoluteString]
        }
        try await ProcessRunner.runLogged(executable, arguments, environmentOverrides: environment,
                                          log: scratch.appendingPathComponent("browser.log"))
        guard let screenshot = try await PNGDecoder.decode([png], scratch: scratch, name: "page").first,
              screenshot.width == layout.width, screenshot.height == layout.height else {
            throw RenderFailure(description: "\(engine.rawValue)'s screenshot is not \(layout.width)×\(layout.height): \(png.path)")
        }
        func cut(_ placement: PagePlacement) -> RasterImage {
            screenshot.cropped(x: placement.x, y: placement.y, width: placement.width, height: placement.height)
        }
        return EngineRenders(engine: engine, catalogue: catalogue, images: layout.casePlacements.map(cut),
                             inlineImages: layout.inlinePlacements.map(cut),
                             pictureFiles: Array(repeating: png, count: catalogue.cases.count))
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
