import StarGeometry

/// The reference's mask: a blurred rectangle that slides in from the left, so that its right
/// edge, the fill edge, is soft.
public struct SoftEdgeMaskPart: Equatable, Sendable {
    /// The rectangle before it slides: its right edge at x = 0, as tall as the row (the blur is
    /// horizontal only, so the top and bottom stay sharp and need no room), and at least as
    /// wide as the row + 8σ and as 40σ: its left edge then never comes within 8σ of the row,
    /// and the default filter region (`filterRegion`) leaves 4σ beside its right edge.
    public let rect: Rect
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// Whether there is a blur at all; with none, no filter is written.
    public var isBlurred: Bool { blurDeviation > 0 }
    /// Where the blur may paint: the rectangle + 10 % of its size on every side, which is every
    /// renderer's default filter region, so none needs to be written.
    public var filterRegion: Rect {
        rect.expanded(byX: rect.width / 10, y: rect.height / 10)
    }

    /// The mask of a row `rowWidth` wide and `rowHeight` tall, blurred by `blurDeviation`.
    public init(rowWidth: Double, rowHeight: Double, blurDeviation: Double) {
        let width = max(rowWidth + 8 * blurDeviation, 40 * blurDeviation)
        rect = Rect(minX: -width, minY: 0, width: width, height: rowHeight)
        self.blurDeviation = blurDeviation
    }

    /// How far the rectangle slides right to put its edge at `fill`'s position.
    public func offset(for fill: FillState) -> Double { fill.edge }

    /// The rectangle's left edge once slid to `fill`'s position (not at all for `nil`), where a
    /// still picture places it.
    public func minX(slidTo fill: FillState?) -> Double { rect.minX + (fill.map(offset(for:)) ?? 0) }
}
