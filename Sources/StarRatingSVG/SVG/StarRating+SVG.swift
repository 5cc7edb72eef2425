import SVGKit

extension StarRating {
    /// The rating as a standalone SVG document: its scene at its own value, written by the SVG
    /// serialiser (`RatingScene.svgDocument(idPrefix:includingXLink:)`).
    /// - Parameter includingXLink: whether every reference also carries `xlink:href`, for tools
    ///   that need it (Inkscape 0.92, Batik, Safari before 12.1). Off by default: plain `href`
    ///   serves every current browser, librsvg and resvg, in fewer bytes.
    /// - Complexity: O(*n*) in the number of stars.
    public func svgDocument(includingXLink: Bool = false) -> SVGDocument {
        RatingScene(rating: self).svgDocument(idPrefix: idPrefix, includingXLink: includingXLink)
    }

    /// The rating as SVG text.
    /// - Parameters:
    ///   - options: compact (the default) or pretty, and the number precision.
    ///   - includingXLink: whether references also carry `xlink:href` (see `svgDocument(includingXLink:)`).
    public func svgString(options: SVGWriterOptions = .compact, includingXLink: Bool = false) -> String {
        String(decoding: svgBytes(options: options, includingXLink: includingXLink), as: UTF8.self)
    }

    /// The rating as SVG, UTF-8 bytes.
    /// - Parameters:
    ///   - options: compact (the default) or pretty, and the number precision.
    ///   - includingXLink: whether references also carry `xlink:href` (see `svgDocument(includingXLink:)`).
    public func svgBytes(options: SVGWriterOptions = .compact, includingXLink: Bool = false) -> [UInt8] {
        RatingScene(rating: self).svgBytes(idPrefix: idPrefix, options: options, includingXLink: includingXLink)
    }

    /// The rating as a standalone SVG document whose fill slides in from 0 and whose colour
    /// fades in when it first shows in a browser, with the reference's timing (a `<style>`
    /// from `Templates/rating.css`); the rest of the document is `svgDocument()`'s, so
    /// renderers without CSS animation (librsvg, resvg) and a still `<img>` show the value.
    /// - Parameters:
    ///   - options: compact or pretty, for the style sheet's line breaks.
    ///   - includingXLink: whether references also carry `xlink:href` (see `svgDocument(includingXLink:)`).
    /// - Complexity: O(*n*) in the number of stars.
    public func animatedSVGDocument(options: SVGWriterOptions = .compact, includingXLink: Bool = false) -> SVGDocument {
        let rating = distinguished(by: ["svg", "animated"])
        let scene = SVGScene(RatingScene(rating: rating), idPrefix: rating.idPrefix)
        let style = SVGDrawingStyle.animatedStandalone(includingXLink: includingXLink)
        // A standalone SVG is never shared: its rules stay under its id (a prefix is a CSS
        // identifier as it is), and its colours are its attributes'.
        let idScope = "#" + rating.idPrefix
        let drawing = scene.drawing(for: style)
        let css = RatingStyleSheet.build(options: options, isScopedToItself: false) { sheet in
            sheet.addForcedColors(root: idScope, isTiled: drawing == .tiled, isRow: drawing == .row, showsColor: scene.fill != nil,
                                  drawsOutline: style.drawsForcedColorsOutline)
            sheet.addLoadAnimation(scope: idScope)
        }.groups.joined()
        var builder = SVGTreeBuilder()
        scene.write(into: &builder, style: style, styleSheet: css)
        return builder.document
    }
}
