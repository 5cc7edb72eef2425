import SVGKit
import WebTemplates

extension RatingStyleSheet {
    /// The class that marks a rating input whose legend shows (`--show-label`).
    static let visibleLegendClass = "starsvg-legend"

    /// Adds a rating input's own groups, after those it shares with the other faces: the
    /// input's layout, a disabled input's look, a visible legend's, and its geometry, named by
    /// a hash of its rules.
    mutating func addInputGroups(_ input: RatingInputOptions, rating: StarRating, scene: RatingScene, sizeUnit: HTMLSizeUnit,
                                 options: SVGWriterOptions) {
        add("input", [:])
        if input.isDisabled { add("disabled", [:]) }
        if input.isLegendVisible {
            add("legend", [:])
            addClass(Self.visibleLegendClass)
        }
        addNamed("starsvg-g", "geometry", Self.inputValues(input, rating: rating, scene: scene, sizeUnit: sizeUnit, writerOptions: options))
    }

    /// The input's geometry in `sizeUnit`, one slide offset per value (`scene`'s soft edge at
    /// each), the levels that switch bands, and what a required or disabled input adds.
    private static func inputValues(_ input: RatingInputOptions, rating: StarRating, scene: RatingScene, sizeUnit: HTMLSizeUnit,
                                    writerOptions: SVGWriterOptions) -> TemplateValues {
        let layout = rating.row.layout
        let starCount = Double(rating.starCount)
        let step = input.step
        let values = input.values(starCount: rating.starCount)
        // With an average, nothing picked shows it: "No rating" slides the soft edge there.
        let averageFill = input.average.flatMap(rating.fillState(forValue:))
        let options: [TemplateValues] = values.map { value in
            let fill = value == 0 ? averageFill : rating.fillState(forValue: value)
            let offset = fill.map(scene.softEdgeMask.offset(for:)) ?? 0
            return ["value": .number(value), "offset": .number(offset)]
        }
        // Band k hides once the value passes level k: from the first value offered above it,
        // the one after the value at or just below the level. A level at N is never passed. A
        // required input has no radio button 0: every one of its values is above a level
        // below its first.
        let perStar = Double(step.valuesPerStar)
        let switches: [TemplateValues] = rating.bands.levels.enumerated().compactMap { band, level in
            let below = (level * perStar).rounded(.down) / perStar
            guard below < starCount else { return nil }
            let radio: [TemplateValues] = values.contains(below) ? [["value": .number(below)]] : []
            return ["below": .list(radio), "band": .number(Double(band))]
        }
        return [
            "halfGap": .text(WebLength.css(layout.gap / 2, in: sizeUnit, options: writerOptions)),
            "cellWidth": .text(WebLength.css((layout.cellSize + layout.gap) / Double(step.valuesPerStar), in: sizeUnit, options: writerOptions)),
            "height": .text(WebLength.css(layout.height, in: sizeUnit, options: writerOptions)),
            "none": .flag(!input.isRequired),
            "options": .list(options),
            // The hidden "No rating" label is never under the pointer: no preview of 0.
            "previews": .list(zip(values, options).filter { $0.0 > 0 }.map(\.1)),
            "bandSwitches": .list(switches),
            "averageShown": .flag(averageFill != nil),
            // The layers above the average's band, which nothing picked hides.
            "averageBands": .list((0..<(averageFill?.band ?? 0)).map { ["band": .number(Double($0))] }),
        ]
    }
}
