import RasterKit
import StarGeometry

extension CoverageRasterizer {
    /// Draws `shape` in the cell whose left edge is at `cellMinX`, at `deviceScale` device
    /// pixels per CSS pixel, `margin` device pixels in from the plane's top left corner: its
    /// lines as lines and its arcs as exact arcs.
    /// - Complexity: O(pixels the contours cross).
    mutating func fill(_ shape: FittedContours, deviceScale: Double, cellMinX: Double, margin: Double) {
        let scale = shape.scale * deviceScale
        let offset = Point(x: (cellMinX + shape.offset.x) * deviceScale + margin, y: shape.offset.y * deviceScale + margin)
        // Each point scaled, then moved: in one expression each, as the cell's pixels need them.
        func placed(_ point: Point) -> Point { Point(x: point.x * scale + offset.x, y: point.y * scale + offset.y) }
        for contour in shape.contours {
            guard let first = contour.first else { continue }
            move(to: placed(first.start))
            for segment in contour {
                switch segment {
                case .line(_, let end):
                    line(to: placed(end))
                case .arc(let arc):
                    self.arc(center: placed(arc.center), radius: arc.radius * scale, startAngle: arc.startAngle, sweep: arc.sweep)
                }
            }
        }
        close()
    }
}
