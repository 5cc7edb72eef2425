import CSSColor
import StarGeometry
import SVGKit

extension SVGScene {
    /// Writes the standalone SVG's root element into `sink`: what `svgDocument`, `svgBytes` and
    /// `RatingSVGWriter`'s templates hold.
    func writeStandalone<Sink: SVGElementSink>(into sink: inout Sink, includingXLink: Bool) {
        write(into: &sink, style: .standalone(includingXLink: includingXLink), styleSheet: nil)
    }

    /// Writes the scene as a standalone SVG root element drawn in `style` into `sink`, with
    /// `styleSheet` (if any) in a `<style>` after the `<title>`; the root then carries the
    /// prefix as its id, which the style sheet's selectors start with, so that it styles no
    /// other rating pasted beside it.
    func write<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle, styleSheet: String?) {
        sink.startElement("svg")
        sink.attribute("xmlns", "http://www.w3.org/2000/svg")
        if style.writesXLinkHref { sink.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink") }
        sink.attribute("width", width)
        sink.attribute("height", height)
        sink.attribute("viewBox", .numbers([0, 0, width, height]))
        // The `<title>` names an SVG with role="img" in every browser (SVG-AAM), and is the
        // tooltip and the name of a file opened by itself, so no `aria-label` repeats it.
        sink.attribute("role", "img")
        // A standalone SVG is XML, whose language attribute every SVG reader knows (`lang`
        // is SVG 2's, for SVG inside HTML, which the snippets write).
        if let language { sink.attribute("xml:lang", language) }
        if styleSheet != nil { sink.attribute("id", ids.prefix) }
        sink.startElement("title")
        sink.text(label, slot: RatingSlot.label)
        sink.endElement()
        if let styleSheet {
            sink.startElement("style")
            sink.text(styleSheet)
            sink.endElement()
        }
        writeDrawing(into: &sink, style: style)
        sink.endElement()
    }

    /// The drawing `style` draws this scene with (see `RatingDrawing`).
    func drawing(for style: SVGDrawingStyle) -> RatingDrawing {
        if drawsThroughOneFilter(style) { return .filtered }
        return style.drawsEveryBand ? .row : .tiled
    }

    /// Writes what the root holds after its title (and style): the drawing that `style` draws.
    func writeDrawing<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle) {
        switch drawing(for: style) {
        case .filtered:
            writeFilteredDrawing(into: &sink, style: style)
        case .tiled:
            writeTiledDrawing(into: &sink, style: style)
        case .row:
            writeDefinitions(into: &sink, style: style)
            writeLayers(into: &sink, style: style)
        }
    }

    /// The row drawing, a rating input's, whose style sheet switches its stacked band layers.
    ///
    /// As in the reference, the whole stack is masked once by the star shapes, so a star's
    /// anti-aliased edge is the same blend of everything inside it in every renderer. Inside,
    /// bottom to top:
    /// 1. the bevel: the grey `g` of the reference's black star under its white blurred copy
    ///    (g is the blurred stars' alpha), at opacity 0.5;
    /// 2. under the soft-edged mask: the band layers, and over them black at alpha 1 − g, at
    ///    opacity 0.5.
    ///
    /// This gives exactly the reference's `multiply` at opacity 0.5 without a blend mode: over
    /// colour it is C·(1 + g)/2, elsewhere g at alpha 0.5. Both blurred layers are one filter,
    /// whose colour matrix sets the colour whatever the stars are painted with; the paint is
    /// chosen for a renderer without filters (a light grey in the bevel).
    ///
    /// Writes the definitions: the star mask, which holds the star and the row, then the
    /// filters and the fill mask. No `<defs>` is needed: masks and filters never draw by
    /// themselves, and the row, defined inside the star mask, is drawn elsewhere only by
    /// reference.
    func writeDefinitions<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle) {
        writeStarMask(into: &sink, style)
        if bevel.isBlurred { writeRimFilter(into: &sink) }
        // A rating input can move to any value: the fill mask is there even at 0.
        if softEdgeMask.isBlurred { writeSoftEdgeFilter(into: &sink) }
        writeFillMask(into: &sink, style)
    }

    /// Writes the forced-colours outline, then the stack, masked by the stars: the bevel, then
    /// every band's layer and the rim.
    func writeLayers<Sink: SVGElementSink>(into sink: inout Sink, style: SVGDrawingStyle) {
        writeOutline(into: &sink, style)
        sink.startElement("g")
        sink.attribute("mask", .url(id: ids[.starMask]))
        if bevel.isBlurred {
            // The grey g is black at alpha 1 − g (the rim's filter) over white, in a group at
            // the bevel's opacity: the same pixels as the reference's white blurred stars over
            // black, and blending makes the grey in sRGB in every renderer. Without filters the
            // stars are drawn in their own paint, the track's grey.
            sink.startElement("g")
            sink.attribute("opacity", bevel.opacity)
            Self.writeClass(StyleClass.track, style, into: &sink)
            sink.startElement("rect")
            sink.attribute("width", colorSurface.rect.width)
            sink.attribute("height", colorSurface.rect.height)
            sink.attribute("fill", "#fff")
            sink.endElement()
            Self.startUse(ids[.starRow], style, into: &sink)
            sink.attribute("fill", Self.unfilteredTrackPaint)
            sink.attribute("filter", .url(id: ids[.rimFilter]))
            sink.endElement()
            sink.endElement()
            if bevel.trackShade > 0 {
                // An icon of lines: black of the shade over the track, under the colour, so that
                // an empty line shows; in the track's class, whose rectangles forced colours
                // paint Canvas.
                sink.startElement("g")
                Self.writeClass(StyleClass.track, style, into: &sink)
                sink.startElement("rect")
                sink.attribute("width", colorSurface.rect.width)
                sink.attribute("height", colorSurface.rect.height)
                sink.attribute("opacity", bevel.trackShade)
                sink.endElement()
                sink.endElement()
            }
        } else {
            // With no blur the grey is 1 everywhere in the star and the rim's alpha 1 − g is 0:
            // a plain white star at the bevel's opacity, and no rim.
            Self.startUse(ids[.starRow], style, into: &sink)
            sink.attribute("fill", "#fff")
            sink.attribute("opacity", bevel.opacity)
            Self.writeClass(StyleClass.track, style, into: &sink)
            sink.endElement()
        }
        writeStackedColorLayer(into: &sink, style)
        sink.endElement()
    }

    /// The star shapes, white: a luminance mask, which every renderer supports. The row is
    /// defined right inside it, and the first star's outline inside the row, each reused from
    /// there: the row takes its white from the mask (`fill` inherits into mask content from
    /// the mask), so a `<use>` of the row elsewhere draws it in that use's own fill.
    private func writeStarMask<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle) {
        sink.startElement("mask")
        sink.attribute("id", ids[.starMask])
        sink.attribute("fill", "#fff")
        writeStarRow(into: &sink, style)
        sink.endElement()
    }

    /// The row, built by doubling: the block of 2^k stars is the block of 2^(k-1) and a reuse
    /// of it moved along. The row is the largest block that fits, and reuses of smaller
    /// blocks for the stars left over (the row's own group holds them, since nothing reuses
    /// the largest block). A row of N stars then takes about 2·log2(N) elements instead of N,
    /// and each star added costs one reuse at most. The first star's outline is written where
    /// it stands, in the first cell.
    private func writeStarRow<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle) {
        let count = stars.cellMinX.count
        sink.startElement("g")
        sink.attribute("id", ids[.starRow])
        guard count > 1 else {
            writeStarBlock(level: 0, id: blockID(level: 0), into: &sink, style)
            sink.endElement()
            return
        }
        let topLevel = Int.bitWidth - 1 - count.leadingZeroBitCount
        writeStarBlock(level: topLevel - 1, id: blockID(level: topLevel - 1), into: &sink, style)
        writeUse(ofBlockAt: topLevel - 1, movedBy: 1 << (topLevel - 1), into: &sink, style)
        var placed = 1 << topLevel
        for level in (0..<topLevel).reversed() where count & (1 << level) != 0 {
            writeUse(ofBlockAt: level, movedBy: placed, into: &sink, style)
            placed += 1 << level
        }
        sink.endElement()
    }

    /// The block of 2^`level` stars, from the first cell on, under `id`.
    private func writeStarBlock<Sink: SVGElementSink>(level: Int, id: String, into sink: inout Sink, _ style: SVGDrawingStyle) {
        guard level > 0 else {
            sink.startElement("path")
            sink.attribute("id", id)
            sink.attribute("d", .path(Self.starPath(stars, at: stars.cellMinX[0], style)))
            if stars.fillRule == .evenOdd { sink.attribute("fill-rule", "evenodd") }
            sink.endElement()
            return
        }
        sink.startElement("g")
        sink.attribute("id", id)
        writeStarBlock(level: level - 1, id: blockID(level: level - 1), into: &sink, style)
        writeUse(ofBlockAt: level - 1, movedBy: 1 << (level - 1), into: &sink, style)
        sink.endElement()
    }

    /// A reuse of the block of 2^`level` stars, moved along by `cells` cells.
    private func writeUse<Sink: SVGElementSink>(ofBlockAt level: Int, movedBy cells: Int, into sink: inout Sink,
                                                 _ style: SVGDrawingStyle) {
        Self.startUse(blockID(level: level), style, into: &sink)
        sink.attribute("x", stars.cellMinX[cells] - stars.cellMinX[0])
        sink.endElement()
    }

    /// The id of the block of 2^`level` stars: the star's own for one.
    private func blockID(level: Int) -> String {
        level == 0 ? ids[.starShape] : ids.starBlock(level: level)
    }

    /// Black at alpha 1 − g: the rim that the multiply darkens, and over white the bevel's grey
    /// g. The matrix sets the colour to black whatever the input's, and black and alpha are the
    /// same in every colour space, so this filter needs neither `SourceAlpha` nor
    /// `color-interpolation-filters`, and the stars may be painted in any colour: the one a
    /// renderer without filters should show.
    private func writeRimFilter<Sink: SVGElementSink>(into sink: inout Sink) {
        startBevelFilter(ids[.rimFilter], into: &sink)
        sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", Self.stdDeviation(bevel.blurDeviation)))
        sink.emptyElement("feColorMatrix", SVGAttribute("values", .numbers(Self.alphaToInvertedBlack(gain: bevel.gain))))
        sink.endElement()
    }

    /// Where the bevel's blur may paint: the row with 4σ of room on every side, so that no
    /// renderer clips it to its default region, the bounding box + a tenth.
    private var bevelFilterRegion: Rect {
        Rect(minX: 0, minY: 0, width: width, height: height).expanded(by: 4 * bevel.blurDeviation)
    }

    /// Opens a filter of the stars' blur with its region relative to the stars' bounding box
    /// (the default units), as short as `bevelFilterRegion` allows: x and width are left out
    /// where the default margin of a tenth already holds the region, and the margins are rounded
    /// outwards, so the blur always has at least that room.
    private func startBevelFilter<Sink: SVGElementSink>(_ id: String, into sink: inout Sink) {
        sink.startElement("filter")
        sink.attribute("id", id)
        let box = stars.boundingBox
        let region = bevelFilterRegion
        let left = Self.roundedUp((box.minX - region.minX) / box.width)
        let right = Self.roundedUp((region.maxX - box.maxX) / box.width)
        let top = Self.roundedUp((box.minY - region.minY) / box.height)
        let bottom = Self.roundedUp((region.maxY - box.maxY) / box.height)
        if max(left, right) > Self.defaultFilterMargin {
            sink.attribute("x", -left)
            sink.attribute("width", 1 + left + right)
        }
        if max(top, bottom) > Self.defaultFilterMargin {
            sink.attribute("y", -top)
            sink.attribute("height", 1 + top + bottom)
        }
    }

    /// The default filter region's margin on every side, a share of the bounding box.
    private static let defaultFilterMargin = 0.1

    /// `share` rounded up to the hundredth that the writer keeps, so that rounding never
    /// shrinks a filter region.
    private static func roundedUp(_ share: Double) -> Double {
        (share * 100).rounded(.up) / 100
    }

    /// The blur that softens the mask rectangle's edge: horizontal only. The edge is vertical and
    /// the rectangle reaches far past the row above and below, so a vertical blur would change
    /// nothing in exact arithmetic; but librsvg blurs on a surface the size of the image and
    /// loses what a vertical pass spreads past it, which faded the colour in the top and bottom
    /// rows, at the stars' tips. The rectangle is white,
    /// which is white in every colour space, so no `color-interpolation-filters`.
    func writeSoftEdgeFilter<Sink: SVGElementSink>(into sink: inout Sink) {
        // The default region, the rectangle + a tenth, leaves 4σ beside the edge (`SVGFillMask.rect`).
        sink.startElement("filter")
        sink.attribute("id", ids[.softEdgeFilter])
        sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", .numbers([Self.stdDeviation(softEdgeMask.blurDeviation), 0])))
        sink.endElement()
    }

    /// The reference's mask: the blurred rectangle slid to the right so that its right edge
    /// sits on the fill edge. A still picture places it there with `x`; a face whose
    /// fill moves slides it with a `transform`, which CSS can animate. The mask's default
    /// region, the masked colour's box + a tenth, holds every star.
    func writeFillMask<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle) {
        let mask = fillMask
        let rect = mask.rect
        sink.startElement("mask")
        sink.attribute("id", ids[.fillMask])
        sink.startElement("rect")
        if style.marksMovingParts {
            sink.attribute("x", rect.minX)
        } else {
            sink.attribute("x", .number(mask.minX(slidTo: fill)), slot: RatingSlot.fillMaskX)
        }
        if rect.minY != 0 { sink.attribute("y", rect.minY) }
        sink.attribute("width", rect.width)
        sink.attribute("height", rect.height)
        sink.attribute("fill", "#fff")
        if softEdgeMask.isBlurred { sink.attribute("filter", .url(id: ids[.softEdgeFilter])) }
        if style.marksMovingParts {
            sink.attribute("transform", .transform([.translate(x: fill.map(softEdgeMask.offset(for:)) ?? 0, y: 0)]))
            sink.attribute("class", StyleClass.slide)
        }
        sink.endElement()
        sink.endElement()
    }

    /// The colour surface, the layers `bands` writes, and the rim over them, revealed by the
    /// fill mask.
    private func writeColorLayer<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle, isShown: Bool,
                                                        bands: (inout Sink) -> Void) {
        sink.startElement("g")
        sink.attribute("mask", .url(id: ids[.fillMask]))
        Self.writeClass(StyleClass.color, style, into: &sink)
        if !isShown { sink.attribute("opacity", 0) }
        bands(&sink)
        if bevel.isBlurred {
            Self.startUse(ids[.starRow], style, into: &sink)
            sink.attribute("filter", .url(id: ids[.rimFilter]))
            sink.attribute("opacity", bevel.opacity)
            sink.endElement()
        }
        sink.endElement()
    }

    /// One band's colour over the whole surface, as CSS text (which a rating input's style
    /// sheet replaces with the band's custom property); hidden (`opacity="0"`) when another
    /// band shows.
    private func writeBand<Sink: SVGElementSink>(_ band: Int, _ color: CSSColor, isShown: Bool,
                                                  into sink: inout Sink, _ style: SVGDrawingStyle) {
        let surface = colorSurface.rect
        sink.startElement("rect")
        sink.attribute("width", surface.width)
        sink.attribute("height", surface.height)
        sink.attribute("fill", color.cssText)
        if !isShown { sink.attribute("opacity", 0) }
        Self.writeClass(StyleClass.band(band), style, into: &sink)
        sink.endElement()
    }

    /// Every band's layer, stacked as the reference stacks `Color.green`, `.yellow`, `.red`: the
    /// last band at the bottom, and band k over it hidden once the value passes level k, so the
    /// lowest band not passed shows. At 0 the whole group is hidden, as in the reference.
    private func writeStackedColorLayer<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle) {
        let value = fill?.value ?? 0
        let levels = colorSurface.bands.levels
        writeColorLayer(into: &sink, style, isShown: fill != nil) { sink in
            for band in colorSurface.colors.indices.reversed() {
                writeBand(band, colorSurface.colors[band], isShown: band == levels.count || !(value > levels[band]),
                          into: &sink, style)
            }
        }
    }

    /// The stars' outline for forced colours, hidden until a style sheet shows it: under the
    /// stack, outside the star mask, so that the 1.5 px of it outside the stars shows (a whole
    /// pixel at least, wherever the edge falls), as the tiled drawing's outline does.
    private func writeOutline<Sink: SVGElementSink>(into sink: inout Sink, _ style: SVGDrawingStyle) {
        Self.startUse(ids[.starRow], style, into: &sink)
        sink.attribute("fill", "none")
        sink.attribute("stroke", "#000")
        sink.attribute("stroke-width", 3)
        sink.attribute("display", "none")
        Self.writeClass(StyleClass.outline, style, into: &sink)
        sink.endElement()
    }

    /// The star's outline fitted into its cell at `minX`, its arcs' flags spaced for the old
    /// tools that `--xlink` writes for (`SVGPathData.separatesArcFlags`).
    static func starPath(_ stars: StarRowPart, at minX: Double, _ style: SVGDrawingStyle) -> SVGPathData {
        var path = SVGPathData.fitted(stars.shape, side: stars.cellSize, at: minX)
        path.separatesArcFlags = style.writesXLinkHref
        return path
    }

    /// `class="name"` when the style marks moving parts, otherwise nothing.
    static func writeClass<Sink: SVGElementSink>(_ name: String, _ style: SVGDrawingStyle, into sink: inout Sink) {
        if style.marksMovingParts { sink.attribute("class", name) }
    }

    /// The `stdDeviation` written for a blur of `sigma` pixels (`FilterDeviation`, which the
    /// HTML picture's layers blur by too).
    static func stdDeviation(_ sigma: Double) -> Double {
        FilterDeviation.written(sigma)
    }

    /// The stars' paint in the row drawing's bevel, seen only where filters are missing: the
    /// grey of the empty stars' track. At opacity 0.5 over white it is #ddd (luminance 221), between the
    /// reference's darkest rim (165–191 at 16–48 px) and its centre (252–255), so that an
    /// empty star stays visible without looking filled.
    static let unfilteredTrackPaint = "#bbb"

    /// Maps any colour of alpha a to black of alpha 1 − min(1, `gain` · a) (a filter clamps what
    /// it makes).
    private static func alphaToInvertedBlack(gain: Double) -> [Double] {
        [0, 0, 0, 0, 0,
         0, 0, 0, 0, 0,
         0, 0, 0, 0, 0,
         0, 0, 0, -gain, 1]
    }

    /// A `<use>` of an element of this document, with `href` for current renderers and, when
    /// the style asks for it, `xlink:href` for Safari before 12.1 and old librsvg.
    /// The caller adds its own attributes and ends the element.
    static func startUse<Sink: SVGElementSink>(_ id: String, _ style: SVGDrawingStyle, into sink: inout Sink) {
        sink.startElement("use")
        sink.attribute("href", .fragment(id: id))
        if style.writesXLinkHref { sink.attribute("xlink:href", .fragment(id: id)) }
    }
}
