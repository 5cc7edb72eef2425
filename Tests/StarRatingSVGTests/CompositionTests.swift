import Foundation
import Testing
import StarRatingSVG
import TestSupport

@Suite struct CompositionTests {
    func tree(_ rating: StarRating) throws -> ParsedXMLElement {
        try ParsedXMLDocument(parsing: rating.svgString()).root
    }

    /// The animated picture, drawn in tiles (`SVGScene.writeTiledDrawing`), as every face
    /// that shows one colour and moves is; a still one is drawn through one filter
    /// (`FilteredDrawingTests`).
    func tiledTree(_ rating: StarRating) throws -> ParsedXMLElement {
        try ParsedXMLDocument(parsing: rating.animatedSVGDocument().string()).root
    }

    @Test func rootCarriesSizeAccessibilityAndTitleFirst() throws {
        let rating = try StarRating(starCount: 10, value: 7, levels: [2, 8])
        let svg = try tree(rating)
        let layout = rating.row.layout
        #expect(svg.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg.attributes["width"] == "306" && layout.width == 306)
        #expect(svg.attributes["height"] == "24")
        #expect(svg.attributes["viewBox"] == "0 0 306 24")
        #expect(svg.attributes["role"] == "img")
        // The title names it (SVG-AAM); an aria-label would only repeat it.
        #expect(svg.attributes["aria-label"] == nil)
        #expect(svg.elements.first?.name == "title")
        #expect(svg.elements.first?.text == "Rating: 7 out of 10")
    }

    @Test(.cases(3), arguments: [("3.5", 5, "Rating: 3.5 out of 5"), ("0", 3, "Rating: 0 out of 3"), ("7.25", 10, "Rating: 7.25 out of 10")])
    func defaultLabelPrintsTheValueAsWritten(value: String, stars: Int, label: String) throws {
        let rating = try StarRating(starCount: stars, value: Double(value)!)
        #expect(rating.label == label)
        #expect(try tree(rating).elements.first?.text == label)
    }

    @Test func everyIDStartsWithThePrefixAndEveryReferenceResolves() throws {
        for value in [0.0, 2.5, 5] {
            let rating = try StarRating(value: value)
            let elements = try tree(rating).allElements
            let ids = elements.compactMap { $0.attributes["id"] }
            #expect(Set(ids).count == ids.count, "duplicate ids at \(value)")
            // Each id is the prefix and one character, so ids of two prefixes of one length never meet.
            #expect(ids.allSatisfy { $0.hasPrefix(rating.idPrefix) && $0.count == rating.idPrefix.count + 1 }, "\(ids)")
            for element in elements {
                for (name, text) in element.attributes {
                    var referenced: [String] = []
                    if name == "href" || name == "xlink:href" {
                        #expect(text.hasPrefix("#"))
                        referenced.append(String(text.dropFirst()))
                    }
                    if let range = text.range(of: "url(#") {
                        referenced.append(String(text[range.upperBound...].prefix { $0 != ")" }))
                    }
                    for id in referenced {
                        #expect(ids.contains(id), "\(element.name) \(name)=\(text) names no element (value \(value))")
                    }
                }
            }
        }
    }

    /// Plain `href` by default, nothing of xlink; with `includingXLink`, `xlink:href` beside
    /// every `href`, equal to it, and the namespace declared on the root.
    @Test func referencesArePlainHrefUnlessXLinkIsAskedFor() throws {
        let plain = try tree(StarRating(value: 3))
        let uses = plain.allElements.filter { $0.attributes["href"] != nil }
        #expect(uses.map(\.name) == ["pattern"])  // the colour tile, which takes the track tile's star
        #expect(!plain.allElements.contains { $0.attributes["xlink:href"] != nil })
        // The animated picture's colour tile holds a `<use>` of the star as well.
        #expect(try tiledTree(StarRating(value: 3)).allElements.filter { $0.attributes["href"] != nil }.map(\.name) == ["pattern", "use"])
        #expect(plain.attributes["xmlns:xlink"] == nil)
        #expect(!(try StarRating(value: 3).svgString()).contains("xlink"))

        let rating = try StarRating(value: 3)
        let linked = try ParsedXMLDocument(parsing: rating.svgString(includingXLink: true)).root
        #expect(linked.attributes["xmlns:xlink"] == "http://www.w3.org/1999/xlink")
        let linkedUses = linked.allElements.filter { $0.attributes["href"] != nil }
        #expect(linkedUses.count == uses.count)
        for use in linkedUses { #expect(use.attributes["href"] != nil && use.attributes["href"] == use.attributes["xlink:href"]) }
        // Only the links differ, and the arcs' flags, spaced for the old tools --xlink is for.
        let linkedText = rating.svgString(includingXLink: true)
        #expect(linkedText.contains("a1.08 1.08 0 0 0 .87.64") && !rating.svgString().contains("a1.08 1.08 0 0 0 "))
        #expect(linkedText.replacingOccurrences(of: #" xlink:href="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #" xmlns:xlink="http://www.w3.org/1999/xlink""#, with: "")
            .replacingOccurrences(of: #"(a[0-9.]+ [0-9.]+ 0) ([01]) ([01]) ?"#, with: "$1 $2$3", options: .regularExpression) == rating.svgString())
    }

    @Test func zeroShowsNoColorAtAll() throws {
        let rating = try StarRating(value: 0)
        #expect(rating.color == nil)
        let elements = try tree(rating).allElements
        // No soft-edged fill mask, no colour: the one rectangle is the track's, its tile's star
        // painted in the track's grey for renderers without filters.
        #expect(!elements.contains { $0.name == "mask" })
        #expect(elements.filter { $0.name == "rect" }.map { $0.attributes["fill"] } == ["url(#\(rating.idPrefix)t)"])
        #expect(elements.filter { $0.name == "pattern" }.map { $0.attributes["fill"] } == ["#ddd"])
        #expect(!elements.contains { $0.attributes["fill"].map { $0 != "#ddd" && !$0.hasPrefix("url(") } ?? false })
    }

    @Test(.cases(6), arguments: [(1.0, "#ff3b30"), (2, "#ff3b30"), (2.01, "#fc0"), (8, "#fc0"), (8.5, "#34c759"), (10, "#34c759")])
    func colorFollowsTheBands(value: Double, hex: String) throws {
        let rating = try StarRating(starCount: 10, value: value, levels: [2, 8])
        let fills = try tree(rating).allElements.compactMap { $0.attributes["fill"] }
            .filter { $0 != "#fff" && $0 != "#ddd" && !$0.hasPrefix("url(") }
        #expect(fills == [hex])
    }

    @Test func customColorsAreWrittenAsHex() throws {
        let colors = try ["tomato", "#abc", "SeaGreen"].map { try CSSColor(parsing: $0) }
        let rating = try StarRating(value: 4.5, colors: colors)
        #expect(try tree(rating).allElements.contains { $0.attributes["fill"] == "#2e8b57" })
    }

    @Test func maskEdgeSitsOnTheFillEdge() throws {
        for mode in FillMode.allCases {
            let rating = try StarRating(starCount: 10, value: 6.3, levels: [2, 8], cellSize: 100, fillMode: mode, blur: 0)
            let elements = try tree(rating).allElements
            let rect = try #require(elements.first { $0.name == "mask" }?.elements.first)
            #expect(rect.attributes["transform"] == nil, "a still picture places the rectangle with x")
            let expected = rating.row.fillEdge(forValue: 6.3, mode: mode)
            // The rectangle's right edge (x + width) is the fill edge.
            let x = try #require(Double(rect.attributes["x"] ?? ""))
            let width = try #require(Double(rect.attributes["width"] ?? ""))
            #expect(abs(x + width - expected) < 0.01, "\(mode): \(x) + \(width) vs \(expected)")
        }
    }

    /// The reference's blur is 2 px whatever the size; written 2.01 (see
    /// `RatingScene.stdDeviation(_:)`), the soft edge's horizontally only.
    @Test(.cases(5), arguments: [16.0, 24, 48, 100, 2000])
    func theBlurIsTwoPixelsAtEverySize(size: Double) throws {
        let rating = try StarRating(starCount: 10, value: 6.3, levels: [2, 8], cellSize: size)
        #expect(rating.blur == 2)
        let blurs = try tree(rating).allElements.filter { $0.name == "feGaussianBlur" }.map { $0.attributes["stdDeviation"] }
        // The bevel's (the track's and the rim's), the soft edge's.
        #expect(blurs == ["2.01", "2.01 0"])
        let tiledBlurs = try tiledTree(rating).allElements.filter { $0.name == "feGaussianBlur" }.map { $0.attributes["stdDeviation"] }
        #expect(tiledBlurs == ["2.01", "2.01", "2.01 0"])
    }

    @Test func anotherBlurIsWrittenAsGiven() throws {
        let rating = try StarRating(value: 2.5, blur: 3.5)
        let blurs = try tree(rating).allElements.filter { $0.name == "feGaussianBlur" }.map { $0.attributes["stdDeviation"] }
        #expect(blurs == ["3.5", "3.5 0"])
    }

    @Test func noBlurWritesNoFilterAndAHardEdge() throws {
        let rating = try StarRating(value: 2.5, blur: 0)
        let elements = try tree(rating).allElements
        #expect(!elements.contains { $0.name == "filter" || $0.attributes["filter"] != nil })
        // The colour and the track's white stars at half opacity are still there; the rim is not.
        #expect(elements.filter { $0.name == "pattern" }.map { $0.attributes["fill"] } == ["#fff", "#fc0"])
        #expect(elements.filter { $0.name == "rect" && $0.attributes["opacity"] == ".5" }.count == 1, "the track's")
        #expect(throws: StarRatingError.blurOutOfRange(8.5)) { try StarRating(value: 1, blur: 8.5) }
        #expect(throws: StarRatingError.blurOutOfRange(-1)) { try StarRating(value: 1, blur: -1) }
        #expect(throws: StarRatingError.self) { try StarRating(value: 1, blur: .nan) }
    }

    /// Where filters are missing, the tiles' stars are drawn in their own paint, so it is the
    /// one such a renderer should show: the band colour in the colour tile, the track's grey in
    /// the track tile. The track filter reads the stars' alpha only, and the rim filter lays
    /// black over the colour, so neither depends on another paint.
    @Test(.cases(3), arguments: [(2.5, "#ff3b30", nil), (3.6, "#fc0", nil), (4.5, "#34c759", ".5")])
    func theTilesArePaintedForRenderersWithoutFilters(value: Double, hex: String, opacity: String?) throws {
        let colors = try ["#ff3b30", "#fc0", opacity == nil ? "#34c759" : "rgb(52 199 89 / 0.5)"].map { try CSSColor(parsing: $0) }
        let rating = try StarRating(value: value, levels: [3, 4], colors: colors)
        let root = try tiledTree(rating)
        // The animated picture's ids are its own, its root's.
        let prefix = root.attributes["id"] ?? ""
        let id = { (suffix: String) in prefix + suffix }
        let drawn = root.elements.filter { $0.name == "rect" }
        try #require(drawn.count == 2)
        let (track, colour) = (drawn[0], drawn[1])
        // The bevel's opacity is the track filter's: CairoSVG would apply the rectangle's twice.
        #expect(track.attributes == ["x": "3", "width": "150", "height": "24", "fill": "url(#\(id("t")))", "filter": "url(#\(id("b")))",
                                     "class": "starsvg-track"])
        #expect(colour.attributes["fill"] == "url(#\(id("c")))" && colour.attributes["filter"] == "url(#\(id("e")))"
                && colour.attributes["mask"] == "url(#\(id("f")))")
        // The colour's own opacity thins the whole layer, after the filter and the mask.
        #expect(colour.attributes["opacity"] == opacity && colour.attributes["fill-opacity"] == nil)
        let patterns = root.allElements.filter { $0.name == "pattern" }
        #expect(patterns.map { $0.attributes["id"] } == [id("t"), id("c")])
        #expect(patterns.map { $0.attributes["fill"] } == ["#ddd", hex])
        #expect(patterns[0].elements.map(\.name) == ["path"] && patterns[1].elements.map(\.name) == ["use"])
        #expect(patterns[1].attributes["href"] == "#\(id("t"))", "the colour tile takes the track tile's place and size")
        #expect(patterns[1].elements[0].attributes == ["href": "#\(id("s"))"])
        #expect(root.allElements.filter { $0.name == "filter" }.map { $0.attributes["id"] } == [id("b"), id("e"), id("m")])
    }

    /// The tiles' filters blend in sRGB, named once on the `<defs>` that holds them, and take the
    /// default region of the row's rectangle: only their blur inside the stars is kept, where
    /// it takes in nothing from outside the region. The soft edge's filter takes the default
    /// region too, which its rectangle, at least 40σ wide, makes 4σ or more beside the edge.
    @Test(.cases(8), arguments: [(16.0, 2.0, 1), (16, 2, 10), (50, 2, 3), (24, 8, 1), (24, 8, 10), (100, 0.5, 3), (24, 2, 1), (24, 2, 10)])
    func filterRegionsAreTheDefaults(size: Double, sigma: Double, stars: Int) throws {
        let rating = try StarRating(starCount: stars, value: 0.5, cellSize: size, blur: sigma)
        let scene = RatingScene(rating: rating)
        let root = try tiledTree(rating)
        let filters = root.allElements.filter { $0.name == "filter" }
        #expect(filters.count == 3)
        for filter in filters { #expect(filter.attributes.keys.sorted() == ["id"], "\(filter.attributes)") }
        let defs = try #require(root.elements.first { $0.name == "defs" })
        #expect(defs.attributes == ["color-interpolation-filters": "sRGB"])
        let prefix = root.attributes["id"] ?? ""
        #expect(defs.elements.map { $0.attributes["id"] } == [prefix + "b", prefix + "e"])
        let mask = try Self.fillMaskRect(root)
        #expect(mask.width >= 40 * sigma - 0.01 && mask.width >= scene.width + 8 * sigma - 0.01, "\(mask)")
    }

    /// The fill mask's rectangle, before it slides (an animated picture slides it with a
    /// `transform`): its edge at x = 0, blurred horizontally only, so it spans the row's height
    /// exactly; wide enough that its far edge stays 8σ from the row and the default filter
    /// region, the rectangle + 10 %, leaves 4σ beside the edge. Right to left, its mirror image.
    @Test(.cases(2), arguments: [false, true])
    func theFillMaskSizesItsBlurRoomFromTheBlur(isRightToLeft: Bool) throws {
        let rating = try StarRating(value: 3, cellSize: 100, direction: isRightToLeft ? .rightToLeft : .leftToRight)
        let scene = RatingScene(rating: rating)
        let sigma = rating.blur
        let rect = try Self.fillMaskRect(tiledTree(rating))
        #expect(isRightToLeft ? rect.x == scene.width : rect.x + rect.width == 0, "the mask's edge starts at the row's start")
        #expect(rect.y == 0 && rect.height == scene.height)
        #expect(rect.width >= scene.width + 8 * sigma && rect.width >= 40 * sigma)
        #expect(rect.width / 10 >= 4 * sigma, "the default filter region, the rectangle + 10 %, leaves 4σ beside the edge")
    }

    /// The written place and size of the rectangle in the picture's fill mask.
    static func fillMaskRect(_ root: ParsedXMLElement) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let mask = try #require(root.allElements.first { $0.name == "mask" })
        let rect = try #require(mask.elements.first { $0.name == "rect" })
        func number(_ name: String) throws -> Double { try #require(Double(rect.attributes[name] ?? "0"), "\(name)") }
        return (try number("x"), try number("y"), try number("width"), try number("height"))
    }

    @Test func sameParametersGiveSameBytesAndDifferentOnesDifferentIDs() throws {
        let a = try StarRating(starCount: 10, value: 7, levels: [2, 8])
        let b = try StarRating(starCount: 10, value: 7, levels: [2, 8])
        #expect(a.svgBytes() == b.svgBytes())
        var prefixes: Set<String> = [a.idPrefix]
        let variants = [
            try StarRating(starCount: 10, value: 7.5, levels: [2, 8]),
            try StarRating(starCount: 10, value: 7, levels: [3, 8]),
            try StarRating(starCount: 10, value: 7, levels: [2, 8], cellSize: 25),
            try StarRating(starCount: 10, value: 7, levels: [2, 8], gapRatio: 0.3),
            try StarRating(starCount: 10, value: 7, levels: [2, 8], fillMode: .width),
            try StarRating(starCount: 10, value: 7, levels: [2, 8], blur: 1),
            try StarRating(starCount: 10, value: 7, levels: [2, 8], label: "Seven"),
            try StarRating(starCount: 9, value: 7, levels: [2, 8]),
        ]
        for variant in variants { prefixes.insert(variant.idPrefix) }
        #expect(prefixes.count == variants.count + 1)
        #expect(a.idPrefix.range(of: "^[A-Za-z][A-Za-z0-9]{5}$", options: .regularExpression) != nil, "\(a.idPrefix)")
    }

    @Test func givenIDPrefixIsUsedEverywhere() throws {
        let svg = try StarRating(value: 3, idPrefix: "hotel-42").svgString()
        #expect(svg.contains("id=\"hotel-42t\""))
        let ids = try ParsedXMLDocument(parsing: svg).root.allElements.compactMap { $0.attributes["id"] }
        #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix("hotel-42") && $0.count == 9 }, "\(ids)")
    }

    @Test func prettyAndCompactCarryTheSameDocument() throws {
        let rating = try StarRating(starCount: 7, value: 4.4, label: "Four & a bit <of> 7")
        let compact = rating.svgString()
        let pretty = rating.svgString(options: .pretty)
        #expect(compact.filter { $0 == "\n" }.count == 1)
        #expect(pretty.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined() + "\n" == compact)
        #expect(try ParsedXMLDocument(parsing: pretty).root.elements.first?.text == "Four & a bit <of> 7")
    }

    @Test func theRowIsTwoRectanglesFilledWithTiles() throws {
        let rating = try StarRating(value: 2.5)
        let svg = try tiledTree(rating)
        // Definitions, patterns, masks and filters draw nothing by themselves.
        let drawn = svg.elements.filter { !["title", "style", "defs", "pattern", "mask", "filter"].contains($0.name) }
        #expect(drawn.map(\.name) == ["rect", "rect"])
        let prefix = svg.attributes["id"] ?? ""
        #expect(drawn.map { $0.attributes["fill"] } == ["url(#\(prefix)t)", "url(#\(prefix)c)"])
        // Over the five tiles, from half a gap before the first star to half a gap after the last.
        #expect(drawn.allSatisfy { $0.attributes["x"] == "3" && $0.attributes["width"] == "150" && $0.attributes["height"] == "24" })
    }

    /// Every tile is one cell and the gap after it, from half a gap before the first star
    /// (rounded down to a whole pixel), and holds the first star where it stands in it: then
    /// tile k holds star k where its cell is, and the row's rectangle every star and no other.
    @Test(.cases(13), arguments: [1, 2, 3, 4, 5, 7, 8, 10, 31, 64, 65, 99, 100])
    func everyStarIsPlacedInItsCell(stars: Int) throws {
        let rating = try StarRating(starCount: stars, value: 1, cellSize: 40.5, gapRatio: 0.5)
        let elements = try tiledTree(rating).allElements
        let layout = rating.row.layout
        // The colour tile takes the track tile's place and size (its `href`).
        for pattern in elements.filter({ $0.name == "pattern" && $0.attributes["href"] == nil }) {
            #expect(pattern.attributes["patternUnits"] == "userSpaceOnUse")
            #expect(pattern.attributes["x"] == "10" && pattern.attributes["width"] == "60.75" && pattern.attributes["height"] == "40.5")
        }
        // The rectangles cover exactly the row's tiles, from the first tile's start.
        for rect in elements.filter({ $0.name == "rect" && $0.attributes["fill"]?.hasPrefix("url(") == true }) {
            #expect(rect.attributes["x"] == "10" && Double(rect.attributes["width"] ?? "") == Double(stars) * 60.75, "\(rect.attributes)")
        }
        #expect(TiledRow(elements)?.starCount == stars)
        #expect(layout.cellMinX(ofStarAt: 0) - 10 == 10.25, "the star stands 10.25 into its tile")
        // The path is the first star, where it stands in its tile, from the end of its
        // outline's last line (which the path's closing draws).
        let path = try #require(elements.first { $0.name == "path" })
        let d = try #require(path.attributes["d"])
        let startX = try #require(Double(d.dropFirst().prefix { $0 != " " && $0 != "-" }))
        let segments = try #require(rating.row.starOutline).segments
        let lastLine = try #require(segments.lastIndex { $0.isLine })
        let outlineStart = segments[lastLine].end.x + layout.cellMinX(ofStarAt: 0) - 10
        #expect(abs(startX - outlineStart) < 0.006, "\(d.prefix(20)) vs \(outlineStart)")
    }

    /// The size budgets: the reference at most 1,500 bytes, and a star added costs nothing but
    /// the digits of the row's width, since the tiles repeat the one star.
    @Test func typicalOutputStaysSmall() throws {
        #expect(try StarRating(starCount: 10, value: 7, levels: [2, 8]).svgBytes().count <= 1500)
        func size(_ stars: Int) throws -> Int { try StarRating(starCount: stars, value: 0, label: "Stars").svgBytes().count }
        var previous = try size(1)
        for stars in 2...100 {
            let current = try size(stars)
            #expect(current - previous <= 6, "\(stars) stars: \(current) bytes, \(current - previous) more than \(stars - 1)")
            previous = current
        }
        #expect(try StarRating(starCount: 100, value: 70, levels: [20, 80]).svgBytes().count <= 1520)
    }
}

/// A rating input keeps the row drawing: its stars `<use>` by `<use>`, built by doubling, under
/// one mask of their shapes.
@Suite struct RowDrawingTests {
    /// The input's SVG, parsed.
    func svg(_ rating: StarRating) throws -> ParsedXMLElement {
        let html = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions())).html
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>"))
        return try ParsedXMLDocument(parsing: String(html[start.lowerBound..<end.upperBound])).root
    }

    @Test(.cases(11), arguments: [1, 2, 3, 5, 7, 8, 10, 31, 64, 65, 100])
    func everyStarIsPlacedInItsCell(stars: Int) throws {
        let rating = try StarRating(starCount: stars, value: 1, cellSize: 40.5, gapRatio: 0.5, idPrefix: "in")
        let elements = try svg(rating).allElements
        let row = try #require(elements.first { $0.attributes["id"] == "inr" })
        let offsets = row.drawnPathOffsets(in: elements).sorted()
        let layout = rating.row.layout
        let expected = (0..<stars).map { layout.cellMinX(ofStarAt: $0) - layout.cellMinX(ofStarAt: 0) }
        #expect(offsets.count == stars)
        for (offset, cell) in zip(offsets, expected) {
            // Each use's x is rounded to a hundredth; a star sits under at most 7 of them.
            #expect(abs(offset - cell) <= 0.035, "\(offsets) vs \(expected)")
        }
    }

    @Test func theWholeStackIsMaskedOnceByTheStarShapes() throws {
        let rating = try StarRating(value: 2, idPrefix: "in")
        let svg = try svg(rating)
        // The forced-colours outline, hidden, then the stack under the star mask.
        let drawn = svg.elements.filter { !["title", "style", "mask", "filter"].contains($0.name) }
        #expect(drawn.map(\.name) == ["use", "g"])
        #expect(drawn[0].attributes["display"] == "none" && drawn[0].attributes["class"] == "starsvg-outline")
        #expect(drawn[1].attributes["mask"] == "url(#ink)")
        let starMask = try #require(svg.allElements.first { $0.attributes["id"] == "ink" })
        #expect(starMask.attributes["fill"] == "#fff")
        #expect(starMask.elements.map { $0.attributes["id"] } == ["inr"])
        // Every band's layer, the last at the bottom.
        let layers = try #require(drawn[1].elements.last?.elements.filter { $0.name == "rect" })
        #expect(layers.map { $0.attributes["class"] } == ["starsvg-c2", "starsvg-c1", "starsvg-c0"])
    }
}
