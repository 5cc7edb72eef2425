/// Where a still picture drawn through one filter (`RatingScene.writeFilteredDrawing`) puts
/// the values that change with the fill: the filter's soft edge, and the two rectangles of
/// tiles under it, the colour's before the edge and the track's after it.
///
/// The soft edge is a step blurred. Engines round a flood's subregion out to whole device
/// pixels, which moved the edge by up to a pixel (0.08 of a star at 16 px, in every engine) when
/// it ended on the edge itself; so the step is two floods on whole pixels: one up to
/// `floor(e)` (right to left, from `floor(e) + 1`), and over it one across the pixel the edge
/// falls in, at the edge's fraction f (1 − f right to left): 1 up to `floor(e)`, f across the
/// pixel after it, then 0, which blurred is the blur of a step at e to within 0.002
/// (σ = 2 px), and exact at every whole device scale. The two do not overlap, so the second
/// laid over the first is their sum, for a translucent colour too.
///
/// Only the rectangles' alpha reaches a renderer with filters (the stars' shape); a renderer
/// without (CairoSVG) shows their tiles' own paint. The colour's ends at the edge rounded down
/// to a whole pixel (right to left, starts at it rounded up), and the track's reaches `overlap`
/// past that, under the colour's: two rectangles that only abut would each anti-alias their
/// cut where it falls inside a device pixel, and their alphas would not add up to the stars'
/// there (a seam). Inside the stars
/// both are opaque, so the overlap changes nothing there (on the stars' anti-aliased outline
/// within those 2 px, alpha a becomes 1 − (1 − a)²); without filters the colour covers it. (A
/// snippet, which no renderer without filters shows, writes the track's rectangle over every
/// tile instead, under the colour's, whose tile adds no alpha: forced colours, which drop the
/// filter, show the colour over the track up to the edge.)
struct FilteredFillSplit: Sendable {
    /// The tiles' extent along x: the group's box, which the filter region is relative to.
    let tilesMinX: Double
    let tilesMaxX: Double
    /// The row's width, across which a right-to-left edge is mirrored.
    let rowWidth: Double
    /// Whether the row fills from the right.
    let isRightToLeft: Bool
    /// The filter region's margin beside the tiles, as a share of their width: the default
    /// 10 %, or more where the soft edge's blur needs 4σ beside the first star, so that the
    /// floods' far end, cut by the region, never fades into a star.
    let regionMargin: Double

    /// The split of a row `rowWidth` wide whose tiles span `tilesWidth` from `tilesMinX` on,
    /// blurred by `blurDeviation`.
    init(rowWidth: Double, tilesMinX: Double, tilesWidth: Double, blurDeviation: Double, isRightToLeft: Bool) {
        self.rowWidth = rowWidth
        self.tilesMinX = tilesMinX
        tilesMaxX = tilesMinX + tilesWidth
        self.isRightToLeft = isRightToLeft
        // Rounded up to the hundredth the writer keeps at its default precision, so that
        // rounding never narrows it.
        regionMargin = max(Self.defaultMargin, (4 * blurDeviation / tilesWidth * 100).rounded(.up) / 100)
    }

    /// Every renderer's filter region when none is written: the box + 10 % on every side.
    static let defaultMargin = 0.1

    /// The filter region along x, in the row's coordinates.
    var regionMinX: Double { tilesMinX - regionMargin * (tilesMaxX - tilesMinX) }
    var regionWidth: Double { (1 + 2 * regionMargin) * (tilesMaxX - tilesMinX) }

    /// The fill edge drawn: `fill`'s edge, mirrored right to left.
    func edge(of fill: FillState) -> Double {
        isRightToLeft ? rowWidth - fill.edge : fill.edge
    }

    /// The two floods: the whole pixels' and the edge's. Left to right the first runs from the
    /// region's start (`floodMinX`) to the whole pixel before the edge, `whole` its width;
    /// right to left from the whole pixel after it to the region's end, `whole` its x. The
    /// second covers the pixel the edge falls in, from `partialX`, one pixel wide, at
    /// `partialOpacity`, the part of it that the colour covers, to the hundredth.
    func floods(for fill: FillState) -> (whole: Double, partialX: Double, partialOpacity: Double) {
        let edge = edge(of: fill)
        let pixel = edge.rounded(.down)
        let fraction = ((edge - pixel) * 100).rounded() / 100
        return isRightToLeft ? (pixel + 1, pixel, 1 - fraction) : (pixel - floodMinX, pixel, fraction)
    }

    /// Where the floods start left to right: the region's start rounded down to a whole pixel, so
    /// that their ends are whole too. librsvg rounds a subregion's x and width each on their
    /// own (towards zero), which moved a flood's end by a pixel when its x was not whole.
    var floodMinX: Double { regionMinX.rounded(.down) }

    /// How far the track's rectangle reaches under the colour's: two pixels, so that every
    /// device pixel of the cut is covered by one of them whole at scales down to one half.
    static let overlap = 2.0
    /// Where the colour's rectangle ends (starts, right to left): the edge rounded down (up) to a
    /// whole pixel, inside the tiles.
    func cut(for fill: FillState) -> Double {
        let edge = edge(of: fill)
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
