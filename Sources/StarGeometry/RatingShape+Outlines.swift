#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RatingShape {
    /// The heart's outline, made once: it has no parameters.
    static let heartUnitOutline = makeHeartOutline()
    /// The bounding box of `heartUnitOutline`.
    static let heartUnitBoundingBox = heartUnitOutline.boundingBox
    /// The circle's outline, made once.
    static let circleUnitOutline = makeCircleOutline()
    /// The bounding box of `circleUnitOutline`.
    static let circleUnitBoundingBox = circleUnitOutline.boundingBox

    /// The heart: two lobes of radius 1 centred at (±0.78, 0), so that they overlap and meet in
    /// a notch 0.63 above their centres; two straight sides tangent to the lobes, aimed at a
    /// point at (0, 2.35), where they meet at 84° and a fillet of radius 0.13 rounds the point.
    /// Those numbers give the familiar ♥: a little wider than tall, the notch about a ninth of
    /// the height deep. The result is scaled to 2 wide and centred on the origin, like the circle.
    ///
    /// It runs clockwise on screen, like the star: from the notch over the right lobe, down the
    /// right side, round the point, up the left side and over the left lobe back to the notch.
    /// The left half is the right half mirrored (angle t becomes pi - t), so the heart is
    /// symmetric about x = 0 to rounding.
    private static func makeHeartOutline() -> Outline {
        let lobeRadius = 1.0
        let lobeCenter = Point(x: 0.78, y: 0)
        let point = Point(x: 0, y: 2.35)
        let pointRounding = 0.13
        let notchAngle = atan2(-(lobeRadius * lobeRadius - lobeCenter.x * lobeCenter.x).squareRoot(), -lobeCenter.x)
        // The side leaves the point towards the lobe's centre, turned right (towards +x) by the
        // angle whose sine is radius / distance: then it just touches the lobe's outer side.
        let distance = point.distance(to: lobeCenter)
        let sideDirection = atan2(lobeCenter.y - point.y, lobeCenter.x - point.x) + asin(lobeRadius / distance)
        let sideLength = (distance * distance - lobeRadius * lobeRadius).squareRoot()
        let tangentPoint = Point(x: point.x + sideLength * cos(sideDirection), y: point.y + sideLength * sin(sideDirection))
        let tangentAngle = atan2(tangentPoint.y - lobeCenter.y, tangentPoint.x - lobeCenter.x)
        let lobeSweep = tangentAngle - notchAngle
        let rightLobe = CircularArc(center: lobeCenter, radius: lobeRadius, startAngle: notchAngle, sweep: lobeSweep)
        let leftLobe = CircularArc(center: Point(x: -lobeCenter.x, y: lobeCenter.y), radius: lobeRadius,
                                   startAngle: Double.pi - tangentAngle, sweep: lobeSweep)
        let corner = StarCorner(vertex: point, previous: rightLobe.end, next: leftLobe.start, filletRadius: pointRounding)
        var segments: [OutlineSegment] = [.arc(rightLobe), .line(from: rightLobe.end, to: corner.entry)]
        if let fillet = corner.fillet { segments.append(.arc(fillet)) }
        segments += [.line(from: corner.exit, to: leftLobe.start), .arc(leftLobe)]
        let box = Outline(segments: segments).boundingBox
        let scale = 2 / box.width
        let offset = Point(x: -box.midX * scale, y: -box.midY * scale)
        return Outline(segments: segments.map { $0.scaled(by: scale).translated(by: offset) })
    }

    /// The circle of radius 1 centred on the origin, as four quarter arcs clockwise on screen
    /// from the top: four rather than one full turn, whose start and end coincide, so that a
    /// writer can draw each arc as it is (an SVG arc whose ends are equal draws nothing).
    private static func makeCircleOutline() -> Outline {
        let quarter = Double.pi / 2
        return Outline(segments: (0..<4).map { index in
            .arc(CircularArc(center: .zero, radius: 1, startAngle: -quarter + Double(index) * quarter, sweep: quarter))
        })
    }
}
