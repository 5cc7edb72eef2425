import StarGeometry

/// The soft edge: the colour shows up to the fill edge, where a step is blurred across by σ;
/// right to left, its mirror image. As in the reference, a blurred rectangle that slides in from
/// the left (from the right, right to left), so that a face can move it to any value.
///
/// Every face lays the step on whole pixels (`step(for:)`): the colour whole up to the pixel the
/// edge falls in, the share of that pixel it covers across it, none after. Browsers draw a
/// filter's flood on whole device pixels, so a step that ended inside one would move; blurred,
/// the whole-pixel step is the blur of the exact one, and the same at every whole device scale.
/// The step is laid over the span (`spanMinX`, `spanWidth`) only, which keeps 4σ from the stars.
public struct SoftEdgeMaskPart: Equatable, Sendable {
    /// The rectangle before it slides: its right edge at x = 0 (its left edge at the row's
    /// right end, right to left), as tall as the row (the blur is horizontal only, so the top
    /// and bottom stay sharp), and at least as wide as the row + 8σ and as 40σ, so that its far
    /// edge never comes near the row and its blur has 4σ of room beside the fill edge.
    public let rect: Rect
    /// The blur's standard deviation, in pixels.
    public let blurDeviation: Double
    /// Whether the mask is mirrored: the row fills from the right.
    public let isRightToLeft: Bool
    /// Whether there is a blur at all.
    public var isBlurred: Bool { blurDeviation > 0 }
    /// The row's width, across which a right-to-left edge is mirrored.
    let rowWidth: Double
    /// The stars' slots along x (`StarRowPart.slotsMinX`), which the span is measured from.
    let slotsMinX: Double
    let slotsMaxX: Double
    /// The span's room beside the slots, a share of their width: a tenth, or 4σ where that is
    /// more, rounded up to the hundredth so that a face writing the share keeps it whole.
    let spanMargin: Double

    /// The soft edge of a row `rowWidth` wide and `rowHeight` tall whose stars are `stars`,
    /// blurred by `blurDeviation`, filling from the right when `isRightToLeft`.
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

    /// How far the rectangle slides right (left, negative, right to left) to put its edge at
    /// `fill`'s position. The row and each star are symmetric, so the mirrored edge of a value
    /// lies as far from the right end as the edge lies from the left end.
    public func offset(for fill: FillState) -> Double { isRightToLeft ? -fill.edge : fill.edge }

    /// The rectangle's left edge once slid to `fill`'s position (not at all for `nil`), where a
    /// still picture places it.
    public func minX(slidTo fill: FillState?) -> Double { rect.minX + (fill.map(offset(for:)) ?? 0) }

    /// Where the step is laid along x: the slots and `spanMargin` of their width on each side.
    /// Outside it no colour shows.
    var spanMinX: Double { slotsMinX - spanMargin * (slotsMaxX - slotsMinX) }
    var spanWidth: Double { (1 + 2 * spanMargin) * (slotsMaxX - slotsMinX) }

    /// The fill edge's x in the row: `fill`'s edge, mirrored right to left.
    func edgeX(for fill: FillState) -> Double {
        isRightToLeft ? rowWidth - fill.edge : fill.edge
    }

    /// The step at `fill`'s edge, on whole pixels, before the blur.
    func step(for fill: FillState) -> SoftEdgeStep {
        let edge = edgeX(for: fill)
        let pixel = edge.rounded(.down)
        let fraction = ((edge - pixel) * 100).rounded() / 100
        return SoftEdgeStep(pixel: pixel, coverage: isRightToLeft ? 1 - fraction : fraction, isRightToLeft: isRightToLeft)
    }
}
