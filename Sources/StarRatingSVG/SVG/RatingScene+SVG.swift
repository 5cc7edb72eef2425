import StarGeometry
import SVGKit

extension RatingScene {
    /// The scene as a standalone SVG document.
    ///
    /// As in the reference, the whole stack is masked once by the star shapes, so a star's
    /// anti-aliased edge is the same blend of everything inside it in every renderer. Inside,
    /// bottom to top:
    /// 1. the bevel: the grey `g` of the reference's black star under its white blurred copy
    ///    (g is the blurred stars' alpha), at opacity 0.5;
    /// 2. under the soft-edged mask: the band colour C, and over it black at alpha 1 − g, at
    ///    opacity 0.5.
    ///
    /// This gives exactly the reference's `multiply` at opacity 0.5 without a blend mode: over
    /// colour it is C·(1 + g)/2, elsewhere g at alpha 0.5. Blend modes need isolation rules
    /// and a `style` attribute (blocked by strict CSP); plain filters and opacity need neither.
    /// - Complexity: O(*n*) in the number of stars.
    /// - Parameter includingXLink: whether every reference also carries `xlink:href`, for tools
    ///   that need it (Inkscape 0.92, Batik, Safari before 12.1); plain `href` serves every
    ///   current browser, librsvg and resvg.
    public func svgDocument(includingXLink: Bool = false) -> SVGDocument {
        svgDocument(style: .standalone(includingXLink: includingXLink), styleSheet: nil)
    }

    /// The scene as a standalone SVG document drawn in `style`, with `styleSheet` (if any) in a
    /// `<style>` after the `<title>`; the root then carries the prefix as its id, which the
    /// style sheet's selectors start with, so that it styles no other rating pasted beside it.
    func svgDocument(style: SVGDrawingStyle, styleSheet: String?) -> SVGDocument {
        var attributes = [
            SVGAttribute("xmlns", "http://www.w3.org/2000/svg"),
        ] + (style.writesXLinkHref ? [SVGAttribute("xmlns:xlink", "http://www.w3.org/1999/xlink")] : []) + [
            SVGAttribute("width", width),
            SVGAttribute("height", height),
            SVGAttribute("viewBox", .numbers([0, 0, width, height])),
            SVGAttribute("role", "img"),
            SVGAttribute("aria-label", label),
        ]
        var children = [SVGElement("title", children: [.text(label)]).node]
        if let styleSheet {
            attributes.append(SVGAttribute("id", ids.prefix))
            children.append(SVGElement("style", children: [.text(styleSheet)]).node)
        }
        return SVGDocument(root: SVGElement("svg", attributes, children: children + drawing(style: style)))
    }

    /// What the root holds after its title (and style): the definitions, then the stack masked
    /// by the stars.
    func drawing(style: SVGDrawingStyle) -> [SVGNode] {
        var defs: [SVGNode] = [starShapeElement, starRowElement(style), starMaskElement(style)]
        var layers: [SVGNode]
        if bevel.isBlurred {
            defs += [bevelFilterElement, rimFilterElement]
            layers = [Self.use(ids[.starRow], style, [SVGAttribute("filter", .url(id: ids[.bevelFilter])), SVGAttribute("opacity", bevel.opacity)])]
        } else {
            // With no blur the grey is 1 everywhere in the star and the rim's alpha 1 − g is 0:
            // a plain white star at the bevel's opacity, and no rim.
            layers = [Self.use(ids[.starRow], style, [SVGAttribute("fill", "#fff"), SVGAttribute("opacity", bevel.opacity)])]
        }
        if style.drawsEveryBand {
            if softEdgeMask.isBlurred { defs.append(softEdgeFilterElement) }
            defs.append(fillMaskElement(offset: fill.map(softEdgeMask.offset(for:)) ?? 0, style))
            layers.append(stackedColorLayer(style))
        } else if let fill, let color = fillColor {
            if softEdgeMask.isBlurred { defs.append(softEdgeFilterElement) }
            defs.append(fillMaskElement(offset: softEdgeMask.offset(for: fill), style))
            layers.append(colorLayer([bandElement(fill.band, color, isShown: true, style)], style))
        }
        if style.drawsForcedColorsOutline { layers.append(outlineElement(style)) }
        return [
            SVGElement("defs", children: defs).node,
            SVGElement("g", [SVGAttribute("mask", .url(id: ids[.starMask]))], children: layers).node,
        ]
    }

    /// The star outline, defined once.
    private var starShapeElement: SVGNode {
        SVGElement("path", [SVGAttribute("id", ids[.starShape]), SVGAttribute("d", .path(SVGPathData(outline: stars.starOutline)))]).node
    }

    /// Every star, a reuse of the outline in its cell.
    private func starRowElement(_ style: SVGDrawingStyle) -> SVGNode {
        let uses = stars.cellMinX.map { Self.use(ids[.starShape], style, [SVGAttribute("x", $0)]) }
        return SVGElement("g", [SVGAttribute("id", ids[.starRow])], children: uses).node
    }

    /// The star shapes, white: a luminance mask, which every renderer supports.
    private func starMaskElement(_ style: SVGDrawingStyle) -> SVGNode {
        SVGElement("mask", [SVGAttribute("id", ids[.starMask])], children: [
            Self.use(ids[.starRow], style, [SVGAttribute("fill", "#fff")]),
        ]).node
    }

    /// The grey of a black star under its white blurred copy is the blurred alpha g; the filter
    /// paints it everywhere and the star mask keeps what is inside.
    private var bevelFilterElement: SVGNode {
        Self.filter(ids[.bevelFilter], region: bevel.filterRegion, [
            SVGElement("feGaussianBlur", [SVGAttribute("in", "SourceAlpha"), SVGAttribute("stdDeviation", Self.stdDeviation(bevel.blurDeviation))]),
            SVGElement("feColorMatrix", [SVGAttribute("values", .numbers(Self.alphaToGrey))]),
        ])
    }

    /// Black at alpha 1 − g: the rim that the multiply darkens.
    private var rimFilterElement: SVGNode {
        Self.filter(ids[.rimFilter], region: bevel.filterRegion, [
            SVGElement("feGaussianBlur", [SVGAttribute("in", "SourceAlpha"), SVGAttribute("stdDeviation", Self.stdDeviation(bevel.blurDeviation))]),
            SVGElement("feComponentTransfer", children: [
                SVGElement("feFuncA", [SVGAttribute("type", "table"), SVGAttribute("tableValues", .numbers([1, 0]))]).node,
            ]),
        ])
    }

    /// The blur that softens the mask rectangle's edge: horizontal only. The edge is vertical and
    /// the rectangle reaches far past the row above and below, so a vertical blur would change
    /// nothing in exact arithmetic; but librsvg blurs on a surface the size of the image and
    /// loses what a vertical pass spreads past it, which faded the colour in the top and bottom
    /// rows, at the stars' tips (by up to half, measured at size 16).
    private var softEdgeFilterElement: SVGNode {
        Self.filter(ids[.softEdgeFilter], region: softEdgeMask.filterRegion, [
            SVGElement("feGaussianBlur", [SVGAttribute("stdDeviation", .numbers([Self.stdDeviation(softEdgeMask.blurDeviation), 0]))]),
        ])
    }

    /// The reference's mask: the blurred rectangle slid `offset` to the right, so that its
    /// right edge sits on the fill edge. The mask's default region, the masked colour's box
    /// + 10 %, holds every star.
    private func fillMaskElement(offset: Double, _ style: SVGDrawingStyle) -> SVGNode {
        let rect = softEdgeMask.rect
        var attributes = [
            SVGAttribute("x", rect.minX), SVGAttribute("y", rect.minY),
            SVGAttribute("width", rect.width), SVGAttribute("height", rect.height),
            SVGAttribute("fill", "#fff"),
        ]
        if softEdgeMask.isBlurred { attributes.append(SVGAttribute("filter", .url(id: ids[.softEdgeFilter]))) }
        attributes.append(SVGAttribute("transform", .transform([.translate(x: offset, y: 0)])))
        return SVGElement("mask", [SVGAttribute("id", ids[.fillMask])], children: [
            SVGElement("rect", attributes + Self.classAttribute(StyleClass.slide, style)).node,
        ]).node
    }

    /// The colour surface, its `bands` layers, and the rim over them, revealed by the fill mask.
    private func colorLayer(_ bands: [SVGNode], _ style: SVGDrawingStyle, isShown: Bool = true) -> SVGNode {
        let rim = bevel.isBlurred
            ? [Self.use(ids[.starRow], style, [SVGAttribute("filter", .url(id: ids[.rimFilter])), SVGAttribute("opacity", bevel.opacity)])]
            : []
        return SVGElement("g", [SVGAttribute("mask", .url(id: ids[.fillMask]))] + Self.classAttribute(StyleClass.color, style)
                                + (isShown ? [] : [SVGAttribute("opacity", 0)]), children: bands + rim).node
    }

    /// One band's colour over the whole surface; hidden (`opacity="0"`) when another band shows.
    private func bandElement(_ band: Int, _ color: CSSColor, isShown: Bool, _ style: SVGDrawingStyle) -> SVGNode {
        let surface = colorSurface.rect
        var attributes = [SVGAttribute("width", surface.width), SVGAttribute("height", surface.height)]
        if style.writesColorsAsCSS {
            attributes.append(SVGAttribute("fill", color.cssText))
        } else {
            attributes.append(SVGAttribute("fill", color.svgPaint))
            if color.opacity < 1 { attributes.append(SVGAttribute("fill-opacity", color.opacity)) }
        }
        if !isShown { attributes.append(SVGAttribute("opacity", 0)) }
        return SVGElement("rect", attributes + Self.classAttribute(StyleClass.band(band), style)).node
    }

    /// Every band's layer, stacked as the reference stacks `Color.green`, `.yellow`, `.red`: the
    /// last band at the bottom, and band k over it hidden once the value passes level k, so the
    /// lowest band not passed shows. At 0 the whole group is hidden, as in the reference.
    private func stackedColorLayer(_ style: SVGDrawingStyle) -> SVGNode {
        let value = fill?.value ?? 0
        let levels = colorSurface.bands.levels
        let bands = colorSurface.colors.indices.reversed().map { band in
            bandElement(band, colorSurface.colors[band], isShown: band == levels.count || !(value > levels[band]), style)
        }
        return colorLayer(bands, style, isShown: fill != nil)
    }

    /// The stars' outline for forced colours, hidden until a style sheet shows it. Half its
    /// width falls outside the stars, where the star mask cuts it off.
    private func outlineElement(_ style: SVGDrawingStyle) -> SVGNode {
        Self.use(ids[.starRow], style, [
            SVGAttribute("fill", "none"), SVGAttribute("stroke", "#000"), SVGAttribute("stroke-width", 2),
            SVGAttribute("display", "none"),
        ] + Self.classAttribute(StyleClass.outline, style))
    }

    /// `class="name"` when the style marks moving parts, otherwise nothing.
    private static func classAttribute(_ name: String, _ style: SVGDrawingStyle) -> [SVGAttribute] {
        style.marksMovingParts ? [SVGAttribute("class", name)] : []
    }

    /// The `stdDeviation` written for a blur of `sigma` pixels.
    ///
    /// Filter Effects lets a renderer approximate a Gaussian by three box blurs from σ = 2 on.
    /// Chromium, Firefox and librsvg do so from 2; resvg only above 2, and below it blurs with an
    /// IIR Gaussian, which drew the default blur of exactly 2 px differently (1.6 to 1.8 mean
    /// per channel from the others at size 24, against 0.6 between them). 2.01 is the same
    /// blur to the eye and to the other three engines, whose box width
    /// ⌊σ·3·√(2π)/4 + 0.5⌋ is 4 for both, and puts resvg on the same side of its switch.
    static func stdDeviation(_ sigma: Double) -> Double {
        sigma == 2 ? 2.01 : sigma
    }

    /// Maps a premultiplied black of alpha a to opaque grey a (feColorMatrix works unpremultiplied:
    /// R = G = B = A, A = 1).
    private static let alphaToGrey: [Double] = [
        0, 0, 0, 1, 0,
        0, 0, 0, 1, 0,
        0, 0, 0, 1, 0,
        0, 0, 0, 0, 1,
    ]

    /// A `<use>` of an element of this document, with `href` for current renderers and, unless
    /// the style leaves it out, `xlink:href` for Safari before 12.1 and old librsvg.
    private static func use(_ id: String, _ style: SVGDrawingStyle, _ attributes: [SVGAttribute]) -> SVGNode {
        let links = [SVGAttribute("href", .fragment(id: id))] + (style.writesXLinkHref ? [SVGAttribute("xlink:href", .fragment(id: id))] : [])
        return SVGElement("use", links + attributes).node
    }

    /// A filter with an explicit region in user space, so that no renderer clips the blur to its
    /// default bounding box + 10 %, and in sRGB, so that every renderer blurs colours alike.
    private static func filter(_ id: String, region: Rect, _ primitives: [SVGElement]) -> SVGNode {
        SVGElement("filter", [
            SVGAttribute("id", id),
            SVGAttribute("filterUnits", "userSpaceOnUse"),
            SVGAttribute("x", region.minX), SVGAttribute("y", region.minY),
            SVGAttribute("width", region.width), SVGAttribute("height", region.height),
            SVGAttribute("color-interpolation-filters", "sRGB"),
        ], children: primitives.map(\.node)).node
    }
}
