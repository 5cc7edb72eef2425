import Foundation
import Testing

/// What `import StarRatingSVG` gives besides its own types is a decision this list records:
/// the colours and words of a rating, the plane's vocabulary, and of the layers above it only
/// the types that the public signatures it brings name (`PublicSignatureTypesTests` holds the
/// two together). A whole module re-exported again (StarGeometry, SVGKit, WebTemplates) would
/// bring back the rest of their vocabularies (`RowLayout`, `SVGWriter`, `SVGTemplate`,
/// `TemplateValue`, …), which are products of their own.
@Suite struct ReexportTests {
    static let expected: Set<String> = [
        "CSSColor", "LocalizedTexts", "PlaneGeometry",
        "struct StarGeometry.CircularArc", "struct StarGeometry.ColorBands", "enum StarGeometry.ColorBandsError",
        "enum StarGeometry.FillMode", "struct StarGeometry.FilledPath", "enum StarGeometry.FilledPathError",
        "struct StarGeometry.FittedContours", "struct StarGeometry.FlattenedPath", "enum StarGeometry.IconBox", "struct StarGeometry.IconShape",
        "enum StarGeometry.IconShapeError", "struct StarGeometry.Outline", "enum StarGeometry.OutlineSegment",
        "enum StarGeometry.RatingShape", "struct StarGeometry.StarShape", "enum StarGeometry.StarShapeError",
        "struct SVGKit.SVGAttribute", "enum SVGKit.SVGAttributeValue", "struct SVGKit.SVGDocument", "struct SVGKit.SVGElement",
        "enum SVGKit.SVGIconError", "enum SVGKit.SVGNode", "struct SVGKit.SVGPathData", "enum SVGKit.SVGPathDataError",
        "enum SVGKit.SVGTransform", "struct SVGKit.SVGWriterOptions",
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
