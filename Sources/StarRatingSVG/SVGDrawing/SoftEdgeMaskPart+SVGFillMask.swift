import StarGeometry

// What the scene's soft edge said of the SVG face's mask before the scene said only what is
// drawn; kept for 1.x, forwarding to the face's own (`SVGFillMask`).
extension SoftEdgeMaskPart {
    /// The SVG face's mask rectangle before it slides: its right edge at x = 0 (its left at the
    /// row's end, right to left), as tall as the row, at least the row + 8σ and 40σ wide.
    @available(*, deprecated, message: "how the SVG face draws the soft edge, not what the scene draws: the edge is at edgeX(for:)")
    public var rect: Rect { SVGFillMask(self).rect }

    /// The SVG face's mask rectangle's left edge once slid to `fill`'s position (not at all for
    /// `nil`).
    @available(*, deprecated, message: "how the SVG face draws the soft edge, not what the scene draws: the edge is at edgeX(for:)")
    public func minX(slidTo fill: FillState?) -> Double { SVGFillMask(self).minX(slidTo: fill) }
}
