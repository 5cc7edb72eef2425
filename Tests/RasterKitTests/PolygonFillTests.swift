import RasterKit
import Testing

/// `CoverageRasterizer.fill(polygons:rule:)` covers each pixel by the union of what the rule
/// fills, its corners snapped to quarter pixels down the page, as Chromium (Skia) draws a path
/// of several contours.
@Suite struct PolygonFillTests {
    /// A rectangle as a polygon, clockwise on screen.
    static func rectangle(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) -> [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Two contours over the same part of a pixel count once (the sum of their areas, 1.4,
    /// was clamped to a whole pixel), and the even-odd rule makes their overlap a hole.
    @Test func overlappingContoursCoverTheirUnion() {
        let polygons = [Self.rectangle(2.3, 1, 6, 5), Self.rectangle(2.3, 1, 8, 5)]
        var nonzero = CoverageRasterizer(width: 10, height: 6)
        nonzero.fill(polygons: polygons, rule: .nonzero)
        let union = nonzero.coverage(rule: .nonzero)
        #expect(abs(union[2, 2] - 0.7) < 1e-5, "the union covers 0.7 of the pixel, not \(union[2, 2])")
        #expect(abs(union[5, 2] - 1) < 1e-5 && abs(union[7, 2] - 1) < 1e-5 && union[8, 2] == 0)
        var evenOdd = CoverageRasterizer(width: 10, height: 6)
        evenOdd.fill(polygons: polygons, rule: .evenOdd)
        let parity = evenOdd.coverage(rule: .evenOdd)
        #expect(abs(parity[2, 2]) < 1e-5 && abs(parity[5, 2]) < 1e-5 && abs(parity[7, 2] - 1) < 1e-5)
        // The same two through `line(to:)`: the sum, clamped.
        var summed = CoverageRasterizer(width: 10, height: 6)
        for polygon in polygons {
            summed.move(to: polygon[0])
            for point in polygon.dropFirst() { summed.line(to: point) }
        }
        #expect(summed.coverage(rule: .nonzero)[2, 2] == 1)
    }

    /// A top edge is moved to the nearest quarter pixel: at 1.1 it covers its whole row, at 1.2
    /// three quarters (Chromium: 1 and 0.753), while a left edge keeps its exact share.
    @Test(.cases(4), arguments: [(1.1, 1.0), (1.2, 0.75), (1.45, 0.5), (1.9, 0.0)])
    func cornersSnapToQuarterPixels(top: Double, covered: Float) {
        var rasterizer = CoverageRasterizer(width: 8, height: 8)
        rasterizer.fill(polygons: [Self.rectangle(2.3, top, 6, 6), Self.rectangle(7, 7, 7.5, 7.5)], rule: .nonzero)
        let coverage = rasterizer.coverage()
        #expect(abs(coverage[4, 1] - covered) < 1e-5, "top \(top): row 1 covered \(coverage[4, 1])")
        #expect(abs(coverage[2, 3] - 0.7) < 1e-5)
    }

    /// A polygon that runs past every side of the plane covers the plane; nothing outside it is
    /// drawn, and a polygon wholly outside draws nothing.
    @Test func polygonsPastThePlaneAreClipped() {
        var rasterizer = CoverageRasterizer(width: 4, height: 3)
        rasterizer.fill(polygons: [Self.rectangle(-5, -5, 9, 9), Self.rectangle(20, 20, 30, 30)], rule: .nonzero)
        let coverage = rasterizer.coverage()
        #expect(coverage.values.allSatisfy { abs($0 - 1) < 1e-5 })
    }
}
