import SVGKit

extension RatingScene {
    /// The scene as a standalone SVG document: the tiled drawing, two rectangles over the row
    /// filled with pattern tiles of one star, the track's grey bevel and the colour darkened at
    /// its rim, under the soft-edged mask.
    /// - Parameters:
    ///   - idPrefix: what every id in the document starts with, unique on the page it goes in
    ///     (`StarRating.idPrefix`).
    ///   - includingXLink: whether every reference also carries `xlink:href`, for tools that
    ///     need it (Inkscape 0.92, Batik, Safari before 12.1); plain `href` serves every current
    ///     browser, librsvg and resvg.
    /// - Complexity: O(1) in the number of stars.
    public func svgDocument(idPrefix: String, includingXLink: Bool = false) -> SVGDocument {
        var builder = SVGTreeBuilder()
        SVGScene(self, idPrefix: idPrefix).writeStandalone(into: &builder, includingXLink: includingXLink)
        return builder.document
    }

    /// The scene as standalone SVG bytes: `svgDocument(idPrefix:includingXLink:)` written with
    /// `options`, without building the tree.
    /// - Parameters:
    ///   - idPrefix: what every id starts with (see `svgDocument(idPrefix:includingXLink:)`).
    ///   - options: compact or pretty, and the number precision.
    ///   - includingXLink: whether every reference also carries `xlink:href`.
    /// - Complexity: O(1) in the number of stars.
    public func svgBytes(idPrefix: String, options: SVGWriterOptions = .compact, includingXLink: Bool = false) -> [UInt8] {
        // A rating's size hardly depends on its stars; the label's escaping may grow it.
        var writer = SVGWriter(options: options, capacity: 2048 + 4 * label.utf8.count)
        writeSVG(into: &writer, idPrefix: idPrefix, includingXLink: includingXLink)
        return writer.bytes
    }

    /// Writes the scene as a standalone SVG document, `svgBytes(idPrefix:options:includingXLink:)`'s
    /// bytes, after what `writer` holds, in the writer's options (`package`: the buffer many
    /// documents are appended to is the package's own business, as `RatingSVGWriter`'s is).
    /// - Parameters:
    ///   - writer: the writer to append the document to.
    ///   - idPrefix: what every id starts with (see `svgDocument(idPrefix:includingXLink:)`).
    ///   - includingXLink: whether every reference also carries `xlink:href`.
    package func writeSVG(into writer: inout SVGWriter, idPrefix: String, includingXLink: Bool = false) {
        let scene = SVGScene(self, idPrefix: idPrefix)
        writer.writeDocument { scene.writeStandalone(into: &$0, includingXLink: includingXLink) }
    }
}
