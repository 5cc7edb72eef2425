import Foundation
import StarGeometry

/// Paths the shape tests share, built from plain numbers, each with what is known of it.
enum TestPaths {
    /// The usual cubic circle's control distance: 4 (sqrt 2 - 1) / 3.
    static let kappa = 0.5522847498

    static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// A circle of four cubic Béziers, clockwise on screen from its rightmost point.
    static func cubicCircle(radius r: Double, center c: Point = .zero) -> [PathElement] {
        let k = kappa * r
        return [.move(to: point(c.x + r, c.y)),
                .cubic(control1: point(c.x + r, c.y + k), control2: point(c.x + k, c.y + r), to: point(c.x, c.y + r)),
                .cubic(control1: point(c.x - k, c.y + r), control2: point(c.x - r, c.y + k), to: point(c.x - r, c.y)),
                .cubic(control1: point(c.x - r, c.y - k), control2: point(c.x - k, c.y - r), to: point(c.x, c.y - r)),
                .cubic(control1: point(c.x + k, c.y - r), control2: point(c.x + r, c.y - k), to: point(c.x + r, c.y)),
                .close]
    }

    /// A circle of two elliptical arcs (equal radii), clockwise on screen.
    static func arcCircle(radius r: Double, center c: Point = .zero) -> [PathElement] {
        [.move(to: point(c.x + r, c.y)),
         .ellipticalArc(radiusX: r, radiusY: r, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: point(c.x - r, c.y)),
         .ellipticalArc(radiusX: r, radiusY: r, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: point(c.x + r, c.y)),
         .close]
    }

    /// An axis-aligned square, clockwise on screen unless `isCounterClockwise`.
    static func square(minX: Double, minY: Double, side: Double, isCounterClockwise: Bool = false) -> [PathElement] {
        var corners = [point(minX, minY), point(minX + side, minY), point(minX + side, minY + side), point(minX, minY + side)]
        if isCounterClockwise { corners.reverse() }
        return [.move(to: corners[0])] + corners.dropFirst().map { .line(to: $0) } + [.close]
    }

    /// A bow-tie: two triangles of area 1 meeting at (1, 1), the outline crossing itself there.
    static let bowTie: [PathElement] = [.move(to: point(0, 0)), .line(to: point(2, 2)), .line(to: point(2, 0)),
                                        .line(to: point(0, 2)), .close]

    /// Material's "favorite" heart of cubic curves (24 units), which never crosses itself.
    static let cubicHeart: [PathElement] = [
        .move(to: point(12, 21.35)), .line(to: point(10.55, 20.03)),
        .cubic(control1: point(5.4, 15.36), control2: point(2, 12.28), to: point(2, 8.5)),
        .cubic(control1: point(2, 5.42), control2: point(4.42, 3), to: point(7.5, 3)),
        .cubic(control1: point(9.24, 3), control2: point(10.91, 3.81), to: point(12, 5.09)),
        .cubic(control1: point(13.09, 3.81), control2: point(14.76, 3), to: point(16.5, 3)),
        .cubic(control1: point(19.58, 3), control2: point(22, 5.42), to: point(22, 8.5)),
        .cubic(control1: point(22, 12.28), control2: point(18.6, 15.36), to: point(13.45, 20.04)),
        .line(to: point(12, 21.35)), .close]
}

/// An independent reading of lines and Bézier curves: points by the Bernstein form, and the
/// exact signed area of a closed path by Gauss-Legendre quadrature of x dy - y dx, exact for
/// the degree-5 polynomials a cubic gives. Arcs are not read here; tests of arcs compare with
/// the circle or ellipse they lie on.
enum BezierReference {
    /// The curves of `elements` (moves start subpaths; arcs are not allowed) as control-point lists,
    /// a line as two points, closing lines included.
    static func curves(_ elements: [PathElement]) -> [[Point]] {
        var curves: [[Point]] = []
        var start = Point.zero
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let to):
                start = to
                current = to
            case .line(let to):
                curves.append([current, to])
                current = to
            case .quadratic(let control, let to):
                curves.append([current, control, to])
                current = to
            case .cubic(let control1, let control2, let to):
                curves.append([current, control1, control2, to])
                current = to
            case .close:
                if current != start { curves.append([current, start]) }
                current = start
            case .ellipticalArc:
                preconditionFailure("BezierReference reads no arcs")
            }
        }
        return curves
    }

    /// The point at `t` of the Bézier curve with these control points (any degree).
    static func point(_ controls: [Point], at t: Double) -> Point {
        let degree = controls.count - 1
        var x = 0.0, y = 0.0
        for (index, control) in controls.enumerated() {
            let weight = binomial(degree, index) * pow(1 - t, Double(degree - index)) * pow(t, Double(index))
            x += weight * control.x
            y += weight * control.y
        }
        return Point(x: x, y: y)
    }

    /// The derivative at `t`.
    static func derivative(_ controls: [Point], at t: Double) -> Point {
        let degree = controls.count - 1
        let differences = (0..<degree).map { Point(x: Double(degree) * (controls[$0 + 1].x - controls[$0].x),
                                                   y: Double(degree) * (controls[$0 + 1].y - controls[$0].y)) }
        return differences.count == 1 ? differences[0] : point(differences, at: t)
    }

    /// The signed area (positive clockwise on screen) enclosed by closed `elements`.
    static func signedArea(_ elements: [PathElement]) -> Double {
        // Five-point Gauss-Legendre on [0, 1]: exact up to degree 9.
        let nodes = [0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
        let weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]
        var total = 0.0
        for controls in curves(elements) {
            for (node, weight) in zip(nodes, weights) {
                let t = (node + 1) / 2
                let p = point(controls, at: t)
                let d = derivative(controls, at: t)
                total += weight / 2 * (p.x * d.y - p.y * d.x) / 2
            }
        }
        return total
    }

    private static func binomial(_ n: Int, _ k: Int) -> Double {
        (0..<k).reduce(1.0) { $0 * Double(n - $1) / Double($1 + 1) }
    }
}

/// The distance from `point` to the nearest edge of any of `polygons` (each closing back to
/// its first point).
func distance(from point: Point, toEdgesOf polygons: [[Point]]) -> Double {
    var nearest = Double.infinity
    for polygon in polygons {
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            let t = lengthSquared > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1) : 0
            nearest = min(nearest, hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy)))
        }
    }
    return nearest
}
