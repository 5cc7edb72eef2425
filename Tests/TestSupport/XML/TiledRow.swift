/// The stars of a drawing that shows one colour, as its track's rectangle draws them: a
/// rectangle over the row filled with a pattern whose tile is one star and the gap after it.
public struct TiledRow: Sendable {
    /// The rectangle's width.
    public let width: Double
    /// Where the first tile starts, and each tile's width.
    public let tileMinX: Double
    public let tileWidth: Double

    /// The row of `elements` (a document's, in order): its first rectangle filled with a
    /// pattern, and that pattern; `nil` when there is none, the pattern is not in user space, or
    /// the rectangle does not start where the tiles do.
    public init?(_ elements: [ParsedXMLElement]) {
        guard let rect = elements.first(where: { $0.name == "rect" && $0.attributes["fill"]?.hasPrefix("url(#") == true }),
              let fill = rect.attributes["fill"], let width = rect.attributes["width"].flatMap(Double.init) else { return nil }
        let id = String(fill.dropFirst(5).dropLast())
        guard let pattern = elements.first(where: { $0.name == "pattern" && $0.attributes["id"] == id }),
              pattern.attributes["patternUnits"] == "userSpaceOnUse",
              let tileWidth = pattern.attributes["width"].flatMap(Double.init), tileWidth > 0,
              rect.attributes["x"] == pattern.attributes["x"] else { return nil }
        self.width = width
        self.tileMinX = pattern.attributes["x"].flatMap(Double.init) ?? 0
        self.tileWidth = tileWidth
    }

    /// How many stars the rectangle shows: it covers the row's tiles and no more, a whole
    /// number of them (to the rounding of the numbers written: a hundredth of a pixel each);
    /// `nil` when it is no whole number of tiles.
    public var starCount: Int? {
        let count = (width / tileWidth).rounded()
        return abs(width - count * tileWidth) <= 0.01 * (count + 1) ? Int(count) : nil
    }
}
