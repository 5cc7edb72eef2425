#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the outline enters and leaves one star corner, and the fillet between, if any.
struct StarCorner {
    /// Where the incoming edge ends: the fillet's start, or the vertex if sharp.
    let entry: Point
    /// Where the outgoing edge starts: the fillet's end, or the vertex if sharp.
    let exit: Point
    /// The rounding arc, or nil for a sharp corner.
    let fillet: CircularArc?

    init(vertex: Point, previous: Point, next: Point, filletRadius: Double) {
        let toPrevious = Point(x: previous.x - vertex.x, y: previous.y - vertex.y)
        let toNext = Point(x: next.x - vertex.x, y: next.y - vertex.y)
        let previousLength = vertex.distance(to: previous)
        let nextLength = vertex.distance(to: next)
        let u1 = toPrevious.scaled(by: 1 / previousLength)
        let u2 = toNext.scaled(by: 1 / nextLength)
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        // atan2 rather than acos(dot): acos loses precision near straight corners.
        let cornerAngle = atan2(cross.magnitude, dot)
        let turn = Double.pi - cornerAngle
        guard filletRadius > 0, turn > 1e-12 else {
            entry = vertex
            exit = vertex
            fillet = nil
            return
        }
        let halfTangent = tan(cornerAngle / 2)
        // Each fillet may use at most half of each edge so neighbours never overlap; a fillet
        // that would need more keeps its tangent points at the half-way mark and shrinks.
        let tangentDistance = min(filletRadius / halfTangent, min(previousLength, nextLength) / 2)
        let radius = tangentDistance * halfTangent
        let tangentIn = vertex.translated(by: u1.scaled(by: tangentDistance))
        let bisector = Point(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = bisector.distance(to: .zero)
        let centerDistance = radius / sin(cornerAngle / 2)
        let center = vertex.translated(by: bisector.scaled(by: centerDistance / bisectorLength))
        // Walking clockwise on screen, a convex corner turns right (u1 x u2 < 0 in y-down
        // coordinates) and its fillet sweeps clockwise; a reflex corner's fillet sweeps back.
        let sweep = cross < 0 ? turn : -turn
        let arc = CircularArc(center: center, radius: radius,
                              startAngle: atan2(tangentIn.y - center.y, tangentIn.x - center.x),
                              sweep: sweep)
        entry = arc.start
        exit = arc.end
        fillet = arc
    }
}
