/// An independent coverage: a polygon clipped to each pixel's square (Sutherland–Hodgman), the
/// area of what is left, by the shoelace formula. Slow and plain, so that it can be trusted.
enum ReferenceCoverage {
    typealias Vertex = (x: Double, y: Double)

    /// The area of `polygon` inside pixel (`column`, `row`).
    static func area(of polygon: [Vertex], inPixel column: Int, _ row: Int) -> Double {
        var clipped = polygon
        let (left, right, top, bottom) = (Double(column), Double(column + 1), Double(row), Double(row + 1))
        clipped = clip(clipped, inside: { $0.x >= left }, crossing: { a, b in cross(a, b, x: left) })
        clipped = clip(clipped, inside: { $0.x <= right }, crossing: { a, b in cross(a, b, x: right) })
        clipped = clip(clipped, inside: { $0.y >= top }, crossing: { a, b in cross(a, b, y: top) })
        clipped = clip(clipped, inside: { $0.y <= bottom }, crossing: { a, b in cross(a, b, y: bottom) })
        return abs(signedArea(clipped))
    }

    /// The signed area, positive for a clockwise polygon on screen (y down).
    static func signedArea(_ polygon: [Vertex]) -> Double {
        guard polygon.count > 2 else { return 0 }
        var sum = 0.0
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    private static func clip(_ polygon: [Vertex], inside: (Vertex) -> Bool, crossing: (Vertex, Vertex) -> Vertex) -> [Vertex] {
        guard !polygon.isEmpty else { return [] }
        var result: [Vertex] = []
        for index in polygon.indices {
            let current = polygon[index]
            let previous = polygon[(index + polygon.count - 1) % polygon.count]
            if inside(current) {
                if !inside(previous) { result.append(crossing(previous, current)) }
                result.append(current)
            } else if inside(previous) {
                result.append(crossing(previous, current))
            }
        }
        return result
    }

    private static func cross(_ a: Vertex, _ b: Vertex, x: Double) -> Vertex {
        let t = (x - a.x) / (b.x - a.x)
        return (x, a.y + t * (b.y - a.y))
    }

    private static func cross(_ a: Vertex, _ b: Vertex, y: Double) -> Vertex {
        let t = (y - a.y) / (b.y - a.y)
        return (a.x + t * (b.x - a.x), y)
    }
}
