import Foundation
import Testing
import TestSupport

/// The API reference that `Scripts/docs.sh` builds with DocC opens in a browser: served over
/// HTTP, as its static hosting output must be, headless Chromium renders the StarRatingSVG
/// landing page with its StarRating entry, and StarRating's own page with its summary, and the
/// archive links every library module. `.ci/run` builds the reference before `swift test`;
/// without it, this builds it (about 30 s of CPU, minutes on a busy machine: the limits below
/// are for a hung build or browser, not for a slow one).
@Suite struct APIReferenceTests {
    static let packageRoot = RenderTools.packageRoot
    static let docs = packageRoot.appendingPathComponent(".build/docs")

    @Test(.timeLimit(.minutes(30)))
    func theReferenceOpensInChromiumAndFindsTheStarRatingPage() async throws {
        guard let chromium = RenderTools.executable(for: .chromium) else {
            if RenderTools.isCI { Issue.record("chromium is not installed (apt-get install chromium)"); return }
            try Test.cancel("chromium not found: apt-get install chromium")
        }
        if !FileManager.default.fileExists(atPath: Self.docs.appendingPathComponent("index.html").path) {
            let build = try await ProcessRunner(Self.packageRoot.appendingPathComponent("Scripts/docs.sh").path, [],
                                                in: Self.packageRoot.path, timeout: .seconds(1800)).run()
            try #require(build.exitStatus == 0, "Scripts/docs.sh failed: \(build.standardError.suffix(3000))")
        }
        let paths = ["documentation/starratingsvg", "documentation/starratingsvg/starrating", "documentation/stargeometry"]
        let run = try await ProcessRunner("/usr/bin/env", ["python3", "-c", Self.serveAndRender, Self.docs.path, chromium.path] + paths,
                                          timeout: .seconds(240)).run()
        try #require(run.exitStatus == 0, "serving and rendering the reference failed: \(run.standardError.suffix(2000))")
        let pages = String(decoding: run.standardOutput, as: UTF8.self).components(separatedBy: Self.pageSeparator)
        try #require(pages.count == paths.count, "\(pages.count) pages rendered, not \(paths.count)")
        func renderedPage(_ path: String) -> String { pages[paths.firstIndex(of: path)!] }

        let landing = renderedPage("documentation/starratingsvg")
        #expect(landing.contains("A continuous star rating as a standalone SVG, as HTML for a web page, or as a PNG for places that"),
                "the landing page's summary is not rendered")
        #expect(landing.contains("href=\"/documentation/starratingsvg/starrating\""), "the landing page does not list StarRating")
        for module in ["stargeometry", "svgkit", "csscolor", "webtemplates", "localizedtexts"] {
            #expect(landing.contains("href=\"/documentation/\(module)\""), "the landing page does not reach \(module)")
        }

        let page = renderedPage("documentation/starratingsvg/starrating")
        #expect(page.contains("A continuous star rating: N stars over one colour surface"), "StarRating's summary is not rendered")
        #expect(page.contains("init(starCount: Int, value: Double, levels: [Double]?"), "StarRating's initialiser is not listed")

        // The layer below is a page of its own, reachable from the landing page's link.
        let geometry = renderedPage("documentation/stargeometry")
        #expect(geometry.contains("StarShape"), "StarGeometry's page does not list StarShape")
    }

    /// What separates the pages in the script's output.
    static let pageSeparator = "\n<!-- starsvg: next page -->\n"

    /// Serves the folder `argv[1]` over HTTP on a free port of 127.0.0.1 (with its subfolders,
    /// which DocC's static output needs), and prints the DOM that Chromium (`argv[2]`) renders
    /// for each path after them, separated by `pageSeparator`. Python's own server, in a thread
    /// of the script, so that nothing outlives the test.
    static let serveAndRender = """
        import functools, http.server, subprocess, sys, threading
        folder, chromium, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *arguments): pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        pages = []
        for path in paths:
            url = "http://127.0.0.1:%d/%s" % (server.server_address[1], path)
            pages.append(subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                                         "--dump-dom", url], check=True, capture_output=True, text=True, timeout=120).stdout)
        server.shutdown()
        sys.stdout.write("\\n<!-- starsvg: next page -->\\n".join(pages))
        """
}
