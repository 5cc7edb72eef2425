import SVGKit
import WebTemplates

/// Writes a rating's HTML snippet: fills `Templates/snippet.html` (a picture) or
/// `Templates/rating-input.html` (an input) with the SVG writer's drawing of the scene, the
/// style sheet (`RatingStyleSheet`) and the script.
struct HTMLSnippetWriter {
    /// The rating, with the prefix the snippet's ids use.
    let rating: StarRating
    /// What the snippet is.
    let options: HTMLSnippetOptions
    /// Compact or pretty, and the number precision, for the markup, the SVG and the style.
    let writerOptions: SVGWriterOptions

    /// The snippet.
    func snippet() -> HTMLSnippet {
        // An input with an average draws it, for the state before a pick (its value is 0), so
        // that a page without the style sheet, or a renderer without CSS, shows it too.
        let drawn = options.input?.average.map { RatingScene(rating: rating, fill: rating.fillState(forValue: $0)) }
            ?? RatingScene(rating: rating)
        let scene = SVGScene(drawn, idPrefix: rating.idPrefix)
        let isInput = options.input != nil
        let style = SVGDrawingStyle.web(isInput: isInput, isAnimated: options.isAnimated)
        // A picture's own inline sheet is scoped to it; a linked sheet is the page's, and an
        // input's is never scoped (a page holds a few).
        let css = RatingStyleSheet.build(options: writerOptions, isScopedToItself: !isInput && !options.isStyleSheetLinked) { sheet in
            if let input = options.input {
                // An input stacks every band's layer, and draws them in SVG.
                let bands = Array(rating.colors.indices)
                sheet.addPalette(of: rating, bands: bands)
                sheet.addBandColors(bands, layered: false)
                let drawing = scene.drawing(for: style)
                sheet.addForcedColors(root: ".starsvg", isTiled: drawing == .tiled, isRow: drawing == .row,
                                      showsColor: scene.fill != nil, drawsOutline: style.drawsForcedColorsOutline)
                sheet.addDirection(of: rating, mirrorsInnerSVG: true)
                if options.isAnimated { sheet.addLoadAnimation(layered: false) }
                sheet.addInputGroups(input, rating: rating, scene: scene.scene, sizeUnit: options.sizeUnit, options: writerOptions)
            } else {
                // A picture needs the colours of the band it shows alone (none at 0): its sheet
                // is 95 bytes shorter than with the whole palette.
                let bands = scene.fill.map { [$0.band] } ?? []
                sheet.addPalette(of: rating, bands: bands)
                sheet.addBandColors(bands, layered: true)
                HTMLPictureLayers(scene: scene.scene, options: writerOptions).addGroups(to: &sheet)
                sheet.addDirection(of: rating, mirrorsInnerSVG: false)
                if options.isAnimated { sheet.addLoadAnimation(layered: true) }
            }
        }
        var script: String? = nil
        if let input = options.input, input.script != .omitted {
            // A script keeps its line breaks even in compact output; only its indentation goes.
            script = RatingTemplates.render(RatingTemplates.script, [:], "rating-input.js", numberFormatter: numberFormatter,
                                 lineBreaks: writerOptions.indentation == nil ? .unindented : .kept)
        }

        var values: TemplateValues = [
            "classes": .list(css.classes.map { ["class": .text($0)] }),
            "width": .number(scene.width),
            "height": .number(scene.height),
            "displayWidth": .text(displayLength(scene.width)),
            // An input is named by its legend, which names no value; a picture by its label.
            "label": .text(isInput ? rating.inputLegend : scene.label),
            "language": .list(rating.locale.map { [["lang": .text($0.tag)]] } ?? []),
            "style": .list(options.isStyleSheetLinked ? [] : [["css": .text(css.groups.joined())]]),
        ]
        let template: MarkupTemplate
        let name: String
        if let input = options.input {
            template = RatingTemplates.ratingInput
            name = "rating-input.html"
            values.append("id", .text(rating.idPrefix))
            values.append("displayHeight", .text(displayLength(scene.height)))
            values.append("drawing", .markup(drawing(of: scene, style: style)))
            values.append("name", .text(input.name))
            values.append("direction", .list(rating.direction.htmlAttribute.map { [["dir": .text($0)]] } ?? []))
            values.append("disabled", .flag(input.isDisabled))
            values.append("required", .flag(input.isRequired))
            values.append("average", .list(input.average.map { average in
                [["descriptionID": .text(rating.idPrefix + "-a"), "description": .text(rating.inputAverageDescription(average))]]
            } ?? []))
            values.append("options", .list(input.values(starCount: rating.starCount).map { value in
                [
                    "value": .number(value),
                    "radioID": .text(Self.radioID(prefix: rating.idPrefix, value: value)),
                    "checked": .flag(value == rating.value),
                    "optionLabel": .text(rating.inputOptionLabel(forValue: value)),
                ]
            }))
            values.append("script", .list(input.script == .inline ? [["script": .markup(script ?? "")]] : []))
        } else {
            // The picture's layers are its style sheet's (`HTMLPictureLayers`): no drawing, no id.
            template = RatingTemplates.snippet
            name = "snippet.html"
            values.append("band", .list(scene.fill.map { [["index": .number(Double($0.band))]] } ?? []))
            values.append("microdata", .list(options.microdata.map { [microdataValues($0)] } ?? []))
        }
        var html = RatingTemplates.render(template, values, name, numberFormatter: numberFormatter, lineBreaks: lineBreaks)
        // One final newline, as the SVG writer ends a document, whatever the template's last line.
        while html.last == "\n" { html.removeLast() }
        html.append("\n")
        return HTMLSnippet(html: html, styleGroups: css.groups, script: options.input?.script == .linked ? script : nil)
    }

    /// The id of the radio button for `value` in a rating input with `prefix`: the prefix, `-`
    /// and the value's whole part, then `h` for a half: `r-2` for 2, `r-2h` for 2.5 (a `.`
    /// would need escaping in a selector naming it). Part ids have no `-`, so none can equal one.
    private static func radioID(prefix: String, value: Double) -> String {
        let whole = value.rounded(.down)
        return prefix + "-" + String(Int(whole)) + (value == whole ? "" : "h")
    }

    /// The schema.org properties: the value as the label says it (up to six decimals), the
    /// scale from `RatingMicrodata.worstRating` to the number of stars, and the count.
    private func microdataValues(_ microdata: RatingMicrodata) -> TemplateValues {
        [
            "itemType": .text(microdata.itemType),
            "ratingValue": .text(NumberText.describe(rating.value)),
            "bestRating": .number(Double(rating.starCount)),
            "worstRating": .number(Double(RatingMicrodata.worstRating)),
            "ratingCount": .list(microdata.ratingCount.map { [["count": .number(Double($0))]] } ?? []),
        ]
    }

    /// The SVG's definitions and layers, written by the SVG writer, one after the other (on
    /// lines of their own in pretty output).
    private func drawing(of scene: SVGScene, style: SVGDrawingStyle) -> String {
        var writer = SVGWriter(options: writerOptions)
        scene.writeDrawing(into: &writer, style: style)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// A length of the snippet on the page (`WebLength.display(_:in:options:)`).
    private func displayLength(_ pixels: Double) -> String {
        WebLength.display(pixels, in: options.sizeUnit, options: writerOptions)
    }

    private var numberFormatter: SVGNumberFormatter { SVGNumberFormatter(precision: writerOptions.numberPrecision) }

    /// Compact output leaves out the templates' own line breaks.
    private var lineBreaks: MarkupTemplate.LineBreaks { RatingTemplates.lineBreaks(writerOptions) }
}
