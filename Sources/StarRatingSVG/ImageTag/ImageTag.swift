import OutputText

/// The HTML `<img>` tag that shows a rating's PNG (`--format img`), for a page or an email
/// template: `<img src="…" width="…" height="…" alt="…"/>`, on one line.
///
/// `width` and `height` are the PNG's size in CSS pixels (`StarRating.pngPixelSize(scale: 1)`),
/// whatever scale the PNG is drawn at: a PNG at scale 2 shown at its CSS size is sharp on a
/// high-density screen, and an email client that ignores the image's own size still lays it
/// out right. `alt` is the rating's accessible name in its locale, `lang` names the locale
/// when one is given, as the SVG and the snippet do. Written as the snippets are, well-formed
/// XML too (`/>`), every value escaped once, here, by the one attribute escaping.
///
/// A class, held apart as a snippet's plan is, so that a batch's record of a line stays small.
public final class ImageTag: Sendable {
    /// Where the page finds the PNG.
    public let source: ImageSource
    /// The PNG's width in CSS pixels.
    public let width: Int
    /// The PNG's height in CSS pixels.
    public let height: Int
    /// The accessible name: what the image says to a reader who cannot see it.
    public let alternativeText: String
    /// The BCP 47 tag of the alternative text's language, when a locale was given.
    public let language: String?

    /// The tag of `rating`'s PNG at `source`.
    /// - Throws: `PNGSizeError.tooLarge` when even a PNG at scale 1 would be too large.
    public init(_ rating: StarRating, source: ImageSource) throws(PNGSizeError) {
        let size = try rating.pngPixelSize(scale: 1)
        self.source = source
        width = size.width
        height = size.height
        alternativeText = rating.label
        language = rating.locale?.tag
    }

    /// The tag's bytes, followed by a line break.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.appendUTF8(of: "<img src=\"")
        Escaping.appendHTMLAttributeValue(source.url, to: &bytes)
        bytes.appendUTF8(of: "\" width=\"")
        Self.number.append(Double(width), to: &bytes)
        bytes.appendUTF8(of: "\" height=\"")
        Self.number.append(Double(height), to: &bytes)
        bytes.appendUTF8(of: "\" alt=\"")
        Escaping.appendHTMLAttributeValue(alternativeText, to: &bytes)
        if let language {
            bytes.appendUTF8(of: "\" lang=\"")
            Escaping.appendHTMLAttributeValue(language, to: &bytes)
        }
        bytes.appendUTF8(of: "\"/>\n")
        return bytes
    }

    /// The tag as text, followed by a line break: `bytes`, to paste into a page or an email.
    public var html: String { String(decoding: bytes, as: UTF8.self) }

    /// The one number formatter: whole pixels, written as integers.
    private static let number = SVGNumberFormatter(precision: 0)
}
