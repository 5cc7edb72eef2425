import RasterKit
import StarGeometry

extension CoverageRasterizer {
    /// Draws `shape` in the cell whose left edge is at `cellMinX`, at `deviceScale` device
    /// pixels per CSS pixel, `margin` device pixels in from the plane's top left corner: an
    /// outline's lines as lines and its arcs as exact arcs, an icon's polygons as a path's
    /// elements.
    /// - Complexity: O(pixels the contours cross).
    mutating func fill(_ shape: CellShape, deviceScale: Double, cellMinX: Double, margin: Double) {
        let scale = shape.scale * deviceScale
        let offset = Point(x: (cellMinX + shape.offset.x) * deviceScale + margin, y: shape.offset.y * deviceScale + margin)
        // Each point scaled, then moved: in one expression each, as the cell's pixels need them.
        func placed(_ point: Point) -> Point { Point(x: point.x * scale + offset.x, y: point.y * scale + offset.y) }
        switch shape.contours {
        case .outline(let outline):
            guard let first = outline.segments.first else { break }
            move(to: placed(first.start))
            for segment in outline.segments {
                switch segment {
                case .line(_, let end):
                    line(to: placed(end))
                case .arc(let arc):
                    self.arc(center: placed(arc.center), radius: arc.radius * scale, startAngle: arc.startAngle, sweep: arc.sweep)
                }
            }
        case .polygons(let polygons):
            for polygon in polygons {
                guard let first = polygon.first else { continue }
                add(.move(to: placed(first)))
                for point in polygon.dropFirst() { add(.line(to: placed(point))) }
                add(.close)
            }
        }
        close()
    }
}
