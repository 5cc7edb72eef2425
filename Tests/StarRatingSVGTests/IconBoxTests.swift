import StarGeometry
@testable import StarRatingSVG
import SVGKit
import Testing

/// `IconBox.viewBox` (issue 56, item 4): an icon fitted by its file's `viewBox` is drawn as its
/// set draws it at the cell's size, its line weight and margin kept; the fill edge is still a
/// share of the ink, placed where the ink now is; the PNG and the SVG place it alike; ink
/// outside the box makes the box grow; a box wider than tall fills the cell's width, centred.
@Suite struct IconBoxTests {
    /// Lucide's heart (lucide 1.1.4, `heart.svg`, ISC licence: the package's LICENSE quotes the
    /// icons' ISC text, under a heading that calls it MIT), as the set ships it: a 24-unit box
    /// with a 2-unit round stroke.
    static let lucideHeart = """
        <svg
          xmlns="http://www.w3.org/2000/svg"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
          stroke-linejoin="round"
        >
          <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
        </svg>
        """

    static func shape(_ file: String, box: IconBox) throws -> RatingShape {
        try RatingShape(iconFile: Array(file.utf8), box: box)
    }

    static func icon(_ shape: RatingShape) -> IconShape {
        guard case .icon(let icon) = shape else { preconditionFailure("an icon file makes an icon") }
        return icon
    }

    /// The width of the icon's line in a cell of `cellSize` pixels, as the rim reads it: with no
    /// floor and a large blur, the rim's σ is a quarter of it.
    static func lineWidth(_ shape: RatingShape, cellSize: Double) -> Double {
        4 * shape.rimDeviation(forBlur: 100, cellSize: cellSize, atLeast: 0)
    }

    @Test("a Lucide heart at 24 px by its viewBox: a 2.00 px line and Lucide's own ink box")
    func lucideHeartKeepsItsSetsBox() throws {
        let ink = try Self.shape(Self.lucideHeart, box: .ink)
        let viewBox = try Self.shape(Self.lucideHeart, box: .viewBox)
        // By its ink the heart fills the cell's width and its line grows with it: 2.18 px (the
        // ink's box is its stroke's outline's, within the outline's tolerance of 1 to 23).
        #expect(abs(Self.lineWidth(ink, cellSize: 24) - 2 * 24 / 22) < 1e-4)
        #expect(abs(Self.lineWidth(viewBox, cellSize: 24) - 2) < 1e-12)
        // By its box, at 24 px, one unit is one pixel and nothing moves: the SVG's path is the
        // icon's own, as Lucide's file draws it at 24 px.
        let fit = viewBox.fitting(inSquareOfSide: 24)
        #expect(fit.scale == 1 && fit.offset == Point(x: 0, y: 0))
        #expect(SVGPathData.fitted(viewBox, side: 24) == SVGPathData(icon: Self.icon(viewBox)))
        #expect(SVGPathData.fitted(ink, side: 24) != SVGPathData(icon: Self.icon(ink)))
        // The ink's box is Lucide's: x from 1 to 23 (the line's half width past 2 and 22).
        let box = Self.icon(viewBox).boundingBox
        #expect(abs(box.minX - 1) < 1e-3 && abs(box.maxX - 23) < 1e-3)
        #expect(viewBox.unitBoundingBox == ink.unitBoundingBox)
        #expect(Self.icon(viewBox).frame == Rect(minX: 0, minY: 0, width: 24, height: 24))
        #expect(Self.icon(ink).frame == nil)
    }

    @Test("the PNG puts the ink where the fit does: its coverage left of each pixel column is the ink's there")
    func pngPlacesTheInkAsTheFitDoes() throws {
        for (box, cellSize) in [(IconBox.viewBox, 24.0), (.viewBox, 40), (.ink, 24)] {
            let shape = try Self.shape(Self.lucideHeart, box: box)
            let icon = Self.icon(shape)
            let rating = try StarRating(starCount: 1, value: 1, cellSize: cellSize, gapRatio: 0, blur: 0, shape: shape)
            let layers = StarLayers(scene: RatingScene(rating: rating), scale: 1)
            let coverage = layers.coverage
            let fit = shape.fitting(inSquareOfSide: cellSize)
            let other = try Self.shape(Self.lucideHeart, box: box == .ink ? .viewBox : .ink).fitting(inSquareOfSide: cellSize)
            // The coverage left of each pixel column against the ink left of that line, both
            // in square pixels; by the other box's fit it is tens of square pixels off. The
            // PNG draws an icon's curves as the chords Chromium cuts them into, which lie
            // inside the curves by up to a seventh of a pixel, so along a stroke's two sides
            // its coverage trails the exact ink by up to a few square pixels.
            var left = 0.0, worst = 0.0, worstOther = 0.0
            for x in 0..<Int(cellSize) {
                for y in 0..<coverage.height { left += Double(coverage.values[y * coverage.width + x + layers.margin]) }
                let ink = icon.area(leftOf: (Double(x + 1) - fit.offset.x) / fit.scale) * fit.scale * fit.scale
                let otherInk = icon.area(leftOf: (Double(x + 1) - other.offset.x) / other.scale) * other.scale * other.scale
                worst = max(worst, abs(left - ink))
                worstOther = max(worstOther, abs(left - otherInk))
            }
            #expect(worstOther > 5, "\(box) at \(cellSize) px: the other box's fit is only \(worstOther) square pixels off")
            #expect(worst < 3, "\(box) at \(cellSize) px: coverage and ink differ by \(worst) square pixels")
            #expect(worstOther > 4 * worst, "\(box) at \(cellSize) px: the fit's \(worst) square pixels off, the other box's \(worstOther)")
        }
    }

    @Test("the fill edge is the same share of the ink in every mode, placed where the ink is",
          arguments: [FillMode.area, .width, .linear])
    func fillEdgeIsAShareOfTheInk(mode: FillMode) throws {
        let ink = try Self.shape(Self.lucideHeart, box: .ink)
        let viewBox = try Self.shape(Self.lucideHeart, box: .viewBox)
        let layout = try RowLayout(starCount: 5, cellSize: 48, gapRatio: 0.25)
        for value in [0.3, 1.5, 2.72, 4.9] {
            let edges = [ink, viewBox].map { shape in StarRow(layout: layout, shape: shape).fillEdge(forValue: value, mode: mode) }
            let cell = layout.cellMinX(ofStarAt: Int(value))
            // Back in the icon's units, the edge is where it was.
            let unit = [ink, viewBox].enumerated().map { index, shape in
                let fit = shape.fitting(inSquareOfSide: 48)
                return (edges[index] - cell - fit.offset.x) / fit.scale
            }
            if mode == .linear {
                #expect(edges[0] == edges[1], "linear ignores the shape: \(edges)")
            } else {
                #expect(abs(unit[0] - unit[1]) < 1e-9, "\(mode) \(value): \(unit)")
                #expect(edges[0] != edges[1], "\(mode) \(value): the edge moved with the ink")
            }
            if mode == .width {
                let box = viewBox.unitBoundingBox
                let fraction = value - value.rounded(.down)
                #expect(abs(unit[1] - (box.minX + fraction * box.width)) < 1e-9)
            }
        }
    }

    @Test("ink outside the viewBox: the box grows to hold it, so no ink leaves the cell")
    func inkOutsideTheBoxGrowsIt() throws {
        let file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h26v16H4z"/></svg>"#
        let shape = try Self.shape(file, box: .viewBox)
        #expect(Self.icon(shape).frame == Rect(minX: 0, minY: 0, width: 30, height: 24))
        let fit = shape.fitting(inSquareOfSide: 24)
        #expect(fit.scale == 0.8)
        let ink = shape.unitBoundingBox
        #expect(ink.maxX * fit.scale + fit.offset.x <= 24 && ink.minX * fit.scale + fit.offset.x >= 0)
        // Ink inside the box leaves it as it is.
        let inside = try Self.shape(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 28 28"><path d="M4 4h16v16H4z"/></svg>"#, box: .viewBox)
        #expect(Self.icon(inside).frame == Rect(minX: -2, minY: -2, width: 28, height: 28))
    }

    @Test("a viewBox wider than tall: its width fills the cell, the box centred")
    func wideBoxFillsTheWidthCentred() throws {
        let file = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 0 48 24"><path d="M20 4h8v8h-8z"/></svg>"#
        let shape = try Self.shape(file, box: .viewBox)
        let fit = shape.fitting(inSquareOfSide: 24)
        #expect(fit.scale == 0.5)
        // The box's left edge at the cell's, its middle (y 12) at the cell's middle.
        #expect(fit.offset == Point(x: -5, y: 6))
        let ink = try Self.shape(file, box: .ink).fitting(inSquareOfSide: 24)
        #expect(ink.scale == 3)
    }

    @Test("a framed icon is another shape: equality, hash, digest and every memo keyed by shape")
    func framedIconIsAnotherShape() throws {
        let ink = try Self.shape(Self.lucideHeart, box: .ink)
        let viewBox = try Self.shape(Self.lucideHeart, box: .viewBox)
        #expect(ink != viewBox)
        #expect(ink.hashValue != viewBox.hashValue)
        #expect(Self.icon(ink).contentDigest != Self.icon(viewBox).contentDigest)
        // Framed twice alike, equal; unframed by a box that is none, the icon made.
        #expect(Self.icon(ink).framed(by: Rect(minX: 0, minY: 0, width: 24, height: 24)) == Self.icon(viewBox))
        #expect(Self.icon(viewBox).framed(by: Rect(minX: .nan, minY: 0, width: 24, height: 24)) == Self.icon(ink))
        #expect(Self.icon(viewBox).framed(by: Rect(minX: 0, minY: 0, width: -1, height: 24)).contentDigest == Self.icon(ink).contentDigest)
        var memo = FillEdgeMemo()
        let layout = try RowLayout(starCount: 5, cellSize: 24, gapRatio: 0.25)
        _ = StarRow(layout: layout, shape: ink).fillEdge(forValue: 2.5, mode: .area, memo: &memo)
        _ = StarRow(layout: layout, shape: viewBox).fillEdge(forValue: 2.5, mode: .area, memo: &memo)
        #expect(memo.count == 2)
        // The SVG writer's templates: the second shape is drawn afresh, not from the first's.
        var writer = RatingSVGWriter()
        let ratings = try [ink, viewBox].map { try StarRating(value: 2.5, shape: $0, idPrefix: "r") }
        let first = writer.svgBytes(for: ratings[0])
        let second = writer.svgBytes(for: ratings[1])
        #expect(writer.templateCount == 2)
        #expect(first == ratings[0].svgBytes())
        #expect(second == ratings[1].svgBytes())
        #expect(first != second)
    }
}
