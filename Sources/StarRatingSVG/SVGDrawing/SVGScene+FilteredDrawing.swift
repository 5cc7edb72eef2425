import CSSColor
import SVGKit

extension SVGScene {
    /// Whether `style` draws this scene through one filter (`writeFilteredDrawing`): a still
    /// standalone SVG that shows a colour, with a blur. What moves (an
    /// animated picture or snippet, a rating input, whose style sheet slides the soft edge with
    /// a `transform`) keeps the tiled or row drawing's mask, which CSS can slide.
    func drawsThroughOneFilter(_ style: SVGDrawingStyle) -> Bool {
        fill != nil && bevel.isBlurred && softEdgeMask.isBlurred && !style.movesFill
    }

    /// The split of this scene's tiles at the fill edge (see `FilteredFillSplit`).
    var filteredFillSplit: FilteredFillSplit {
        FilteredFillSplit(flood: FloodedSoftEdge(softEdgeMask, stars: stars))
    }

    /// Writes the drawing of a still picture through one filter: the tiled drawing's pixels
    /// with no mask, and one filter in place of two filters and a mask, which a browser draws
    /// for about the cost of one of them (Documentation/performance.md).
    ///
    /// The filter reads the alpha of a group of two rectangles of tiles, the stars': the
    /// track's, and over it the colour's. Its steps:
    /// 1. the stars' alpha blurred, g;
    /// 2. `t`, the track: grey g at the bevel's opacity o (for an icon of lines, `u`: black at
    ///    the bevel's `trackShade` over it, so that an empty line shows);
    /// 3. the colour under the soft edge: the soft edge's whole-pixel step in the colour (two
    ///    floods, `FilteredFillSplit`) blurred across;
    /// 4. that times the rim's factor 1 − o·(1 − g) (C·(1 + g)/2 at opacity 0.5, the
    ///    reference's `multiply`), over the track, inside the stars.
    ///
    /// The rim's factor needs no step of its own: the track `t` is, premultiplied, o·g in each
    /// colour channel, so an arithmetic composite of the colour i with it, k1 = 1 and
    /// k2 = 1 − o, is i·(o·g + 1 − o) in colour and i's own alpha in alpha (o + 1 − o), in
    /// fewer bytes than a colour matrix.
    ///
    /// Without filters (CairoSVG) the rectangles show their tiles' paint: the colour's stars in
    /// the band colour up to the edge, rounded to a pixel, then the track's in its grey. The
    /// floods write no height, which a renderer with filters reads as the region's and CairoSVG,
    /// which paints a flood as a rectangle of its size, as none.
    /// - Complexity: O(1) in the number of stars.
    func writeFilteredDrawing<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle) {
        guard let fill else { return }
        let split = filteredFillSplit
        writeOneFilter(fill: fill, split: split, into: &sink)
        // No `<use>` refers to the star: the colour tile takes it by the pattern's `href`.
        writeTrackTile(into: &sink, style, isReferred: false)
        // The colour's tile for a renderer without filters: with no children it takes the
        // track tile's star, which CairoSVG draws in its `fill`. Browsers read only its alpha.
        startColorTile(band: fill.band, style, paint: .alphaOnly, into: &sink)
        sink.endElement()
        sink.startElement("g")
        sink.attribute("filter", .url(id: ids[.trackFilter]))
        let track = split.trackRect(for: fill)
        let color = split.colorRect(for: fill)
        writeSplitRect(.trackTile, minX: track.minX, width: track.width, slots: (RatingSlot.trackRectX, RatingSlot.trackRectWidth),
                       into: &sink)
        writeSplitRect(.colorTile, minX: color.minX, width: color.width, slots: (RatingSlot.colorRectX, RatingSlot.colorRectWidth),
                       into: &sink)
        sink.endElement()
    }

    private func writeOneFilter<Sink: SVGElementSink>(fill: FillState, split: FilteredFillSplit, into sink: inout Sink) {
        sink.startElement("filter")
        sink.attribute("id", ids[.trackFilter])
        if split.regionMargin != FilteredFillSplit.defaultMargin {
            sink.attribute("x", -split.regionMargin)
            sink.attribute("width", 1 + 2 * split.regionMargin)
        }
        sink.attribute("color-interpolation-filters", "sRGB")
        let deviation = Self.stdDeviation(bevel.blurDeviation)
        sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", deviation))
        sink.emptyElement("feColorMatrix", SVGAttribute("values", .numbers(Self.alphaToGrey(gain: bevel.gain, opacity: bevel.opacity))),
                          SVGAttribute("result", "t"))
        // An icon of lines: black of the shade over the track, `u`, which the colour then covers.
        let track = bevel.trackShade > 0 ? "u" : "t"
        if bevel.trackShade > 0 {
            sink.emptyElement("feFlood", SVGAttribute("flood-opacity", bevel.trackShade))
            sink.emptyElement("feComposite", SVGAttribute("in2", "t"), SVGAttribute("result", "u"))
        }
        let floods = split.floods(for: fill)
        let color = colorSurface.colors[fill.band]
        writeWholeFlood(extent: floods.whole, color: color, split: split, into: &sink)
        writePartialFlood(x: floods.partialX, opacity: floods.partialOpacity, color: color, into: &sink)
        sink.emptyElement("feComposite", SVGAttribute("in2", "s"))
        // Over the whole region, not the floods' (a primitive's default), which end (right to
        // left, start) beside the edge.
        sink.startElement("feGaussianBlur")
        sink.attribute("stdDeviation", .numbers([Self.stdDeviation(softEdgeMask.blurDeviation), 0]))
        sink.attribute("x", split.regionMinX)
        sink.attribute("width", split.regionWidth)
        sink.endElement()
        sink.emptyElement("feComposite", SVGAttribute("in2", "t"), SVGAttribute("operator", "arithmetic"), SVGAttribute("k1", 1),
                          SVGAttribute("k2", 1 - bevel.opacity))
        sink.emptyElement("feComposite", SVGAttribute("in2", track))
        sink.emptyElement("feComposite", SVGAttribute("in2", "SourceAlpha"), SVGAttribute("operator", "in"))
        sink.endElement()
    }

    /// The soft edge's flood of whole pixels, in the colour shown, `s`: from the region's start
    /// (`floodMinX`) to `extent` (its width), or right to left from `extent` (its x) on. librsvg
    /// reads a missing x as 0, not as the region's start, so left to right the x is written too.
    /// The floods are the colour, not a mask for it: the blur is linear, so the blurred step is
    /// the colour under the soft edge (premultiplied, a translucent colour's alpha too), two
    /// primitives fewer than a black step laid over a flood of the colour.
    private func writeWholeFlood<Sink: SVGElementSink>(extent: Double, color: CSSColor, split: FilteredFillSplit,
                                                      into sink: inout Sink) {
        sink.startElement("feFlood")
        if split.isRightToLeft {
            sink.attribute("x", .number(extent), slot: RatingSlot.wholeFloodExtent)
        } else {
            sink.attribute("x", split.floodMinX)
            sink.attribute("width", .number(extent), slot: RatingSlot.wholeFloodExtent)
        }
        sink.attribute("flood-color", .text(color.svgPaint), slot: RatingSlot.fillPaint)
        if color.opacity < 1 {
            sink.attribute("flood-opacity", .number(color.opacity), slot: RatingSlot.fillOpacity)
        }
        sink.attribute("result", "s")
        sink.endElement()
    }

    /// The soft edge's flood across the pixel that the edge falls in, from `x`, at the part of it
    /// that the colour covers, `opacity` (times the colour's own).
    private func writePartialFlood<Sink: SVGElementSink>(x: Double, opacity: Double, color: CSSColor, into sink: inout Sink) {
        sink.startElement("feFlood")
        sink.attribute("x", .number(x), slot: RatingSlot.partialFloodX)
        sink.attribute("width", 1)
        sink.attribute("flood-color", .text(color.svgPaint), slot: RatingSlot.fillPaint)
        sink.attribute("flood-opacity", .number(opacity * color.opacity), slot: RatingSlot.partialFloodOpacity)
        sink.endElement()
    }

    private func writeSplitRect<Sink: SVGElementSink>(_ tile: SVGRatingPart, minX: Double, width: Double,
                                                     slots: (x: SVGTemplate.Slot, width: SVGTemplate.Slot), into sink: inout Sink) {
        sink.startElement("rect")
        sink.attribute("x", .number(minX), slot: slots.x)
        sink.attribute("width", .number(width), slot: slots.width)
        sink.attribute("height", height)
        sink.attribute("fill", .url(id: ids[tile]))
        sink.endElement()
    }
}
