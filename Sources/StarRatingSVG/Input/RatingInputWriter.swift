import SVGKit
import StarGeometry
import WebTemplates

/// Writes a rating input's snippet (`RatingInputFace`): fills `Templates/rating-input.html`
/// with the SVG writer's drawing of the scene, its style sheet (`RatingStyleSheet`, with the
/// input's own groups) and its script.
struct RatingInputWriter {
    /// The rating, with the prefix the snippet's ids use.
    let rating: StarRating
    /// The face: the input's options, and how the snippet is written.
    let face: RatingInputFace

    /// The writer of `rating` as `face`'s snippet, its ids set apart from those of the
    /// rating's other snippets (`StarRating.distinguished(asSnippet:isAnimated:sizeUnit:)`).
    init(of rating: StarRating, face: RatingInputFace) {
        self.rating = rating.distinguished(asSnippet: face.input.distinguishingTexts, isAnimated: face.isAnimated,
                                           sizeUnit: face.sizeUnit)
        self.face = face
    }

    /// What fixes every group of an input's sheet (`WebSnippetMemo`): the look, the levels,
    /// the fill mode, the input's options and the writer's. Nothing of the value but whether
    /// the drawing shows a colour.
    private struct SheetKey: Hashable {
        let look: WebSnippetLook
        let levels: [Double]
        let fillMode: FillMode
        let sizeUnit: HTMLSizeUnit
        let step: RatingInputStep
        let isRequired: Bool
        let isDisabled: Bool
        let isLegendVisible: Bool
        let average: Double?
        let drawing: RatingDrawing
        let showsColor: Bool
    }

    /// The snippet, its sheet kept in `memo` for the next input of that look and options, and
    /// its markup for the next of that rating, value and options.
    func snippet(memo: inout WebSnippetMemo) -> HTMLSnippet {
        let input = face.input
        let writerOptions = face.writerOptions
        // An input with an average draws it, for the state before a pick (its value is 0), so
        // that a page without the style sheet, or a renderer without CSS, shows it too.
        let drawn = input.average.map { RatingScene(rating: rating, fill: rating.fillState(forValue: $0)) } ?? RatingScene(rating: rating)
        let scene = SVGScene(drawn, idPrefix: rating.idPrefix)
        let style = SVGDrawingStyle.web(isInput: true, isAnimated: face.isAnimated)
        let drawingKind = scene.drawing(for: style)
        let key = SheetKey(look: WebSnippetLook(of: rating, writerOptions: writerOptions, isScopedToItself: false, isAnimated: face.isAnimated),
                           levels: rating.bands.levels, fillMode: rating.fillMode, sizeUnit: face.sizeUnit, step: input.step,
                           isRequired: input.isRequired, isDisabled: input.isDisabled, isLegendVisible: input.isLegendVisible,
                           average: input.average, drawing: drawingKind, showsColor: scene.fill != nil)
        // An input's sheet is never scoped to it: a page holds a few. Nothing in it changes
        // with the value picked: it holds every value's rules.
        let css = RatingStyleSheet.build(options: writerOptions, isScopedToItself: false, memo: &memo, key: key, look: { sheet in
            // It stacks every band's layer, and draws them in SVG.
            let bands = Array(rating.colors.indices)
            sheet.addPalette(of: rating, bands: bands)
            sheet.addBandColors(bands, layered: false)
            sheet.addForcedColors(root: ".starsvg", isTiled: drawingKind == .tiled, isRow: drawingKind == .row,
                                  showsColor: scene.fill != nil, drawsOutline: style.drawsForcedColorsOutline)
            sheet.addDirection(of: rating, mirrorsInnerSVG: true)
            if face.isAnimated { sheet.addLoadAnimation(layered: false) }
            sheet.addInputGroups(input, rating: rating, scene: drawn, sizeUnit: face.sizeUnit, options: writerOptions)
        }, value: { _ in })
        var script: String? = nil
        if input.script != .omitted {
            // A script keeps its line breaks even in compact output; only its indentation goes.
            script = writerOptions.indentation == nil ? InputTemplates.compactScript : InputTemplates.prettyScript
        }
        // The markup is the same for every input of one rating, value and options but for the
        // prefix of its ids, a hash of them all (a batch line's own): it is rendered once with
        // a place for the prefix, cut at each, and every such input fills in its own. Rendering
        // it from the template, the drawing and the radio buttons, was nine tenths of an
        // input's batch line (Documentation/performance.md).
        let kept = memo.markup(for: MarkupKey(face: face, rating: rating), value: rating.value) {
            let placed: StarRating
            do {
                placed = try rating.withIDPrefix(Self.idPrefixPlace)
            } catch {
                preconditionFailure("the place of an id prefix is a valid prefix")
            }
            return WebSnippetMemo.Markup(splitting: RatingInputWriter(placed: placed, face: face).markup(css: css, script: script),
                                         at: Self.idPrefixPlace)
        }
        return HTMLSnippet(html: kept.filled(everyPlaceWith: rating.idPrefix), styleGroups: css.groups, script: input.script == .linked ? script : nil)
    }

    /// The writer of `rating` as it is, its id prefix a place (`idPrefixPlace`).
    private init(placed rating: StarRating, face: RatingInputFace) {
        self.rating = rating
        self.face = face
    }

    /// The id prefix a kept markup is rendered with: letters only, which no template, number,
    /// text or drawing of an input writes otherwise, and every id writes as it is.
    private static let idPrefixPlace = "starsvgQidQplace"

    /// What fixes an input's markup but for its value and its id prefix: the face, and the
    /// rating but for those (`StarRating.isAlike(exceptValueAndIDPrefix:)`). Hashed by a few
    /// numbers, compared whole.
    private struct MarkupKey: Hashable {
        let face: RatingInputFace
        let rating: StarRating

        static func == (left: MarkupKey, right: MarkupKey) -> Bool {
            left.face == right.face && left.rating.isAlike(exceptValueAndIDPrefix: right.rating)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(rating.starCount)
            hasher.combine(rating.cellSize)
        }
    }

    /// The markup (`Templates/rating-input.html`) with `css`, the sheet, inside it unless the
    /// page links it, and `script` inline when the input keeps it.
    private func markup(css: RatingStyleSheet.Rendered, script: String?) -> String {
        let input = face.input
        let writerOptions = face.writerOptions
        let drawn = input.average.map { RatingScene(rating: rating, fill: rating.fillState(forValue: $0)) } ?? RatingScene(rating: rating)
        let scene = SVGScene(drawn, idPrefix: rating.idPrefix)
        let style = SVGDrawingStyle.web(isInput: true, isAnimated: face.isAnimated)
        let values: TemplateValues = [
            "classes": .list(css.classes.map { ["class": .text($0)] }),
            "width": .number(scene.width),
            "height": .number(scene.height),
            "displayWidth": .text(displayLength(scene.width)),
            // An input is named by its legend, which names no value.
            "label": .text(rating.inputLegend),
            "language": .list(rating.locale.map { [["lang": .text($0.tag)]] } ?? []),
            "style": .list(face.isStyleSheetLinked ? [] : [["css": .text(css.groups.joined())]]),
            "id": .text(rating.idPrefix),
            "displayHeight": .text(displayLength(scene.height)),
            "drawing": .markup(drawing(of: scene, style: style)),
            "name": .text(input.name),
            "direction": .list(rating.direction.htmlAttribute.map { [["dir": .text($0)]] } ?? []),
            "disabled": .flag(input.isDisabled),
            "required": .flag(input.isRequired),
            "average": .list(input.average.map { average in
                [["descriptionID": .text(rating.idPrefix + "-a"), "description": .text(rating.inputAverageDescription(average))]]
            } ?? []),
            "options": .list(input.values(starCount: rating.starCount).map { value in
                [
                    "value": .number(value),
                    "radioID": .text(Self.radioID(prefix: rating.idPrefix, value: value)),
                    "checked": .flag(value == rating.value),
                    "optionLabel": .text(rating.inputOptionLabel(forValue: value)),
                ]
            }),
            "script": .list(input.script == .inline ? [["script": .markup(script ?? "")]] : []),
        ]
        var html = RatingTemplates.render(InputTemplates.markup, values, "rating-input.html", numberFormatter: numberFormatter,
                                          lineBreaks: RatingTemplates.lineBreaks(writerOptions))
        // One final newline, as the SVG writer ends a document, whatever the template's last line.
        while html.last == "\n" { html.removeLast() }
        html.append("\n")
        return html
    }

    /// The id of the radio button for `value` in a rating input with `prefix`: the prefix, `-`
    /// and the value's whole part, then `h` for a half: `r-2` for 2, `r-2h` for 2.5 (a `.`
    /// would need escaping in a selector naming it). Part ids have no `-`, so none can equal one.
    private static func radioID(prefix: String, value: Double) -> String {
        let whole = value.rounded(.down)
        return prefix + "-" + String(Int(whole)) + (value == whole ? "" : "h")
    }

    /// The SVG's definitions and layers, written by the SVG writer, one after the other (on
    /// lines of their own in pretty output).
    private func drawing(of scene: SVGScene, style: SVGDrawingStyle) -> String {
        var writer = SVGWriter(options: face.writerOptions)
        scene.writeDrawing(into: &writer, style: style)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A length of the snippet on the page (`WebLength.display(_:in:options:)`).
    private func displayLength(_ pixels: Double) -> String {
        WebLength.display(pixels, in: face.sizeUnit, options: face.writerOptions)
    }

    private var numberFormatter: SVGNumberFormatter { SVGNumberFormatter(precision: face.writerOptions.numberPrecision) }
}
