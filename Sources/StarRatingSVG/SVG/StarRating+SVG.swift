import SVGKit

extension StarRating {
    /// The rating as a standalone SVG document: its scene at its own value, written by the SVG
    /// serialiser (`RatingScene.svgDocument()`).
    /// - Complexity: O(*n*) in the number of stars.
    public func svgDocument() -> SVGDocument {
        RatingScene(rating: self).svgDocument()
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

    /// The rating as a standalone SVG document whose fill slides in from 0 and whose colour
    /// fades in when it first shows in a browser, with the reference's timing (a `<style>`
    /// from `Templates/rating.css`); the rest of the document is `svgDocument()`'s, so
    /// renderers without CSS animation (librsvg, resvg) and a still `<img>` show the value.
    /// - Parameter options: compact or pretty, for the style sheet's line breaks.
    /// - Complexity: O(*n*) in the number of stars.
    public func animatedSVGDocument(options: SVGWriterOptions = .compact) -> SVGDocument {
        let rating = distinguished(by: ["svg", "animated"])
        let scene = RatingScene(rating: rating)
        let css = RatingStyleSheet(rating: rating, scene: scene, isThemable: false, isAnimated: true, isInput: false)
            .text(options: options)
        return scene.svgDocument(style: .animatedStandalone, styleSheet: css)
    }
}
