import StarGeometry

/// The reference's mask: a blurred rectangle that slides in from the left, so that its right
/// edge, the fill edge, is soft; right to left, its mirror image, which slides in from the right.
public struct SoftEdgeMaskPart: Equatable, Sendable {
    /// The rectangle before it slides: its right edge at x = 0 (its left edge at the row's
    /// right end, right to left), as tall as the row (the blur is
    /// horizontal only, so the top and bottom stay sharp and need no room), and at least as
    /// wide as the row + 8σ and as 40σ: its left edge then never comes within 8σ of the row,
    /// and the default filter region (`filterRegion`) leaves 4σ beside its right edge.
    public let rect: Rect
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// Whether the mask is mirrored: the row fills from the right.
    public let isRightToLeft: Bool
    /// Whether there is a blur at all; with none, no filter is written.
    public var isBlurred: Bool { blurDeviation > 0 }
    /// Where the blur may paint: the rectangle + 10 % of its size on every side, which is every
    /// renderer's default filter region, so none needs to be written.
    public var filterRegion: Rect {
        rect.expanded(byX: rect.width / 10, y: rect.height / 10)
    }

    /// The mask of a row `rowWidth` wide and `rowHeight` tall, blurred by `blurDeviation`,
    /// filling from the right when `isRightToLeft`.
    public init(rowWidth: Double, rowHeight: Double, blurDeviation: Double, isRightToLeft: Bool = false) {
        let width = max(rowWidth + 8 * blurDeviation, 40 * blurDeviation)
        rect = Rect(minX: isRightToLeft ? rowWidth : -width, minY: 0, width: width, height: rowHeight)
        self.blurDeviation = blurDeviation
        self.isRightToLeft = isRightToLeft
    }

    /// How far the rectangle slides right (left, negative, right to left) to put its edge at
    /// `fill`'s position. The row and each star are symmetric, so the mirrored edge of a value
    /// lies as far from the right end as the edge lies from the left end.
    public func offset(for fill: FillState) -> Double { isRightToLeft ? -fill.edge : fill.edge }

    /// The rectangle's left edge once slid to `fill`'s position (not at all for `nil`), where a
    /// still picture places it.
    public func minX(slidTo fill: FillState?) -> Double { rect.minX + (fill.map(offset(for:)) ?? 0) }
}
