import SVGKit
import OutputText
import StarGeometry
import WebTemplates

/// Writes the HTML picture's snippet (`HTMLPictureFace`): fills `Templates/snippet.html`, whose
/// layers its style sheet draws (`HTMLPictureLayers`): no SVG drawing, no id.
struct PictureSnippetWriter {
    /// The rating. The picture writes no id, so its id prefix is left as it is: setting it
    /// apart from the rating's other snippets (`StarRating.distinguished(asSnippet:isAnimated:sizeUnit:)`,
    /// as the rating input does) hashed the whole rating again for every batch line, for nothing.
    let rating: StarRating
    /// The face: the picture's options, and how the snippet is written.
    let face: HTMLPictureFace

    /// The writer of `rating` as `face`'s snippet.
    init(of rating: StarRating, face: HTMLPictureFace) {
        self.rating = rating
        self.face = face
    }

    /// What fixes every group of the picture's sheet but the edge's: the look, the writer's
    /// options among it, and its band's colour (`WebSnippetMemo`).
    private struct LookKey: Hashable {
        let look: WebSnippetLook
        let band: Int?
    }

    /// The snippet, its look's groups, and without microdata its markup, kept in `memo` for
    /// the next snippet of that look.
    func snippet(memo: inout WebSnippetMemo) -> HTMLSnippet {
        let writerOptions = face.writerOptions
        let scene = RatingScene(rating: rating, fill: rating.fillState(forValue: rating.value, memo: &memo.fillEdges))
        let layers = HTMLPictureLayers(scene: scene, options: writerOptions)
        let key = LookKey(look: WebSnippetLook(of: rating, writerOptions: writerOptions, isScopedToItself: !face.isStyleSheetLinked,
                                               isAnimated: face.isAnimated),
                          band: scene.fill?.band)
        // Its own inline sheet is scoped to it; a linked sheet is the page's.
        let css = RatingStyleSheet.build(options: writerOptions, isScopedToItself: !face.isStyleSheetLinked, memo: &memo, key: key,
                                         look: { sheet in
            // The colours of the band it shows alone (none at 0): its sheet is 95 bytes shorter
            // than with the whole palette.
            let bands = scene.fill.map { [$0.band] } ?? []
            sheet.addPalette(of: rating, bands: bands)
            sheet.addBandColors(bands, layered: true)
            layers.addLookGroups(to: &sheet)
            sheet.markValuePlace()
            sheet.addDirection(of: rating, mirrorsInnerSVG: false)
            if face.isAnimated { sheet.addLoadAnimation(layered: true) }
        }, value: { sheet in
            layers.addEdgeGroup(to: &sheet)
        })
        guard face.microdata == nil else {
            return HTMLSnippet(html: markup(of: scene, classes: css.classes, label: scene.label, inlineCSS: face.isStyleSheetLinked ? nil : css.groups.joined()),
                               styleGroups: css.groups, script: nil)
        }
        // Without microdata, the markup is the same for every value of a look and band but for
        // the value's classes and the label, and a self-contained one for its own class and
        // its sheet: it is rendered once, with places for them, which each snippet fills in.
        let markupKey = MarkupKey(look: key, sizeUnit: face.sizeUnit, language: rating.locale?.tag)
        // The label as the template writes it (`{{html-text:label}}`).
        var label: [UInt8] = []
        Escaping.appendHTMLText(scene.label, to: &label)
        guard face.isStyleSheetLinked else {
            let kept = memo.markup(for: markupKey) {
                WebSnippetMemo.Markup(cutting: markup(of: scene, classes: css.classesWithValueAndOwnPlaces(), label: Self.labelPlace, inlineCSS: WebSnippetMemo.Markup.sheetPlace),
                                      at: [RatingStyleSheet.Rendered.valueClassesPlaceInMarkup, RatingStyleSheet.Rendered.ownClassPlaceInMarkup,
                                           Self.labelPlace, WebSnippetMemo.Markup.sheetPlace])
            }
            let fills = [css.valueClassesText, css.ownClassText, String(decoding: label, as: UTF8.self), WebSnippetMemo.Markup.sheetText(css)]
            return HTMLSnippet(html: kept.filled(fills), styleGroups: css.groups, script: nil)
        }
        let kept = memo.markup(for: markupKey) {
            WebSnippetMemo.Markup(cutting: markup(of: scene, classes: css.classesWithValuePlace(), label: Self.labelPlace, inlineCSS: nil),
                                  at: [RatingStyleSheet.Rendered.valueClassesPlaceInMarkup, Self.labelPlace])
        }
        return HTMLSnippet(html: kept.filled([css.valueClassesText, String(decoding: label, as: UTF8.self)]), styleGroups: css.groups, script: nil)
    }

    /// What fixes the picture's markup with a linked sheet and no microdata but for its value's
    /// classes and its label: the sheet's look and band, the size's unit and the language.
    private struct MarkupKey: Hashable {
        let look: LookKey
        let sizeUnit: HTMLSizeUnit
        let language: String?
    }

    /// The label a kept markup is rendered with where the label goes: text no template,
    /// number or look writes.
    private static let labelPlace = "starsvg-label-place"

    /// The markup (`Templates/snippet.html`) of `scene` with the root's `classes`, `label`,
    /// and the sheet `inlineCSS` inside it unless it is linked.
    private func markup(of scene: RatingScene, classes: [String], label: String, inlineCSS: String?) -> String {
        let writerOptions = face.writerOptions
        let formatter = SVGNumberFormatter(precision: writerOptions.numberPrecision)
        let values: TemplateValues = [
            "classes": .list(classes.map { ["class": .text($0)] }),
            "width": .number(scene.width),
            "height": .number(scene.height),
            "displayWidth": .text(WebLength.display(scene.width, in: face.sizeUnit, options: writerOptions)),
            "label": .text(label),
            "language": .list(rating.locale.map { [["lang": .text($0.tag)]] } ?? []),
            "style": .list(inlineCSS.map { [["css": .text($0)]] } ?? []),
            "band": .list(scene.fill.map { [["index": .number(Double($0.band))]] } ?? []),
            "microdata": .list(face.microdata.map { [microdataValues($0)] } ?? []),
        ]
        var html = RatingTemplates.render(PictureTemplates.markup, values, "snippet.html", numberFormatter: formatter,
                                          lineBreaks: RatingTemplates.lineBreaks(writerOptions))
        // One final newline, as the SVG writer ends a document, whatever the template's last line.
        while html.last == "\n" { html.removeLast() }
        html.append("\n")
        return html
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
}
