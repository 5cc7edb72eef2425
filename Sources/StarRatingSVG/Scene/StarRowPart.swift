import StarGeometry

/// The stars: one shape, fitted in each cell of the row. The same shapes, filled white, are
/// the star mask that clips the whole stack, as the reference masks its `ZStack` with them.
public struct StarRowPart: Equatable, Sendable {
    /// The shape of every star.
    public let star: StarShape
    /// The side of each star's square cell.
    public let cellSize: Double
    /// The left edge of each star's cell, in order.
    public let cellMinX: [Double]

    /// One star fitted in a cell whose left edge is at x = 0.
    /// - Complexity: O(*n*) in the outline's segments; made on demand, since a serialiser
    ///   needs only its path.
    public var starOutline: Outline { star.outline(fittedInSquareOfSide: cellSize) }

    /// The smallest rectangle holding every star, in the row's coordinates.
    public var boundingBox: Rect {
        let fit = star.fitting(inSquareOfSide: cellSize)
        let unit = star.unitBoundingBox
        let first = cellMinX.first ?? 0
        let last = cellMinX.last ?? 0
        return Rect(minX: first + unit.minX * fit.scale + fit.offset.x, minY: unit.minY * fit.scale + fit.offset.y,
                    width: last - first + unit.width * fit.scale, height: unit.height * fit.scale)
    }
}
