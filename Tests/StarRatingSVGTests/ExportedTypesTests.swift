import StarRatingSVG
import Testing

// StarRatingSVG alone, and no other module of the package: this file compiles only if
// `import StarRatingSVG` brings each type below, as a user's file with that one import would
// need it. (Swift finds a type by the imports of the file that names it, whatever other files
// of the target import.)

/// Every type of the modules below StarRatingSVG that a public signature `import StarRatingSVG`
/// brings names (`PublicSignatureTypesTests` reads them from the symbol graphs and fails when one
/// is missing here), named with that import alone: a type it did not bring would stop this file
/// from compiling, and one that came from elsewhere fails by its module.
@Suite struct ExportedTypesTests {
    /// Each type, and its name as its own module has it.
    static let types: [(Any.Type, String)] = [
        // CSSColor
        (CSSColor.self, "CSSColor.CSSColor"),
        (CSSColorError.self, "CSSColor.CSSColorError"),
        // LocalizedTexts
        (PluralCategory.self, "LocalizedTexts.PluralCategory"),
        (PluralForms.self, "LocalizedTexts.PluralForms"),
        (RatingLocale.self, "LocalizedTexts.RatingLocale"),
        (RatingTexts.self, "LocalizedTexts.RatingTexts"),
        (TextPlaceholder.self, "LocalizedTexts.TextPlaceholder"),
        (TextTemplate.self, "LocalizedTexts.TextTemplate"),
        (TextsError.self, "LocalizedTexts.TextsError"),
        // PlaneGeometry
        (AffineTransform.self, "PlaneGeometry.AffineTransform"),
        (FillRule.self, "PlaneGeometry.FillRule"),
        (LineCap.self, "PlaneGeometry.LineCap"),
        (LineJoin.self, "PlaneGeometry.LineJoin"),
        (PathElement.self, "PlaneGeometry.PathElement"),
        (Point.self, "PlaneGeometry.Point"),
        (Rect.self, "PlaneGeometry.Rect"),
        (StrokeStyle.self, "PlaneGeometry.StrokeStyle"),
        // SVGKit
        (SVGAttribute.self, "SVGKit.SVGAttribute"),
        (SVGAttributeValue.self, "SVGKit.SVGAttributeValue"),
        (SVGDocument.self, "SVGKit.SVGDocument"),
        (SVGElement.self, "SVGKit.SVGElement"),
        (SVGIconError.self, "SVGKit.SVGIconError"),
        (SVGNode.self, "SVGKit.SVGNode"),
        (SVGPathData.self, "SVGKit.SVGPathData"),
        (SVGPathDataError.self, "SVGKit.SVGPathDataError"),
        (SVGTransform.self, "SVGKit.SVGTransform"),
        (SVGWriterOptions.self, "SVGKit.SVGWriterOptions"),
        // StarGeometry
        (CircularArc.self, "StarGeometry.CircularArc"),
        (ColorBands.self, "StarGeometry.ColorBands"),
        (ColorBandsError.self, "StarGeometry.ColorBandsError"),
        (FillMode.self, "StarGeometry.FillMode"),
        (FilledPath.self, "StarGeometry.FilledPath"),
        (FilledPathError.self, "StarGeometry.FilledPathError"),
        (FittedContours.self, "StarGeometry.FittedContours"),
        (FlattenedPath.self, "StarGeometry.FlattenedPath"),
        (IconBox.self, "StarGeometry.IconBox"),
        (IconShape.self, "StarGeometry.IconShape"),
        (IconShapeError.self, "StarGeometry.IconShapeError"),
        (Outline.self, "StarGeometry.Outline"),
        (OutlineSegment.self, "StarGeometry.OutlineSegment"),
        (RatingShape.self, "StarGeometry.RatingShape"),
        (StarShape.self, "StarGeometry.StarShape"),
        (StarShapeError.self, "StarGeometry.StarShapeError"),
    ]

    @Test func importStarRatingSVGNamesEveryTypeItsSignaturesUse() {
        for (type, name) in Self.types {
            #expect(String(reflecting: type) == name)
        }
        #expect(Self.types.count == Set(Self.types.map(\.1)).count, "a type listed twice")
    }
}
