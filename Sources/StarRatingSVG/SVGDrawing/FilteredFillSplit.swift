/// Where a still picture drawn through one filter (`SVGScene.writeFilteredDrawing`) puts
/// the values that change with the fill: the filter's floods, and the two rectangles of tiles
/// under it, the colour's before the edge and the track's after it.
///
/// The filter's region and its floods are the flooded soft edge's (`FloodedSoftEdge`): its
/// whole-pixel step, one flood over the whole pixels, and one across the pixel the edge falls in. They do not overlap, so the second over the first is their sum, for a
/// translucent colour too.
///
/// Only the rectangles' alpha reaches a renderer with filters (the stars' shape); a renderer
/// without (CairoSVG) shows their tiles' own paint. The colour's ends at the edge rounded down
/// to a whole pixel (right to left, starts at it rounded up), and the track's reaches `overlap`
/// past that, under the colour's: two rectangles that only abut would each anti-alias their
/// cut inside a device pixel, and their alphas would not add up to the stars' there. Inside
/// the stars both are opaque, so the overlap changes nothing there; without filters the
/// colour covers it.
struct FilteredFillSplit: Sendable {
    /// The soft edge the floods realise, over its region.
    let flood: FloodedSoftEdge

    /// The tiles' extent along x, the stars' slots: the group's box, which the region is
    /// relative to.
    var tilesMinX: Double { flood.slots.minX }
    var tilesMaxX: Double { flood.slots.maxX }
    /// Whether the row fills from the right.
    var isRightToLeft: Bool { flood.softEdge.isRightToLeft }
    /// The filter region's margin beside the tiles, a share of their width.
    var regionMargin: Double { flood.regionMargin }

    /// Every renderer's filter region when none is written: the box + a tenth of its size on every side.
    static let defaultMargin = 0.1

    /// The filter region along x, in the row's coordinates.
    var regionMinX: Double { flood.regionMinX }
    var regionWidth: Double { flood.regionWidth }

    /// The two floods: the whole pixels' and the edge's. Left to right the first runs from the
    /// region's start (`floodMinX`) to the edge's pixel, `whole` its width; right to left from
    /// the pixel after the edge's to the region's end, `whole` its x. The second covers the
    /// edge's pixel, from `partialX`, one pixel wide, at `partialOpacity`.
    func floods(for fill: FillState) -> (whole: Double, partialX: Double, partialOpacity: Double) {
        let step = flood.step(for: fill)
        return isRightToLeft ? (step.pixel + 1, step.pixel, step.coverage) : (step.pixel - floodMinX, step.pixel, step.coverage)
    }

    /// Where the floods start left to right: the region's start rounded down to a whole pixel, so
    /// that their ends are whole too. librsvg rounds a subregion's x and width each on their
    /// own (towards zero), which would move a flood's end by a pixel.
    var floodMinX: Double { regionMinX.rounded(.down) }

    /// How far the track's rectangle reaches under the colour's: two pixels, so that every
    /// device pixel of the cut is covered by one of them whole at scales down to one half.
    static let overlap = 2.0
    /// Where the colour's rectangle ends (starts, right to left): the edge rounded down (up) to a
    /// whole pixel, inside the tiles.
    func cut(for fill: FillState) -> Double {
        let edge = flood.softEdge.edgeX(for: fill)
        return min(max(isRightToLeft ? edge.rounded(.up) : edge.rounded(.down), tilesMinX), tilesMaxX)
    }
    /// The colour's rectangle: before the cut (after it, right to left).
    func colorRect(for fill: FillState) -> (minX: Double, width: Double) {
        let cut = cut(for: fill)
        return isRightToLeft ? (cut, tilesMaxX - cut) : (tilesMinX, cut - tilesMinX)
    }
    /// The track's rectangle: after the cut (before it, right to left), reaching `overlap` past
    /// it, under the colour's.
    func trackRect(for fill: FillState) -> (minX: Double, width: Double) {
        let cut = cut(for: fill)
        if isRightToLeft {
            return (tilesMinX, min(cut + Self.overlap, tilesMaxX) - tilesMinX)
        }
        let minX = max(cut - Self.overlap, tilesMinX)
        return (minX, tilesMaxX - minX)
    }
}
