import SVGKit
import WebTemplates

/// Writes a live rating's snippet (`LiveRatingFace`): its markup (`Templates/live.html`), the
/// CSS layers' groups it shares with the HTML picture (`RatingStyleSheet`, `HTMLPictureLayers`)
/// at no value, with every band's colour layer, and its own groups (`Templates/live.css`) that
/// compute the fill edge and the band from `--starsvg-value`.
struct LiveSnippetWriter {
    /// The rating; its value shows where the page gives none.
    let rating: StarRating
    /// The face: the value slot, the animation, the linked sheet, the size unit, and how the
    /// snippet is written.
    let face: LiveRatingFace

    /// The writer of `rating` as `face`'s snippet, set apart from the rating's other snippets
    /// (`StarRating.distinguished(asSnippet:isAnimated:sizeUnit:)`).
    init(of rating: StarRating, face: LiveRatingFace) {
        self.rating = rating.distinguished(asSnippet: ["live"], isAnimated: face.isAnimated, sizeUnit: face.sizeUnit)
        self.face = face
    }

    /// The most the pieces of the area's edge stray from the exact edge, as a share of the
    /// star's cell: a fifth of a pixel at 40 px, well under what a tenth of a value moves it.
    static let edgeTolerance = 1.0 / 200

    /// The class of every live rating's root, which the common group selects.
    static let liveClass = "starsvg-live"

    /// The snippet.
    func snippet() -> HTMLSnippet {
        // The picture with no value of its own, and every band's colour in its palette; its
        // own groups colour the band layers.
        let scene = RatingScene(rating: rating, fill: nil)
        let bandCount = rating.colors.count
        let look = lookValues()
        // Its own inline sheet is scoped to it; a linked sheet is the page's.
        let css = RatingStyleSheet.build(options: writerOptions, isScopedToItself: !face.isStyleSheetLinked) { sheet in
            sheet.addPalette(of: rating, bands: Array(rating.colors.indices))
            HTMLPictureLayers(scene: scene, options: writerOptions).addGroups(to: &sheet)
            sheet.addDirection(of: rating, mirrorsInnerSVG: false)
            if face.isAnimated { sheet.addLoadAnimation(layered: true) }
            sheet.addClass(Self.liveClass)
            sheet.add("common", [:], from: LiveTemplates.styleGroups)
            for index in 0..<bandCount {
                sheet.add("band", ["index": .number(Double(index)), "position": .number(Double(index + 1))], from: LiveTemplates.styleGroups)
            }
            sheet.addNamed("starsvg-v", "look", look, from: LiveTemplates.styleGroups)
        }

        let slot: [TemplateValues] = face.valueSlot.map { [["text": .markup($0.text)]] } ?? []
        let values: TemplateValues = [
            "classes": .list(css.classes.map { ["class": .text($0)] }),
            "displayWidth": .text(WebLength.display(scene.width, in: face.sizeUnit, options: writerOptions)),
            "width": .number(scene.width),
            "height": .number(scene.height),
            "language": .list(rating.locale.map { [["lang": .text($0.tag)]] } ?? []),
            // A slot stands only inside attributes: the name is then aria-label, not the <title>.
            "title": .list(face.valueSlot == nil ? [["text": .text(rating.label)]] : []),
            "ariaLabel": .list(face.valueSlot == nil ? [] : [["parts": .list(labelParts())]]),
            "slot": .list(slot),
            "style": .list(face.isStyleSheetLinked ? [] : [["css": .text(css.groups.joined())]]),
            "bands": .list(Array(repeating: [:], count: bandCount)),
        ]
        var html = RatingTemplates.render(LiveTemplates.markup, values, "live.html", numberFormatter: formatter, lineBreaks: lineBreaks)
        // One final newline, as every snippet ends.
        while html.last == "\n" { html.removeLast() }
        html.append("\n")
        return HTMLSnippet(html: html, styleGroups: css.groups, script: nil)
    }

    /// The accessible name in parts, each followed by the slot where the value goes: the
    /// rating's label as it is without a slot (or when `--label` gave one of its own), else the
    /// texts' label with the slot for its value.
    private func labelParts() -> [TemplateValues] {
        let stars = rating.localizedNumber(Double(rating.starCount))
        let template = rating.texts.label
        guard let slot = face.valueSlot, rating.label == template.filled(value: rating.localizedNumber(rating.value), stars: stars) else {
            return [["text": .text(rating.label), "slot": .list([])]]
        }
        // A label holds no control character, so U+0001 marks the value's places.
        let marker = "\u{1}"
        let parts = template.filled(value: marker, stars: stars).split(separator: marker, omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            ["text": .text(String(part)), "slot": .list(index + 1 < parts.count ? [["text": .markup(slot.text)]] : [])]
        }
    }

    /// The look's group's values: the value's default and range, the edge, and each band's
    /// level.
    private func lookValues() -> TemplateValues {
        let layout = rating.row.layout
        let edge = LiveFillEdge(row: rating.row, mode: rating.fillMode, tolerance: Self.edgeTolerance * layout.cellSize)
        // In the drawing's pixels, as the picture's layers are (its viewBox scales them), with
        // two more decimals than the drawing's numbers: summed over up to a hundred stars, a
        // rounding must stay far below a pixel.
        let precise = SVGNumberFormatter(precision: writerOptions.numberPrecision + 2)
        let edgeText = edge.css(value: "var(--starsvg-v)", whole: "var(--starsvg-k)", fraction: "var(--starsvg-f)",
                                length: { precise.string($0) + "px" }, number: precise.string)
        let levels = rating.bands.levels.enumerated().map { index, level in
            ["position": .number(Double(index + 1)), "level": .number(level)] as TemplateValues
        }
        return [
            "default": .number(rating.value),
            "stars": .number(Double(rating.starCount)),
            "edge": .markup(edgeText),
            "levels": .list(levels),
        ]
    }

    /// Compact or pretty, and the number precision.
    private var writerOptions: SVGWriterOptions { face.writerOptions }

    private var formatter: SVGNumberFormatter { SVGNumberFormatter(precision: writerOptions.numberPrecision) }

    /// Compact output leaves out the templates' own line breaks.
    private var lineBreaks: MarkupTemplate.LineBreaks { RatingTemplates.lineBreaks(writerOptions) }
}
