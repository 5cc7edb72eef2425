import Testing
import TestSupport
import StarGeometry

/// `FilledPath(stroking:style:transform:tolerance:)`: the region a stroke paints, measured as
/// an icon's ink against the areas SVG's stroke geometry gives in closed form.
@Suite("Stroke outlines")
struct StrokeOutlineTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// The ink of the stroke of `elements`, measured as an icon.
    static func area(_ elements: [PathElement], _ style: StrokeStyle, transform: AffineTransform = .identity) throws -> Double {
        try IconShape(paths: [FilledPath(stroking: elements, style: style, transform: transform, tolerance: 1e-4)]).area
    }

    static func isClose(_ value: Double, _ expected: Double, relative: Double = 1e-9) -> Bool {
        abs(value - expected) <= relative * abs(expected)
    }

    static let line: [PathElement] = [.move(to: p(0, 0)), .line(to: p(10, 0))]
    static let square: [PathElement] = [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10)), .line(to: p(0, 10)), .close]

    @Test("a line's caps: butt, round and square")
    func caps() throws {
        #expect(Self.isClose(try Self.area(Self.line, StrokeStyle(width: 2)), 20))
        #expect(Self.isClose(try Self.area(Self.line, StrokeStyle(width: 2, lineCap: .round)), 20 + Double.pi, relative: 1e-3))
        #expect(Self.isClose(try Self.area(Self.line, StrokeStyle(width: 2, lineCap: .square)), 24))
    }

    @Test("a closed square's joins: miter, round and bevel; its hole stays empty")
    func joins() throws {
        #expect(Self.isClose(try Self.area(Self.square, StrokeStyle(width: 2)), 144 - 64))
        #expect(Self.isClose(try Self.area(Self.square, StrokeStyle(width: 2, lineJoin: .round)), 76 + Double.pi, relative: 1e-3))
        #expect(Self.isClose(try Self.area(Self.square, StrokeStyle(width: 2, lineJoin: .bevel)), 78))
        // A right angle's miter is √2 widths long: a limit below bevels it.
        #expect(Self.isClose(try Self.area(Self.square, StrokeStyle(width: 2, miterLimit: 1.4)), 78))
    }

    @Test("the same square drawn the other way round paints the same")
    func direction() throws {
        let reversed: [PathElement] = [.move(to: Self.p(0, 0)), .line(to: Self.p(0, 10)), .line(to: Self.p(10, 10)), .line(to: Self.p(10, 0)), .close]
        #expect(Self.isClose(try Self.area(reversed, StrokeStyle(width: 2, lineJoin: .round)),
                             try Self.area(Self.square, StrokeStyle(width: 2, lineJoin: .round))))
    }

    @Test("a circle's stroke is an annulus; one thinner than the width is a disc with no hole")
    func circles() throws {
        func circle(_ r: Double) -> [PathElement] {
            let arc = { (x: Double, y: Double) in
                PathElement.ellipticalArc(radiusX: r, radiusY: r, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: Self.p(x, y))
            }
            return [.move(to: Self.p(r, 0)), arc(0, r), arc(-r, 0), arc(0, -r), arc(r, 0), .close]
        }
        #expect(Self.isClose(try Self.area(circle(5), StrokeStyle(width: 2)), Double.pi * (36 - 16), relative: 1e-3))
        #expect(Self.isClose(try Self.area(circle(0.5), StrokeStyle(width: 2)), Double.pi * 1.5 * 1.5, relative: 1e-3))
        // The same circle as cubics: the slices' chords come as close as the arcs.
        let cubic: [PathElement] = [.move(to: Self.p(5, 0))] + Self.cubicQuarters(radius: 5) + [.close]
        #expect(Self.isClose(try Self.area(cubic, StrokeStyle(width: 2)), Double.pi * 20, relative: 2e-3))
        #expect(Self.isClose(try Self.area(circle(5), StrokeStyle(width: 2), transform: .scale(x: 2, y: 1)), Double.pi * 40, relative: 1e-3))
    }

    @Test("lines that cross count their overlap once; a point with round caps is a dot")
    func overlapsAndDots() throws {
        let cross: [PathElement] = [.move(to: Self.p(0, 5)), .line(to: Self.p(10, 5)), .move(to: Self.p(5, 0)), .line(to: Self.p(5, 10))]
        #expect(Self.isClose(try Self.area(cross, StrokeStyle(width: 2)), 20 + 20 - 4))
        let dot: [PathElement] = [.move(to: Self.p(3, 3)), .close]
        #expect(Self.isClose(try Self.area(dot, StrokeStyle(width: 2, lineCap: .round)), Double.pi, relative: 1e-3))
        #expect(throws: FilledPathError.emptyPath) { try FilledPath(stroking: dot, style: StrokeStyle(width: 2), tolerance: 1e-4) }
    }

    /// The outline star of the samples: ten points, turning both ways.
    static let starPolygon: [PathElement] = {
        let points = [(12, 2.8), (14.53, 9.32), (21.51, 9.71), (16.09, 14.13), (17.88, 20.89),
                      (12, 17.1), (6.12, 20.89), (7.91, 14.13), (2.49, 9.71), (9.47, 9.32)]
        return [.move(to: p(points[0].0, points[0].1))] + points.dropFirst().map { .line(to: p($0.0, $0.1)) } + [.close]
    }()

    /// Whether any two lines of `elements` cross, other than at a shared end: a curve stands for
    /// its chord.
    static func crossesItself(_ elements: [PathElement]) -> Bool {
        var chords: [(Point, Point)] = []
        var current = p(0, 0)
        for element in elements {
            switch element {
            case .move(let point): current = point
            case .line(let point), .quadratic(_, let point), .cubic(_, _, let point), .ellipticalArc(_, _, _, _, _, let point):
                chords.append((current, point))
                current = point
            case .close: break
            }
        }
        func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) }
        for i in chords.indices {
            for j in chords.indices where j > i {
                let (a, b) = chords[i], (c, d) = chords[j]
                if side(a, b, c) * side(a, b, d) < -1e-12 && side(c, d, a) * side(c, d, b) < -1e-12 { return true }
            }
        }
        return false
    }

    @Test("a polygon's stroke is one outline that crosses itself nowhere: inner corners end where the sides cross")
    func innerCornersMeet() throws {
        // The region stays the pieces' union: the square's inner side, whose corners end so
        // too, keeps its areas (`joins`).
        for style in [StrokeStyle(width: 2, lineJoin: .round), StrokeStyle(width: 2), StrokeStyle(width: 2, lineJoin: .bevel)] {
            let stroke = try FilledPath(stroking: Self.starPolygon, style: style, tolerance: 1e-4)
            #expect(!Self.crossesItself(stroke.elements), "\(style): the outline crosses itself")
            // Two contours, the outer and the inner side, and no way through a corner's point.
            #expect(stroke.elements.filter { if case .move = $0 { true } else { false } }.count == 2, "\(style): \(stroke.elements)")
            let corners = Self.starPolygon.compactMap { element -> Point? in
                switch element {
                case .move(let point), .line(let point): point
                default: nil
                }
            }
            #expect(!stroke.elements.contains { if case .line(let point) = $0 { corners.contains(point) } else { false } },
                    "\(style): a side goes through a corner's point")
        }
    }

    @Test("a curve tighter than the half width folds inside without a hole")
    func tightCurve() throws {
        // A U-turn of radius 0.5 stroked 4 wide: the inner side passes the centre.
        let turn: [PathElement] = [.move(to: Self.p(0, 0)), .cubic(control1: Self.p(0.67, 0), control2: Self.p(0.67, 1), to: Self.p(0, 1))]
        let icon = try IconShape(paths: [FilledPath(stroking: turn, style: StrokeStyle(width: 4), tolerance: 1e-4)])
        // The normals all pass within 0.5 of the turn's centre of curvature (0.5, 0.5), and
        // reach 2 from the curve: the disc of radius 1 round it is inked, which a hole where
        // the inner side folds would take from the area. Everything is within 2 of the
        // curve's box, [0, 0.5] × [0, 1].
        #expect(icon.area > Double.pi * 1 + 2 * 4 * 0.5)
        #expect(icon.area < 4.5 * 5)
    }

    @Test("a curve's offsets are a few cubics, every point of them within the tolerance of the offset")
    func offsetsAreCubics() throws {
        // Seeded gentle cubics and quadratics (no turn tighter than the half width), and an
        // ellipse's arc: every point of the outline's cubics is the half width from the curve,
        // within the tolerance, and there are far fewer of them than the slices' chords.
        var random = SplitMix64(seed: 56)
        var curves: [[PathElement]] = [[.move(to: Self.p(0, 0)), .ellipticalArc(radiusX: 8, radiusY: 3, rotation: 0.3, isLargeArc: false,
                                                                                isSweepClockwise: true, to: Self.p(12, 2))]]
        while curves.count < 40 {
            // From (0, 0) to (20, 0), the control points above it in order along x: no loop, so
            // every point of an offset is the half width from the curve and no nearer.
            // (Control points away from the ends: one near its end turns it tighter than the
            // half width there, and that side's offset folds.)
            let x1 = 3 + random.unit() * 14, x2 = x1 + random.unit() * (17 - x1)
            let c1 = Self.p(x1, -1 - random.unit() * 12), c2 = Self.p(x2, -1 - random.unit() * 12)
            curves.append(curves.count % 4 == 0 ? [.move(to: Self.p(0, 0)), .quadratic(control: c1, to: Self.p(20, 0))]
                          : [.move(to: Self.p(0, 0)), .cubic(control1: c1, control2: c2, to: Self.p(20, 0))])
        }
        let tolerance = 1e-3
        var checked = 0
        for elements in curves {
            let style = StrokeStyle(width: 0.6)
            let made = try FilledPath(stroking: elements, style: style, tolerance: tolerance)
            let centre = try FilledPath(elements: elements).flattened(tolerance: 1e-6).flatMap { $0 }
            guard made.elements.contains(where: { if case .cubic = $0 { true } else { false } }) else {
                // A curve that folds is drawn by slices; the seeds give a few.
                continue
            }
            let estimate = try FilledPath.estimatedOutlineElementCount(stroking: elements, style: style, tolerance: tolerance)
            #expect(made.elements.count * 4 < estimate, "\(made.elements.count) elements where the slices took \(estimate)")
            var current = Point(x: 0, y: 0)
            for element in made.elements {
                switch element {
                case .move(let point), .line(let point):
                    current = point
                case .cubic(let c1, let c2, let end):
                    for step in 1..<16 {
                        let t = Double(step) / 16, u = 1 - t
                        let point = Self.p(u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                                           u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                        let distance = Self.distance(from: point, toPolyline: centre)
                        #expect(abs(distance - 0.3) <= tolerance * 1.01, "\(elements): \(point) is \(distance) from the curve")
                    }
                    current = end
                    checked += 1
                case .ellipticalArc(_, _, _, _, _, let point), .quadratic(_, let point):
                    current = point
                case .close:
                    break
                }
            }
        }
        #expect(checked > 100)
    }

    /// The distance from a point to the nearest point of a polyline.
    static func distance(from point: Point, toPolyline polyline: [Point]) -> Double {
        var nearest = Double.infinity
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let d = Self.p(b.x - a.x, b.y - a.y)
            let lengthSquared = d.x * d.x + d.y * d.y
            let t = lengthSquared > 0 ? min(max(((point.x - a.x) * d.x + (point.y - a.y) * d.y) / lengthSquared, 0), 1) : 0
            let x = a.x + d.x * t - point.x, y = a.y + d.y * t - point.y
            nearest = min(nearest, (x * x + y * y).squareRoot())
        }
        return nearest
    }

    /// A circle of `radius` round the origin as four cubics, clockwise on screen from (r, 0).
    static func cubicQuarters(radius r: Double) -> [PathElement] {
        let k = 0.5522847498307936 * r
        return [.cubic(control1: p(r, k), control2: p(k, r), to: p(0, r)), .cubic(control1: p(-k, r), control2: p(-r, k), to: p(-r, 0)),
                .cubic(control1: p(-r, -k), control2: p(-k, -r), to: p(0, -r)), .cubic(control1: p(k, -r), control2: p(r, -k), to: p(r, 0))]
    }
}

/// `FilledPath.estimatedOutlineElementCount`: what a caller checks before an outline is made,
/// against the outlines `FilledPath(stroking:)` makes.
@Suite("Stroke outline estimates")
struct StrokeOutlineEstimateTests {
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    static let shapes: [(name: String, elements: [PathElement])] = [
        ("a line", [.move(to: p(0, 0)), .line(to: p(10, 0))]),
        ("an open polyline", [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10)), .line(to: p(3, 2))]),
        ("a closed square", [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10)), .line(to: p(0, 10)), .close]),
        ("a circle", [.move(to: p(20, 10)), .ellipticalArc(radiusX: 10, radiusY: 10, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: p(0, 10)),
                      .ellipticalArc(radiusX: 10, radiusY: 10, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: p(20, 10)), .close]),
        ("a rounded corner", [.move(to: p(0, 0)), .line(to: p(8, 0)),
                              .ellipticalArc(radiusX: 2, radiusY: 2, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: p(10, 2)),
                              .line(to: p(10, 10))]),
        ("a gentle cubic", [.move(to: p(0, 0)), .cubic(control1: p(4, 3), control2: p(8, 3), to: p(12, 0))]),
        ("a quadratic and a line", [.move(to: p(0, 0)), .quadratic(control: p(5, 8), to: p(10, 0)), .line(to: p(10, 5))]),
        ("an ellipse's arc", [.move(to: p(0, 0)), .ellipticalArc(radiusX: 8, radiusY: 3, rotation: 0.3, isLargeArc: false,
                                                                 isSweepClockwise: true, to: p(12, 2))]),
        ("two subpaths and a dot", [.move(to: p(0, 0)), .line(to: p(5, 5)), .move(to: p(9, 9)), .close,
                                    .move(to: p(1, 9)), .cubic(control1: p(3, 12), control2: p(6, 12), to: p(8, 9))]),
    ]

    static let styles: [StrokeStyle] = [
        StrokeStyle(width: 0.5), StrokeStyle(width: 1, lineCap: .round, lineJoin: .round),
        StrokeStyle(width: 1.5, lineCap: .square, lineJoin: .bevel), StrokeStyle(width: 0.8, miterLimit: 1.2),
    ]

    @Test("the estimate bounds the outline's size where no curve folds, and not by much", .cases(9), arguments: shapes.indices)
    func exactWithoutFolds(index: Int) throws {
        let shape = Self.shapes[index]
        var cases = 0
        for style in Self.styles {
            for transform in [AffineTransform.identity, AffineTransform(a: 2, b: 0, c: 0.5, d: 1, e: 3, f: -1)] {
                for tolerance in [1e-2, 1e-4] {
                    let made = try FilledPath(stroking: shape.elements, style: style, transform: transform, tolerance: tolerance)
                    let estimate = try FilledPath.estimatedOutlineElementCount(stroking: shape.elements, style: style,
                                                                               transform: transform, tolerance: tolerance)
                    // Curves' offsets are fitted cubics, far fewer than the slices the
                    // estimate counts; lines and arcs are counted closely.
                    let isTight = !shape.elements.contains { if case .cubic = $0 { true } else if case .quadratic = $0 { true } else { false } }
                        && !shape.name.contains("ellipse")
                    #expect(estimate >= made.elements.count && (!isTight || estimate <= 2 * made.elements.count + 16),
                            "\(shape.name), \(style), tolerance \(tolerance): \(estimate) for \(made.elements.count)")
                    cases += 1
                }
            }
        }
        #expect(cases == 16)
    }

    @Test("where a curve folds, the outline stays within four times the estimate")
    func foldsStayNearTheEstimate() throws {
        // A tight S and a loop, stroked wider than their curvature.
        let curves: [[PathElement]] = [
            [.move(to: Self.p(0, 0)), .cubic(control1: Self.p(10, 10), control2: Self.p(-10, 10), to: Self.p(0, 0.5))],
            [.move(to: Self.p(0, 0)), .cubic(control1: Self.p(3, 6), control2: Self.p(-3, -6), to: Self.p(0.2, 0))],
        ]
        for elements in curves {
            let style = StrokeStyle(width: 6)
            let made = try FilledPath(stroking: elements, style: style, tolerance: 1e-3)
            let estimate = try FilledPath.estimatedOutlineElementCount(stroking: elements, style: style, tolerance: 1e-3)
            #expect(made.elements.count <= 4 * estimate, "\(made.elements.count) against \(estimate)")
        }
    }

    @Test("a stroke whose outline passes the limit is refused as it is made, without making the rest")
    func limitWhileMaking() throws {
        // 2,000 zigzags of 40 lines with round joins: about 240 elements each, some 480,000 in
        // all. (Curves' offsets are a few cubics, so lines make the count.)
        var elements: [PathElement] = []
        for index in 0..<2_000 {
            elements.append(.move(to: Self.p(0, Double(index))))
            for step in 1...40 { elements.append(.line(to: Self.p(Double(step), Double(index) + Double(step % 2) / 2))) }
        }
        let style = StrokeStyle(width: 0.2, lineJoin: .round)
        let estimate = try FilledPath.estimatedOutlineElementCount(stroking: elements, style: style, tolerance: 1e-3)
        #expect(estimate > FilledPath.maximumElementCount, "\(estimate)")
        let error = thrownError(FilledPathError.self) { _ = try FilledPath(stroking: elements, style: style, tolerance: 1e-3) }
        guard case .tooManyPathElements(let count) = error else {
            Issue.record("expected tooManyPathElements, got \(String(describing: error))")
            return
        }
        // One subpath past the limit at most: the rest were never made.
        #expect(count > FilledPath.maximumElementCount && count < FilledPath.maximumElementCount + 400, "\(count)")
    }
}
