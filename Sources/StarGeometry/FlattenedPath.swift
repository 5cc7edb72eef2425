/// A filled path flattened for a rasterizer: closed polygons and the rule that fills them.
public struct FlattenedPath: Equatable, Sendable {
    /// The polygons, one for each subpath that can hold ink; each closes implicitly from its
    /// last point back to its first.
    public let polygons: [[Point]]
    /// Which points the polygons' fill covers, by their winding numbers taken together.
    public let fillRule: FillRule

    /// Creates a flattened path.
    /// - Parameters:
    ///   - polygons: The closed polygons.
    ///   - fillRule: Which points their fill covers.
    public init(polygons: [[Point]], fillRule: FillRule) {
        self.polygons = polygons
        self.fillRule = fillRule
    }
}

extension FlattenedPath {
    /// The sum of the polygons' signed areas (shoelace, positive clockwise on screen), measured
    /// from `reference` to keep the sums small: the fill's area when no polygon crosses
    /// another and holes run against their outlines. A polygon of fewer than three points
    /// (a subpath that encloses nothing) adds nothing.
    func signedArea(relativeTo reference: Point) -> Double {
        var twice = 0.0
        for polygon in polygons {
            guard var previous = polygon.last else { continue }
            for point in polygon {
                twice += (previous.x - reference.x) * (point.y - reference.y) - (point.x - reference.x) * (previous.y - reference.y)
                previous = point
            }
        }
        return twice / 2
    }
}

extension FlattenedPath {
    /// The length of the polygons' outlines, each closed: the fill's perimeter when no polygon
    /// crosses or overlaps another. A polygon of fewer than three points adds nothing.
    var perimeter: Double {
        var length = 0.0
        for polygon in polygons where polygon.count >= 3 {
            var previous = polygon[polygon.count - 1]
            for point in polygon {
                let dx = point.x - previous.x
                let dy = point.y - previous.y
                length += (dx * dx + dy * dy).squareRoot()
                previous = point
            }
        }
        return length
    }
}
