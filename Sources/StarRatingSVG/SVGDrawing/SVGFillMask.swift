import StarGeometry

/// The SVG face's fill mask: a white rectangle, blurred horizontally by the soft edge's σ, slid
/// so that its edge sits on the fill edge, as the reference's blurred rectangle slid in to the
/// edge. Its size is how the SVG draws the soft edge, not part of the scene: wide enough that a
/// renderer's default filter region (the rectangle + a tenth) leaves 4σ beside the edge.
struct SVGFillMask: Equatable, Sendable {
    /// The soft edge the mask draws.
    let softEdge: SoftEdgeMaskPart
    /// The rectangle before it slides: its right edge at x = 0 (its left at the row's end, right
    /// to left), as tall as the row (the blur is horizontal), at least the row + 8σ and 40σ wide.
    let rect: Rect

    /// The mask of `softEdge`, as tall as its row.
    init(_ softEdge: SoftEdgeMaskPart) {
        self.softEdge = softEdge
        let sigma = softEdge.blurDeviation
        let width = max(softEdge.rowWidth + 8 * sigma, 40 * sigma)
        rect = Rect(minX: softEdge.isRightToLeft ? softEdge.rowWidth : -width, minY: 0, width: width, height: softEdge.rowHeight)
    }

    /// The rectangle's left edge once slid to `fill`'s position (not at all for `nil`).
    func minX(slidTo fill: FillState?) -> Double { rect.minX + (fill.map(softEdge.offset(for:)) ?? 0) }
}
