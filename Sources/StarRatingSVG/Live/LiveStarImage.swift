import SVGKit

/// One star of a live rating as an image: a small SVG document a slot wide (a star's cell and
/// a gap), the star where its slot holds it, which the live picture's style sheet repeats along
/// the row as the mask of every layer. An image is a document of its own and holds no id: no
/// copy of the snippet, hidden or not, can take anything from another.
struct LiveStarImage {
    /// The scene whose star and slots are drawn.
    let scene: SVGScene
    /// The number precision.
    let options: SVGWriterOptions

    /// The SVG document, compact.
    /// - Complexity: O(n) in the number of the star's outline segments.
    var document: String {
        var options = options
        options.indentation = nil
        var sink = SVGWriter(options: options)
        sink.startElement("svg")
        sink.attribute("xmlns", "http://www.w3.org/2000/svg")
        sink.attribute("viewBox", .numbers([0, 0, scene.tiles.width, scene.height]))
        sink.startElement("path")
        sink.attribute("d", .text(scene.starPathText(options: options)))
        if scene.stars.fillRule == .evenOdd { sink.attribute("fill-rule", "evenodd") }
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
