import Foundation
import Testing
import StarGeometry

@Suite("Filled paths: bounding boxes, SVG arcs and flattening")
struct FilledPathTests {
    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func isClose(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9
    }

    /// Cubics and quadratics whose extremes lie inside, at and beyond their end points.
    static let curves: [[PathElement]] = [
        [.move(to: point(0, 0)), .cubic(control1: point(10, -20), control2: point(-5, 30), to: point(20, 10))],
        [.move(to: point(0, 0)), .cubic(control1: point(30, 0), control2: point(-10, 0), to: point(20, 0))],
        [.move(to: point(5, 5)), .cubic(control1: point(5, 5), control2: point(5, 5), to: point(6, 7))],
        [.move(to: point(-3, 2)), .quadratic(control: point(8, -9), to: point(12, 4))],
        [.move(to: point(1, 1)), .quadratic(control: point(1, 1), to: point(1, 9))],
        TestPaths.cubicHeart,
    ]

    @Test("a curve's box is the box of its points: tight, as getBBox measures, not its control points'")
    func curveBoxes() throws {
        for (index, elements) in Self.curves.enumerated() {
            let path = try FilledPath(elements: elements)
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for controls in BezierReference.curves(elements) {
                for step in 0...20_000 {
                    let p = BezierReference.point(controls, at: Double(step) / 20_000)
                    minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
                }
            }
            let box = path.boundingBox
            // Sampling falls short of an extreme by at most |B''| h² / 8, far below 1e-6 here.
            for (exact, sampled, isMinimum) in [(box.minX, minX, true), (box.minY, minY, true),
                                                (box.maxX, maxX, false), (box.maxY, maxY, false)] {
                let inside = isMinimum ? sampled - exact : exact - sampled
                #expect(inside >= -1e-12 && inside <= 1e-6, "curve \(index): exact \(box), sampled \(minX)...\(maxX) x \(minY)...\(maxY)")
            }
        }
        // The S-shaped cubic reaches beyond both its ends in y but not to its control points.
        let box = try FilledPath(elements: Self.curves[0]).boundingBox
        #expect(box.minY < 0 && box.minY > -20 && box.maxY > 10 && box.maxY < 30, "\(box)")
    }

    @Test("an arc's box: end points and the extremes it passes, for rotated ellipses too")
    func arcBoxes() throws {
        // A full ellipse of two arcs, rotated by phi: its half-widths are known in closed form.
        for rotation in [0.0, 0.3, Double.pi / 4, 1.2, Double.pi / 2, -2.5] {
            let rx = 7.0, ry = 3.0
            let c = cos(rotation), s = sin(rotation)
            let start = Self.point(5 + rx * c, 4 + rx * s)
            let end = Self.point(5 - rx * c, 4 - rx * s)
            let path = try FilledPath(elements: [
                .move(to: start),
                .ellipticalArc(radiusX: rx, radiusY: ry, rotation: rotation, isLargeArc: false, isSweepClockwise: true, to: end),
                .ellipticalArc(radiusX: rx, radiusY: ry, rotation: rotation, isLargeArc: false, isSweepClockwise: true, to: start),
            ])
            let halfWidth = (rx * rx * c * c + ry * ry * s * s).squareRoot()
            let halfHeight = (rx * rx * s * s + ry * ry * c * c).squareRoot()
            let box = path.boundingBox
            #expect(abs(box.minX - (5 - halfWidth)) < 1e-12 && abs(box.maxX - (5 + halfWidth)) < 1e-12, "phi=\(rotation): \(box)")
            #expect(abs(box.minY - (4 - halfHeight)) < 1e-12 && abs(box.maxY - (4 + halfHeight)) < 1e-12, "phi=\(rotation): \(box)")
        }
    }

    @Test("SVG's arc rules: the sweep flag's side, radii scaled up, zero radius, ends that meet")
    func svgArcRules() throws {
        // Radius 1 cannot reach from (0, 0) to (10, 0): scaled to 5, a half circle about (5, 0);
        // sweeping clockwise on screen from the left end, it bulges upwards (y < 0).
        let upper = try FilledPath(elements: [.move(to: Self.point(0, 0)),
            .ellipticalArc(radiusX: 1, radiusY: 1, rotation: 0.7, isLargeArc: false, isSweepClockwise: true, to: Self.point(10, 0)), .close])
        #expect(Self.isClose(upper.boundingBox, Rect(minX: 0, minY: -5, width: 10, height: 5)), "\(upper.boundingBox)")
        let lower = try FilledPath(elements: [.move(to: Self.point(0, 0)),
            .ellipticalArc(radiusX: -1, radiusY: 1, rotation: 0, isLargeArc: true, isSweepClockwise: false, to: Self.point(10, 0))])
        #expect(Self.isClose(lower.boundingBox, Rect(minX: 0, minY: 0, width: 10, height: 5)), "\(lower.boundingBox)")
        // Of the two circles of radius 5 through (0, 0) and (5, -5), the large clockwise arc
        // goes round the one centred at (0, -5), three quarters of it, by its left and top.
        let large = try FilledPath(elements: [.move(to: Self.point(0, 0)),
            .ellipticalArc(radiusX: 5, radiusY: 5, rotation: 0, isLargeArc: true, isSweepClockwise: true, to: Self.point(5, -5))])
        #expect(Self.isClose(large.boundingBox, Rect(minX: -5, minY: -10, width: 10, height: 10)), "\(large.boundingBox)")
        // The small counter-clockwise one goes round the same circle the other way.
        let small = try FilledPath(elements: [.move(to: Self.point(0, 0)),
            .ellipticalArc(radiusX: 5, radiusY: 5, rotation: 0, isLargeArc: false, isSweepClockwise: false, to: Self.point(5, -5))])
        #expect(Self.isClose(small.boundingBox, Rect(minX: 0, minY: -5, width: 5, height: 5)), "\(small.boundingBox)")
        // A zero radius draws a straight line, which flattening keeps as it is.
        let triangle = try FilledPath(elements: [.move(to: Self.point(0, 0)),
            .ellipticalArc(radiusX: 0, radiusY: 5, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: Self.point(10, 0)),
            .line(to: Self.point(10, 10)), .close])
        #expect(triangle.flattened(tolerance: 1e-6) == [[Self.point(0, 0), Self.point(10, 0), Self.point(10, 10)]])
        // An arc that ends where it starts draws nothing.
        #expect(throws: FilledPathError.emptyPath) {
            try FilledPath(elements: [.move(to: Self.point(3, 3)),
                .ellipticalArc(radiusX: 5, radiusY: 5, rotation: 0, isLargeArc: true, isSweepClockwise: true, to: Self.point(3, 3))])
        }
    }

    @Test("after a close, a drawing element starts a new subpath at the closed one's start")
    func subpathAfterClose() throws {
        let path = try FilledPath(elements: [.move(to: Self.point(0, 0)), .line(to: Self.point(10, 0)), .line(to: Self.point(10, 10)),
                                             .close, .line(to: Self.point(0, 10)), .line(to: Self.point(10, 10))])
        let polygons = path.flattened(tolerance: 0.1)
        #expect(polygons == [[Self.point(0, 0), Self.point(10, 0), Self.point(10, 10)],
                             [Self.point(0, 0), Self.point(0, 10), Self.point(10, 10)]])
        // A move that draws nothing adds nothing to the box; a lone point-sized subpath no polygon.
        let withStrayMove = try FilledPath(elements: [.move(to: Self.point(-50, -50)), .move(to: Self.point(0, 0)),
                                                      .line(to: Self.point(1, 0)), .line(to: Self.point(0, 1)), .move(to: Self.point(90, 90))])
        #expect(withStrayMove.boundingBox == Rect(minX: 0, minY: 0, width: 1, height: 1))
        #expect(withStrayMove.flattened(tolerance: 0.1).count == 1)
    }

    @Test("every point of every curve lies within the tolerance of the flattened polygon")
    func flatteningErrorBound() throws {
        let circle = TestPaths.cubicCircle(radius: 40, center: Self.point(3, -2))
        for (index, elements) in (Self.curves + [circle]).enumerated() {
            let path = try FilledPath(elements: elements)
            let size = max(path.boundingBox.width, path.boundingBox.height)
            for relative in [0.1, 0.01, 1e-3, 1e-4] {
                let tolerance = relative * size
                let polygons = path.flattened(tolerance: tolerance)
                let flattenedPoints = polygons.reduce(0) { $0 + $1.count }
                for controls in BezierReference.curves(elements) where controls.count > 2 {
                    for step in 0...400 {
                        let p = BezierReference.point(controls, at: Double(step) / 400)
                        let gap = distance(from: p, toEdgesOf: polygons)
                        #expect(gap <= tolerance * (1 + 1e-9), "curve set \(index), tolerance \(relative): \(p) is \(gap) away")
                    }
                }
                // And no more points than the bound asks for: halving the tolerance adds points.
                #expect(flattenedPoints <= path.flattened(tolerance: tolerance / 4).reduce(0) { $0 + $1.count })
            }
        }
    }

    @Test("arcs flatten within the tolerance of their circle")
    func arcFlattening() throws {
        let path = try FilledPath(elements: TestPaths.arcCircle(radius: 25, center: Self.point(100, 50)))
        for tolerance in [2.0, 0.1, 1e-3] {
            let polygons = path.flattened(tolerance: tolerance)
            #expect(polygons.count == 1)
            for step in 0..<2000 {
                let angle = Double(step) / 2000 * 2 * Double.pi
                let p = Self.point(100 + 25 * cos(angle), 50 + 25 * sin(angle))
                #expect(distance(from: p, toEdgesOf: polygons) <= tolerance * (1 + 1e-9), "tolerance \(tolerance), angle \(angle)")
            }
            // The vertices lie on the circle.
            for vertex in polygons[0] {
                #expect(abs(hypot(vertex.x - 100, vertex.y - 50) - 25) < 1e-9)
            }
        }
    }

    @Test("a tolerance too fine, zero or NaN is raised to the floor, so flattening stays bounded")
    func toleranceFloor() throws {
        let path = try FilledPath(elements: TestPaths.cubicCircle(radius: 1))
        let floor = path.flattened(tolerance: FilledPath.minimumRelativeTolerance * 2)
        #expect(path.flattened(tolerance: 0) == floor)
        #expect(path.flattened(tolerance: -1) == floor)
        #expect(path.flattened(tolerance: .nan) == floor)
        #expect(floor[0].count < 20_000)
        // An infinite tolerance keeps one chord a curve.
        #expect(path.flattened(tolerance: .infinity)[0].count == 4)
    }

    @Test("paths are equal and hash alike when their elements and rules are")
    func equality() throws {
        let a = try FilledPath(elements: TestPaths.bowTie)
        let b = try FilledPath(elements: TestPaths.bowTie)
        let c = try FilledPath(elements: TestPaths.bowTie, fillRule: .evenOdd)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
    }
}
