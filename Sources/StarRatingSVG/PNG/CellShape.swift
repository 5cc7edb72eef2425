import StarGeometry

/// A rating shape as the PNG face fills it in a cell: the star's, the heart's or the circle's
/// outline fitted in the cell, its arcs exact, which the rasterizer takes as path elements; or
/// an icon's paths flattened into polygons, chords within a tolerance of device pixels, in the
/// icon's own units with the fit's scale and offset. Each point is `point * scale + offset` in
/// the cell.
struct CellShape: Sendable {
    /// What is filled: an outline of lines and circular arcs, or polygons.
    enum Contours: Sendable {
        case outline(Outline)
        case polygons([[Point]])
    }

    let contours: Contours
    /// What each point is multiplied by, before `offset` is added.
    let scale: Double
    /// What is added to each scaled point.
    let offset: Point
    /// The rule that fills the contours.
    let fillRule: FillRule

    /// `shape` fitted in the square [0, side] x [0, side]; an icon's curves within `tolerance`
    /// device pixels of their chords, at `deviceScale` device pixels per unit of the cell.
    /// - Complexity: O(n) in the number of outline segments; for an icon, O(n + p) in its
    ///   elements and the points made.
    init(_ shape: RatingShape, side: Double, tolerance: Double, deviceScale: Double) {
        fillRule = shape.fillRule
        switch shape {
        case .icon(let icon):
            let fit = shape.fitting(inSquareOfSide: side)
            contours = .polygons(icon.flattened(tolerance: tolerance / (fit.scale * deviceScale)).flatMap(\.polygons))
            scale = fit.scale
            offset = fit.offset
        case .star, .heart, .circle:
            // Only an icon has no outline.
            contours = .outline(shape.outline(fittedInSquareOfSide: side) ?? Outline(segments: []))
            scale = 1
            offset = .zero
        }
    }
}
