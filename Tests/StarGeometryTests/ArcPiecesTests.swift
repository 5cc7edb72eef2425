import Foundation
import Testing
import StarGeometry

@Suite("Long arcs split into quarter turns: the same curve, stable under rounding")
struct ArcPiecesTests {
    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    private static let threshold = 150 * Double.pi / 180
    private static let quarter = Double.pi / 2

    /// The largest distance from a point of `b`'s flattened outline to `a`'s, both ways.
    private static func separation(_ a: FilledPath, _ b: FilledPath) -> Double {
        let (polygonsA, polygonsB) = (a.flattened(tolerance: 1e-4), b.flattened(tolerance: 1e-4))
        let one = polygonsB.joined().map { distance(from: $0, toEdgesOf: polygonsA) }.max() ?? .infinity
        let other = polygonsA.joined().map { distance(from: $0, toEdgesOf: polygonsB) }.max() ?? .infinity
        return max(one, other)
    }

    /// Rounds every number of `elements` to hundredths, as the SVG writer does.
    private static func rounded(_ elements: [PathElement]) -> [PathElement] {
        func r(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        func r(_ p: Point) -> Point { Point(x: r(p.x), y: r(p.y)) }
        return elements.map { element in
            switch element {
            case .move(let p): .move(to: r(p))
            case .line(let p): .line(to: r(p))
            case .quadratic(let c, let p): .quadratic(control: r(c), to: r(p))
            case .cubic(let c1, let c2, let p): .cubic(control1: r(c1), control2: r(c2), to: r(p))
            case .ellipticalArc(let rx, let ry, let rotation, let large, let clockwise, let p):
                .ellipticalArc(radiusX: r(rx), radiusY: r(ry), rotation: rotation, isLargeArc: large, isSweepClockwise: clockwise, to: r(p))
            case .close: .close
            }
        }
    }

    @Test("a semicircle becomes two quarter arcs of the same circle; short arcs, lines and curves stay as they are")
    func splitsOnlyLongArcs() throws {
        let elements: [PathElement] = [
            .move(to: Self.point(0, 10)),
            .ellipticalArc(radiusX: 10, radiusY: 10, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: Self.point(20, 10)),
            .line(to: Self.point(20, 20)),
            .ellipticalArc(radiusX: 30, radiusY: 30, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: Self.point(0, 20)),
            .cubic(control1: Self.point(-5, 18), control2: Self.point(-5, 12), to: Self.point(0, 10)),
            .close,
        ]
        let path = try FilledPath(elements: elements)
        let split = path.elements(splittingArcsBeyond: Self.threshold, intoPiecesOfAtMost: Self.quarter)
        #expect(split.count == elements.count + 1)
        #expect(split[1] == .ellipticalArc(radiusX: 10, radiusY: 10, rotation: 0, isLargeArc: false, isSweepClockwise: true,
                                           to: split[1].endPoint))
        if case .ellipticalArc(_, _, _, _, _, let middle) = split[1] {
            // Half way round the top of the circle centred at (10, 10), y down.
            #expect(abs(middle.x - 10) < 1e-9 && abs(middle.y - 0) < 1e-9, "\(middle)")
        }
        #expect(Array(split[3...]) == Array(elements[2...]))
        #expect(Self.separation(path, try FilledPath(elements: split)) < 2.5e-4)
    }

    @Test("a circular arc over the threshold becomes equal pieces end to end; one under it stays whole")
    func circularArcPieces() {
        let lobe = CircularArc(center: Self.point(3, 4), radius: 4.5, startAngle: -2.47, sweep: 3.17)
        let pieces = lobe.pieces(beyond: Self.threshold, atMost: Self.quarter)
        #expect(pieces.count == 3)
        #expect(pieces.allSatisfy { abs($0.sweep - lobe.sweep / 3) < 1e-12 && $0.center == lobe.center && $0.radius == lobe.radius })
        #expect(pieces.first!.start == lobe.start)
        #expect(pieces.last!.end.distance(to: lobe.end) < 1e-12)
        for (piece, next) in zip(pieces, pieces.dropFirst()) { #expect(piece.end.distance(to: next.start) < 1e-12) }
        let tip = CircularArc(center: .zero, radius: 1, startAngle: 0, sweep: -144 * Double.pi / 180)
        #expect(tip.pieces(beyond: Self.threshold, atMost: Self.quarter) == [tip])
    }

    @Test("a large arc of a rotated ellipse, radii too small to reach its end, and a counter-clockwise sweep keep their curve")
    func keepsTheCurve() throws {
        let cases: [[PathElement]] = [
            [.move(to: Self.point(0, 0)),
             .ellipticalArc(radiusX: 12, radiusY: 5, rotation: 0.6, isLargeArc: true, isSweepClockwise: true, to: Self.point(8, 3)), .close],
            [.move(to: Self.point(0, 0)),
             .ellipticalArc(radiusX: 1, radiusY: 2, rotation: 0, isLargeArc: false, isSweepClockwise: false, to: Self.point(30, 0)), .close],
            [.move(to: Self.point(5, 5)),
             .ellipticalArc(radiusX: 7, radiusY: 7, rotation: 0, isLargeArc: true, isSweepClockwise: false, to: Self.point(5.5, 5)), .close],
        ]
        for elements in cases {
            let path = try FilledPath(elements: elements)
            let split = path.elements(splittingArcsBeyond: Self.threshold, intoPiecesOfAtMost: Self.quarter)
            #expect(split.count > elements.count, "\(elements)")
            for element in split {
                if case .ellipticalArc(_, _, _, let large, _, _) = element { #expect(!large) }
            }
            // Each flattening is within 1e-4 of the curve, so the two within 2e-4 of each other.
            let separation = Self.separation(path, try FilledPath(elements: split))
            #expect(separation < 2.5e-4, "\(elements): \(separation)")
        }
    }

    /// Why: the heart's lobe at 16 px, just over half a turn, written with hundredths. As one
    /// arc its rounded copy strays by a tenth of a pixel or more; in quarter turns, by about
    /// the rounding.
    @Test("rounded to hundredths, a lobe of just over half a turn strays far as one arc and not in pieces")
    func piecesSurviveRounding() throws {
        let center = Self.point(7.6, 4.5)
        let radius = 4.494
        func onCircle(_ degrees: Double) -> Point {
            Point(x: center.x + radius * cos(degrees * .pi / 180), y: center.y + radius * sin(degrees * .pi / 180))
        }
        let elements: [PathElement] = [
            .move(to: onCircle(-141.3)),
            .ellipticalArc(radiusX: radius, radiusY: radius, rotation: 0, isLargeArc: true, isSweepClockwise: true, to: onCircle(40.2)),
            .close,
        ]
        let exact = try FilledPath(elements: elements)
        let whole = Self.separation(exact, try FilledPath(elements: Self.rounded(elements)))
        let split = exact.elements(splittingArcsBeyond: Self.threshold, intoPiecesOfAtMost: Self.quarter)
        let pieces = Self.separation(exact, try FilledPath(elements: Self.rounded(split)))
        #expect(whole > 0.05, "one arc strayed only \(whole)")
        #expect(pieces < 0.02, "the pieces strayed \(pieces)")
    }

    @Test("an outline's elements start after its last line, which the close draws, and split its long arcs")
    func outlineElements() {
        // A rounded square, clockwise on screen: top, corner, right, corner, bottom, corner, left, corner.
        let (side, radius) = (10.0, 2.0)
        func corner(_ x: Double, _ y: Double, from angle: Double) -> OutlineSegment {
            .arc(CircularArc(center: Self.point(x, y), radius: radius, startAngle: angle, sweep: Self.quarter))
        }
        let segments: [OutlineSegment] = [
            .line(from: Self.point(radius, 0), to: Self.point(side - radius, 0)), corner(side - radius, radius, from: -Self.quarter),
            .line(from: Self.point(side, radius), to: Self.point(side, side - radius)), corner(side - radius, side - radius, from: 0),
            .line(from: Self.point(side - radius, side), to: Self.point(radius, side)), corner(radius, side - radius, from: Self.quarter),
            .line(from: Self.point(0, side - radius), to: Self.point(0, radius)), corner(radius, radius, from: Double.pi),
        ]
        let elements = Outline(segments: segments).elements(splittingArcsBeyond: Self.threshold, intoPiecesOfAtMost: Self.quarter)
        // The last corner first; the left side, the last line, is the close's.
        #expect(elements.count == 9 && elements.first == .move(to: segments[7].start) && elements.last == .close)
        #expect(elements.filter { if case .line = $0 { true } else { false } }.count == 3)
        #expect(elements[1] == .ellipticalArc(radiusX: radius, radiusY: radius, rotation: 0, isLargeArc: false, isSweepClockwise: true,
                                              to: segments[7].end))
        let beforeClose = elements[elements.count - 2].endPoint
        #expect(abs(beforeClose.x - segments[6].start.x) < 1e-12 && abs(beforeClose.y - segments[6].start.y) < 1e-12)
        // A whole circle, one arc: four quarter pieces, each ending on the circle.
        let circle = Outline(segments: [.arc(CircularArc(center: Self.point(5, 5), radius: 3, startAngle: 0, sweep: 2 * Double.pi))])
        let pieces = circle.elements(splittingArcsBeyond: Self.threshold, intoPiecesOfAtMost: Self.quarter)
        #expect(pieces.count == 6 && pieces.first == .move(to: Self.point(8, 5)) && pieces.last == .close)
        for piece in pieces.dropFirst().dropLast() {
            #expect(abs(piece.endPoint.distance(to: Self.point(5, 5)) - 3) < 1e-12, "\(piece)")
        }
        #expect(Outline(segments: []).elements(splittingArcsBeyond: Self.threshold, intoPiecesOfAtMost: Self.quarter).isEmpty)
    }
}

private extension PathElement {
    /// The element's end point; the origin for a close.
    var endPoint: Point {
        switch self {
        case .move(let p), .line(let p), .quadratic(_, let p), .cubic(_, _, let p), .ellipticalArc(_, _, _, _, _, let p): p
        case .close: .zero
        }
    }
}
