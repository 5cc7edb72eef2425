extension Rect {
    /// The larger of the width and the height: the size fitting and tolerances go by.
    var largerSide: Double { max(width, height) }

    /// The scale and then offset that take a shape whose bounding box is this rectangle into the
    /// square [0, side] x [0, side]: the box's larger side becomes `side` and the box is centred.
    /// Scale 1 and no offset for a degenerate box. Every shape fits this one way, so that a star
    /// fitted through `RatingShape` lands exactly where `StarShape` puts it.
    /// - Parameters:
    ///   - side: The side of the square.
    func fitting(inSquareOfSide side: Double) -> (scale: Double, offset: Point) {
        let largerSide = largerSide
        guard largerSide > 0 else { return (1, Point(x: 0, y: 0)) }
        let scale = side / largerSide
        return (scale, Point(x: side / 2 - midX * scale, y: side / 2 - midY * scale))
    }
}
