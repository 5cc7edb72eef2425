extension ParsedXMLElement {
    /// Where the paths this element draws land, following groups and `<use>` references
    /// (each moved by its `x`) among `elements`: one offset from the path's own place per path
    /// drawn. A rating's row reuses blocks of stars by doubling; its count is the number of
    /// stars, and the offsets are where they stand. References nested deeper than 16 (which
    /// only a cycle would make) draw nothing.
    public func drawnPathOffsets(in elements: [ParsedXMLElement], depth: Int = 0) -> [Double] {
        guard depth < 16 else { return [] }
        switch name {
        case "path":
            return [0]
        case "g":
            return self.elements.flatMap { $0.drawnPathOffsets(in: elements, depth: depth + 1) }
        case "use":
            let target = String((attributes["href"] ?? "").dropFirst())
            guard let referenced = elements.first(where: { $0.attributes["id"] == target }) else { return [] }
            let dx = Double(attributes["x"] ?? "0") ?? .nan
            return referenced.drawnPathOffsets(in: elements, depth: depth + 1).map { $0 + dx }
        default:
            return []
        }
    }
}
