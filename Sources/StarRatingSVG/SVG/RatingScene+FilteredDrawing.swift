import CSSColor
import StarGeometry
import SVGKit

extension RatingScene {
    /// Whether `style` draws this scene through one filter (`writeFilteredDrawing`): a still
    /// picture that shows a colour, with a blur, standalone or in a snippet. What moves (an
    /// animated picture or snippet, a rating input, whose style sheet slides the soft edge with
    /// a `transform`) keeps the tiled or row drawing's mask, which CSS can slide.
    func drawsThroughOneFilter(_ style: SVGDrawingStyle) -> Bool {
        fill != nil && bevel.isBlurred && softEdgeMask.isBlurred && !style.movesFill
    }

    /// The split of this scene's tiles at the fill edge (see `FilteredFillSplit`).
    var filteredFillSplit: FilteredFillSplit {
        FilteredFillSplit(rowWidth: width, tilesMinX: tiles.minX, tilesWidth: tiles.width * Double(stars.cellMinX.count),
                          blurDeviation: softEdgeMask.blurDeviation, isRightToLeft: softEdgeMask.isRightToLeft)
    }

    /// Writes the drawing of a still picture through one filter: the tiled drawing's pixels
    /// with no mask, and one filter in place of two filters and a mask. What a browser pays for
    /// it, measured with `Benchmarks/reader_cost.py`'s page builder (1,000 ratings, Chromium,
    /// eight rounds): the two filters and the mask cost about 0.6 × the plain icons each, and
    /// one filter doing all their work about as much as one of them (Documentation/performance.md).
    ///
    /// The filter reads the alpha of a group of two rectangles of tiles, the stars': the
    /// track's, and over it the colour's. Its steps:
    /// 1. the stars' alpha blurred, g;
    /// 2. `t`, the track: grey g at the bevel's opacity o;
    /// 3. `m`, the soft edge: a step at the fill edge (two floods mixed, `FilteredFillSplit`)
    ///    blurred across, the reference's blurred mask rectangle;
    /// 4. the colour flooded, under `m`, times the rim's factor 1 − o·(1 − g) (C·(1 + g)/2 at
    ///    opacity 0.5, the reference's `multiply`), over the track, inside the stars.
    ///
    /// The rim's factor needs no step of its own: the track `t` is, premultiplied, o·g in each
    /// colour channel, so an arithmetic composite of the colour i with it, k1 = 1 and
    /// k2 = 1 − o, is i·(o·g + 1 − o) in colour and i's own alpha in alpha (o + 1 − o). A colour
    /// matrix making the factor cost 87 bytes a rating.
    ///
    /// Without filters (CairoSVG) the rectangles show their tiles' paint: the colour's stars in
    /// the band colour up to the edge, rounded to a pixel, then the track's in its grey. The
    /// floods write no height, which a renderer with filters reads as the region's and CairoSVG,
    /// which paints a flood as a rectangle of its size, as none.
    ///
    /// In a snippet the flood takes the band's class, whose rule sets its `flood-color` (the
    /// page's theme, dark mode). Forced colours drop the filter and show the tiles flat: the
    /// track's rectangle, which carries the track's class, widened to the row less 2 px each side
    /// (stars in Canvas, outlined; the tiles repeat past the row, and the outline of their
    /// stars beyond it reaches 1.5 px in), and over it the colour's, in Highlight up to the edge.
    /// - Complexity: O(1) in the number of stars.
    func writeFilteredDrawing<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle) {
        guard let fill else { return }
        let split = filteredFillSplit
        writeOneFilter(fill: fill, split: split, style: style, into: &sink)
        if style.drawsForcedColorsOutline {
            // A web face's tiles are what forced colours show, the filter dropped: the colour
            // tile draws its own `<use>` of the star, since a browser paints the children a
            // pattern takes by its `href` with their own parent's fill, the track tile's.
            writeTrackTile(into: &sink, style)
            writeColorTile(band: fill.band, into: &sink, style)
        } else {
            // No `<use>` refers to the star: the colour tile takes it by the pattern's `href`.
            writeTrackTile(into: &sink, style, isReferred: false)
            // The colour's tile for a renderer without filters: with no children it takes the
            // track tile's star, which CairoSVG draws in its `fill`. Browsers read only its alpha.
            startColorTile(band: fill.band, style, into: &sink)
            sink.endElement()
        }
        sink.startElement("g")
        sink.attribute("filter", .url(id: ids[.trackFilter]))
        let color = split.colorRect(for: fill), track = split.trackRect(for: fill)
        // The track's rectangle carries the track's class in a web face: forced colours, which
        // drop the filter, widen it to the row, under the colour's.
        writeSplitRect(.trackTile, minX: track.minX, width: track.width, slots: (RatingSlot.trackRectX, RatingSlot.trackRectWidth),
                       className: StyleClass.track, style: style, into: &sink)
        writeSplitRect(.colorTile, minX: color.minX, width: color.width, slots: (RatingSlot.colorRectX, RatingSlot.colorRectWidth),
                       className: nil, style: style, into: &sink)
        sink.endElement()
    }

    private func writeOneFilter<Sink: SVGElementSink>(fill: FillState, split: FilteredFillSplit, style: SVGDrawingStyle,
                                                     into sink: inout Sink) {
        sink.startElement("filter")
        sink.attribute("id", ids[.trackFilter])
        if split.regionMargin != FilteredFillSplit.defaultMargin {
            sink.attribute("x", -split.regionMargin)
            sink.attribute("width", 1 + 2 * split.regionMargin)
        }
        sink.attribute("color-interpolation-filters", "sRGB")
        let deviation = Self.stdDeviation(bevel.blurDeviation)
        sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", deviation))
        sink.emptyElement("feColorMatrix", SVGAttribute("values", .numbers(Self.alphaToGrey(opacity: bevel.opacity))),
                          SVGAttribute("result", "t"))
        let floods = split.floods(for: fill)
        writeStepFlood(extent: floods.first, slot: RatingSlot.firstFloodExtent, split: split, result: "s", into: &sink)
        writeStepFlood(extent: floods.second, slot: RatingSlot.secondFloodExtent, split: split, result: nil, into: &sink)
        sink.startElement("feComposite")
        sink.attribute("in2", "s")
        sink.attribute("operator", "arithmetic")
        sink.attribute("k2", .number(floods.fraction), slot: RatingSlot.secondFloodWeight)
        sink.attribute("k3", .number(1 - floods.fraction), slot: RatingSlot.firstFloodWeight)
        sink.endElement()
        // Over the whole region, not the floods' (a primitive's default), which end (right to
        // left, start) beside the edge.
        sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", .numbers([Self.stdDeviation(softEdgeMask.blurDeviation), 0])),
                          SVGAttribute("x", split.regionMinX), SVGAttribute("width", split.regionWidth), SVGAttribute("result", "m"))
        sink.startElement("feFlood")
        let color = colorSurface.colors[fill.band]
        if style.writesColorsAsCSS {
            // The band's class, whose rule sets `flood-color` as the page's theme has it; the
            // CSS text carries the colour's alpha.
            sink.attribute("flood-color", color.cssText)
            Self.writeClass(StyleClass.band(fill.band), style, into: &sink)
        } else {
            sink.attribute("flood-color", .text(color.svgPaint), slot: RatingSlot.fillPaint)
            if color.opacity < 1 { sink.attribute("flood-opacity", .number(color.opacity), slot: RatingSlot.fillOpacity) }
        }
        sink.endElement()
        sink.emptyElement("feComposite", SVGAttribute("in2", "m"), SVGAttribute("operator", "in"))
        sink.emptyElement("feComposite", SVGAttribute("in2", "t"), SVGAttribute("operator", "arithmetic"), SVGAttribute("k1", 1),
                          SVGAttribute("k2", 1 - bevel.opacity))
        sink.emptyElement("feComposite", SVGAttribute("in2", "t"))
        sink.emptyElement("feComposite", SVGAttribute("in2", "SourceAlpha"), SVGAttribute("operator", "in"))
        sink.endElement()
    }

    /// One of the soft edge's two floods: black from the region's start (`floodMinX`) to
    /// `extent` (its width), or right to left from `extent` (its x) on. librsvg reads a missing
    /// x as 0, not as the region's start, so left to right the x is written too.
    private func writeStepFlood<Sink: SVGElementSink>(extent: Double, slot: SVGTemplate.Slot, split: FilteredFillSplit,
                                                     result: String?, into sink: inout Sink) {
        sink.startElement("feFlood")
        if split.isRightToLeft {
            sink.attribute("x", .number(extent), slot: slot)
        } else {
            sink.attribute("x", split.floodMinX)
            sink.attribute("width", .number(extent), slot: slot)
        }
        if let result { sink.attribute("result", result) }
        sink.endElement()
    }

    private func writeSplitRect<Sink: SVGElementSink>(_ tile: RatingPart, minX: Double, width: Double,
                                                     slots: (x: SVGTemplate.Slot, width: SVGTemplate.Slot), className: String?,
                                                     style: SVGDrawingStyle, into sink: inout Sink) {
        sink.startElement("rect")
        sink.attribute("x", .number(minX), slot: slots.x)
        sink.attribute("width", .number(width), slot: slots.width)
        sink.attribute("height", height)
        sink.attribute("fill", .url(id: ids[tile]))
        if let className { Self.writeClass(className, style, into: &sink) }
        sink.endElement()
    }
}
