import SVGKit
import StarGeometry
import WebTemplates

/// Writes a live rating's snippet (`LiveRatingFace`): its markup (`Templates/live.html`), the
/// CSS layers' groups it shares with the HTML picture (`RatingStyleSheet`, `HTMLPictureLayers`)
/// at no value, with every band's colour layer, and its own groups (`Templates/live.css`) that
/// compute the fill edge and the band from `--starsvg-value`.
struct LiveSnippetWriter {
    /// The rating; its value shows where the page gives none. A live rating writes no id, so
    /// its id prefix is left as it is (see `PictureSnippetWriter.rating`).
    let rating: StarRating
    /// The face: the value slot, the animation, the linked sheet, the size unit, and how the
    /// snippet is written.
    let face: LiveRatingFace

    /// The writer of `rating` as `face`'s snippet.
    init(of rating: StarRating, face: LiveRatingFace) {
        self.rating = rating
        self.face = face
    }

    /// The most the pieces of the area's edge stray from the exact edge, as a share of the
    /// star's cell: a fifth of a pixel at 40 px, well under what a tenth of a value moves it.
    static let edgeTolerance = 1.0 / 200

    /// The class of every live rating's root, which the common group selects.
    static let liveClass = "starsvg-live"

    /// What fixes every group of the live rating's sheet but its value's: the look, the
    /// writer's options among it, the fill mode and the levels its own groups compute, and
    /// the locale's digits for the spoken value (`WebSnippetMemo`).
    private struct LookKey: Hashable {
        let look: WebSnippetLook
        let fillMode: FillMode
        let levels: [Double]
        let locale: RatingLocale?
        /// Whether the sheet holds the value's classes (`LiveValueSlotPlacement.class`).
        let hasValueClasses: Bool
    }

    /// What fixes a live rating's markup with a linked sheet but its value's class: the look,
    /// the size's unit, the slot (its text and where it stands), and the words around the value
    /// (`WebSnippetMemo`).
    private struct MarkupKey: Hashable {
        let look: LookKey
        let sizeUnit: HTMLSizeUnit
        let slot: LiveValueSlot?
        let label: LabelKey
    }

    /// What fixes the words of a live rating's name: the texts' label (the locale, in the
    /// look's key, writes the number of stars), or a label given (with its parts, when it is
    /// the texts' label filled in).
    private enum LabelKey: Hashable {
        case texts(label: String)
        case given(String, parts: [String]?)
    }

    /// The snippet, its look's groups and its markup kept in `memo` for the next snippet of
    /// that look.
    func snippet(memo: inout WebSnippetMemo) -> HTMLSnippet {
        let key = LookKey(look: WebSnippetLook(of: rating, writerOptions: writerOptions, isScopedToItself: !face.isStyleSheetLinked,
                                               isAnimated: face.isAnimated),
                          fillMode: rating.fillMode, levels: rating.bands.levels, locale: rating.locale, hasValueClasses: classSlot != nil)
        // Its own inline sheet is scoped to it; a linked sheet is the page's.
        let valueClass = valueClassName()
        let css = RatingStyleSheet.build(options: writerOptions, isScopedToItself: !face.isStyleSheetLinked, memo: &memo, key: key,
                                         look: addLookGroups, value: { sheet in
            if let valueClass { addValueGroup(named: valueClass, to: &sheet) }
        })
        // The markup is the same for every value of a look but for the value's class, and a
        // self-contained one for its own class and its sheet: it is rendered once, with places
        // for them.
        let label: LabelKey = rating.givenLabel.map { .given($0, parts: labelAroundValue()) } ?? .texts(label: rating.texts.label.text)
        let markupKey = MarkupKey(look: key, sizeUnit: face.sizeUnit, slot: face.valueSlot, label: label)
        guard face.isStyleSheetLinked else {
            let kept = memo.markup(for: markupKey) {
                WebSnippetMemo.Markup(cutting: markup(classes: css.classesWithValueAndOwnPlaces(), inlineCSS: WebSnippetMemo.Markup.sheetPlace, labelParts: labelAroundValue()),
                                      at: [RatingStyleSheet.Rendered.valueClassesPlaceInMarkup, RatingStyleSheet.Rendered.ownClassPlaceInMarkup,
                                           WebSnippetMemo.Markup.sheetPlace])
            }
            return HTMLSnippet(html: kept.filled([css.valueClassesText, css.ownClassText, WebSnippetMemo.Markup.sheetText(css)]),
                               styleGroups: css.groups, script: nil)
        }
        let kept = memo.markup(for: markupKey) {
            WebSnippetMemo.Markup(cutting: markup(classes: css.classesWithValuePlace(), inlineCSS: nil, labelParts: labelAroundValue()),
                                  at: [RatingStyleSheet.Rendered.valueClassesPlaceInMarkup])
        }
        return HTMLSnippet(html: kept.filled([css.valueClassesText]), styleGroups: css.groups, script: nil)
    }

    /// The class of the value shown where the page gives none, named by the value as the
    /// sheet writes it (`starsvg-d3_5`: no hash to work out, its group rendered once); `nil`
    /// for a value written as 0, the look's fallback, which needs no group.
    private func valueClassName() -> String? {
        let text = formatter.string(rating.value)
        guard text != "0" else { return nil }
        var name = "starsvg-d"
        for character in text { name.append(character == "." ? "_" : character) }
        return name
    }

    /// Adds the group of the value shown where the page gives none, its class `name`.
    private func addValueGroup(named name: String, to sheet: inout RatingStyleSheet) {
        sheet.addClass(name)
        sheet.add("default", ["class": .text(name), "value": .number(rating.value)], from: LiveTemplates.styleGroups)
    }

    /// Adds the groups of the rating's look to `sheet`: the picture's layers at no value,
    /// every band's colour in the palette, and the live rating's own, which colour the band
    /// layers and compute the edge from the value.
    private func addLookGroups(to sheet: inout RatingStyleSheet) {
        let scene = RatingScene(rating: rating, fill: nil)
        sheet.addPalette(of: rating, bands: Array(rating.colors.indices))
        HTMLPictureLayers(scene: scene, options: writerOptions).addGroups(to: &sheet)
        sheet.addDirection(of: rating, mirrorsInnerSVG: false)
        if face.isAnimated { sheet.addLoadAnimation(layered: true) }
        sheet.addClass(Self.liveClass)
        sheet.add("common", [:], from: LiveTemplates.styleGroups)
        if classSlot != nil { addSteps(to: &sheet) }
        for index in rating.colors.indices {
            sheet.add("band", ["index": .number(Double(index)), "position": .number(Double(index + 1))], from: LiveTemplates.styleGroups)
        }
        sheet.addNamed("starsvg-v", "look", lookValues(scene: scene), from: LiveTemplates.styleGroups)
    }

    /// The markup (`Templates/live.html`) with the root's `classes`, the sheet `inlineCSS`
    /// inside it unless it is linked, and the name's words around the value (`nil` for a
    /// label given).
    private func markup(classes: [String], inlineCSS: String?, labelParts: [String]?) -> String {
        let scene = RatingScene(rating: rating, fill: nil)
        // The slot verbatim, as the engine reads it (a `LiveValueSlot` holds no " and no control
        // character, so it cannot leave its attribute): in the style attribute, or in the class.
        let styleSlot = face.valueSlot.flatMap { $0.placement == .style ? $0 : nil }
        let slot: [TemplateValues] = styleSlot.map { [["text": .markup($0.text)]] } ?? []
        let slotClass: [TemplateValues] = classSlot.map { [["stem": .text(Self.valueClassStem), "text": .markup($0.text)]] } ?? []
        // Without a slot in the style attribute, the name follows the page's value as text,
        // unless --label fixed it: a slot in the class holds tenths, which no label reads.
        let spoken: [TemplateValues] = styleSlot == nil ? labelParts.map { [["parts": .list(Self.parts($0, "value", [[:]]))]] } ?? [] : []
        let values: TemplateValues = [
            "classes": .list(classes.map { ["class": .text($0)] }),
            "displayWidth": .text(WebLength.display(scene.width, in: face.sizeUnit, options: writerOptions)),
            "width": .number(scene.width),
            "height": .number(scene.height),
            "language": .list(rating.locale.map { [["lang": .text($0.tag)]] } ?? []),
            // A slot stands only inside attributes: the name is then aria-label, not the <title>.
            "title": .list(styleSlot == nil && spoken.isEmpty ? [["text": .text(rating.label)]] : []),
            "ariaLabel": .list(styleSlot.map { [["parts": .list(Self.parts(labelParts ?? [rating.label], "slot", [["text": .markup($0.text)]]))]] } ?? []),
            "spoken": .list(spoken),
            "slot": .list(slot),
            "slotClass": .list(slotClass),
            "style": .list(inlineCSS.map { [["css": .text($0)]] } ?? []),
            "bands": .list(Array(repeating: [:], count: rating.colors.count)),
        ]
        var html = RatingTemplates.render(LiveTemplates.markup, values, "live.html", numberFormatter: formatter, lineBreaks: lineBreaks)
        // One final newline, as every snippet ends.
        while html.last == "\n" { html.removeLast() }
        html.append("\n")
        return html
    }

    /// The value slot when it stands in the class (`LiveValueSlotPlacement.class`), else `nil`.
    private var classSlot: LiveValueSlot? {
        face.valueSlot.flatMap { $0.placement == .class ? $0 : nil }
    }

    /// The stem of the classes that give the value in tenths (`LiveValueSlotPlacement.class`):
    /// `starsvg-value-35` is 3.5.
    static let valueClassStem = "starsvg-value-"

    /// Adds the rules of the value's classes, `valueClassStem` and 0 to 10·N tenths, each
    /// setting `--starsvg-value`: a group a star, the first with 0, so that each group is the
    /// same text for every rating of that many stars or more, and a page's shared sheet holds
    /// each once, growing as a rating of more stars comes.
    private func addSteps(to sheet: inout RatingStyleSheet) {
        // One decimal whatever the writer's precision: a tenth is the step.
        let tenth = SVGNumberFormatter(precision: 1, omitsLeadingZero: true)
        for star in 1...rating.starCount {
            let steps = (star == 1 ? 0 : 10 * star - 9)...(10 * star)
            let items = steps.map { tenths in
                ["class": .text(Self.valueClassStem + tenth.string(Double(tenths))), "value": .markup(tenth.string(Double(tenths) / 10))] as TemplateValues
            }
            sheet.add("steps", ["step": .list(items)], from: LiveTemplates.styleGroups)
        }
    }

    /// The texts' label split at the value's places, filled with the number of stars; `nil`
    /// when the rating's label is another (`--label` gave one of its own).
    private func labelAroundValue() -> [String]? {
        guard rating.isTextsLabel else { return nil }
        let stars = rating.localizedNumber(Double(rating.starCount))
        let template = rating.texts.label
        // A label holds no control character, so U+0001 marks the value's places.
        let marker = "\u{1}"
        return template.filled(value: marker, stars: stars).split(separator: marker, omittingEmptySubsequences: false).map(String.init)
    }

    /// The template's items for `parts`: each part's text, and after every part but the last,
    /// `value` under `name` (the slot, or an empty item where the CSS writes the value).
    private static func parts(_ parts: [String], _ name: String, _ value: [TemplateValues]) -> [TemplateValues] {
        parts.enumerated().map { index, part in
            ["text": .text(part), name: .list(index + 1 < parts.count ? value : [])]
        }
    }

    /// The look's group's values: the value's range, the edge, the spoken value's digits,
    /// each band's level, and the drawing's size.
    private func lookValues(scene: RatingScene) -> TemplateValues {
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
        // The spoken value's tenths and digits, as the locale writes them (its decimal sign,
        // its digits; a whole part of at most three digits is never grouped).
        let locale = rating.locale ?? .english
        let tenths = (1...9).map { ["text": .text(locale.localizedNumber(".\($0)"))] as TemplateValues }
        let digits = (0...9).map { locale.localizedNumber("\($0)") }
        let symbols = digits == (0...9).map { "\($0)" } ? [] : [["symbols": .list(digits.map { ["text": .text($0)] })]] as [TemplateValues]
        // The picture places its gradient on the svg, from the edge there; the live edge is
        // computed on the colour layer (see live.css), so the gradient's place is declared
        // again there.
        let picture = HTMLPictureLayers(scene: scene, options: writerOptions)
        // The svg's aspect ratio (width, height), which its size containment would otherwise
        // drop off screen.
        return [
            "start": picture.rampStart,
            "shift": picture.rampShift,
            "width": .number(scene.width),
            "height": .number(scene.height),
            "tenths": .list(tenths),
            "digits": .list(symbols),
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
