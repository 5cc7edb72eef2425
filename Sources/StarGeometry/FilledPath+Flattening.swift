extension FilledPath {
    /// The smallest tolerance flattening uses, as a share of the larger side of the bounding
    /// box: a finer one would only add points that rounding blurs.
    public static let minimumRelativeTolerance = 1e-7
    /// The most points one flattening makes (all of an icon's paths together): a bound on its
    /// memory whatever the curves and the tolerance asked for.
    public static let maximumFlattenedPointCount = 1_000_000

    /// The path as closed polygons, one for each subpath that can hold ink (three or more
    /// distinct points), each closing implicitly from its last point back to its first, as SVG
    /// closes an open subpath to fill it. Every point of every curve lies within `tolerance` of
    /// the polygon's edge standing for it.
    ///
    /// Lines are kept as they are. A Bézier of degree d is cut at n equal parameter steps with
    /// n = ceil(sqrt(d (d - 1) M / (8 tolerance))), M the largest second difference of its
    /// control points (Wang's bound); an elliptical arc at equal angle steps of
    /// 4 asin(sqrt(tolerance / (2 r))), r the larger radius. Repeated points are dropped.
    /// - Parameters:
    ///   - tolerance: The largest distance allowed between a curve and its chords, in the
    ///     path's units. It is raised to `minimumRelativeTolerance` times the box's larger side
    ///     if smaller (or NaN), and further if need be to keep the polygons within
    ///     `maximumFlattenedPointCount` points.
    /// - Complexity: O(n + p) in the number of elements and of points made.
    public func flattened(tolerance: Double) -> [[Point]] {
        let tolerance = Self.effectiveTolerance(tolerance, for: [self], size: boundingBox.largerSide)
        var polygons: [[Point]] = []
        var statistics = FlatteningStatistics()
        appendPolygons(tolerance: tolerance, to: &polygons, statistics: &statistics)
        return polygons
    }

    /// `tolerance` raised to the floor for shapes of `size`, then until `paths` flatten into
    /// at most `maximumFlattenedPointCount` points (a line is one point whatever the
    /// tolerance, and there are at most `maximumElementCount` of them, so this ends).
    static func effectiveTolerance(_ tolerance: Double, for paths: [FilledPath], size: Double) -> Double {
        let floor = max(minimumRelativeTolerance * size, Double.leastNormalMagnitude)
        var tolerance = tolerance > floor ? tolerance : floor
        let limit = Double(maximumFlattenedPointCount)
        while true {
            let count = paths.reduce(0.0) { total, path in
                path.segments.reduce(total) { $0 + $1.pieceCount(tolerance: tolerance) }
            }
            if count <= limit { return tolerance }
            // Curves' counts go as 1 / sqrt(tolerance): squaring the excess aims just under
            // the limit; doubling at least guarantees progress.
            tolerance *= max(2, (count / limit) * (count / limit))
        }
    }

    /// Appends the path's polygons at exactly `tolerance` (already checked by
    /// `effectiveTolerance`), and what its curves' chords add to `statistics`.
    func appendPolygons(tolerance: Double, to polygons: inout [[Point]], statistics: inout FlatteningStatistics) {
        var start = 0
        for end in subpathEnds {
            let pieceCounts = segments[start..<end].map { Int($0.pieceCount(tolerance: tolerance)) }
            var points = [segments[start].start]
            points.reserveCapacity(1 + pieceCounts.reduce(0, +))
            for (segment, pieces) in zip(segments[start..<end], pieceCounts) {
                statistics.errorArea += segment.appendPoints(pieces: pieces, to: &points)
            }
            Self.removeRepeatedPoints(&points)
            if points.count >= 3 { polygons.append(points) }
            start = end
        }
    }

    /// Drops each point equal to the one before it, and a last point equal to the first (the
    /// polygon closes itself): zero-length edges carry nothing and would only cost the sweep.
    private static func removeRepeatedPoints(_ points: inout [Point]) {
        var kept = 0
        for index in points.indices where kept == 0 || points[index] != points[kept - 1] {
            points[kept] = points[index]
            kept += 1
        }
        if kept > 1, points[kept - 1] == points[0] { kept -= 1 }
        points.removeLast(points.count - kept)
    }
}
