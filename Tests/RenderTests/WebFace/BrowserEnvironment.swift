import Foundation
import Testing
import TestSupport

/// What the browser tests share: one `chromedriver`, one headless Chromium session, and a local
/// HTTP server for the pages, all started once for the suite (`BrowserSessionTrait`) and
/// stopped after it. Pages, screenshots and logs stay in `.build/browser-tests/`.
final class BrowserEnvironment: Sendable {
    /// The environment of the running suite, or `nil` outside it or when it could not start.
    @TaskLocal static var current: BrowserEnvironment?
    /// Why there is no environment, when it could not start.
    @TaskLocal static var unavailableReason: String?

    /// The viewport every page is shown in, in CSS pixels at device scale 1.
    static let viewport = (width: 900, height: 700)

    /// `.build/browser-tests/`: a folder in it for each suite's session, replaced on every run.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/browser-tests")

    /// This session's folder: its log, its site and its screenshots. Two suites' sessions run
    /// at the same time, each in a folder of its own.
    let sessionFolder: URL
    /// The pages the server serves.
    var site: URL { sessionFolder.appendingPathComponent("site") }
    /// Screenshots, one file a check.
    var shots: URL { sessionFolder.appendingPathComponent("shots") }

    let driver: ChromeDriver
    let server: StaticFileServer
    let browser: WebDriverSession

    private init(sessionFolder: URL, driver: ChromeDriver, server: StaticFileServer, browser: WebDriverSession) {
        self.sessionFolder = sessionFolder
        self.driver = driver
        self.server = server
        self.browser = browser
    }

    /// `chromedriver`, or `nil` when it is not installed.
    static let chromeDriverExecutable = RenderTools.locate(preferredPaths: ["/usr/bin/chromedriver"], programNames: ["chromedriver"])

    /// Starts everything, for the suite `name`, in a folder of that name; what waits on the
    /// processes runs on `executor`.
    static func start(name: String, executor: any TaskExecutor) async throws -> BrowserEnvironment {
        guard let executable = chromeDriverExecutable else {
            throw RenderFailure(description: "chromedriver is not installed (apt-get install chromium-driver)")
        }
        guard let chromium = RenderTools.executable(for: .chromium) else {
            throw RenderFailure(description: "chromium is not installed (apt-get install chromium)")
        }
        let fileManager = FileManager.default
        let sessionFolder = folder.appendingPathComponent(name)
        let (site, shots) = (sessionFolder.appendingPathComponent("site"), sessionFolder.appendingPathComponent("shots"))
        try? fileManager.removeItem(at: sessionFolder)
        for created in [site, shots] { try fileManager.createDirectory(at: created, withIntermediateDirectories: true) }
        try PinnedFont.copy(into: site)
        let server = try StaticFileServer(folder: site)
        let driver: ChromeDriver
        do {
            driver = try await ChromeDriver.start(executable, folder: sessionFolder, executor: executor)
        } catch {
            server.stop()
            throw error
        }
        do {
            let browser = try await WebDriverSession(port: driver.port, binary: chromium.path,
                                                     width: viewport.width, height: viewport.height)
            return BrowserEnvironment(sessionFolder: sessionFolder, driver: driver, server: server, browser: browser)
        } catch {
            await driver.stop()
            server.stop()
            throw error
        }
    }

    /// Closes the browser, stops chromedriver and the server.
    func stop() async {
        await browser.close()
        await driver.stop()
        server.stop()
    }

    /// The running environment for a check; skips the check when chromedriver or Chromium is
    /// missing here, and fails it under `CI=true`, where they must be installed.
    static func required() throws -> BrowserEnvironment {
        if let current { return current }
        let reason = unavailableReason ?? "the browser session did not start"
        if RenderTools.isCI { throw RenderFailure(description: reason) }
        try Test.cancel(Comment(rawValue: reason))
    }

    /// Writes a page (or a style sheet, a script) into the site and returns its URL.
    @discardableResult
    func publish(_ text: String, as name: String) throws -> String {
        try Data(text.utf8).write(to: site.appendingPathComponent(name))
        return server.url(name)
    }

    /// Loads a page of the site, with the mouse in the viewport's top-left corner, where no
    /// page puts a rating (they sit 20 px in or more): the pointer a check left over a star would preview that star
    /// (`:hover`) on the next page.
    func open(_ name: String) async throws {
        try await movePointerAway()
        try await browser.navigate(to: server.url(name))
    }

    /// Moves the mouse to the viewport's top-left corner, away from every rating.
    func movePointerAway() async throws {
        try await browser.move(x: 1, y: 1)
    }

    /// The viewport, decoded; the PNG is kept as `shots/<name>.png`.
    func screenshot(_ name: String) async throws -> RasterImage {
        let file = shots.appendingPathComponent(name + ".png")
        try await browser.screenshot().write(to: file)
        guard let image = try await PNGDecoder.decode([file], scratch: shots, name: name).first else {
            throw RenderFailure(description: "no picture in \(file.path)")
        }
        return image
    }
}
