/// The path of each of SVG's basic shapes, as SVG 2 defines them ("equivalent path"), from
/// their geometry attributes already read as numbers (absent ones 0, as SVG's initial values).
enum BasicShapePath {
    /// A circle: four quarter arcs clockwise from its rightmost point; none for r = 0.
    static func circle(cx: Double, cy: Double, r: Double) -> [PathElement] {
        ellipse(cx: cx, cy: cy, rx: r, ry: r)
    }

    /// An ellipse, as the circle; none when either radius is 0.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> [PathElement] {
        guard rx > 0, ry > 0 else { return [] }
        func arc(_ x: Double, _ y: Double) -> PathElement {
            .ellipticalArc(radiusX: rx, radiusY: ry, rotation: 0, isLargeArc: false, isSweepClockwise: true,
                           to: Point(x: x, y: y))
        }
        return [.move(to: Point(x: cx + rx, y: cy)), arc(cx, cy + ry), arc(cx - rx, cy), arc(cx, cy - ry), arc(cx + rx, cy), .close]
    }

    /// A rectangle with corners rounded by `rx` and `ry` (nil when not given): a missing one is
    /// the other, both missing are 0, and each is at most half the side it rounds; none when
    /// the width or the height is 0.
    static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double?, ry: Double?) -> [PathElement] {
        guard width > 0, height > 0 else { return [] }
        let rx = min(rx ?? ry ?? 0, width / 2)
        let ry = min(ry ?? rx, height / 2)
        func point(_ px: Double, _ py: Double) -> Point { Point(x: px, y: py) }
        guard rx > 0, ry > 0 else {
            return [.move(to: point(x, y)), .line(to: point(x + width, y)), .line(to: point(x + width, y + height)),
                    .line(to: point(x, y + height)), .close]
        }
        func arc(_ px: Double, _ py: Double) -> PathElement {
            .ellipticalArc(radiusX: rx, radiusY: ry, rotation: 0, isLargeArc: false, isSweepClockwise: true, to: point(px, py))
        }
        var elements: [PathElement] = [.move(to: point(x + rx, y))]
        if rx < width / 2 { elements.append(.line(to: point(x + width - rx, y))) }
        elements.append(arc(x + width, y + ry))
        if ry < height / 2 { elements.append(.line(to: point(x + width, y + height - ry))) }
        elements.append(arc(x + width - rx, y + height))
        if rx < width / 2 { elements.append(.line(to: point(x + rx, y + height))) }
        elements.append(arc(x, y + height - ry))
        if ry < height / 2 { elements.append(.line(to: point(x, y + ry))) }
        elements += [arc(x + rx, y), .close]
        return elements
    }

    /// A line from (x1, y1) to (x2, y2).
    static func line(x1: Double, y1: Double, x2: Double, y2: Double) -> [PathElement] {
        [.move(to: Point(x: x1, y: y1)), .line(to: Point(x: x2, y: y2))]
    }

    /// A polyline through `coordinates` (x, y pairs), closed for a polygon; none without a
    /// point.
    static func poly(_ coordinates: [Double], isClosed: Bool) -> [PathElement] {
        guard coordinates.count >= 2 else { return [] }
        var elements: [PathElement] = [.move(to: Point(x: coordinates[0], y: coordinates[1]))]
        var index = 2
        while index + 1 < coordinates.count {
            elements.append(.line(to: Point(x: coordinates[index], y: coordinates[index + 1])))
            index += 2
        }
        if isClosed { elements.append(.close) }
        return elements
    }
}
