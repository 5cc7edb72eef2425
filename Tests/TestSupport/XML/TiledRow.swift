/// The stars of a drawing that shows one colour, as its rectangles of tiles draw them: a
/// rectangle over the row (or two, split at the fill edge, in a still picture drawn through one
/// filter) filled with a pattern whose tile is one star and the gap after it.
public struct TiledRow: Sendable {
    /// The width the rectangles cover together.
    public let width: Double
    /// Where the first tile starts, and each tile's width.
    public let tileMinX: Double
    public let tileWidth: Double

    /// The row of `elements` (a document's, in order): its rectangles filled with a pattern (a
    /// pattern that refers to another takes its tiles), and those tiles; `nil` when there is
    /// none, a pattern is not in user space, the rectangles' tiles differ, or they do not start
    /// where the tiles do.
    public init?(_ elements: [ParsedXMLElement]) {
        func tiles(_ id: String, depth: Int = 0) -> ParsedXMLElement? {
            guard depth < 4, let pattern = elements.first(where: { $0.name == "pattern" && $0.attributes["id"] == id }) else { return nil }
            if let href = pattern.attributes["href"], href.hasPrefix("#") { return tiles(String(href.dropFirst()), depth: depth + 1) }
            return pattern
        }
        var extent: (minX: Double, maxX: Double)?
        var tile: ParsedXMLElement?
        for rect in elements where rect.name == "rect" && rect.attributes["fill"]?.hasPrefix("url(#") == true {
            guard let fill = rect.attributes["fill"], let width = rect.attributes["width"].flatMap(Double.init),
                  let pattern = tiles(String(fill.dropFirst(5).dropLast())),
                  pattern.attributes["patternUnits"] == "userSpaceOnUse" else { return nil }
            if let tile, tile.attributes != pattern.attributes { return nil }
            tile = pattern
            let minX = rect.attributes["x"].flatMap(Double.init) ?? 0
            extent = (min(extent?.minX ?? minX, minX), max(extent?.maxX ?? minX + width, minX + width))
        }
        guard let extent, let tile, let tileWidth = tile.attributes["width"].flatMap(Double.init), tileWidth > 0,
              abs(extent.minX - (tile.attributes["x"].flatMap(Double.init) ?? 0)) < 1e-9 else { return nil }
        self.width = extent.maxX - extent.minX
        self.tileMinX = extent.minX
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
