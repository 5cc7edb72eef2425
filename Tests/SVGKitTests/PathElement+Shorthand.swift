import SVGKit

/// Path elements spelled with path data's absolute numbers, in the order an absolute command
/// writes them, so that the tables of expected elements read like the path data they come from:
/// `.move(x: 1, y: 2)` is `M1 2`, and an arc's rotation is given in degrees, as `A` has it.
extension PathElement {
    static func move(x: Double, y: Double) -> PathElement {
        .move(to: Point(x: x, y: y))
    }

    static func line(x: Double, y: Double) -> PathElement {
        .line(to: Point(x: x, y: y))
    }

    static func cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double) -> PathElement {
        .cubic(control1: Point(x: x1, y: y1), control2: Point(x: x2, y: y2), to: Point(x: x, y: y))
    }

    static func quadratic(x1: Double, y1: Double, x: Double, y: Double) -> PathElement {
        .quadratic(control: Point(x: x1, y: y1), to: Point(x: x, y: y))
    }

    /// An arc whose rotation is in degrees, turned into radians as `SVGPathData(parsing:)` does.
    static func arc(radiusX: Double, radiusY: Double, rotationDegrees: Double, isLargeArc: Bool, isClockwise: Bool,
                    x: Double, y: Double) -> PathElement {
        .ellipticalArc(radiusX: radiusX, radiusY: radiusY, rotation: rotationDegrees * .pi / 180,
                       isLargeArc: isLargeArc, isSweepClockwise: isClockwise, to: Point(x: x, y: y))
    }
}
