import Foundation
import Testing
import StarRatingSVG
import TestSupport

/// `Samples/` is the golden set: each file must equal what the library writes now.
///
/// Re-record after a deliberate change to the output with
/// `STARSVG_RECORD=1 swift test --filter SampleGoldenTests`, then look at `Samples/index.html`.
@Suite struct SampleGoldenTests {
    static let samplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")
    static let isRecording = ProcessInfo.processInfo.environment["STARSVG_RECORD"] == "1"

    @Test(arguments: Sample.all.map(\.fileName))
    func sampleMatchesGolden(fileName: String) throws {
        let sample = try #require(Sample.all.first { $0.fileName == fileName })
        let actual = try sample.makeRating().svgString()
        try Self.check(actual, against: fileName)
        // Every golden is well-formed XML with an <svg> root.
        let tree = try ParsedXMLDocument(parsing: actual).root
        #expect(tree.name == "svg")
    }

    @Test(arguments: WebSample.all.map(\.fileName))
    func webSampleMatchesGolden(fileName: String) throws {
        let sample = try #require(WebSample.all.first { $0.fileName == fileName })
        let output = sample.output()
        #expect(!output.isEmpty, "\(sample.commandLine) wrote nothing")
        try Self.check(output, against: fileName)
    }

    @Test func indexPageMatchesGolden() throws {
        try Self.check(Self.indexPage(), against: "index.html")
    }

    @Test func samplesFolderHoldsNothingStale() throws {
        let expected = Set(Sample.all.map(\.fileName) + WebSample.all.map(\.fileName) + ["index.html"])
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.samplesFolder.path))
            .filter { $0.hasSuffix(".svg") || $0.hasSuffix(".html") }
        #expect(present.subtracting(expected).isEmpty, "stale files in Samples/: \(present.subtracting(expected).sorted())")
        #expect(expected.subtracting(present).isEmpty, "missing from Samples/: \(expected.subtracting(present).sorted())")
    }

    /// Compares with the golden, or writes it when recording. A mismatch reports the first
    /// differing position with context from both sides, which reads better than a diff of a
    /// one-line compact SVG.
    static func check(_ actual: String, against fileName: String) throws {
        let url = samplesFolder.appendingPathComponent(fileName)
        if isRecording {
            try FileManager.default.createDirectory(at: samplesFolder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Samples/\(fileName) is missing; record with STARSVG_RECORD=1 swift test --filter SampleGoldenTests")
            return
        }
        if expected != actual {
            let a = Array(expected.utf8), b = Array(actual.utf8)
            let offset = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            func context(_ bytes: [UInt8]) -> String {
                String(decoding: bytes[max(0, offset - 60)..<min(bytes.count, offset + 60)], as: UTF8.self)
            }
            Issue.record("""
                Samples/\(fileName) is stale at byte \(offset) (re-record with STARSVG_RECORD=1 swift test --filter SampleGoldenTests)
                  golden: …\(context(a))…
                  actual: …\(context(b))…
                """)
        }
    }

    /// A page showing the web samples live (the three inputs in a form that shows their
    /// values, the pictures inline, the animated SVG as `<img>`), then every SVG sample with the
    /// command that makes it: the previews at twice their size, then the size rows at their own
    /// size, as a page would show them.
    static func indexPage() -> String {
        var web = "<h2>Rating inputs (<code>--interactive</code>)</h2>\n"
        web += "<p>Click a star to rate; click it again, or press Escape, to clear. Tab into a rating and use the arrow keys.</p>\n"
        web += "<form id=\"ratings\">\n"
        for sample in WebSample.inputs {
            web += "<figure>\(sample.output())<figcaption>\(sample.summary): <output name=\"\(sample.arguments.last!)\"></output><br><code>\(sample.commandLine)</code></figcaption></figure>\n"
        }
        web += "</form>\n"
        web += "<h2>Pictures for web pages (<code>--format html</code>, <code>--animate</code>)</h2>\n"
        web += "<p>Reload the page to see the animation again.</p>\n"
        for sample in WebSample.pictures {
            let shown = sample.fileName.hasSuffix(".svg") ? "<img src=\"\(sample.fileName)\" alt=\"\">" : sample.output()
            web += "<figure>\(shown)<figcaption>\(sample.summary)<br><code>\(sample.commandLine)</code></figcaption></figure>\n"
        }
        // Shows each input's value as it changes: the page's own script, not part of a rating.
        web += "<script>\n"
        web += "const form = document.getElementById('ratings');\n"
        web += "const show = () => { for (const output of form.querySelectorAll('output')) output.value = 'value ' + new FormData(form).get(output.name); };\n"
        web += "form.addEventListener('change', show); show();\n"
        web += "</script>\n"

        var rows = "<h2>Standalone SVG</h2>\n"
        var currentStarCount = 0
        for sample in Sample.previews {
            if sample.starCount != currentStarCount {
                currentStarCount = sample.starCount
                let levels = sample.levels.map(String.init).joined(separator: ",")
                rows += "<h3>\(sample.starCount) stars, levels \(levels)</h3>\n"
            }
            rows += figure(sample, height: 48)
        }
        rows += """
            <h2>The sizes people use</h2>
            <p>Each preview at 16, 24, 32 and 48 px, shown at its own size. The blur is 2 px at every size,
            as the reference's, so the rim and the soft edge show at 16 px too.</p>

            """
        for sample in Sample.sizeRows { rows += figure(sample, height: sample.size ?? 24) }
        let body = """
            <h1>starsvg samples</h1>
            <p>The reference's three previews as rating inputs, pictures for web pages, and as standalone SVG
            at every whole value, fractional values in each fill mode, and at the sizes people use.
            Regenerate with <code>STARSVG_RECORD=1 swift test --filter SampleGoldenTests</code>.</p>

            """
        return HTMLPage(title: "starsvg samples", styleRules: [
            "body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; }",
            "figure { margin: 0 0 1.2em; }",
            "figcaption { color: #555; }",
        ], body: body + web + rows).html
    }

    /// One sample as a picture, with alt text that says the rating, and its command.
    private static func figure(_ sample: Sample, height: Int) -> String {
        let alt = "\(sample.value) out of \(sample.starCount) stars"
        return "<figure><img src=\"\(sample.fileName)\" alt=\"\(alt)\" height=\"\(height)\"><figcaption><code>\(sample.commandLine)</code></figcaption></figure>\n"
    }
}
