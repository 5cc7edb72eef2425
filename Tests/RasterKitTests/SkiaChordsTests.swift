#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RasterKit
import Testing

/// `SkiaChords` cuts curves as Skia's scan converter does: the counts below are Skia's rules
/// worked through by hand (and by a Python transcription of them), which Chromium's pixels
/// follow (`StrokedIconPNGRenderTests`).
@Suite struct SkiaChordsTests {
    /// A circle as SVG's four quarter arcs: conics halved while their error exceeds a quarter
    /// pixel, each quadratic in 2ⁿ steps; the chords' corners lie on the quadratics, close to
    /// the circle, and the coarser the smaller the circle.
    @Test(.cases(3), arguments: [(8.0, 20, 0.03), (3.0, 16, 0.19), (40.0, 36, 0.01)])
    func aCircleOfArcsIsSkiasPolygon(radius: Double, corners: Int, deviation: Double) {
        let center = Point(x: 20.5, y: 20.25)
        var elements: [PathElement] = [.move(to: Point(x: center.x + radius, y: center.y))]
        for end in [Point(x: center.x, y: center.y + radius), Point(x: center.x - radius, y: center.y),
                    Point(x: center.x, y: center.y - radius), Point(x: center.x + radius, y: center.y)] {
            elements.append(.ellipticalArc(radiusX: radius, radiusY: radius, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: end))
        }
        elements.append(.close)
        let polygons = SkiaChords.polygons(of: elements)
        #expect(polygons.count == 1)
        // The last corner is the first again.
        #expect(polygons[0].count - 1 == corners, "radius \(radius): \(polygons[0].count - 1) chords")
        let worst = polygons[0].map { abs(hypot($0.x - center.x, $0.y - center.y) - radius) }.max() ?? .infinity
        #expect(worst < deviation, "radius \(radius): a corner \(worst) off the circle")
    }

    /// A cubic is cut where its y turns, each piece in 2ⁿ steps by how far it bows; lines and
    /// subpaths stay as they are.
    @Test func cubicsAreCutByHowFarTheyBow() {
        let arch = SkiaChords.polygons(of: [.move(to: .zero), .cubic(control1: Point(x: 0, y: 10), control2: Point(x: 10, y: 10), to: Point(x: 10, y: 0)), .close])
        #expect(arch.count == 1 && arch[0].count == 1 + 16)
        #expect(arch[0].contains(Point(x: 5, y: 7.5)), "the turn at t = 1/2 is a corner")
        let shallow = SkiaChords.polygons(of: [.move(to: .zero), .cubic(control1: Point(x: 1, y: 0.5), control2: Point(x: 2, y: 0.5), to: Point(x: 3, y: 0)), .close])
        #expect(shallow[0].count == 1 + 4)
        let square = [Point(x: 1, y: 1), Point(x: 4, y: 1), Point(x: 4, y: 3)]
        let lines = SkiaChords.polygons(of: [.move(to: square[0]), .line(to: square[1]), .line(to: square[2]), .close,
                                             .move(to: .zero), .line(to: Point(x: 1, y: 0)), .close])
        #expect(lines == [square], "a subpath of fewer than three corners holds no ink")
    }
}
