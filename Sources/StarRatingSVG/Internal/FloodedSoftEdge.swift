/// The soft edge as the SVG face's still picture draws it through one filter, and as browsers
/// draw that filter: a step on whole pixels (`step(for:)`), flooded over the filter's region
/// alone (the stars' slots, `StarSlots`, and a margin beside them) and blurred across. The PNG
/// face draws the same, so that its pixels are the browsers' pictures of the SVG; outside the
/// region no colour shows in either. How the SVG draws the soft edge, not what the scene says
/// of it (`SoftEdgeMaskPart`: the colour up to the edge, blurred by σ).
struct FloodedSoftEdge: Equatable, Sendable {
    /// The soft edge drawn.
    let softEdge: SoftEdgeMaskPart
    /// The slots the region is measured from.
    let slots: StarSlots
    /// The region's room beside the slots, a share of their width rounded up to the hundredth:
    /// a tenth (a renderer's default region), or 4σ where that is more, so that its ends stay
    /// clear of the stars.
    let regionMargin: Double

    /// `softEdge` flooded over the region around `stars`' slots.
    init(_ softEdge: SoftEdgeMaskPart, stars: StarRowPart) {
        self.softEdge = softEdge
        slots = StarSlots(stars)
        let slotsWidth = slots.width * Double(slots.count)
        regionMargin = max(0.1, (4 * softEdge.blurDeviation / slotsWidth * 100).rounded(.up) / 100)
    }

    /// Where the step is laid along x, the filter's region; outside it no colour shows.
    var regionMinX: Double { slots.minX - regionMargin * (slots.maxX - slots.minX) }
    var regionWidth: Double { (1 + 2 * regionMargin) * (slots.maxX - slots.minX) }

    /// The step at `fill`'s edge e, before the blur: 1 up to ⌊e⌋, e's fraction across the pixel
    /// after, 0 beyond (mirrored right to left), as a filter's floods lay it on whole pixels;
    /// blurred, the exact step's blur at whole scales.
    func step(for fill: FillState) -> SoftEdgeStep {
        let edge = softEdge.edgeX(for: fill)
        let pixel = edge.rounded(.down)
        let fraction = ((edge - pixel) * 100).rounded() / 100
        let isRightToLeft = softEdge.isRightToLeft
        return SoftEdgeStep(pixel: pixel, coverage: isRightToLeft ? 1 - fraction : fraction, isRightToLeft: isRightToLeft)
    }
}
