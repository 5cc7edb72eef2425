import SVGKit
import WebTemplates

/// A rating's style sheet: `Templates/rating.css` filled in for one face. The web faces and the
/// animated standalone SVG share it, so the timing and the selectors are written once.
struct RatingStyleSheet {
    /// The rating, with the prefix its face's ids use.
    let rating: StarRating
    /// The scene the face draws; its soft edge gives the input's offsets.
    let scene: SVGScene
    /// Whether the band colours come from `--starsvg-color-<index>` (web faces) or stay as the
    /// SVG's attributes draw them (the standalone SVG, whose colour layer's `opacity` would
    /// apply a custom property's alpha twice).
    let isThemable: Bool
    /// Whether the fill slides in and the colour fades in when the rating first shows.
    let isAnimated: Bool
    /// What makes the rating an input, with radio buttons for every value its step offers (but
    /// 0 when it is required); `nil` for a picture.
    let input: RatingInputOptions?
    /// How the face draws the scene: forced colours style the parts of its drawing alone
    /// (`SVGScene.drawing(for:)`), and show the outline where it draws one. The HTML picture
    /// and the live rating draw no SVG and take their own groups instead.
    let style: SVGDrawingStyle
    /// Whether the rating is mirrored where the page around it reads right to left: a web face
    /// of a rating whose direction is `auto`. A standalone SVG has no page around it.
    var followsPageDirection = false
    /// The unit of the input's lengths on the page.
    var sizeUnit = HTMLSizeUnit.pixels
    /// Whether the palette holds every band's colour, for a picture that colours its own band
    /// layers (a live picture, `LiveSnippetWriter`), which then takes no band group.
    var colorsItsOwnBands = false

    /// The style sheet's text: its groups one after the other.
    func text(options: SVGWriterOptions) -> String {
        rendered(options: options).groups.joined()
    }

    /// The style sheet in its groups of rules, and the classes that the face's root carries
    /// for them.
    struct Rendered: Equatable, Sendable {
        /// The groups, each the text of one section of `Templates/rating.css`: the same bytes
        /// for every rating that needs it, so that a page (`starsvg batch --css-out`) holds
        /// each once. No two groups' rules compete (see the template's header): any order, and
        /// any repetition, styles every rating alike.
        var groups: [String]
        /// The classes, after `starsvg` (and `starsvg-input`), that select the groups made
        /// for some ratings only: the palette's, the input's geometry, `starsvg-animated`,
        /// `starsvg-dir`, `starsvg-legend`.
        var classes: [String]
    }

    /// The class that marks a rating with its own direction (`--dir ltr` or `rtl`), which the
    /// mirror for right-to-left pages passes by.
    static let fixedDirectionClass = "starsvg-dir"
    /// The class that marks an animated web face (`--animate`).
    static let animatedClass = "starsvg-animated"
    /// The class that marks a rating input whose legend shows (`--show-label`).
    static let visibleLegendClass = "starsvg-legend"
    /// The characters of the hash in a palette's or a geometry's class: 47.6 bits, so among
    /// 1,000 different geometries on one page two share a class with a chance of about 1 in
    /// 300 million.
    static let classHashLength = 8

    /// The style sheet's groups, in the template's order, and the root's classes; line breaks
    /// kept for pretty output, left out for compact.
    /// - Parameter own: the selector that the picture's rules add to the rating's root, `.`
    ///   and its own class, in a sheet scoped to one snippet (`scopedToItself(_:)`); empty in a
    ///   sheet that a page shares.
    func rendered(options: SVGWriterOptions, own: String = "") -> Rendered {
        var result = Rendered(groups: [], classes: [])
        let formatter = SVGNumberFormatter(precision: options.numberPrecision)
        let lineBreaks: MarkupTemplate.LineBreaks = options.indentation == nil ? .joined : .kept
        func add(_ section: String, _ item: TemplateValues) {
            result.groups.append(Self.render(section, item, own: own, formatter: formatter, lineBreaks: lineBreaks))
        }
        // The standalone SVG is never shared: its rules stay under its id.
        let idScope = "#" + rating.idPrefix  // an id prefix is a CSS identifier as it is (`StarRating`)
        let drawing = scene.drawing(for: style)
        if isThemable {
            let colors = rating.colors
            // A rating input stacks every band's layer; any other face draws the one colour its
            // scene shows, and needs that band's colours and rule alone (none at 0): a still
            // snippet's sheet is 95 bytes shorter than with the whole palette.
            let bands = input != nil || colorsItsOwnBands ? Array(colors.indices) : scene.fill.map { [$0.band] } ?? []
            var palette: TemplateValues = [
                "colors": .list(bands.map { ["index": .number(Double($0)), "color": .text(colors[$0].cssText)] }),
            ]
            let darkColors = bands.compactMap { index in
                colors[index].systemDarkVariant.map { ["index": .number(Double(index)), "color": .text($0.cssText)] as TemplateValues }
            }
            palette.append("hasDarkColors", .flag(!darkColors.isEmpty))
            palette.append("darkColors", .list(darkColors))
            // The usual palette needs no class: every rating has `starsvg`, and a palette of
            // its own wins by its class's weight. Nothing coloured needs no palette.
            if !bands.isEmpty && colors == StarRating.defaultColors(bandCount: 3) {
                palette.append("custom", .list([]))
                add("palette", palette)
            } else if !bands.isEmpty {
                palette.append("custom", .flag(true))
                let named = Self.classNamed("starsvg-p", section: "palette", palette, formatter: formatter)
                result.classes.append(named.class)
                add("palette", named.values)
            }
            // The band's colour is the picture layer's `background-color`, or else the input's
            // layers' `fill`: a rule sets only what its face reads.
            for index in bands where !colorsItsOwnBands {
                add("band", ["index": .number(Double(index)), "layered": .flag(isPicture)])
            }
        }
        if isPicture {
            // The HTML picture draws no SVG drawing (`HTMLPictureLayers`): its own groups hold
            // its forced colours, and the look's and the edge's classes its stars and edge.
            let layers = HTMLPictureLayers(scene: scene, options: options)
            add("picture", [:])
            let look = Self.classNamed("starsvg-l", section: "look", layers.lookValues, formatter: formatter)
            result.classes.append(look.class)
            add("look", look.values)
            if let edge = layers.edgeValues {
                let named = Self.classNamed("starsvg-e", section: "edge", edge, formatter: formatter)
                result.classes.append(named.class)
                add("edge", named.values)
            }
        } else {
            addSVGFaceGroups(drawing: drawing, idScope: idScope, add: add)
        }
        if followsPageDirection {
            // Only the element that mirrors: a picture's root, or an input's inner svg.
            add("mirror", ["input": .flag(input != nil)])
        } else if isThemable {
            result.classes.append(Self.fixedDirectionClass)
        }
        if isAnimated {
            add("animated", ["scope": .markup(isThemable ? "." + Self.animatedClass : idScope), "layered": .flag(isPicture)])
            if isThemable { result.classes.append(Self.animatedClass) }
        }
        if let input {
            add("input", [:])
            if input.isDisabled { add("disabled", [:]) }
            if input.isLegendVisible {
                add("legend", [:])
                result.classes.append(Self.visibleLegendClass)
            }
            let named = Self.classNamed("starsvg-g", section: "geometry", inputValues(input, writerOptions: options), formatter: formatter)
            result.classes.append(named.class)
            add("geometry", named.values)
        }
        return result
    }

    /// Whether the sheet is the HTML picture's, which draws with CSS layers rather than SVG.
    private var isPicture: Bool { isThemable && input == nil }

    /// The groups of a face that draws SVG (a rating input, an animated standalone SVG):
    /// forced colours for the parts of its drawing.
    private func addSVGFaceGroups(drawing: RatingDrawing, idScope: String, add: (String, TemplateValues) -> Void) {
        add("forcedColors", ["root": .markup(isThemable ? ".starsvg" : idScope),
                              "tiled": .flag(drawing == .tiled), "row": .flag(drawing == .row),
                              "color": .flag(scene.fill != nil),
                              "outline": .flag(style.drawsForcedColorsOutline)])
    }

    /// The sections of `Templates/rating.css`, one a group.
    private static let sections = ["palette", "band", "forcedColors", "picture", "look", "edge", "mirror",
                                   "animated", "input", "disabled", "legend", "geometry"]

    /// The stem of the class that scopes a self-contained snippet's sheet to it.
    static let ownClassStem = "starsvg-s"

    /// A self-contained picture's sheet (HTML or live), its rules scoped to the snippet: the
    /// sheet a page would share with `.` and the snippet's own class, `starsvg-s` and a hash of
    /// that shared sheet, added to every rule's root; the class is added to the root's too.
    ///
    /// A page of many snippets, each with its own `<style>`, otherwise makes every rating's
    /// boxes match every copy's rules: the reader's style work grows as the square of the
    /// snippets (Documentation/performance.md). With the class, another snippet's rules fail
    /// at its root, which the browser checks first; equal snippets share the class, and their
    /// rules are the same. A rating input keeps its sheet unscoped: a page holds a few.
    ///
    /// `render` is called once, with `own` a marker that no sheet holds otherwise (a control
    /// character, which no template, colour, number or path writes): left out, the text is the
    /// shared sheet, which names the class; replaced, the scoped one.
    static func scopedToItself(_ render: (_ own: String) -> Rendered) -> Rendered {
        let marker: UInt8 = 1
        var sheet = render(String(decoding: [marker], as: UTF8.self))
        // Each group without its markers (the shared text, hashed), and where they stood, so
        // that both passes copy runs of bytes: a batch writes kilobytes of sheet a rating.
        var hash = StableHash()
        let unmarked: [(bytes: [UInt8], marks: [Int])] = sheet.groups.map { group in
            var group = group, bytes: [UInt8] = [], marks: [Int] = []
            group.withUTF8 { utf8 in
                bytes.reserveCapacity(utf8.count)
                var start = 0
                for index in utf8.indices where utf8[index] == marker {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    marks.append(bytes.count)
                    start = index + 1
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
            }
            // Without line breaks, as compact output has it: pretty output names its class alike.
            hash.combine(utf8: bytes.lazy.filter { $0 != UInt8(ascii: "\n") })
            return (bytes, marks)
        }
        let name = ownClassStem + hash.identifier(length: classHashLength)
        let selector = Array(("." + name).utf8)
        sheet.groups = unmarked.map { group in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(group.bytes.count + group.marks.count * selector.count)
            var start = 0
            for mark in group.marks {
                bytes += group.bytes[start..<mark]
                bytes += selector
                start = mark
            }
            bytes += group.bytes[start...]
            return String(decoding: bytes, as: UTF8.self)
        }
        sheet.classes.append(name)
        return sheet
    }

    /// `section` of the template, filled in with `item`, alone; `own` as `rendered(options:own:)` takes it.
    private static func render(_ section: String, _ item: TemplateValues, own: String = "", formatter: SVGNumberFormatter,
                               lineBreaks: MarkupTemplate.LineBreaks) -> String {
        var values = TemplateValues(sections.map { ($0, $0 == section ? TemplateValue.list([item]) : .flag(false)) })
        values.append("own", .markup(own))
        do {
            return try RatingTemplates.styleSheet.render(values, numberFormatter: formatter, lineBreaks: lineBreaks)
        } catch {
            // Every name the template uses is given above; a test renders every section.
            preconditionFailure("Templates/rating.css: \(error)")
        }
    }

    /// A class for the rules of `section` with `item`: `stem` and a hash of those rules, so
    /// that equal rules get one class whichever rating or run writes them (and different rules
    /// different ones), and `item` with it as its `class`.
    private static func classNamed(_ stem: String, section: String, _ item: TemplateValues,
                                   formatter: SVGNumberFormatter) -> (class: String, values: TemplateValues) {
        var values = item
        values.append("class", .text(stem))
        var hash = StableHash()
        // Compact, so that pretty output names its rules as compact output does.
        hash.combine(render(section, values, formatter: formatter, lineBreaks: .joined))
        let name = stem + hash.identifier(length: classHashLength)
        var named = item
        named.append("class", .text(name))
        return (name, named)
    }

    /// The input's geometry, one slide offset per value, the levels that switch bands, and
    /// what a required or disabled input adds.
    private func inputValues(_ input: RatingInputOptions, writerOptions: SVGWriterOptions) -> TemplateValues {
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
