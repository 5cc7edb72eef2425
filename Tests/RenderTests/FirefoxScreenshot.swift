import Foundation
import TestSupport
import Testing

/// A page drawn by headless Firefox ESR (`--screenshot`), in a home and a profile of its own,
/// as the render session starts it.
enum FirefoxScreenshot {
    /// The screenshot of `page`, written into `folder`, `width` × `height` CSS pixels; with
    /// `forcedColors`, as a reader who asks the browser to override every page's colours sees
    /// it (`browser.display.document_color_use` 2, which turns on `forced-colors: active`).
    static func take(_ page: String, in folder: URL, width: Int, height: Int, forcedColors: Bool = false) async throws -> RasterImage {
        try RenderTools.skipUnlessTestable(.firefox)
        guard let executable = RenderTools.executable(for: .firefox) else {
            throw RenderFailure(description: "firefox is not installed (\(RenderEngine.firefox.installHint)); CI=true requires it")
        }
        let pageFile = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: pageFile)
        let png = folder.appendingPathComponent("page.png")
        let home = folder.appendingPathComponent("home")
        let profile = folder.appendingPathComponent("profile")
        for created in [home.appendingPathComponent("tmp"), profile] {
            try FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        }
        if forcedColors {
            try Data(#"user_pref("browser.display.document_color_use", 2);"#.utf8).write(to: profile.appendingPathComponent("user.js"))
        }
        try await ProcessRunner.runLogged(executable, ["--headless", "-profile", profile.path, "-no-remote", "--screenshot", png.path,
                                                       "--window-size=\(width),\(height)", pageFile.absoluteString],
                                          environmentOverrides: ["HOME": home.path, "TMPDIR": home.appendingPathComponent("tmp").path,
                                                                 "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path,
                                                                 "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path],
                                          log: folder.appendingPathComponent("firefox.log"))
        return try #require(try await PNGDecoder.decode([png], scratch: folder, name: "page").first)
    }
}
