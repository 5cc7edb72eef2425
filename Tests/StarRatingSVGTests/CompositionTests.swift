import Foundation
import Testing
import StarRatingSVG
import TestSupport

@Suite struct CompositionTests {
    func tree(_ rating: StarRating) throws -> ParsedXMLElement {
        try ParsedXMLDocument(parsing: rating.svgString()).root
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
        #expect(svg.attributes["aria-label"] == "Rating: 7 out of 10")
        #expect(svg.elements.first?.name == "title")
        #expect(svg.elements.first?.text == "Rating: 7 out of 10")
    }

    @Test(arguments: [("3.5", 5, "Rating: 3.5 out of 5"), ("0", 3, "Rating: 0 out of 3"), ("7.25", 10, "Rating: 7.25 out of 10")])
    func defaultLabelPrintsTheValueAsWritten(value: String, stars: Int, label: String) throws {
        let rating = try StarRating(starCount: stars, value: Double(value)!)
        #expect(rating.label == label)
        #expect(try tree(rating).attributes["aria-label"] == label)
    }

    @Test func everyIDStartsWithThePrefixAndEveryReferenceResolves() throws {
        for value in [0.0, 2.5, 5] {
            let rating = try StarRating(value: value)
            let elements = try tree(rating).allElements
            let ids = elements.compactMap { $0.attributes["id"] }
            #expect(Set(ids).count == ids.count, "duplicate ids at \(value)")
            #expect(ids.allSatisfy { $0.hasPrefix(rating.idPrefix + "-") }, "\(ids)")
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
        let uses = plain.allElements.filter { $0.name == "use" }
        #expect(uses.count == 5 + 3)  // the row, then bevel, colour and rim layers
        for use in uses { #expect(use.attributes["href"] != nil && use.attributes["xlink:href"] == nil) }
        #expect(plain.attributes["xmlns:xlink"] == nil)
        #expect(!(try StarRating(value: 3).svgString()).contains("xlink"))

        let rating = try StarRating(value: 3)
        let linked = try ParsedXMLDocument(parsing: rating.svgString(includingXLink: true)).root
        #expect(linked.attributes["xmlns:xlink"] == "http://www.w3.org/1999/xlink")
        let linkedUses = linked.allElements.filter { $0.name == "use" }
        #expect(linkedUses.count == uses.count)
        for use in linkedUses { #expect(use.attributes["href"] != nil && use.attributes["href"] == use.attributes["xlink:href"]) }
        // Only the links differ.
        #expect(rating.svgString(includingXLink: true).replacingOccurrences(of: #" xlink:href="[^"]*""#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #" xmlns:xlink="http://www.w3.org/1999/xlink""#, with: "") == rating.svgString())
    }

    @Test func zeroShowsNoColorAtAll() throws {
        let rating = try StarRating(value: 0)
        #expect(rating.color == nil)
        let elements = try tree(rating).allElements
        // Only the star-shape mask: no soft-edged fill mask, no colour.
        #expect(elements.filter { $0.name == "mask" }.map { $0.attributes["id"] } == [rating.idPrefix + "-k"])
        #expect(!elements.contains { $0.name == "rect" })
        #expect(!elements.contains { $0.attributes["fill"].map { $0 != "#fff" } ?? false })
    }

    @Test(arguments: [(1.0, "#ff3b30"), (2, "#ff3b30"), (2.01, "#ffcc00"), (8, "#ffcc00"), (8.5, "#34c759"), (10, "#34c759")])
    func colorFollowsTheBands(value: Double, hex: String) throws {
        let rating = try StarRating(starCount: 10, value: value, levels: [2, 8])
        let fills = try tree(rating).allElements.compactMap { $0.attributes["fill"] }.filter { $0 != "#fff" }
        #expect(fills == [hex])
    }

    @Test func customColorsAreWrittenAsHex() throws {
        let colors = try ["tomato", "#abc", "SeaGreen"].map { try CSSColor(parsing: $0) }
        let rating = try StarRating(value: 4.5, colors: colors)
        #expect(try tree(rating).allElements.contains { $0.attributes["fill"] == "#2e8b57" })
    }

    @Test func maskEdgeSitsOnTheFillEdge() throws {
        for mode in FillMode.allCases {
            let rating = try StarRating(starCount: 10, value: 6.3, levels: [2, 8], cellSize: 100, fillMode: mode)
            let elements = try tree(rating).allElements
            let rect = try #require(elements.first { $0.name == "rect" })
            let transform = try #require(rect.attributes["transform"])
            let expected = rating.row.fillEdge(forValue: 6.3, mode: mode)
            let dx = try #require(Double(transform.dropFirst("translate(".count).prefix { $0 != " " }))
            #expect(abs(dx - expected) <= 0.005, "\(mode): \(transform) vs \(expected)")
            // The rectangle's right edge (x + width) is at 0 before the slide.
            let x = try #require(Double(rect.attributes["x"] ?? ""))
            let width = try #require(Double(rect.attributes["width"] ?? ""))
            #expect(abs(x + width) < 0.01)
        }
    }

    /// The reference's blur is 2 px whatever the size; written 2.01 (see
    /// `RatingScene.stdDeviation(_:)`), the soft edge's horizontally only.
    @Test(arguments: [16.0, 24, 48, 100, 2000])
    func theBlurIsTwoPixelsAtEverySize(size: Double) throws {
        let rating = try StarRating(starCount: 10, value: 6.3, levels: [2, 8], cellSize: size)
        #expect(rating.blur == 2)
        let blurs = try tree(rating).allElements.filter { $0.name == "feGaussianBlur" }.map { $0.attributes["stdDeviation"] }
        #expect(blurs == ["2.01", "2.01", "2.01 0"])
    }

    @Test func anotherBlurIsWrittenAsGiven() throws {
        let rating = try StarRating(value: 2.5, blur: 3.5)
        let blurs = try tree(rating).allElements.filter { $0.name == "feGaussianBlur" }.map { $0.attributes["stdDeviation"] }
        #expect(blurs == ["3.5", "3.5", "3.5 0"])
    }

    @Test func noBlurWritesNoFilterAndAHardEdge() throws {
        let rating = try StarRating(value: 2.5, blur: 0)
        let elements = try tree(rating).allElements
        #expect(!elements.contains { $0.name == "filter" || $0.attributes["filter"] != nil })
        // The colour and the bevel's white at half opacity are still there; the rim is not.
        #expect(elements.contains { $0.name == "rect" && $0.attributes["fill"] == "#ffcc00" })
        #expect(elements.filter { $0.name == "use" && $0.attributes["opacity"] == "0.5" }.count == 1)
        #expect(throws: StarRatingError.blurOutOfRange(8.5)) { try StarRating(value: 1, blur: 8.5) }
        #expect(throws: StarRatingError.blurOutOfRange(-1)) { try StarRating(value: 1, blur: -1) }
        #expect(throws: StarRatingError.self) { try StarRating(value: 1, blur: .nan) }
    }

    @Test(arguments: [(16.0, 2.0), (50, 2), (24, 8), (100, 0.5)])
    func filterRegionsAreExplicitAndLeaveFourSigma(size: Double, sigma: Double) throws {
        let rating = try StarRating(value: 2.5, cellSize: size, blur: sigma)
        let width = rating.row.layout.width, height = rating.row.layout.height
        for filter in try tree(rating).allElements where filter.name == "filter" {
            #expect(filter.attributes["filterUnits"] == "userSpaceOnUse")
            #expect(filter.attributes["color-interpolation-filters"] == "sRGB")
            let x = Double(filter.attributes["x"]!)!, y = Double(filter.attributes["y"]!)!
            let w = Double(filter.attributes["width"]!)!, h = Double(filter.attributes["height"]!)!
            // Every region covers the whole row with 4σ to spare where the row's content is.
            #expect(y <= -4 * sigma && y + h >= height + 4 * sigma, "\(filter.attributes)")
            #expect(x + w >= 4 * sigma - 0.001 && x <= -4 * sigma, "\(filter.attributes)")
            #expect(w >= width, "\(filter.attributes)")
        }
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
        #expect(a.idPrefix.range(of: "^sr[0-9a-f]{8}$", options: .regularExpression) != nil)
    }

    @Test func givenIDPrefixIsUsedEverywhere() throws {
        let svg = try StarRating(value: 3, idPrefix: "hotel-42").svgString()
        #expect(svg.contains("id=\"hotel-42-s\""))
        #expect(!svg.contains("id=\"sr"))
    }

    @Test func prettyAndCompactCarryTheSameDocument() throws {
        let rating = try StarRating(starCount: 7, value: 4.4, label: "Four & a bit <of> 7")
        let compact = rating.svgString()
        let pretty = rating.svgString(options: .pretty)
        #expect(compact.filter { $0 == "\n" }.count == 1)
        #expect(pretty.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined() + "\n" == compact)
        #expect(try ParsedXMLDocument(parsing: pretty).root.elements.first?.text == "Four & a bit <of> 7")
    }

    @Test func theWholeStackIsMaskedOnceByTheStarShapes() throws {
        let rating = try StarRating(value: 2.5)
        let svg = try tree(rating)
        let drawn = svg.elements.filter { $0.name != "title" && $0.name != "defs" }
        #expect(drawn.count == 1 && drawn.first?.name == "g")
        #expect(drawn.first?.attributes["mask"] == "url(#\(rating.idPrefix)-k)")
        let starMask = try #require(svg.allElements.first { $0.attributes["id"] == rating.idPrefix + "-k" })
        #expect(starMask.elements.map(\.name) == ["use"])
        #expect(starMask.elements.first?.attributes["href"] == "#\(rating.idPrefix)-r")
        #expect(starMask.elements.first?.attributes["fill"] == "#fff")
    }

    @Test func everyStarIsPlacedInItsCell() throws {
        let rating = try StarRating(starCount: 4, value: 1, cellSize: 40, gapRatio: 0.5)
        let uses = try tree(rating).allElements.filter { $0.name == "use" && $0.attributes["x"] != nil }
        #expect(uses.map { $0.attributes["x"]! } == ["20", "80", "140", "200"])
    }

    @Test func typicalOutputStaysSmall() throws {
        // The brief aims at about a kilobyte; guard against accidental bloat.
        #expect(try StarRating(value: 3.5).svgBytes().count < 2300)
        #expect(try StarRating(starCount: 10, value: 7, levels: [2, 8]).svgBytes().count < 2600)
    }
}
