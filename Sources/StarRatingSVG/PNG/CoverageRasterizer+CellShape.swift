import RasterKit
import StarGeometry

extension CoverageRasterizer {
    /// Draws `shape` in the cell whose left edge is at `cellMinX`, at `deviceScale` device
    /// pixels per CSS pixel, `margin` device pixels in from the plane's top left corner: an
    /// outline as a path's elements, its arcs exact, as the SVG face writes it; an icon's path
    /// as Chromium's chords (`SkiaChords`), filled as one region (`fill(polygons:rule:)`).
    /// - Complexity: O(pixels the contours cross).
    mutating func fill(_ shape: CellShape, deviceScale: Double, cellMinX: Double, margin: Double) {
        let scale = shape.scale * deviceScale
        let offset = Point(x: (cellMinX + shape.offset.x) * deviceScale + margin, y: shape.offset.y * deviceScale + margin)
        // Each point scaled, then moved: in one expression each, as the cell's pixels need them.
        func placed(_ point: Point) -> Point { Point(x: point.x * scale + offset.x, y: point.y * scale + offset.y) }
        func placed(_ element: PathElement) -> PathElement {
            switch element {
            case .move(let point): .move(to: placed(point))
            case .line(let point): .line(to: placed(point))
            case .quadratic(let control, let end): .quadratic(control: placed(control), to: placed(end))
            case .cubic(let control1, let control2, let end): .cubic(control1: placed(control1), control2: placed(control2), to: placed(end))
            case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let end):
                .ellipticalArc(radiusX: radiusX * scale, radiusY: radiusY * scale, rotation: rotation,
                               isLargeArc: isLargeArc, isSweepClockwise: isSweepClockwise, to: placed(end))
            case .close: .close
            }
        }
        switch shape.contours {
        case .outline(let outline):
            // The pieces the SVG face writes, so that the centres found again are the ones
            // browsers find.
            for element in outline.elements(splittingArcsBeyond: ArcPieces.maximumSingleSweep, intoPiecesOfAtMost: ArcPieces.maximumPieceSweep) {
                add(placed(element))
            }
        case .icon(let elements):
            // Each curve as the chords Chromium draws it with, and the icon as one region: its
            // pieces overlap at every joint (a stroke's outline is its pieces laid over each
            // other), and browsers fill their union.
            fill(polygons: SkiaChords.polygons(of: elements.map(placed)), rule: shape.fillRule)
        }
        close()
    }
}
