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
}
