import StarGeometry
import SVGKit

extension StarRating {
    /// The blur's standard deviation as a ratio of the star size: the reference blurs a 100 pt
    /// star with `blur(radius: 2)`, and SwiftUI's radius is the Gaussian's σ.
    public static let blurRatio = 0.02

    /// The rating as a standalone SVG document.
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
    public func svgDocument() -> SVGDocument {
        let layout = row.layout
        let width = layout.width
        let height = layout.height
        let sigma = Self.blurRatio * layout.cellSize
        let ids = IDs(prefix: idPrefix)
        let rowRegion = Self.region(around: Rect(minX: 0, minY: 0, width: width, height: height), margin: 4 * sigma)

        var starUses: [SVGNode] = []
        starUses.reserveCapacity(starCount)
        for index in 0..<starCount {
            starUses.append(Self.use(ids.star, [SVGAttribute("x", layout.cellMinX(ofStarAt: index))]))
        }

        var defs: [SVGNode] = [
            SVGElement("path", [SVGAttribute("id", ids.star), SVGAttribute("d", .path(SVGPathData(outline: row.starOutline)))]).node,
            SVGElement("g", [SVGAttribute("id", ids.row)], children: starUses).node,
            // The star shapes, white: a luminance mask, which every renderer supports.
            SVGElement("mask", [SVGAttribute("id", ids.stars)], children: [
                Self.use(ids.row, [SVGAttribute("fill", "#fff")]),
            ]).node,
            // The grey of a black star under its white blurred copy is the blurred alpha g;
            // the filter paints it everywhere and the star mask keeps what is inside.
            Self.filter(ids.bevel, region: rowRegion, [
                SVGElement("feGaussianBlur", [SVGAttribute("in", "SourceAlpha"), SVGAttribute("stdDeviation", sigma)]),
                SVGElement("feColorMatrix", [SVGAttribute("values", .numbers(Self.alphaToGrey))]),
            ]),
            // Black at alpha 1 − g: the rim that the multiply darkens.
            Self.filter(ids.rim, region: rowRegion, [
                SVGElement("feGaussianBlur", [SVGAttribute("in", "SourceAlpha"), SVGAttribute("stdDeviation", sigma)]),
                SVGElement("feComponentTransfer", children: [
                    SVGElement("feFuncA", [SVGAttribute("type", "table"), SVGAttribute("tableValues", .numbers([1, 0]))]).node,
                ]),
            ]),
        ]
        var layers: [SVGNode] = [
            Self.use(ids.row, [SVGAttribute("filter", .url(id: ids.bevel)), SVGAttribute("opacity", 0.5)]),
        ]

        if let color {
            // The reference's mask: a blurred rectangle as wide as the row, slid so that its
            // right edge sits on the fill edge. It reaches 8σ past the row on every other side
            // so that only the sliding edge is soft.
            let maskRect = Rect(minX: -(width + 8 * sigma), minY: -8 * sigma, width: width + 8 * sigma, height: height + 16 * sigma)
            defs.append(Self.filter(ids.soft, region: Self.region(around: maskRect, margin: 4 * sigma), [
                SVGElement("feGaussianBlur", [SVGAttribute("stdDeviation", sigma)]),
            ]))
            // The mask's default region, the masked colour's box + 10 %, holds every star.
            defs.append(SVGElement("mask", [SVGAttribute("id", ids.fill)], children: [
                SVGElement("rect", [
                    SVGAttribute("x", maskRect.minX), SVGAttribute("y", maskRect.minY),
                    SVGAttribute("width", maskRect.width), SVGAttribute("height", maskRect.height),
                    SVGAttribute("fill", "#fff"),
                    SVGAttribute("filter", .url(id: ids.soft)),
                    SVGAttribute("transform", .transform([.translate(x: fillEdge, y: 0)])),
                ]).node,
            ]).node)
            layers.append(SVGElement("g", [SVGAttribute("mask", .url(id: ids.fill))], children: [
                SVGElement("rect", [SVGAttribute("width", width), SVGAttribute("height", height), SVGAttribute("fill", color.hexString)]).node,
                Self.use(ids.row, [SVGAttribute("filter", .url(id: ids.rim)), SVGAttribute("opacity", 0.5)]),
            ]).node)
        }

        let root = SVGElement("svg", [
            SVGAttribute("xmlns", "http://www.w3.org/2000/svg"),
            SVGAttribute("xmlns:xlink", "http://www.w3.org/1999/xlink"),
            SVGAttribute("width", width),
            SVGAttribute("height", height),
            SVGAttribute("viewBox", .numbers([0, 0, width, height])),
            SVGAttribute("role", "img"),
            SVGAttribute("aria-label", label),
        ], children: [
            SVGElement("title", children: [.text(label)]).node,
            SVGElement("defs", children: defs).node,
            SVGElement("g", [SVGAttribute("mask", .url(id: ids.stars))], children: layers).node,
        ])
        return SVGDocument(root: root)
    }

    /// The rating as SVG text.
    /// - Parameter options: compact (the default) or pretty, and the number precision.
    public func svgString(options: SVGWriterOptions = .compact) -> String {
        svgDocument().string(options: options)
    }

    /// The rating as SVG, UTF-8 bytes.
    /// - Parameter options: compact (the default) or pretty, and the number precision.
    public func svgBytes(options: SVGWriterOptions = .compact) -> [UInt8] {
        svgDocument().utf8Bytes(options: options)
    }

    /// Maps a premultiplied black of alpha a to opaque grey a (feColorMatrix works unpremultiplied:
    /// R = G = B = A, A = 1).
    private static let alphaToGrey: [Double] = [
        0, 0, 0, 1, 0,
        0, 0, 0, 1, 0,
        0, 0, 0, 1, 0,
        0, 0, 0, 0, 1,
    ]

    /// A `<use>` of an element of this document, with `href` for current renderers and
    /// `xlink:href` for Safari before 12.1 and old librsvg.
    private static func use(_ id: String, _ attributes: [SVGAttribute]) -> SVGNode {
        SVGElement("use", [SVGAttribute("href", .fragment(id: id)), SVGAttribute("xlink:href", .fragment(id: id))] + attributes).node
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

    private static func region(around rect: Rect, margin: Double) -> Rect {
        Rect(minX: rect.minX - margin, minY: rect.minY - margin,
             width: rect.width + 2 * margin, height: rect.height + 2 * margin)
    }
}
