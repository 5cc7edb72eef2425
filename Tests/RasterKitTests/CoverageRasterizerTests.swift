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

    /// A circle drawn as two half arcs, and as four quarter arcs the other way round, each a
    /// path's `A` of equal radii, at sub-pixel centres: each pixel against a polygon of 20,000
    /// sides, which is within 10⁻⁶ of the circle.
    @Test(.cases(4), arguments: [(6.3, 5.7, 4.2), (10.5, 6.5, 5.0), (3.1, 9.9, 7.7), (8.0, 6.0, 0.4)])
    func circlesCoverEachPixelByTheirExactArea(centerX: Double, centerY: Double, radius: Double) {
        let polygon = (0..<20000).map { index in
            let angle = Double(index) / 20000 * 2 * Double.pi
            return (x: centerX + radius * cos(angle), y: centerY + radius * sin(angle))
        }
        func arc(to x: Double, _ y: Double, clockwise: Bool) -> PathElement {
            .ellipticalArc(radiusX: radius, radiusY: radius, rotation: 0, isLargeArc: false, isSweepClockwise: clockwise, to: Point(x: x, y: y))
        }
        var halves = CoverageRasterizer(width: 20, height: 14)
        halves.add(.move(to: Point(x: centerX + radius, y: centerY)))
        halves.add(arc(to: centerX - radius, centerY, clockwise: true))
        halves.add(arc(to: centerX + radius, centerY, clockwise: true))
        var quarters = CoverageRasterizer(width: 20, height: 14)
        quarters.add(.move(to: Point(x: centerX, y: centerY - radius)))
        quarters.add(arc(to: centerX - radius, centerY, clockwise: false))
        quarters.add(arc(to: centerX, centerY + radius, clockwise: false))
        quarters.add(arc(to: centerX + radius, centerY, clockwise: false))
        quarters.add(arc(to: centerX, centerY - radius, clockwise: false))
        for coverage in [halves.coverage(), quarters.coverage()] {
            let worst = Self.worstDifference(coverage) { ReferenceCoverage.area(of: polygon, inPixel: $0, $1) }
            #expect(worst < Self.tolerance, "off by \(worst)")
        }
    }

    /// A rounded rectangle: lines and quarter arcs joined, its total coverage its exact area.
    @Test func aRoundedRectangleCoversItsArea() {
        let (minX, minY, maxX, maxY, radius) = (1.25, 2.6, 14.7, 9.9, 2.3)
        func corner(_ x: Double, _ y: Double) -> PathElement {
            .ellipticalArc(radiusX: radius, radiusY: radius, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: Point(x: x, y: y))
        }
        var rasterizer = CoverageRasterizer(width: 16, height: 12)
        for element: PathElement in [
            .move(to: Point(x: minX + radius, y: minY)), .line(to: Point(x: maxX - radius, y: minY)), corner(maxX, minY + radius),
            .line(to: Point(x: maxX, y: maxY - radius)), corner(maxX - radius, maxY),
            .line(to: Point(x: minX + radius, y: maxY)), corner(minX, maxY - radius),
            .line(to: Point(x: minX, y: minY + radius)), corner(minX + radius, minY), .close,
        ] {
            rasterizer.add(element)
        }
        let total = rasterizer.coverage().values.reduce(0) { $0 + Double($1) }
        let exact = (maxX - minX) * (maxY - minY) - (4 - Double.pi) * radius * radius
        #expect(abs(total - exact) < 1e-3, "\(total) against \(exact)")
    }

    /// An arc has SVG's meaning: its flags pick one of the four arcs through its end points; a
    /// radius too small to reach the end grows until it just does (a half circle on the
    /// chord); a zero radius is a straight line; an arc that ends where it starts is left out.
    /// Each closed by the chord, against its area worked out here.
    @Test func anArcMeansWhatAPathsArcMeans() {
        // A chord of 6 in a circle of radius 5: the small segment's half angle is asin(0.6).
        let (start, end, radius) = (Point(x: 7, y: 10), Point(x: 13, y: 10), 5.0)
        let halfAngle = asin(0.6)
        let smallSegment = radius * radius * (halfAngle - sin(halfAngle) * cos(halfAngle))
        let circle = Double.pi * radius * radius
        func area(_ arc: PathElement) -> Double {
            var rasterizer = CoverageRasterizer(width: 20, height: 20)
            for element in [.move(to: start), arc, .close] { rasterizer.add(element) }
            return rasterizer.coverage().values.reduce(0) { $0 + Double($1) }
        }
        func arc(radius: Double, large: Bool, clockwise: Bool, to point: Point = end) -> PathElement {
            .ellipticalArc(radiusX: radius, radiusY: -radius, rotation: 0.3, isLargeArc: large, isSweepClockwise: clockwise, to: point)
        }
        // (Large, clockwise) and the area each encloses with the chord.
        let cases: [(large: Bool, clockwise: Bool, area: Double)] = [
            (false, true, smallSegment), (false, false, smallSegment),
            (true, true, circle - smallSegment), (true, false, circle - smallSegment),
        ]
        for (large, clockwise, expected) in cases {
            let drawn = area(arc(radius: radius, large: large, clockwise: clockwise))
            #expect(abs(drawn - expected) < 1e-3, "large \(large), clockwise \(clockwise): \(drawn) against \(expected)")
        }
        // Clockwise on screen from the left end, the small arc bulges upwards: above the chord.
        var upper = CoverageRasterizer(width: 20, height: 20)
        for element in [.move(to: start), arc(radius: radius, large: false, clockwise: true), .close] { upper.add(element) }
        let upperCoverage = upper.coverage().values
        #expect(upperCoverage[9 * 20 + 10] > 0.9 && upperCoverage[10 * 20 + 10] == 0)
        #expect(abs(area(arc(radius: 0.5, large: false, clockwise: true)) - Double.pi * 9 / 2) < 1e-3)
        // A zero radius: the chord and back, nothing enclosed; to another point, a triangle.
        #expect(area(arc(radius: 0, large: true, clockwise: true)) == 0)
        var triangle = CoverageRasterizer(width: 20, height: 20)
        for element in [.move(to: start), .line(to: end), arc(radius: 0, large: true, clockwise: true, to: Point(x: 13, y: 16)), .close] {
            triangle.add(element)
        }
        #expect(abs(triangle.coverage().values.reduce(0) { $0 + Double($1) } - 18) < 1e-4)
        #expect(area(arc(radius: radius, large: true, clockwise: true, to: start)) == 0)
        #expect(cases.count == 4)
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
        rasterizer.add(.ellipticalArc(radiusX: .infinity, radiusY: .infinity, rotation: 0, isLargeArc: false, isSweepClockwise: true,
                                      to: Point(x: 2, y: 2)))
        rasterizer.add(.ellipticalArc(radiusX: 1, radiusY: 1, rotation: 0, isLargeArc: true, isSweepClockwise: false, to: Point(x: .nan, y: 1)))
        rasterizer.add(.ellipticalArc(radiusX: .nan, radiusY: .nan, rotation: 0, isLargeArc: true, isSweepClockwise: false, to: Point(x: 3, y: 1)))
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
