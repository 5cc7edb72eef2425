import Foundation
import Testing
import StarGeometry
import TestSupport

@Suite("Icons: the ink of filled paths, and its profile")
struct IconShapeTests {
    /// A test icon and its ink area worked out independently.
    struct Case: CustomStringConvertible {
        let name: String
        let icon: IconShape
        let area: Double
        var description: String { name }
    }

    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let cases: [Case] = {
        func icon(_ paths: [([PathElement], FillRule)]) -> IconShape {
            // The paths are valid, so a throw here is itself a failure (and stops the run).
            try! IconShape(paths: paths.map { try! FilledPath(elements: $0.0, fillRule: $0.1) })
        }
        let outer = TestPaths.square(minX: 0, minY: 0, side: 10)
        let innerSame = TestPaths.square(minX: 3, minY: 2, side: 4)
        let innerReversed = TestPaths.square(minX: 3, minY: 2, side: 4, isCounterClockwise: true)
        return [
            Case(name: "circle of four cubics", icon: icon([(TestPaths.cubicCircle(radius: 10), .nonzero)]),
                 area: BezierReference.signedArea(TestPaths.cubicCircle(radius: 10))),
            Case(name: "circle of two arcs", icon: icon([(TestPaths.arcCircle(radius: 10, center: point(50, 20)), .nonzero)]),
                 area: Double.pi * 100),
            Case(name: "square with a hole, even-odd", icon: icon([(outer + innerSame, .evenOdd)]), area: 100 - 16),
            Case(name: "square with a hole wound back, nonzero", icon: icon([(outer + innerReversed, .nonzero)]), area: 100 - 16),
            Case(name: "square with a hole wound along, nonzero (filled)", icon: icon([(outer + innerSame, .nonzero)]), area: 100),
            Case(name: "two overlapping squares, two paths", icon: icon([(TestPaths.square(minX: 0, minY: 0, side: 2), .nonzero),
                                                                        (TestPaths.square(minX: 1, minY: 1, side: 2), .nonzero)]),
                 area: 7),
            Case(name: "two overlapping squares, one path, even-odd",
                 icon: icon([(TestPaths.square(minX: 0, minY: 0, side: 2) + TestPaths.square(minX: 1, minY: 1, side: 2), .evenOdd)]),
                 area: 6),
            Case(name: "a path filled by even-odd over one that fills its hole",
                 icon: icon([(outer + innerSame, .evenOdd), (TestPaths.square(minX: 4, minY: 3, side: 2), .nonzero)]), area: 88),
            Case(name: "bow-tie", icon: icon([(TestPaths.bowTie, .nonzero)]), area: 2),
            Case(name: "bow-tie, even-odd", icon: icon([(TestPaths.bowTie, .evenOdd)]), area: 2),
            Case(name: "two triangles, the second after a close and closed implicitly",
                 icon: icon([([.move(to: point(0, 0)), .line(to: point(10, 0)), .line(to: point(10, 10)), .close,
                               .line(to: point(0, 10)), .line(to: point(10, 10))], .nonzero)]), area: 100),
            Case(name: "heart of cubics", icon: icon([(TestPaths.cubicHeart, .nonzero)]),
                 area: BezierReference.signedArea(TestPaths.cubicHeart)),
        ]
    }()

    @Test("areas: exact for lines, within the stated bound (and 0.1 %) for curves", .cases(12), arguments: cases)
    func areas(_ testCase: Case) {
        let icon = testCase.icon
        #expect(icon.areaErrorBound <= 0.001 * icon.area, "\(testCase): bound \(icon.areaErrorBound) of \(icon.area)")
        #expect(abs(icon.area - testCase.area) <= icon.areaErrorBound + 1e-12 * testCase.area,
                "\(testCase): \(icon.area) vs \(testCase.area), bound \(icon.areaErrorBound)")
        #expect(abs(icon.area - testCase.area) <= 0.001 * testCase.area, "\(testCase)")
    }

    @Test("the circles are within 0.1 % of pi r²")
    func circlesAgainstPi() throws {
        for radius in [0.01, 1, 10, 3000] {
            for elements in [TestPaths.cubicCircle(radius: radius), TestPaths.arcCircle(radius: radius)] {
                let icon = try IconShape(path: FilledPath(elements: elements))
                let exact = Double.pi * radius * radius
                #expect(abs(icon.area - exact) <= 0.001 * exact, "r=\(radius): \(icon.area / exact - 1)")
            }
        }
        // A rotated ellipse of two arcs: pi rx ry.
        let ellipse = try IconShape(path: FilledPath(elements: [.move(to: Self.point(0, 0)),
            .ellipticalArc(radiusX: 8, radiusY: 3, rotation: 0.4, isLargeArc: false, isSweepClockwise: false,
                           to: Self.point(16 * cos(0.4), 16 * sin(0.4))),
            .ellipticalArc(radiusX: 8, radiusY: 3, rotation: 0.4, isLargeArc: false, isSweepClockwise: false, to: Self.point(0, 0))]))
        #expect(abs(ellipse.area - Double.pi * 24) <= ellipse.areaErrorBound + 1e-9)
    }

    @Test("area left of a cut, against closed forms")
    func areaLeftOfCut() throws {
        // The disc of radius r about (50, 20): r² (pi - acos(u / r)) + u sqrt(r² - u²), u = x - 50.
        let disc = try #require(Self.cases.first { $0.name == "circle of two arcs" }).icon
        for step in 0...100 {
            let u = -10 + Double(step) / 5
            let exact = 100 * (Double.pi - acos(u / 10)) + u * (100 - u * u).squareRoot()
            #expect(abs(disc.area(leftOf: 50 + u) - exact) <= disc.areaErrorBound + 1e-9, "u=\(u)")
        }
        // The bow-tie: the left triangle's chord is 2 - 2x, the right one's 2x - 2.
        let bowTie = try #require(Self.cases.first { $0.name == "bow-tie" }).icon
        for step in 0...40 {
            let x = Double(step) / 20
            let exact = x <= 1 ? 2 * x - x * x : 1 + (x - 1) * (x - 1)
            #expect(abs(bowTie.area(leftOf: x) - exact) < 1e-12, "x=\(x): \(bowTie.area(leftOf: x))")
        }
        // The square with a hole: chord 10 outside the hole's columns, 6 across them.
        let holed = try #require(Self.cases.first { $0.name == "square with a hole, even-odd" }).icon
        for step in 0...50 {
            let x = Double(step) / 5
            let exact = 10 * x - 4 * min(max(x - 3, 0), 4)
            #expect(abs(holed.area(leftOf: x) - exact) < 1e-12, "x=\(x)")
        }
        #expect(holed.area(leftOf: -1) == 0 && holed.area(leftOf: .nan) == 0 && holed.area(leftOf: 11) == holed.area)
    }

    @Test("x(leavingAreaFraction:) never moves left, and inverts area(leftOf:)", .cases(12), arguments: cases)
    func inverse(_ testCase: Case) {
        let icon = testCase.icon
        let box = icon.boundingBox
        var previous = -Double.infinity
        for step in 0...2000 {
            let fraction = Double(step) / 2000
            let x = icon.x(leavingAreaFraction: fraction)
            #expect(x >= previous, "\(testCase) f=\(fraction): \(x) < \(previous)")
            previous = x
            #expect(abs(icon.area(leftOf: x) - fraction * icon.area) <= 1e-9 * icon.area,
                    "\(testCase) f=\(fraction): \(icon.area(leftOf: x) / icon.area)")
        }
        for step in 1..<100 {
            let x = box.minX + Double(step) / 100 * box.width
            let back = icon.x(leavingAreaFraction: icon.area(leftOf: x) / icon.area)
            #expect(abs(back - x) <= 1e-9 * box.width, "\(testCase) x=\(x): came back as \(back)")
        }
        #expect(icon.x(leavingAreaFraction: 0) == icon.x(leavingAreaFraction: -3))
        #expect(icon.x(leavingAreaFraction: .nan) == icon.x(leavingAreaFraction: 0))
        #expect(icon.x(leavingAreaFraction: 1) == icon.x(leavingAreaFraction: 7))
        #expect(abs(icon.x(leavingAreaFraction: 0) - box.minX) <= icon.profileTolerance + 1e-12 * box.width)
        #expect(abs(icon.x(leavingAreaFraction: 1) - box.maxX) <= icon.profileTolerance + 1e-12 * box.width)
    }

    @Test("the icon's box is the union of its paths' boxes; flattening gives its drawing's polygons and rule")
    func boxAndFlattening() throws {
        let first = try FilledPath(elements: TestPaths.square(minX: 0, minY: 0, side: 2))
        let second = try FilledPath(elements: TestPaths.cubicCircle(radius: 1, center: Self.point(5, 5)), fillRule: .evenOdd)
        let icon = try IconShape(paths: [first, second])
        #expect(icon.boundingBox == Rect(minX: 0, minY: 0, width: 6, height: 6))
        // Two rules: one nonzero drawing, each path winding once round its fill.
        #expect(icon.drawing.fillRule == .nonzero)
        let flattened = icon.flattened(tolerance: 0.01)
        #expect(flattened.map(\.fillRule) == [.nonzero])
        #expect(flattened[0].polygons == icon.drawing.flattened(tolerance: 0.01))
        #expect(flattened[0].polygons.count == 2)
        #expect(icon.paths == [first, second])
    }

    @Test("equal icons are equal and hash alike; -0 counts as 0; a different icon differs")
    func equalityAndHashing() throws {
        let a = try IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
        let b = try IconShape(path: FilledPath(elements: TestPaths.cubicHeart))
        #expect(a == b && a.hashValue == b.hashValue)
        let zero = try IconShape(path: FilledPath(elements: TestPaths.square(minX: 0, minY: 0, side: 1)))
        let negativeZero = try IconShape(path: FilledPath(elements: TestPaths.square(minX: -0.0, minY: -0.0, side: 1)))
        #expect(zero == negativeZero && zero.hashValue == negativeZero.hashValue)
        #expect(a != zero)
        let evenOdd = try IconShape(path: FilledPath(elements: TestPaths.square(minX: 0, minY: 0, side: 1), fillRule: .evenOdd))
        #expect(zero != evenOdd)
    }

    /// A flower of `count` cubic curves round the origin: radius 100 (1 + 0.15 sin 40t).
    static func flower(cubics count: Int) throws -> FilledPath {
        var elements: [PathElement] = []
        func radius(_ t: Double) -> Double { 100 * (1 + 0.15 * sin(40 * t)) }
        func position(_ t: Double) -> Point { Self.point(radius(t) * cos(t), radius(t) * sin(t)) }
        elements.append(.move(to: position(0)))
        let step = 2 * Double.pi / Double(count - 2)
        for index in 0..<(count - 2) {
            let to = position(Double(index + 1) * step)
            let middle1 = position((Double(index) + 1 / 3) * step), middle2 = position((Double(index) + 2 / 3) * step)
            elements.append(.cubic(control1: middle1, control2: middle2, to: to))
        }
        elements.append(.close)
        return try FilledPath(elements: elements)
    }

    /// A release build measures an outline of 10,000 cubics in about 3 ms. What this catches is
    /// the profile going quadratic, by the CPU time of four times the curves (`WorkGrowth`): no
    /// bound in seconds, which a slower or busier machine would not meet.
    @Test("an outline of 10,000 cubic curves is measured within 0.1 %, in linear time")
    func tenThousandElements() throws {
        let (small, large) = (try Self.flower(cubics: 2_500), try Self.flower(cubics: 10_000))
        var measured: IconShape?
        let growth = try WorkGrowth.ratio(of: { measured = try IconShape(path: large) }, to: { _ = try IconShape(path: small) })
        #expect(growth < 8, "four times the curves took \(growth) times the CPU time")
        let icon = try #require(measured)
        #expect(icon.areaErrorBound <= 0.001 * icon.area)
        // The flower's area in polar form: the integral of r(t)² / 2, here 100² (pi + pi 0.15² / 2).
        let exact = 10_000 * (Double.pi + Double.pi * 0.0225 / 2)
        #expect(abs(icon.area - exact) <= 0.001 * exact, "\(icon.area / exact - 1)")
    }
}
