import Foundation
import Testing
import StarRatingSVG
import TestSupport

/// `Samples/` is the golden set: each file must equal what the command writes now.
///
/// Re-record after a deliberate change to the output with
/// `STARSVG_RECORD=1 swift test --filter SampleGoldenTests`, then look at `Samples/index.html`.
/// What the gallery shows is `Gallery`; how, `GalleryPage`; `GalleryTests` checks the page.
@Suite struct SampleGoldenTests {
    // Tests/StarsvgCLITests/Gallery/ is three folders below the package's root.
    static let samplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")
    static let isRecording = ProcessInfo.processInfo.environment["STARSVG_RECORD"] == "1"

    @Test(arguments: Gallery.all.map(\.fileName))
    func sampleMatchesGolden(fileName: String) throws {
        let sample = try #require(Gallery.all.first { $0.fileName == fileName })
        let result = sample.run()
        #expect(result.exitCode == 0, "\(sample.commandLine): \(result.standardError)")
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        try Self.check(output, against: fileName)
        // Every golden is well-formed XML: a standalone SVG is one <svg>, and so is a snippet
        // (a picture, or a rating input's <fieldset>) read inside an element of the test's own.
        let root = try ParsedXMLDocument(parsing: Array("<file>".utf8) + result.standardOutput + Array("</file>".utf8)).root
        #expect(root.elements.map(\.name) == [sample.arguments.contains("--interactive") ? "fieldset" : "svg"])
    }

    @Test func indexPageMatchesGolden() throws {
        try Self.check(GalleryPage.html(), against: "index.html")
    }

    @Test(arguments: Gallery.rightToLeftPages.map(\.fileName))
    func rightToLeftPageMatchesGolden(fileName: String) throws {
        let page = try #require(Gallery.rightToLeftPages.first { $0.fileName == fileName })
        try Self.check(GalleryPage.rightToLeftHTML(page), against: fileName)
    }

    @Test func samplesFolderHoldsNothingStale() throws {
        let expected = Set(Gallery.all.map(\.fileName) + ["index.html"] + Gallery.rightToLeftPages.map(\.fileName))
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
}
