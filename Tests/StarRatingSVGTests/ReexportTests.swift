import Foundation
import Testing

/// What `import StarRatingSVG` gives besides its own types is a decision this list records:
/// the colours and words of a rating, and of the layers below only the types a rating's
/// parameters and output options are. A whole module re-exported again (StarGeometry, SVGKit,
/// WebTemplates) would bring back their vocabularies (`Point`, `Outline`, `SVGElement`,
/// `TemplateValue`, …), which are products of their own.
@Suite struct ReexportTests {
    static let expected: Set<String> = [
        "CSSColor", "LocalizedTexts",
        "enum StarGeometry.FillMode", "enum StarGeometry.RatingShape", "struct StarGeometry.StarShape",
        "enum StarGeometry.StarShapeError", "struct SVGKit.SVGWriterOptions",
    ]

    @Test func starRatingSVGReexportsWhatARatingNeedsAlone() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Sources/StarRatingSVG")
        var found: [String] = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
                found.append(String(line.dropFirst("@_exported import ".count)))
            }
        }
        #expect(Set(found) == Self.expected, "re-exported beyond the list (or the list is stale): \(found.sorted())")
        #expect(found.count == Self.expected.count, "a re-export twice: \(found)")
    }
}
