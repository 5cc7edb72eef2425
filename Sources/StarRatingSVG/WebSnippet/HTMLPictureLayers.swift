import SVGKit
import WebTemplates

/// The HTML picture's layers (`--format html`), as its style sheet's picture, look and edge
/// groups (`Templates/rating.css`): the picture's, and the live rating's (`--live`), which is
/// the picture at no value with its own groups over them.
///
/// The picture holds no id and refers to nothing, so that copies of one snippet never take each
/// other's parts: an inline SVG's `url(#id)` finds the first element of that id in the
/// document, and when that copy is hidden (`display: none`, a closed `<details>`) Chromium and
/// Firefox draw nothing in the others. Its layers are HTML boxes in the SVG's `<foreignObject>`
/// (so that the viewBox scales them, as it scales a drawing, for sizes in ems), shaped by CSS
/// alone: nothing is fetched (a `data:` image would need the page's `img-src`). All inside the
/// stars (`clip-path: path()` of the row), bottom to top:
/// 1. the colour: the colour layer in the band's colour, under a gradient mask whose alpha is
///    the blurred step at the fill edge, Φ((edge − x)/σ) in 13 stops (within 2/255 of it);
/// 2. the bevel: black with the stars in white blurred by σ over it, which is the grey g of the
///    blurred stars' alpha (brightened by the bevel's gain, for a thin line), multiplied at
///    opacity 0.5 over the whole row. Over no colour the multiply has nothing to blend with and
///    draws g at alpha 0.5, the track; over the colour C it gives C·(1 + g)/2, the darkened
///    rim: what the SVG faces draw. For an icon of lines the stars' box has a background of
///    black at the bevel's `trackShade` under the colour, which the multiply turns into black
///    over the track: the SVG faces' shade (none in forced colours, where the box is Canvas).
/// The edge is a length in a custom property, `--starsvg-edge`, which the load animation slides.
struct HTMLPictureLayers {
    /// The scene drawn.
    let scene: RatingScene
    /// The number precision.
    let options: SVGWriterOptions

    /// Adds the layers' groups to `sheet`: the picture's own (its boxes, its forced colours),
    /// then the look's and the edge's, each named by a hash of its rules.
    func addGroups(to sheet: inout RatingStyleSheet) {
        addLookGroups(to: &sheet)
        addEdgeGroup(to: &sheet)
    }

    /// Adds the groups that do not change with the value: the picture's own and the look's.
    func addLookGroups(to sheet: inout RatingStyleSheet) {
        sheet.add("picture", [:])
        sheet.addNamed("starsvg-l", "look", lookValues)
    }

    /// Adds the edge's group, which the value sets; none at 0.
    func addEdgeGroup(to sheet: inout RatingStyleSheet) {
        if let edge = edgeValues { sheet.addNamed("starsvg-e", "edge", edge) }
    }

    /// The look group's values: the stars, the blur, and the soft edge's gradient and where it
    /// lies for the edge, all in the drawing's pixels (the SVG's viewBox scales them).
    var lookValues: TemplateValues {
        let sigma = softEdgeDeviation
        let width = scene.width
        return [
            "row": .text(rowPathText),
            "evenOdd": .flag(scene.stars.fillRule == .evenOdd),
            "blur": .text(pixels(scene.bevel.isBlurred ? FilterDeviation.written(scene.bevel.blurDeviation) : 0)),
            // The bevel's blurred box reaches 4σ past the row, so that its own edge stays clear of the stars.
            "room": .text(pixels((4 * scene.bevel.blurDeviation).rounded(.up))),
            // The gradient runs from the start of the fill (right to left, from the right).
            "side": .text(scene.softEdgeMask.isRightToLeft ? "left" : "right"),
            "start": rampStart,
            "stops": .text(stops(from: width, sigma: sigma)),
            "shift": rampShift,
            "rampWidth": .text(pixels(width + 6 * sigma)),
            "rimGain": .list(scene.bevel.gain > 1 ? [["gain": .number(scene.bevel.gain)]] : []),
            // Black under the colour, which the bevel then multiplies: the track's shade.
            "trackShade": .list(scene.bevel.trackShade > 0 ? [["shade": .number(scene.bevel.trackShade)]] : []),
        ]
    }

    /// The side the soft edge's gradient is placed from: where the fill starts.
    var rampStart: TemplateValue {
        .text(scene.softEdgeMask.isRightToLeft ? "right" : "left")
    }

    /// How far before the edge the gradient's box starts: its box is the row and 6σ wide, and
    /// the middle of its step, 3σ before its end, lies on the edge.
    var rampShift: TemplateValue {
        .text(pixels(scene.width + 3 * softEdgeDeviation))
    }

    /// The soft edge's σ as the sheet writes it, 0 for a hard edge.
    private var softEdgeDeviation: Double {
        scene.softEdgeMask.isBlurred ? FilterDeviation.written(scene.softEdgeMask.blurDeviation) : 0
    }

    /// The edge group's values, or `nil` at 0, which shows no colour.
    var edgeValues: TemplateValues? {
        scene.fill.map { ["edge": .text(pixels($0.edge))] }
    }

    /// Every star of the row as path data, one subpath a star, in the drawing's coordinates.
    /// - Complexity: O(*n*) in the number of stars.
    private var rowPathText: String {
        let stars = scene.stars
        return stars.cellMinX.map { SVGWriter.pathText(.fitted(stars.shape, side: stars.cellSize, at: $0), options: options) }
            .joined()
    }

    /// Opaque up to `start`, then the blurred step's alpha 1 − Φ(k/2) at `start` + (k + 6)σ/2
    /// for k = −6…6; a hard step at `start` without a blur.
    private func stops(from start: Double, sigma: Double) -> String {
        guard sigma > 0 else { return "#000 " + pixels(start) + ",transparent " + pixels(start) }
        return Self.stepAlphas.enumerated().map { index, alpha in
            let color = alpha == 1 ? "#000" : alpha == 0 ? "transparent" : "rgb(0 0 0/" + Self.alphaText(alpha) + ")"
            return color + " " + pixels(start + Double(index) * sigma / 2)
        }.joined(separator: ",")
    }

    /// 1 − Φ(k/2) for k = −6…6, to five decimals.
    private static let stepAlphas: [Double] = [
        1, 0.99379, 0.97725, 0.93319, 0.84134, 0.69146, 0.5, 0.30854, 0.15866, 0.06681, 0.02275, 0.00621, 0,
    ]

    /// An alpha with its five decimals, without the leading zero.
    private static func alphaText(_ alpha: Double) -> String {
        SVGNumberFormatter(precision: 5, omitsLeadingZero: true).string(alpha)
    }

    /// A length in the drawing's pixels, which the SVG's viewBox maps to the page's.
    private func pixels(_ value: Double) -> String {
        WebLength.css(value, in: .pixels, options: options)
    }
}
