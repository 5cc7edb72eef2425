/// The value of a microdata property: text, or an item nested in it.
public indirect enum MicrodataValue: Equatable, Sendable {
    /// A string (a `meta`'s `content`, a link's `href`, an element's text, …).
    case text(String)
    /// An element with `itemscope` as well as `itemprop`.
    case item(MicrodataItem)
}
