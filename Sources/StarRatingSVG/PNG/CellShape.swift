import StarGeometry

/// A rating shape as the PNG face fills it in a cell: the star's, the heart's or the circle's
/// outline fitted in the cell, its arcs exact, which the rasterizer takes as path elements; or
/// an icon's path, its elements as the SVG face writes them, in the icon's own units with the
/// fit's scale and offset. Each point is `point * scale + offset` in the cell.
struct CellShape: Sendable {
    /// What is filled: an outline of lines and circular arcs, or an icon's path.
    enum Contours: Sendable {
        case outline(Outline)
        /// An icon's elements (lines and curves), its arcs in the SVG face's pieces: Chromium
        /// cuts each curve into chords of its own (`SkiaChords`), which the PNG copies.
        case icon([PathElement])
    }

    let contours: Contours
    /// What each point is multiplied by, before `offset` is added.
    let scale: Double
    /// What is added to each scaled point.
    let offset: Point
    /// The rule that fills the contours.
    let fillRule: FillRule

    /// `shape` fitted in the square [0, side] x [0, side].
    /// - Complexity: O(n) in the number of outline segments or of the icon's elements.
    init(_ shape: RatingShape, side: Double) {
        fillRule = shape.fillRule
        switch shape {
        case .icon(let icon):
            let fit = shape.fitting(inSquareOfSide: side)
            contours = .icon(icon.drawing.elements(splittingArcsBeyond: ArcPieces.maximumSingleSweep, intoPiecesOfAtMost: ArcPieces.maximumPieceSweep))
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
