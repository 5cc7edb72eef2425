/// The one path a face draws for an icon: a picture's star is one path of one rule (and CSS's
/// `clip-path: path()` takes one rule), while the icon's ink is the union of several paths,
/// each by its own rule, strokes' outlines among them.
extension IconShape {
    /// The relative difference between two measured areas taken as none. Both are measured on
    /// the same chords, so they differ by rounding when the inks are one, and by the slivers
    /// where paths drawn to abut overlap by their numbers' rounding (Heroicons' academic cap):
    /// ink far thinner than a device pixel at any size, which the measured area counts once
    /// whatever the drawing does.
    static let sameInkTolerance = 1e-5

    /// A path whose fill by its rule is the icon's ink.
    ///
    /// One path is itself. Paths of one rule are drawn one after the other under that rule
    /// when that fill is their union (measured: the joined fill never exceeds the union, so an
    /// equal area proves it), which keeps an icon's path data as written. Otherwise each path
    /// is turned so that its winding number is 1 inside its fill and 0 outside (each subpath
    /// turned to have the fill on its right, or left out where it bounds nothing), and they
    /// are drawn together under `nonzero`, where the union is where any path's number is not
    /// 0; the result is measured against the union too.
    /// - Throws: `IconShapeError.inkNotDrawable` when no such path is found: paths whose own
    ///   subpaths cross one another where the rules differ.
    static func drawing(of paths: [FilledPath], tolerance: Double, flattened: [FlattenedPath],
                        area: Double) throws(IconShapeError) -> FilledPath {
        guard paths.count > 1 else { return paths[0] }
        let allowance = sameInkTolerance * area
        let rule = paths[0].fillRule
        if paths.allSatisfy({ $0.fillRule == rule }),
           let joined = try? FilledPath(elements: paths.flatMap(\.elements), fillRule: rule),
           let joinedArea = measuredArea([joined], tolerance: tolerance), abs(joinedArea - area) <= allowance {
            return joined
        }
        var elements: [PathElement] = []
        for path in paths { elements += try positiveElements(of: path, tolerance: tolerance) }
        guard let positive = try? FilledPath(elements: elements, fillRule: .nonzero),
              let positiveArea = measuredArea([positive], tolerance: tolerance), abs(positiveArea - area) <= allowance,
              let unionArea = measuredArea([positive], tolerance: tolerance, with: flattened),
              abs(unionArea - area) <= allowance else {
            throw .inkNotDrawable
        }
        return positive
    }

    /// The ink of `paths` (each by its rule, with `others`), flattened at `tolerance`.
    private static func measuredArea(_ paths: [FilledPath], tolerance: Double, with others: [FlattenedPath] = []) -> Double? {
        var statistics = FlatteningStatistics()
        let flattened = paths.map { path in
            var polygons: [[Point]] = []
            path.appendPolygons(tolerance: tolerance, to: &polygons, statistics: &statistics)
            return FlattenedPath(polygons: polygons, fillRule: path.fillRule)
        }
        return InkProfile(paths: flattened + others, workLimit: maximumProfileWork)?.area
    }

    /// `path`'s elements turned so that, filled `nonzero`, the winding number is 1 in its fill
    /// and 0 outside: as they are for a `nonzero` path whose subpaths all turn clockwise (the
    /// pieces of a stroke's outline, most filled shapes), reversed when all turn the other way;
    /// otherwise subpath by subpath, by which side of it the path's own rule fills.
    /// - Throws: `IconShapeError.inkTooIntricate` when deciding subpath by subpath would take
    ///   more than `maximumProfileWork` steps: each subpath's side is a winding number round
    ///   every point of every subpath, which grows as the square of the path.
    private static func positiveElements(of path: FilledPath, tolerance: Double) throws(IconShapeError) -> [PathElement] {
        let subpaths = path.closedSubpaths()
        let polygons = subpaths.map { subpath in
            (try? FilledPath(elements: subpath, fillRule: .nonzero))?.flattened(tolerance: tolerance).first ?? []
        }
        let areas = polygons.map { FlattenedPath(polygons: [$0], fillRule: .nonzero).signedArea(relativeTo: $0.first ?? .zero) }
        if path.fillRule == .nonzero {
            if areas.allSatisfy({ $0 >= 0 }) { return path.elements }
            if areas.allSatisfy({ $0 <= 0 }) { return subpaths.flatMap(reversed) }
        }
        // Two winding numbers a subpath, each round every point: checked before any is taken.
        let pointCount = polygons.reduce(0) { $0 + $1.count }
        guard 2 * polygons.count * pointCount <= maximumProfileWork else { throw .inkTooIntricate }
        var elements: [PathElement] = []
        for (subpath, polygon) in zip(subpaths, polygons) where polygon.count >= 3 {
            // The middle of the longest edge, and a point just to each side of it: on its
            // right (inside, for a clockwise turn on screen) and on its left.
            var longest = (length: 0.0, start: polygon[polygon.count - 1], end: polygon[0])
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                let length = previous.distance(to: point)
                if length > longest.length { longest = (length, previous, point) }
                previous = point
            }
            let middle = Point(x: (longest.start.x + longest.end.x) / 2, y: (longest.start.y + longest.end.y) / 2)
            let step = 1e-4
            let normal = Point(x: -(longest.end.y - longest.start.y) * step, y: (longest.end.x - longest.start.x) * step)
            let right = path.fillRule.contains(winding: PolygonWinding.number(of: polygons, around: middle.translated(by: normal)))
            let left = path.fillRule.contains(winding: PolygonWinding.number(of: polygons, around: middle.translated(by: normal.scaled(by: -1))))
            if right && !left {
                elements += subpath
            } else if left && !right {
                elements += reversed(subpath)
            }
        }
        return elements
    }

    /// A closed subpath (a move, drawing elements, a close) run the other way.
    private static func reversed(_ subpath: [PathElement]) -> [PathElement] {
        var points: [Point] = []
        for element in subpath {
            switch element {
            case .move(let point), .line(let point), .quadratic(_, let point), .cubic(_, _, let point),
                 .ellipticalArc(_, _, _, _, _, let point):
                points.append(point)
            case .close:
                break
            }
        }
        guard let last = points.last else { return subpath }
        var result: [PathElement] = [.move(to: last)]
        var index = points.count - 1
        for element in subpath.reversed() {
            let start = index > 0 ? points[index - 1] : points[0]
            switch element {
            case .move, .close:
                continue
            case .line:
                result.append(.line(to: start))
            case .quadratic(let control, _):
                result.append(.quadratic(control: control, to: start))
            case .cubic(let control1, let control2, _):
                result.append(.cubic(control1: control2, control2: control1, to: start))
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, _):
                result.append(.ellipticalArc(radiusX: radiusX, radiusY: radiusY, rotation: rotation, isLargeArc: isLargeArc,
                                             isSweepClockwise: !isSweepClockwise, to: start))
            }
            index -= 1
        }
        result.append(.close)
        return result
    }
}

extension FillRule {
    /// Whether a point of winding number `winding` is inside by this rule.
    func contains(winding: Int) -> Bool {
        self == .nonzero ? winding != 0 : winding % 2 != 0
    }
}

extension FilledPath {
    /// Each subpath as a move, its drawing elements and a close: a fill closes every subpath,
    /// so the close changes nothing, and a subpath that follows a close without a move starts
    /// with one.
    func closedSubpaths() -> [[PathElement]] {
        var subpaths: [[PathElement]] = []
        var current: [PathElement] = []
        var subpathStart = Point.zero
        func finish() {
            if current.count > 1 { subpaths.append(current + [.close]) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                subpathStart = point
                current = [element]
            case .close:
                finish()
            default:
                if current.isEmpty { current = [.move(to: subpathStart)] }
                current.append(element)
            }
        }
        finish()
        return subpaths
    }
}
