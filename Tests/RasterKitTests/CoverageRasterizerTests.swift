#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RasterKit
import Testing
import TestSupport

/// The rasterizer's coverage is the exact area of each pixel inside the outline, for lines and
/// for arcs, wherever the outline lies and whichever way it turns.
@Suite struct CoverageRasterizerTests {
    /// The largest difference from the clipped area allowed in a pixel: rounding of `Float`
    /// sums, far below the 1/255 an 8-bit picture can show.
    static let tolerance = 1e-4

    /// Random triangles and quadrilaterals, convex and not, either way round, some reaching
    /// past the plane's sides: every pixel holds its clipped area.
    @Test func polygonsCoverEachPixelByItsArea() {
        var random = SplitMix64(seed: 3)
        var (simple, crossing) = (0, 0)
        for trial in 0..<200 {
            let count = trial % 2 == 0 ? 3 : 4
            let polygon = (0..<count).map { _ in (x: random.double(in: -4...20), y: random.double(in: -4...16)) }
            var rasterizer = CoverageRasterizer(width: 16, height: 12)
            rasterizer.move(to: Point(x: polygon[0].x, y: polygon[0].y))
            for vertex in polygon.dropFirst() { rasterizer.line(to: Point(x: vertex.x, y: vertex.y)) }
            let coverage = rasterizer.coverage()
            // A self-crossing quadrilateral has winding −1 and +1 parts; the rasterizer counts
            // both (nonzero), so compare only simple ones.
            guard Self.isSimple(polygon) else {
                crossing += 1
                continue
            }
            let worst = Self.worstDifference(coverage) { ReferenceCoverage.area(of: polygon, inPixel: $0, $1) }
            #expect(worst < Self.tolerance, "trial \(trial): \(polygon) is off by \(worst)")
            simple += 1
        }
        // The seed's polygons: the 100 triangles and the 49 quadrilaterals that do not cross;
        // the other 51 cross themselves.
        #expect(simple == 149)
        #expect(crossing == 51)
    }

    /// A circle drawn as two half arcs, and as four quarter arcs the other way round, at
    /// sub-pixel centres: each pixel against a polygon of 20,000 sides, which is within 10⁻⁶ of
    /// the circle.
    @Test(.cases(4), arguments: [(6.3, 5.7, 4.2), (10.5, 6.5, 5.0), (3.1, 9.9, 7.7), (8.0, 6.0, 0.4)])
    func circlesCoverEachPixelByTheirExactArea(centerX: Double, centerY: Double, radius: Double) {
        let polygon = (0..<20000).map { index in
            let angle = Double(index) / 20000 * 2 * Double.pi
            return (x: centerX + radius * cos(angle), y: centerY + radius * sin(angle))
        }
        var halves = CoverageRasterizer(width: 20, height: 14)
        halves.move(to: Point(x: centerX + radius, y: centerY))
        halves.arc(center: Point(x: centerX, y: centerY), radius: radius, startAngle: 0, sweep: Double.pi)
        halves.arc(center: Point(x: centerX, y: centerY), radius: radius, startAngle: Double.pi, sweep: Double.pi)
        var quarters = CoverageRasterizer(width: 20, height: 14)
        quarters.move(to: Point(x: centerX, y: centerY - radius))
        for quarter in 0..<4 {
            quarters.arc(center: Point(x: centerX, y: centerY), radius: radius, startAngle: -Double.pi / 2 - Double(quarter) * Double.pi / 2,
                         sweep: -Double.pi / 2)
        }
        for coverage in [halves.coverage(), quarters.coverage()] {
            let worst = Self.worstDifference(coverage) { ReferenceCoverage.area(of: polygon, inPixel: $0, $1) }
            #expect(worst < Self.tolerance, "off by \(worst)")
        }
    }

    /// A rounded rectangle: lines and arcs joined, its total coverage its exact area.
    @Test func aRoundedRectangleCoversItsArea() {
        let (minX, minY, maxX, maxY, radius) = (1.25, 2.6, 14.7, 9.9, 2.3)
        var rasterizer = CoverageRasterizer(width: 16, height: 12)
        rasterizer.move(to: Point(x: minX + radius, y: minY))
        rasterizer.line(to: Point(x: maxX - radius, y: minY))
        rasterizer.arc(center: Point(x: maxX - radius, y: minY + radius), radius: radius, startAngle: -Double.pi / 2, sweep: Double.pi / 2)
        rasterizer.line(to: Point(x: maxX, y: maxY - radius))
        rasterizer.arc(center: Point(x: maxX - radius, y: maxY - radius), radius: radius, startAngle: 0, sweep: Double.pi / 2)
        rasterizer.line(to: Point(x: minX + radius, y: maxY))
        rasterizer.arc(center: Point(x: minX + radius, y: maxY - radius), radius: radius, startAngle: Double.pi / 2, sweep: Double.pi / 2)
        rasterizer.line(to: Point(x: minX, y: minY + radius))
        rasterizer.arc(center: Point(x: minX + radius, y: minY + radius), radius: radius, startAngle: Double.pi, sweep: Double.pi / 2)
        let total = rasterizer.coverage().values.reduce(0) { $0 + Double($1) }
        let exact = (maxX - minX) * (maxY - minY) - (4 - Double.pi) * radius * radius
        #expect(abs(total - exact) < 1e-3, "\(total) against \(exact)")
    }

    /// What lies left of the plane still counts for the pixels to its right; what lies above,
    /// below or right of it counts for nothing.
    @Test func outlinesPastThePlanesSidesAreClipped() {
        var rasterizer = CoverageRasterizer(width: 4, height: 3)
        rasterizer.move(to: Point(x: -5, y: -1))
        rasterizer.line(to: Point(x: 2.5, y: -1))
        rasterizer.line(to: Point(x: 2.5, y: 1.5))
        rasterizer.line(to: Point(x: -5, y: 1.5))
        let coverage = rasterizer.coverage()
        #expect(coverage.values == [1, 1, 0.5, 0, 0.5, 0.5, 0.25, 0, 0, 0, 0, 0])
        var outside = CoverageRasterizer(width: 4, height: 3)
        outside.move(to: Point(x: 5, y: 0))
        outside.line(to: Point(x: 9, y: 0))
        outside.line(to: Point(x: 9, y: 3))
        outside.line(to: Point(x: 5, y: 3))
        #expect(outside.coverage().values.allSatisfy { $0 == 0 })
    }

    /// A square with a square inside it, both turning the same way, at sub-pixel positions:
    /// even-odd leaves the inner square a hole, nonzero fills it; wound the other way, the inner
    /// one is a hole under both rules. Each pixel against the outer square's clipped area minus
    /// the inner's.
    @Test(.cases(2), arguments: [false, true])
    func anInnerContourIsAHoleByItsRule(isInnerReversed: Bool) {
        let outer = [(x: 1.3, y: 0.6), (x: 10.7, y: 0.6), (x: 10.7, y: 9.2), (x: 1.3, y: 9.2)]
        let inner = [(x: 3.45, y: 2.8), (x: 8.15, y: 2.8), (x: 8.15, y: 6.35), (x: 3.45, y: 6.35)]
        for rule in FillRule.allCases {
            var rasterizer = CoverageRasterizer(width: 12, height: 10)
            // As a path's elements, each contour closed.
            for contour in [outer, isInnerReversed ? inner.reversed() : inner] {
                rasterizer.add(.move(to: Point(x: contour[0].x, y: contour[0].y)))
                for vertex in contour.dropFirst() { rasterizer.add(.line(to: Point(x: vertex.x, y: vertex.y))) }
                rasterizer.add(.close)
            }
            let coverage = rasterizer.coverage(rule: rule)
            let isHole = rule == .evenOdd || isInnerReversed
            let worst = Self.worstDifference(coverage) { column, row in
                ReferenceCoverage.area(of: outer, inPixel: column, row)
                    - (isHole ? ReferenceCoverage.area(of: inner, inPixel: column, row) : 0)
            }
            #expect(worst < Self.tolerance, "\(rule), inner reversed \(isInnerReversed): off by \(worst)")
        }
    }

    /// Non-finite coordinates draw nothing rather than trap.
    @Test func nonFiniteCoordinatesDrawNothing() {
        var rasterizer = CoverageRasterizer(width: 4, height: 4)
        rasterizer.move(to: Point(x: 0, y: 0))
        rasterizer.line(to: Point(x: .nan, y: 3))
        rasterizer.line(to: Point(x: 3, y: .infinity))
        rasterizer.arc(center: Point(x: 2, y: 2), radius: .infinity, startAngle: 0, sweep: 1)
        rasterizer.arc(center: Point(x: 2, y: 2), radius: 1, startAngle: 0, sweep: .nan)
        #expect(rasterizer.coverage().values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
    }

    /// The largest difference between `coverage` and `expected` over every pixel.
    static func worstDifference(_ coverage: AlphaPlane, _ expected: (Int, Int) -> Double) -> Double {
        var worst = 0.0
        for row in 0..<coverage.height {
            for column in 0..<coverage.width {
                worst = max(worst, abs(Double(coverage[column, row]) - expected(column, row)))
            }
        }
        return worst
    }

    /// Whether a polygon's edges cross only at their shared vertices.
    static func isSimple(_ polygon: [(x: Double, y: Double)]) -> Bool {
        let count = polygon.count
        func crosses(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double), _ d: (x: Double, y: Double)) -> Bool {
            func side(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ r: (x: Double, y: Double)) -> Double {
                (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
            }
            return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
        }
        for i in 0..<count {
            for j in (i + 1)..<count where j != i + 1 && !(i == 0 && j == count - 1) {
                if crosses(polygon[i], polygon[(i + 1) % count], polygon[j], polygon[(j + 1) % count]) { return false }
            }
        }
        return true
    }
}

extension SplitMix64 {
    /// A number in `range`, from `unit()`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}
