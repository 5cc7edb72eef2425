import CSSColor
import StarRatingSVG
import Testing
import TestSupport
import OutputText

/// A still picture that shows a colour is drawn through one filter
/// (`SVGScene.writeFilteredDrawing`): these read what it writes. The pixels, in every engine
/// and in CairoSVG, are RenderTests'.
@Suite struct FilteredDrawingTests {
    func tree(_ rating: StarRating) throws -> ParsedXMLElement {
        try ParsedXMLDocument(parsing: rating.svgString()).root
    }

    /// The drawing is one group under the filter, of two rectangles of tiles: the colour's up to
    /// the fill edge rounded down to a pixel, over the track's, from 2 px before that (so that
    /// their cut leaves no seam in the stars' alpha); nothing is masked.
    @Test(.cases(6), arguments: [(0.01, FillMode.area), (0.01, .linear), (0.3, .area), (2.5, .area), (3.6, .area), (5, .area)])
    func theGroupHoldsTheTwoRectanglesSplitAtTheEdge(value: Double, mode: FillMode) throws {
        // Linear at 0.01 puts the edge before the first tile (0.31 px): the cut stays on the tiles.
        let rating = try StarRating(value: value, fillMode: mode)
        let root = try tree(rating)
        let id = { (suffix: String) in rating.idPrefix + suffix }
        let drawn = root.elements.filter { !["title", "pattern", "filter"].contains($0.name) }
        try #require(drawn.map(\.name) == ["g"])
        #expect(drawn[0].attributes == ["filter": "url(#\(id("b")))"])
        let rects = drawn[0].elements
        try #require(rects.map(\.name) == ["rect", "rect"])
        let edge = try #require(rating.fillState(forValue: value)).edge
        let expectedCut = min(max(edge.rounded(.down), 3), 153)
        let trackMinX = max(expectedCut - 2, 3)
        #expect(rects[0].attributes == ["x": SVGNumberFormatter().string(trackMinX), "width": SVGNumberFormatter().string(153 - trackMinX),
                                        "height": "24", "fill": "url(#\(id("t")))"])
        #expect(rects[1].attributes == ["x": "3", "width": SVGNumberFormatter().string(expectedCut - 3), "height": "24",
                                        "fill": "url(#\(id("c")))"])
        #expect(!root.allElements.contains { $0.name == "mask" || $0.name == "use" || $0.attributes["mask"] != nil })
    }

    /// The soft edge is a step of the colour at the fill edge, blurred: a flood of the colour from
    /// the filter region's start to the whole pixel before the edge, and over it a flood of the
    /// pixel the edge falls in at the edge's fraction, blurred over the whole region. The floods
    /// write no height: a renderer with filters takes the region's, CairoSVG, which paints a
    /// flood as a rectangle, none.
    @Test(.cases(3), arguments: FillMode.allCases)
    func theSoftEdgeIsAStepAtTheFillEdgeBlurred(mode: FillMode) throws {
        let rating = try StarRating(starCount: 10, value: 6.3, levels: [2, 8], cellSize: 100, fillMode: mode)
        let elements = try tree(rating).allElements
        let floods = elements.filter { $0.name == "feFlood" }
        try #require(floods.count == 2)
        let tiles = (minX: 12.0, width: 10 * 125.0)  // from half a gap, rounded down
        let regionMinX = tiles.minX - 0.1 * tiles.width
        for flood in floods {
            #expect(flood.attributes["height"] == nil && flood.attributes["flood-color"] == "#fc0")
        }
        let edge = rating.row.fillEdge(forValue: 6.3, mode: mode), pixel = edge.rounded(.down)
        #expect(Double(floods[0].attributes["x"] ?? "") == regionMinX.rounded(.down), "the default region's start, a whole pixel")
        #expect(Double(floods[0].attributes["width"] ?? "").map { $0 + regionMinX.rounded(.down) } == pixel, "\(mode): up to \(pixel)")
        #expect(floods[0].attributes["result"] == "s" && floods[0].attributes["flood-opacity"] == nil)
        #expect(Double(floods[1].attributes["x"] ?? "") == pixel && floods[1].attributes["width"] == "1")
        let fraction = try #require(Double(floods[1].attributes["flood-opacity"] ?? ""))
        #expect(abs(pixel + fraction - edge) <= 0.005, "the step stands at \(edge), not \(pixel + fraction)")
        // The edge's pixel over the whole pixels': they do not overlap, so it is their sum.
        let over = try #require(elements.first { $0.name == "feComposite" && $0.attributes["in2"] == "s" })
        #expect(over.attributes == ["in2": "s"])
        let softEdge = try #require(elements.filter { $0.name == "feGaussianBlur" }.last)
        #expect(softEdge.attributes["stdDeviation"] == "2.01 0" && Double(softEdge.attributes["x"] ?? "") == regionMinX
                && Double(softEdge.attributes["width"] ?? "") == 1.2 * tiles.width)
    }

    /// Right to left the whole pixels' flood starts at the whole pixel after the mirrored edge
    /// and runs to the region's end, the edge's pixel is (1 − f) coloured, and the colour's
    /// rectangle is the one after the cut, over the track's.
    @Test func rightToLeftTheFloodsAndTheSplitAreMirrored() throws {
        let rating = try StarRating(value: 3.6, direction: .rightToLeft)
        let root = try tree(rating)
        let edge = 156 - (try #require(rating.fillState(forValue: 3.6))).edge
        let floods = root.allElements.filter { $0.name == "feFlood" }
        #expect(floods.map { $0.attributes["width"] } == [nil, "1"])
        #expect(floods.map { Double($0.attributes["x"] ?? "") } == [edge.rounded(.down) + 1, edge.rounded(.down)])
        let rects = try #require(root.elements.last?.elements)
        let cut = edge.rounded(.up)
        // The track's rectangle first, reaching 2 px past the cut under the colour's, which
        // runs from the cut to the tiles' end.
        #expect(rects.map { $0.attributes["fill"] } == ["url(#\(rating.idPrefix)t)", "url(#\(rating.idPrefix)c)"])
        #expect(rects[0].attributes["x"] == "3" && rects[1].attributes["x"] == SVGNumberFormatter().string(cut))
        #expect(rects[1].attributes["width"] == SVGNumberFormatter().string(153 - cut))
        let fraction = edge - edge.rounded(.down)
        #expect(abs((Double(floods[1].attributes["flood-opacity"] ?? "") ?? -1) - (1 - fraction)) <= 0.005, "\(floods[1].attributes) for \(edge)")
        #expect(rects[0].attributes["width"] == SVGNumberFormatter().string(cut + 2 - 3))
    }

    /// Where filters are missing, the rectangles' tiles show their own paint: the track's grey,
    /// and the band colour in the colour's tile, which takes the track tile's star, place and
    /// size; a colour's alpha is the flood's, not the rectangle's, whose alpha the filter reads
    /// as the stars' shape.
    @Test(.cases(3), arguments: [(2.5, "#ff3b30", nil), (3.6, "#fc0", nil), (4.5, "#34c759", ".5")])
    func theTilesArePaintedForRenderersWithoutFilters(value: Double, hex: String, opacity: String?) throws {
        let colors = try ["#ff3b30", "#fc0", opacity == nil ? "#34c759" : "rgb(52 199 89 / 0.5)"].map { try CSSColor(parsing: $0) }
        let rating = try StarRating(value: value, levels: [3, 4], colors: colors)
        let root = try tree(rating)
        let id = { (suffix: String) in rating.idPrefix + suffix }
        let patterns = root.elements.filter { $0.name == "pattern" }
        #expect(patterns.map { $0.attributes["id"] } == [id("t"), id("c")])
        #expect(patterns.map { $0.attributes["fill"] } == ["#ddd", hex])
        #expect(patterns[1].attributes == ["id": id("c"), "href": "#\(id("t"))", "fill": hex] && patterns[1].elements.isEmpty)
        let flood = try #require(root.allElements.first { $0.name == "feFlood" && $0.attributes["flood-color"] != nil })
        #expect(flood.attributes["flood-color"] == hex && flood.attributes["flood-opacity"] == opacity)
        #expect(!root.allElements.contains { $0.attributes["opacity"] != nil || $0.attributes["fill-opacity"] != nil })
    }

    /// The filter blends in sRGB; its region is the default unless the soft edge's blur needs more
    /// than 10 % of the tiles beside them (4σ), so that the floods' far end never fades into a star.
    @Test(.cases(6), arguments: [(16.0, 2.0, 1, "-.4" as String?), (24, 2, 5, nil), (24, 8, 1, "-1.07"), (24, 8, 10, "-.11"), (100, 2, 1, nil), (24, 2, 10, nil)])
    func theRegionLeavesTheSoftEdgeRoom(size: Double, sigma: Double, stars: Int, x: String?) throws {
        let rating = try StarRating(starCount: stars, value: 0.5, cellSize: size, blur: sigma)
        let filters = try tree(rating).allElements.filter { $0.name == "filter" }
        try #require(filters.count == 1)
        #expect(filters[0].attributes["color-interpolation-filters"] == "sRGB")
        #expect(filters[0].attributes["x"] == x)
        let tilesWidth = Double(stars) * rating.row.layout.cellSize * (1 + rating.row.layout.gapRatio)
        let margin = x.flatMap(Double.init).map { -$0 } ?? 0.1
        if x != nil {
            #expect(filters[0].attributes["width"] == SVGNumberFormatter().string(1 + 2 * margin))
            #expect(margin * tilesWidth >= 4 * sigma)
        } else {
            #expect(filters[0].attributes["width"] == nil)
        }
        // The floods start, and the soft edge's blur runs, from the region's start (a whole pixel).
        let tilesMinX = (rating.row.layout.cellMinX(ofStarAt: 0) / 2).rounded(.down)
        let regionMinX = tilesMinX - margin * tilesWidth
        let flood = try #require(filters[0].elements.first { $0.name == "feFlood" })
        #expect(Double(flood.attributes["x"] ?? "") == regionMinX.rounded(.down), "\(flood.attributes) vs \(regionMinX)")
        let softEdge = try #require(filters[0].elements.filter { $0.name == "feGaussianBlur" }.last)
        #expect(abs((Double(softEdge.attributes["x"] ?? "") ?? 0) - regionMinX) < 0.006
                && abs((Double(softEdge.attributes["width"] ?? "") ?? 0) - (1 + 2 * margin) * tilesWidth) < 0.006)
    }

    /// What moves, or answers a style sheet, keeps the tiles' mask, and so does a picture with
    /// no colour or no blur. (The HTML picture draws no SVG: `HTMLPictureLayersTests`.)
    @Test func movingFacesNoColourAndNoBlurKeepTheTiledDrawing() throws {
        let rating = try StarRating(value: 3)
        #expect(rating.animatedSVGDocument().string().contains("<mask"))
        #expect(try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(name: "r"))).html.contains("<mask"))
        #expect(try StarRating(value: 3, blur: 0).svgString().contains("<mask"))
        #expect(!(try StarRating(value: 0).svgString()).contains("feFlood"))
    }
}
