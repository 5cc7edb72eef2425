import StarGeometry

/// The stars: one shape fitted in each cell of the row. They also clip everything else drawn,
/// as the reference masks its `ZStack` with them.
public struct StarRowPart: Equatable, Sendable {
    /// The shape of every star: a star, a heart, a circle or an icon.
    public let shape: RatingShape
    /// The side of each star's square cell.
    public let cellSize: Double
    /// The left edge of each star's cell, in order.
    public let cellMinX: [Double]

    /// One star fitted in a cell whose left edge is at x = 0.
    /// - Complexity: O(*n*) in the outline's segments.
    public var starOutline: Outline? { shape.outline(fittedInSquareOfSide: cellSize) }
    /// The fill rule the shape's path is drawn by: even-odd only for an icon whose paths say so.
    public var fillRule: FillRule { shape.fillRule }

    /// The smallest rectangle holding every star, in the row's coordinates.
    public var boundingBox: Rect {
        let fit = shape.fitting(inSquareOfSide: cellSize)
        let unit = shape.unitBoundingBox
        let first = cellMinX.first ?? 0
        let last = cellMinX.last ?? 0
        return Rect(minX: first + unit.minX * fit.scale + fit.offset.x, minY: unit.minY * fit.scale + fit.offset.y,
                    width: last - first + unit.width * fit.scale, height: unit.height * fit.scale)
    }
}
