import SVGKit

/// One star of a live rating as an image: a small SVG document a slot wide (a star's cell and
/// a gap), the star where its slot holds it, which the live picture's style sheet repeats along
/// the row: as the mask of every layer, or as the bevel, the grey of the star's alpha blurred
/// by σ on black (the reference's black star under its white blurred copy). An image is a document of its own and holds no id: no
/// copy of the snippet, hidden or not, can take anything from another.
struct LiveStarImage {
    /// The scene whose star and slots are drawn.
    let scene: SVGScene
    /// The number precision.
    let options: SVGWriterOptions
    /// Whether the image is the bevel rather than the star.
    let isBevel: Bool

    /// The SVG document, compact.
    /// - Complexity: O(n) in the number of the star's outline segments.
    var document: String {
        var options = options
        options.indentation = nil
        var sink = SVGWriter(options: options)
        sink.startElement("svg")
        sink.attribute("xmlns", "http://www.w3.org/2000/svg")
        sink.attribute("viewBox", .numbers([0, 0, scene.tiles.width, scene.height]))
        let isBlurred = isBevel && scene.bevel.isBlurred
        if isBlurred {
            // The alpha blurred, as opaque grey over the whole slot: sRGB, so that the grey is
            // the alpha as written. A private id: the image is a document of its own.
            sink.startElement("filter")
            sink.attribute("id", "f")
            sink.attribute("filterUnits", "userSpaceOnUse")
            sink.attribute("x", 0)
            sink.attribute("y", 0)
            sink.attribute("width", scene.tiles.width)
            sink.attribute("height", scene.height)
            sink.attribute("color-interpolation-filters", "sRGB")
            sink.emptyElement("feGaussianBlur", SVGAttribute("stdDeviation", SVGScene.stdDeviation(scene.bevel.blurDeviation)))
            sink.emptyElement("feColorMatrix", SVGAttribute("values", .numbers([0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1])))
            sink.endElement()
        } else if isBevel {
            // No blur: the grey is the star itself, white on black.
            sink.emptyElement("rect", SVGAttribute("width", scene.tiles.width), SVGAttribute("height", scene.height))
        }
        sink.startElement("path")
        sink.attribute("d", .text(scene.starPathText(options: options)))
        if scene.stars.fillRule == .evenOdd { sink.attribute("fill-rule", "evenodd") }
        if isBlurred { sink.attribute("filter", .url(id: "f")) }
        if isBevel && !isBlurred { sink.attribute("fill", "#fff") }
        sink.endElement()
        sink.endElement()
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    /// The document as a `data:` URL for a CSS `url("…")`: `"`, `%`, `#`, `<` and `>`
    /// percent-encoded (a `#` would end the URL's data; a `<` may not stand in a `<style>`
    /// inside an inline SVG, which HTML's parser reads as markup; a quote would end the string).
    var dataURL: String {
        var url = "data:image/svg+xml,"
        for character in document.unicodeScalars {
            switch character {
            case "\"": url += "%22"
            case "%": url += "%25"
            case "#": url += "%23"
            case "<": url += "%3C"
            case ">": url += "%3E"
            default: url.unicodeScalars.append(character)
            }
        }
        return url
    }
}
