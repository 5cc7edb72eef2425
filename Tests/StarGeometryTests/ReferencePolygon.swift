import Foundation
import StarGeometry

/// An independent check on the exact area code: the outline sampled into a fine polygon, clipped
/// with the half-plane x <= c (Sutherland-Hodgman) and measured with the shoelace formula.
/// It only reads the outline's public segment data, never the module's area code.
struct ReferencePolygon {
    /// The sampled vertices, closing implicitly back to the first.
    let vertices: [Point]
    /// An upper bound on |exact area - polygon area| for any clip: the total area between each
    /// arc and its chords, r^2 (d - sin d) / 2 per chord of angle d.
    let areaErrorBound: Double
    /// An upper bound on how far the polygon's bounding box can fall inside the exact one.
    let boxErrorBound: Double

    /// Samples every arc with steps of at most `maxStep` radians.
    init(_ outline: Outline, maxStep: Double = 0.01) {
        var vertices: [Point] = []
        var areaError = 0.0
        var boxError = 0.0
        for segment in outline.segments {
            switch segment {
            case .line(let from, _):
                vertices.append(from)
            case .arc(let arc):
                let pieces = max(1, Int((abs(arc.sweep) / maxStep).rounded(.up)))
                let step = arc.sweep / Double(pieces)
                for index in 0..<pieces {
                    let angle = arc.startAngle + Double(index) * step
                    vertices.append(Point(x: arc.center.x + arc.radius * cos(angle),
                                          y: arc.center.y + arc.radius * sin(angle)))
                }
                let d = abs(step)
                areaError += Double(pieces) * arc.radius * arc.radius * (d - sin(d)) / 2
                boxError = max(boxError, arc.radius * (1 - cos(d / 2)))
            }
        }
        self.vertices = vertices
        self.areaErrorBound = areaError
        self.boxErrorBound = boxError
    }

    /// The shoelace area of the whole polygon (absolute value).
    var area: Double { Self.shoelace(vertices) }

    /// The area of the polygon's part with x <= cut: Sutherland-Hodgman clipping, with the
    /// shoelace sum accumulated as the clipped vertices are produced.
    func area(leftOf cut: Double) -> Double {
        var twice = 0.0
        var first: Point?
        var last: Point?
        func emit(_ point: Point) {
            if let last { twice += last.x * point.y - point.x * last.y } else { first = point }
            last = point
        }
        for index in vertices.indices {
            let p = vertices[index]
            let q = vertices[(index + 1) % vertices.count]
            let pInside = p.x <= cut
            let qInside = q.x <= cut
            if pInside { emit(p) }
            if pInside != qInside {
                let s = (cut - p.x) / (q.x - p.x)
                emit(Point(x: cut, y: p.y + s * (q.y - p.y)))
            }
        }
        if let first, let last { twice += last.x * first.y - first.x * last.y }
        return abs(twice) / 2
    }

    /// The bounding box of the vertices.
    var boundingBox: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for vertex in vertices {
            minX = min(minX, vertex.x)
            minY = min(minY, vertex.y)
            maxX = max(maxX, vertex.x)
            maxY = max(maxY, vertex.y)
        }
        return Rect(minX: minX, minY: minY, width: maxX - minX, height: maxY - minY)
    }

    static func shoelace(_ points: [Point]) -> Double {
        guard points.count > 2 else { return 0 }
        var twice = 0.0
        for index in points.indices {
            let p = points[index]
            let q = points[(index + 1) % points.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }
}
