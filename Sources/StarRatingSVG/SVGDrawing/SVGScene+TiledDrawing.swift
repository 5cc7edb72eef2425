import SVGKit

extension SVGScene {
    /// Writes the drawing of a face that shows one colour and is not drawn through one filter
    /// (an animated SVG, a still SVG with no blur or no colour;
    /// `writeFilteredDrawing` draws the others from the same tiles): two rectangles over the
    /// row, each filled with a pattern whose tile is one star
    /// and the gap after it, so that the star is written once (in the track tile; the colour
    /// tile holds a `<use>` of it) and the rows of stars are drawn without a `<use>` a star or a
    /// mask of their shapes.
    ///
    /// Bottom to top:
    /// 1. the track: the track tile's stars through the track filter, which makes them the
    ///    bevel's grey g (the blurred stars' alpha) from their alpha alone, at the bevel's
    ///    opacity;
    /// 2. the colour: the colour tile's stars, in the band colour C, through the rim filter,
    ///    which lays black of alpha (1 − g)/2 over them, C·(1 + g)/2, under the soft-edged mask;
    ///    the colour's own alpha (a standalone SVG's) is the rectangle's opacity, which comes
    ///    after the filter and the mask, so that the rim is the opaque colour's.
    ///
    /// These are the row drawing's pixels (`writeLayers`): the grey g at alpha 0.5 over the
    /// page, and the colour darkened by the reference's `multiply` at 0.5, both blended in
    /// sRGB; but at the stars' anti-aliased edge, where each layer is anti-aliased on its own
    /// (the row drawing masks its stack once). Cheaper for a browser (Documentation/performance.md):
    /// the row drawing's every star is a `<use>` copy, three rows of them a rating (the star
    /// mask, the bevel, the rim), each an element with its own style and layout; here a rating
    /// has one `<use>`.
    /// Every layer is its tiles' stars and nothing else, so nothing shows outside the stars.
    ///
    /// Without filters (CairoSVG) the tiles' stars are drawn in their own paint: the colour
    /// tile's in the band colour, the track tile's in `unfilteredTrackTilePaint`, the track's
    /// grey; only the rim and the soft edge are missing.
    /// - Complexity: O(1) in the number of stars.
    func writeTiledDrawing<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle) {
        if bevel.isBlurred {
            // Both filters blend in sRGB, as the row drawing does (the property inherits).
            sink.startElement("defs")
            sink.attribute("color-interpolation-filters", "sRGB")
            writeTrackFilter(into: &sink)
            if fill != nil { writeColorRimFilter(into: &sink) }
            sink.endElement()
        }
        writeTrackTile(into: &sink, style)
        if let fill {
            writeColorTile(band: fill.band, into: &sink, style)
            if softEdgeMask.isBlurred { writeSoftEdgeFilter(into: &sink) }
            writeFillMask(into: &sink, style)
        }
        startRowRect(filledWith: .trackTile, into: &sink)
        if bevel.isBlurred {
            sink.attribute("filter", .url(id: ids[.trackFilter]))
        } else {
            sink.attribute("opacity", bevel.opacity)
        }
        Self.writeClass(StyleClass.track, style, into: &sink)
        sink.endElement()
        if let fill {
            startRowRect(filledWith: .colorTile, into: &sink)
            if bevel.isBlurred { sink.attribute("filter", .url(id: ids[.rimFilter])) }
            sink.attribute("mask", .url(id: ids[.fillMask]))
            let color = colorSurface.colors[fill.band]
            if color.opacity < 1 {
                sink.attribute("opacity", .number(color.opacity), slot: RatingSlot.fillOpacity)
            }
            Self.writeClass(StyleClass.color, style, into: &sink)
            sink.endElement()
        }
    }

    /// The grey g of the blurred stars' alpha at the bevel's opacity, inside the stars: the
    /// reference's black star under its white blurred copy, multiplied at 0.5; for an icon of
    /// lines, with black of the bevel's `trackShade` over it. The colour
    /// matrix reads alpha only, so the stars may be painted in any colour, the one a renderer
    /// without filters should show. The opacity is the matrix's, not the rectangle's: CairoSVG
    /// applies a rectangle's opacity twice to its pattern.
    private func writeTrackFilter<Sink: SVGElementSink>(into sink: inout Sink) {
        startTileFilter(.trackFilter, into: &sink)
        if bevel.trackShade > 0 {
            // An icon of lines: black of the shade over the grey, so that an empty line shows.
            sink.emptyElement("feColorMatrix", SVGAttribute("values", .numbers(Self.alphaToGrey(gain: bevel.gain, opacity: bevel.opacity))),
                              SVGAttribute("result", "t"))
            sink.emptyElement("feFlood", SVGAttribute("flood-opacity", bevel.trackShade))
            sink.emptyElement("feComposite", SVGAttribute("in2", "t"))
        } else {
            sink.emptyElement("feColorMatrix", SVGAttribute("values", .numbers(Self.alphaToGrey(gain: bevel.gain, opacity: bevel.opacity))))
        }
        sink.emptyElement("feComposite", SVGAttribute("in2", "SourceAlpha"), SVGAttribute("operator", "in"))
        sink.endElement()
    }

    /// The star in its own colour with black of alpha (1 − g)·opacity over it, inside the star:
    /// the arithmetic gives the black's alpha, opacity·(α − gain·g·α), from the blur g and the
    /// star's alpha α (its colour is k1·i1·i2 + k3·i2 of `SourceAlpha`'s, black), clamped at 0
    /// where gain·g passes 1, and the last step lays it over the star.
    private func writeColorRimFilter<Sink: SVGElementSink>(into sink: inout Sink) {
        startTileFilter(.rimFilter, into: &sink)
        sink.emptyElement("feComposite", SVGAttribute("in2", "SourceAlpha"), SVGAttribute("operator", "arithmetic"),
                          SVGAttribute("k1", -bevel.opacity * bevel.gain), SVGAttribute("k3", bevel.opacity))
        // A blend in its normal mode is `over`; CairoSVG, which draws no filter, reads a
        // blend's mode as how to paint the element, and normal paints it as usual.
        sink.emptyElement("feBlend", SVGAttribute("in2", "SourceGraphic"))
        sink.endElement()
    }

    /// Opens a filter of a row of tiles with its first step, the blur of the stars, of which the
    /// next steps read the alpha alone (so it need not be `SourceAlpha`). The default region
    /// (the row + a tenth) is enough: only the blur inside the stars is kept, and there it takes
    /// in nothing from outside the region, where the stars have no alpha.
    private func startTileFilter<Sink: SVGElementSink>(_ part: SVGRatingPart, into sink: inout Sink) {
        sink.startElement("filter")
        sink.attribute("id", ids[part])
        sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", Self.stdDeviation(bevel.blurDeviation)))
    }

    /// The track tile, which holds the star's outline: the star in `unfilteredTrackTilePaint`
    /// (white with no blur, where the grey is 1 everywhere in the star, under the rectangle's
    /// opacity), which a renderer without filters shows.
    /// `isReferred`: whether a `<use>` refers to its star, which then carries its id.
    func writeTrackTile<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle, isReferred: Bool = true) {
        startTrackTile(into: &sink)
        sink.attribute("fill", bevel.isBlurred ? Self.unfilteredTrackTilePaint : "#fff")
        writeStar(into: &sink, style, isReferred: isReferred)
        sink.endElement()
    }

    /// What paints the colour tile.
    enum ColorTilePaint {
        /// The tile shows the colour (the tiled drawing): the band's colour, with the band's
        /// class where the face marks its moving parts.
        case shown
        /// A filter reads only the tile's alpha (a still picture's one filter, whose floods are
        /// the colour): the colour opaque, for a renderer without filters, which shows it, and
        /// no class (a translucent colour's alpha would thin the stars' shape).
        case alphaOnly
    }

    /// The colour tile: a `<use>` of the track tile's star in the band's colour (the pattern's
    /// `fill`, which its content inherits), as `paint` says. Its place and size are the track
    /// tile's, which it takes by referring to it (a pattern inherits what it does not set from
    /// the pattern it refers to, though not children, since it has its own).
    func writeColorTile<Sink: SVGElementSink>(band: Int, into sink: inout Sink, _ style: SVGDrawingStyle, paint: ColorTilePaint = .shown) {
        startColorTile(band: band, style, paint: paint, into: &sink)
        // Forced colours find the tile by its `href`, not its class.
        if paint == .shown { Self.writeClass(StyleClass.band(band), style, into: &sink) }
        Self.startUse(ids[.starShape], style, into: &sink)
        sink.endElement()
        sink.endElement()
    }

    /// Opens the colour tile's pattern: the track tile's place and size, by its `href`, in band
    /// `band`'s colour as `paint` says.
    func startColorTile<Sink: SVGElementSink>(band: Int, _ style: SVGDrawingStyle, paint: ColorTilePaint = .shown, into sink: inout Sink) {
        sink.startElement("pattern")
        sink.attribute("id", ids[.colorTile])
        sink.attribute("href", .fragment(id: ids[.trackTile]))
        if style.writesXLinkHref { sink.attribute("xlink:href", .fragment(id: ids[.trackTile])) }
        let color = colorSurface.colors[band]
        switch paint {
        case .shown, .alphaOnly:
            sink.attribute("fill", .text(color.svgPaint), slot: RatingSlot.fillPaint)
        }
    }

    /// The star's outline in the track tile, under the star shape's id.
    private func writeStar<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle, isReferred: Bool) {
        sink.startElement("path")
        if isReferred { sink.attribute("id", ids[.starShape]) }
        sink.attribute("d", .path(Self.starPath(stars, at: tiles.starMinX, style)))
        if stars.fillRule == .evenOdd { sink.attribute("fill-rule", "evenodd") }
        sink.endElement()
    }

    /// Opens the track tile's pattern: one cell of the row a tile, from `tiles.minX` on.
    private func startTrackTile<Sink: SVGElementSink>(into sink: inout Sink) {
        sink.startElement("pattern")
        sink.attribute("id", ids[.trackTile])
        if tiles.minX != 0 { sink.attribute("x", tiles.minX) }
        sink.attribute("width", tiles.width)
        sink.attribute("height", height)
        sink.attribute("patternUnits", "userSpaceOnUse")
    }

    /// Opens a rectangle filled with the pattern of `part` over exactly the row's tiles: over
    /// more, a tile before the first or after the last would show its star's tip, and where
    /// a browser resamples the tiles (at device scale 2) its anti-aliasing too.
    private func startRowRect<Sink: SVGElementSink>(filledWith part: SVGRatingPart, into sink: inout Sink) {
        sink.startElement("rect")
        if tiles.minX != 0 { sink.attribute("x", tiles.minX) }
        sink.attribute("width", tiles.width * Double(stars.cellMinX.count))
        sink.attribute("height", height)
        sink.attribute("fill", .url(id: ids[part]))
    }

    /// Where the tiles lie: one a star's slot (`StarSlots`), which starts on a whole pixel so
    /// that a browser repeats it without resampling; `starMinX` is the star's cell's left edge
    /// in its tile.
    var tiles: (minX: Double, width: Double, starMinX: Double) {
        let slots = StarSlots(stars)
        return (slots.minX, slots.width, (stars.cellMinX.first ?? 0) - slots.minX)
    }

    /// The track tile's paint, seen only where filters are missing: the row drawing's track
    /// (`unfilteredTrackPaint` at the bevel's opacity over white).
    static let unfilteredTrackTilePaint = "#ddd"

    /// Maps any colour of alpha a to grey min(1, `gain` · a) (a filter clamps what it makes) of
    /// alpha `opacity`.
    static func alphaToGrey(gain: Double, opacity: Double) -> [Double] {
        [0, 0, 0, gain, 0,
         0, 0, 0, gain, 0,
         0, 0, 0, gain, 0,
         0, 0, 0, 0, opacity]
    }
}
