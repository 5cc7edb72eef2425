import StarGeometry

/// The stars: one outline, placed in each cell of the row. The same shapes, filled white, are
/// the star mask that clips the whole stack, as the reference masks its `ZStack` with them.
public struct StarRowPart: Equatable, Sendable {
    /// One star fitted in a cell whose left edge is at x = 0.
    public let starOutline: Outline
    /// The left edge of each star's cell, in order.
    public let cellMinX: [Double]
}
