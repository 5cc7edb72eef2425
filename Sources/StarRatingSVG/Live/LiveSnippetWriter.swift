import SVGKit
import WebTemplates

/// Writes a live rating's snippet (`LiveRatingFace`): the HTML picture's markup and style
/// sheet groups (`RatingStyleSheet`) for the look with no value fixed, and its own groups
/// (`Templates/live.css`) that compute the fill edge and the band from `--starsvg-value`.
struct LiveSnippetWriter {
    /// The rating; its value shows where the page gives none.
    let rating: StarRating
    /// The snippet's options (animation, linked sheet, size unit).
    let options: HTMLSnippetOptions
    /// What makes it live.
    let live: LiveRatingOptions
    /// Compact or pretty, and the number precision.
    let writerOptions: SVGWriterOptions

    /// The most the pieces of the area's edge stray from the exact edge, as a share of the
    /// star's cell: a fifth of a pixel at 40 px, well under what a tenth of a value moves it.
    static let edgeTolerance = 1.0 / 200

    /// The class of every live rating's root, which the common group selects.
    static let liveClass = "starsvg-live"

    /// The snippet.
    func snippet() -> HTMLSnippet {
        // The palette, every band's, from the picture's sheet; the rest is this face's own.
        let scene = SVGScene(RatingScene(rating: rating, fill: nil), idPrefix: rating.idPrefix)
        var sheet = RatingStyleSheet(rating: rating, scene: scene, isThemable: true, isAnimated: options.isAnimated, input: nil,
                                     style: SVGDrawingStyle.web(isInput: false, isAnimated: options.isAnimated), sizeUnit: options.sizeUnit)
        sheet.isPaletteOnly = true
        var css = sheet.rendered(options: writerOptions)
        let bandCount = rating.colors.count
        css.groups.append(render("common", [:]))
        if options.isAnimated {
            css.groups.append(render("animated", [:]))
            css.classes.append(RatingStyleSheet.animatedClass)
        }
        for index in 0..<bandCount {
            css.groups.append(render("band", ["index": .number(Double(index)), "position": .number(Double(index + 1))]))
        }
        let look = lookGroup(scene)
        css.groups.append(look.group)
        css.classes.insert(look.class, at: 0)
        // A fixed direction passes by the mirror of right-to-left pages (and rtl mirrors itself).
        if rating.direction != .auto { css.classes.append(RatingStyleSheet.fixedDirectionClass) }

        let slot: [TemplateValues] = live.valueSlot.map { [["text": .markup($0.text)]] } ?? []
        let values: TemplateValues = [
            "classes": .list(css.classes.map { ["class": .text($0)] }),
            "language": .list(rating.locale.map { [["lang": .text($0.tag)]] } ?? []),
            "label": .list(labelParts()),
            "slot": .list(slot),
            "style": .list(options.isStyleSheetLinked ? [] : [["css": .text(css.groups.joined())]]),
            "bands": .list(Array(repeating: [:], count: bandCount)),
        ]
        var html = HTMLSnippetWriter.render(RatingTemplates.live, values, "live.html", numberFormatter: formatter, lineBreaks: lineBreaks)
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
        guard let slot = live.valueSlot, rating.label == template.filled(value: rating.localizedNumber(rating.value), stars: stars) else {
            return [["text": .text(rating.label), "slot": .list([])]]
        }
        // A label holds no control character, so U+0001 marks the value's places.
        let marker = "\u{1}"
        let parts = template.filled(value: marker, stars: stars).split(separator: marker, omittingEmptySubsequences: false)
        return parts.enumerated().map { index, part in
            ["text": .text(String(part)), "slot": .list(index + 1 < parts.count ? [["text": .markup(slot.text)]] : [])]
        }
    }

    /// The look's group, named by a hash of its rules: the row's size, its star, the bevel's
    /// blur, the soft edge's gradient, the value's default and range, the edge, and each
    /// band's level.
    private func lookGroup(_ scene: SVGScene) -> (group: String, class: String) {
        let layout = rating.row.layout
        let edge = LiveFillEdge(row: rating.row, mode: rating.fillMode, tolerance: Self.edgeTolerance * layout.cellSize)
        // Lengths and fractions with two more decimals than the drawing's numbers: summed over
        // up to a hundred stars, a rounding must stay far below a pixel.
        let precise = SVGNumberFormatter(precision: writerOptions.numberPrecision + 2)
        let edgeText = edge.css(value: "var(--starsvg-v)", whole: "var(--starsvg-k)", fraction: "var(--starsvg-f)",
                                length: length, number: precise.string)
        let levels = rating.bands.levels.enumerated().map { index, level in
            ["position": .number(Double(index + 1)), "level": .number(level)] as TemplateValues
        }
        let sigma = scene.softEdgeMask.isBlurred ? SVGScene.stdDeviation(scene.softEdgeMask.blurDeviation) : 0
        let tiles = scene.tiles
        var values: TemplateValues = [
            "width": .text(length(layout.width)),
            "height": .text(length(layout.height)),
            "star": .text(LiveStarImage(scene: scene, options: writerOptions, isBevel: false).dataURL),
            "slotAt": .text(length(tiles.minX)),
            "slotSize": .text(length(tiles.width) + " " + length(layout.height)),
            "bevel": .text(LiveStarImage(scene: scene, options: writerOptions, isBevel: true).dataURL),
            "stops": .text(Self.stops(from: layout.width, sigma: sigma, length: length)),
            // The gradient's box is the row and 6σ wide; the middle of its step, 3σ before its
            // end, lies on the edge.
            "shift": .text(length(layout.width + 3 * sigma)),
            "rampSize": .text(length(layout.width + 6 * sigma) + " 100%"),
            "mirrored": .flag(rating.direction == .rightToLeft),
            "default": .number(rating.value),
            "stars": .number(Double(rating.starCount)),
            "edge": .markup(edgeText),
            "levels": .list(levels),
        ]
        // Hashed as rating.css's classes are: the rules with the bare stem, compact.
        var stem = values
        stem.append("class", .text("starsvg-v"))
        var hash = StableHash()
        hash.combine(render("look", stem, lineBreaks: .joined))
        let name = "starsvg-v" + hash.identifier(length: RatingStyleSheet.classHashLength)
        values.append("class", .text(name))
        return (render("look", values), name)
    }

    /// A length on the page in the snippet's unit, with two more decimals than the drawing's
    /// numbers.
    private func length(_ pixels: Double) -> String {
        RatingStyleSheet.length(pixels, in: options.sizeUnit, options: preciseOptions)
    }

    /// Opaque up to `start`, then the blurred step's alpha 1 − Φ(k/2) at `start` + (k + 6)σ/2
    /// for k = −6…6 (within 2/255 of the blur); a hard step at `start` without a blur.
    static func stops(from start: Double, sigma: Double, length: (Double) -> String) -> String {
        guard sigma > 0 else { return "#000 " + length(start) + ",transparent " + length(start) }
        let alphas = [1, 0.99379, 0.97725, 0.93319, 0.84134, 0.69146, 0.5, 0.30854, 0.15866, 0.06681, 0.02275, 0.00621, 0]
        let formatter = SVGNumberFormatter(precision: 5, omitsLeadingZero: true)
        return alphas.enumerated().map { index, alpha in
            let color = alpha == 1 ? "#000" : alpha == 0 ? "transparent" : "rgb(0 0 0/" + formatter.string(alpha) + ")"
            return color + " " + length(start + Double(index) * sigma / 2)
        }.joined(separator: ",")
    }

    /// The writer's options with two more decimals, for the edge's lengths.
    private var preciseOptions: SVGWriterOptions {
        var options = writerOptions
        options.numberPrecision += 2
        return options
    }

    /// `section` of `Templates/live.css` filled in with `item`, alone.
    private func render(_ section: String, _ item: TemplateValues, lineBreaks: MarkupTemplate.LineBreaks? = nil) -> String {
        let values = TemplateValues(["common", "animated", "band", "look"].map { ($0, $0 == section ? TemplateValue.list([item]) : .flag(false)) })
        return HTMLSnippetWriter.render(RatingTemplates.liveStyleSheet, values, "live.css", numberFormatter: formatter, lineBreaks: lineBreaks ?? self.lineBreaks)
    }

    private var formatter: SVGNumberFormatter { SVGNumberFormatter(precision: writerOptions.numberPrecision) }

    /// Compact output leaves out the templates' own line breaks.
    private var lineBreaks: MarkupTemplate.LineBreaks { writerOptions.indentation == nil ? .joined : .kept }
}
