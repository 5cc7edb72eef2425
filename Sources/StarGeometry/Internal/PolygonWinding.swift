import PlaneGeometry

/// Winding numbers of closed polygons, which tell what a fill rule fills: where a drawing's
/// subpaths lie (`IconShape`'s drawing), where a stroke's outline is ink (`OutlineUnion`), and
/// in the tests how many times an outline covers a point.
package enum PolygonWinding {
    /// The winding number of `polygons` round `point`, each closed from its last point to its
    /// first: the edges crossing the horizontal line through the point on its right, counted
    /// +1 going one way and −1 the other (the sign is the same for every polygon, which is all
    /// a rule needs).
    /// - Complexity: O(*n*) in the number of points.
    package static func number(of polygons: [[Point]], around point: Point) -> Int {
        var winding = 0
        for polygon in polygons {
            guard var previous = polygon.last else { continue }
            for next in polygon {
                let side = (next.x - previous.x) * (point.y - previous.y) - (point.x - previous.x) * (next.y - previous.y)
                if previous.y <= point.y {
                    if next.y > point.y && side > 0 { winding += 1 }
                } else if next.y <= point.y && side < 0 {
                    winding -= 1
                }
                previous = next
            }
        }
        return winding
    }
}
