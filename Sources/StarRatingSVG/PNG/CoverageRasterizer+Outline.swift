import RasterKit
import StarGeometry

extension CoverageRasterizer {
    /// Draws `shape` in the cell whose left edge is at `cellMinX`, at `deviceScale` device
    /// pixels per CSS pixel, `margin` device pixels in from the plane's top left corner: its
    /// lines as lines and its arcs as exact arcs.
    /// - Complexity: O(pixels the contours cross).
    mutating func fill(_ shape: FittedContours, deviceScale: Double, cellMinX: Double, margin: Double) {
        let scale = shape.scale * deviceScale
        let dx = (cellMinX + shape.offset.x) * deviceScale + margin
        let dy = shape.offset.y * deviceScale + margin
        for contour in shape.contours {
            guard let first = contour.first else { continue }
            move(toX: first.start.x * scale + dx, y: first.start.y * scale + dy)
            for segment in contour {
                switch segment {
                case .line(_, let end):
                    line(toX: end.x * scale + dx, y: end.y * scale + dy)
                case .arc(let arc):
                    self.arc(centerX: arc.center.x * scale + dx, centerY: arc.center.y * scale + dy, radius: arc.radius * scale,
                             startAngle: arc.startAngle, sweep: arc.sweep)
                }
            }
        }
        close()
    }
}
