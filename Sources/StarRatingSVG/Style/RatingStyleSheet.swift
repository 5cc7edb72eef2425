import StarGeometry
import SVGKit
import WebTemplates

/// A rating's style sheet: `Templates/rating.css` filled in for one face. The web faces and the
/// animated standalone SVG share it, so the timing and the selectors are written once.
struct RatingStyleSheet {
    /// The rating, with the prefix its face's ids use.
    let rating: StarRating
    /// The scene the face draws; its soft edge gives the input's offsets.
    let scene: RatingScene
    /// Whether the band colours come from `--starsvg-color-<index>` (web faces) or stay as the
    /// SVG's attributes draw them (the standalone SVG, whose `fill-opacity` would apply a
    /// custom property's alpha twice).
    let isThemable: Bool
    /// Whether the fill slides in and the colour fades in when the rating first shows.
    let isAnimated: Bool
    /// What makes the rating an input, with radio buttons for every value its step offers (but
    /// 0 when it is required); `nil` for a picture.
    let input: RatingInputOptions?
    /// Whether the rating is mirrored where the page around it reads right to left: a web face
    /// of a rating whose direction is `auto`. A standalone SVG has no page around it.
    var followsPageDirection = false
    /// The unit of the input's lengths on the page.
    var sizeUnit = HTMLSizeUnit.pixels

    /// The id of the radio button for `value` in a rating input with `prefix`: the prefix, `-`
    /// and the value's whole part, then `h` for a half: `r-2` for 2, `r-2h` for 2.5 (a `.`
    /// would need escaping in every selector). Part ids have no `-`, so none can equal one.
    static func radioID(prefix: String, value: Double) -> String {
        let whole = value.rounded(.down)
        return prefix + "-" + String(Int(whole)) + (value == whole ? "" : "h")
    }

    /// The style sheet's text; line breaks kept for pretty output, left out for compact.
    func text(options: SVGWriterOptions) -> String {
        var values: TemplateValues = [
            "id": .text(rating.idPrefix),
            "animated": .flag(isAnimated),
            "followsPage": .flag(followsPageDirection),
        ]
        let colors = isThemable ? rating.colors : []
        values.append("bands", .list(colors.indices.map { ["index": .number(Double($0)), "color": .text(colors[$0].cssText)] }))
        let darkColors = colors.indices.compactMap { index in
            colors[index].systemDarkVariant.map { ["index": .number(Double(index)), "color": .text($0.cssText)] as TemplateValues }
        }
        values.append("hasDarkColors", .flag(!darkColors.isEmpty))
        values.append("darkColors", .list(darkColors))
        values.append("input", .list(input.map { [inputValues($0, writerOptions: options)] } ?? []))
        do {
            return try RatingTemplates.styleSheet.render(
                values, numberFormatter: SVGNumberFormatter(precision: options.numberPrecision),
                lineBreaks: options.indentation == nil ? .joined : .kept)
        } catch {
            // Every name the template uses is given above; a test renders every section.
            preconditionFailure("Templates/rating.css: \(error)")
        }
    }

    /// `pixels` as a CSS length in `unit`: `24px`, or `1.5em` (pixels / `HTMLSizeUnit.pixelsPerEm`,
    /// with two more decimals than pixels get, so that N labels of a rounded width add up to
    /// the picture's width within a hundredth of a pixel at 16 px text).
    static func length(_ pixels: Double, in unit: HTMLSizeUnit, options: SVGWriterOptions) -> String {
        switch unit {
        case .pixels:
            return SVGNumberFormatter(precision: options.numberPrecision).string(pixels) + "px"
        case .em:
            return SVGNumberFormatter(precision: options.numberPrecision + 2).string(pixels / HTMLSizeUnit.pixelsPerEm) + "em"
        }
    }

    /// The input's geometry, one slide offset per value, the levels that switch bands, and
    /// what a required or disabled input adds.
    private func inputValues(_ input: RatingInputOptions, writerOptions: SVGWriterOptions) -> TemplateValues {
        let layout = rating.row.layout
        let prefix = rating.idPrefix
        let starCount = Double(rating.starCount)
        let step = input.step
        let values = input.values(starCount: rating.starCount)
        // With an average, nothing picked shows it: "No rating" slides the soft edge there.
        let averageFill = input.average.flatMap(rating.fillState(forValue:))
        let options: [TemplateValues] = values.map { value in
            let fill = value == 0 ? averageFill : rating.fillState(forValue: value)
            let offset = fill.map(scene.softEdgeMask.offset(for:)) ?? 0
            return ["radioID": .text(Self.radioID(prefix: prefix, value: value)), "offset": .number(offset)]
        }
        // Band k hides once the value passes level k: from the first value offered above it,
        // the one after the value at or just below the level. A level at N is never passed. A
        // required input has no radio button 0: every one of its values is above a level
        // below its first.
        let perStar = Double(step.valuesPerStar)
        let switches: [TemplateValues] = rating.bands.levels.enumerated().compactMap { band, level in
            let below = (level * perStar).rounded(.down) / perStar
            guard below < starCount else { return nil }
            let radio: [TemplateValues] = values.contains(below) ? [["radioID": .text(Self.radioID(prefix: prefix, value: below))]] : []
            return ["below": .list(radio), "band": .number(Double(band))]
        }
        return [
            "halfGap": .text(Self.length(layout.gap / 2, in: sizeUnit, options: writerOptions)),
            "cellWidth": .text(Self.length((layout.cellSize + layout.gap) / Double(step.valuesPerStar), in: sizeUnit, options: writerOptions)),
            "height": .text(Self.length(layout.height, in: sizeUnit, options: writerOptions)),
            "none": .list(input.isRequired ? [] : [["noneID": .text(Self.radioID(prefix: prefix, value: 0))]]),
            "options": .list(options),
            // The hidden "No rating" label is never under the pointer: no preview of 0.
            "previews": .list(zip(values, options).filter { $0.0 > 0 }.map(\.1)),
            "bandSwitches": .list(switches),
            "averageShown": .flag(averageFill != nil),
            // The layers above the average's band, which nothing picked hides.
            "averageBands": .list((0..<(averageFill?.band ?? 0)).map { ["band": .number(Double($0))] }),
            "disabled": .flag(input.isDisabled),
        ]
    }
}
