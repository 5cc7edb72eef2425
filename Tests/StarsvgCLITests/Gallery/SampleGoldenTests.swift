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

    @Test(.cases(89), arguments: Gallery.all.map(\.fileName))
    func sampleMatchesGolden(fileName: String) throws {
        let sample = try #require(Gallery.all.first { $0.fileName == fileName })
        let result = sample.run()
        #expect(result.exitCode == 0, "\(sample.commandLine): \(result.standardError)")
        try Self.check(bytes: result.standardOutput, against: fileName)
        if sample.isPNG {
            // A PNG is checked as the fuzz test checks one: at scale 2, 312 × 48 for 156 × 24.
            let problems = PNGOutputAudit(expectedWidth: 312, expectedHeight: 48, expectedDescription: sample.accessibleName())
                .problems(in: result.standardOutput)
            #expect(problems.isEmpty, "\(problems)")
            return
        }
        // Every golden is well-formed XML: a standalone SVG is one <svg>, and so is a snippet
        // (a picture, or a rating input's <fieldset>) read inside an element of the test's own.
        let root = try ParsedXMLDocument(parsing: Array("<file>".utf8) + result.standardOutput + Array("</file>".utf8)).root
        #expect(root.elements.map(\.name) == [sample.arguments.contains("--interactive") ? "fieldset" : "svg"])
    }

    @Test func indexPageMatchesGolden() throws {
        try Self.check(GalleryPage.html(), against: "index.html")
    }

    @Test(.cases(2), arguments: Gallery.rightToLeftPages.map(\.fileName))
    func rightToLeftPageMatchesGolden(fileName: String) throws {
        let page = try #require(Gallery.rightToLeftPages.first { $0.fileName == fileName })
        try Self.check(GalleryPage.rightToLeftHTML(page), against: fileName)
    }

    @Test func samplesFolderHoldsNothingStale() throws {
        let expected = Set(Gallery.all.map(\.fileName) + ["index.html"] + Gallery.rightToLeftPages.map(\.fileName))
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.samplesFolder.path))
            .filter { $0.hasSuffix(".svg") || $0.hasSuffix(".html") || $0.hasSuffix(".png") }
        #expect(present.subtracting(expected).isEmpty, "stale files in Samples/: \(present.subtracting(expected).sorted())")
        #expect(expected.subtracting(present).isEmpty, "missing from Samples/: \(expected.subtracting(present).sorted())")
    }

    /// Compares with the golden, or writes it when recording. A mismatch reports the first
    /// differing position with context from both sides, which reads better than a diff of a
    /// one-line compact SVG.
    static func check(_ actual: String, against fileName: String) throws {
        try check(bytes: Array(actual.utf8), against: fileName)
    }

    /// `check(_:against:)` of bytes, which a PNG is.
    static func check(bytes actual: [UInt8], against fileName: String) throws {
        let url = samplesFolder.appendingPathComponent(fileName)
        if isRecording {
            try FileManager.default.createDirectory(at: samplesFolder, withIntermediateDirectories: true)
            try Data(actual).write(to: url)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("Samples/\(fileName) is missing; record with STARSVG_RECORD=1 swift test --filter SampleGoldenTests")
            return
        }
        if [UInt8](expected) != actual {
            let a = [UInt8](expected), b = actual
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
