import RasterKit
import StarGeometry

extension CoverageRasterizer {
    /// Draws `outline` scaled by `scale` and then moved by (`dx`, `dy`): its lines as lines and
    /// its arcs as exact arcs.
    /// - Complexity: O(pixels the outline crosses).
    mutating func fill(_ outline: Outline, scale: Double, dx: Double, dy: Double) {
        guard let first = outline.segments.first else { return }
        move(toX: first.start.x * scale + dx, y: first.start.y * scale + dy)
        for segment in outline.segments {
            switch segment {
            case .line(_, let end):
                line(toX: end.x * scale + dx, y: end.y * scale + dy)
            case .arc(let arc):
                self.arc(centerX: arc.center.x * scale + dx, centerY: arc.center.y * scale + dy, radius: arc.radius * scale,
                         startAngle: arc.startAngle, sweep: arc.sweep)
            }
        }
        close()
    }

    /// Draws closed polygons scaled by `scale` and then moved by (`dx`, `dy`).
    /// - Complexity: O(pixels the polygons cross).
    mutating func fill(_ polygons: [[Point]], scale: Double, dx: Double, dy: Double) {
        for polygon in polygons {
            guard let first = polygon.first else { continue }
            move(toX: first.x * scale + dx, y: first.y * scale + dy)
            for point in polygon.dropFirst() { line(toX: point.x * scale + dx, y: point.y * scale + dy) }
        }
        close()
    }
}
