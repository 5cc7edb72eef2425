/// What `starsvg` writes (`--format`).
package enum OutputFormat: String, CaseIterable, Sendable {
    /// A standalone SVG file.
    case svg
    /// An HTML snippet to paste into a web page: an inline SVG, or with `--interactive` a
    /// rating input.
    case html
    /// The still picture as a PNG image (`StarRating.pngBytes(scale:)`), for the places that
    /// take no SVG: email, social cards, chat.
    case png
    /// The HTML `<img>` tag that shows that PNG (`ImageTag`): its URL (`--src`), its size in
    /// CSS pixels and its accessible text.
    case img

    /// The face of output the format writes (`--interactive` makes HTML a rating input).
    var face: OutputFaces {
        switch self {
        case .svg: .svg
        case .html: .html
        case .png: .png
        case .img: .img
        }
    }
}
