import StarGeometry

/// The soft edge: the colour up to the fill edge, a step there blurred across by σ (mirrored
/// right to left), as the reference's blurred rectangle slid in to the edge. Every face lays the
/// step on whole pixels over the span alone (`step(for:)`), as browsers draw a filter's flood.
public struct SoftEdgeMaskPart: Equatable, Sendable {
    /// The rectangle before it slides: its right edge at x = 0 (its left at the row's end, right
    /// to left), as tall as the row (the blur is horizontal), at least the row + 8σ and 40σ wide.
    public let rect: Rect
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// Whether the row fills from the right.
    public let isRightToLeft: Bool
    /// Whether there is a blur at all.
    public var isBlurred: Bool { blurDeviation > 0 }
    let rowWidth: Double
    let slotsMinX: Double
    let slotsMaxX: Double
    /// The span's room beside the stars' slots, a share of their width rounded up to the
    /// hundredth: a tenth, or 4σ where that is more, so that its ends stay clear of the stars.
    let spanMargin: Double

    init(stars: StarRowPart, rowWidth: Double, rowHeight: Double, blurDeviation: Double, isRightToLeft: Bool) {
        let width = max(rowWidth + 8 * blurDeviation, 40 * blurDeviation)
        rect = Rect(minX: isRightToLeft ? rowWidth : -width, minY: 0, width: width, height: rowHeight)
        self.blurDeviation = blurDeviation
        self.isRightToLeft = isRightToLeft
        self.rowWidth = rowWidth
        slotsMinX = stars.slotsMinX
        let slotsWidth = stars.slotWidth * Double(stars.cellMinX.count)
        slotsMaxX = slotsMinX + slotsWidth
        spanMargin = max(0.1, (4 * blurDeviation / slotsWidth * 100).rounded(.up) / 100)
    }

    /// How far the rectangle slides right (left, right to left) to put its edge at `fill`'s.
    public func offset(for fill: FillState) -> Double { isRightToLeft ? -fill.edge : fill.edge }

    /// The rectangle's left edge once slid to `fill`'s position (not at all for `nil`).
    public func minX(slidTo fill: FillState?) -> Double { rect.minX + (fill.map(offset(for:)) ?? 0) }

    /// Where the step is laid along x; outside it no colour shows.
    var spanMinX: Double { slotsMinX - spanMargin * (slotsMaxX - slotsMinX) }
    var spanWidth: Double { (1 + 2 * spanMargin) * (slotsMaxX - slotsMinX) }

    /// The fill edge's x in the row, mirrored right to left.
    func edgeX(for fill: FillState) -> Double {
        isRightToLeft ? rowWidth - fill.edge : fill.edge
    }

    /// The step at `fill`'s edge e, before the blur: 1 up to ⌊e⌋, e's fraction across the pixel
    /// after, 0 beyond (mirrored right to left); blurred, the exact step's blur at whole scales.
    func step(for fill: FillState) -> SoftEdgeStep {
        let edge = edgeX(for: fill)
        let pixel = edge.rounded(.down)
        let fraction = ((edge - pixel) * 100).rounded() / 100
        return SoftEdgeStep(pixel: pixel, coverage: isRightToLeft ? 1 - fraction : fraction, isRightToLeft: isRightToLeft)
    }
}
