/// Remembers where the area-filling edge falls in a shape for each share of its area asked for,
/// so that many rows of one shape (a batch of ratings) work out each share once.
///
/// Finding that edge takes a few Newton steps over the star's outline, which is most of the
/// cost of a fill edge; rating values come in hundredths, so a row asks for the same shares
/// again and again. Pass one memo to `StarRow.fillEdge(forValue:mode:memo:)` call after call.
public struct FillEdgeMemo: Sendable {
    private struct Key: Hashable, Sendable {
        let shape: RatingShape
        let fraction: Double
    }

    /// The edges found so far, on each shape in its unit coordinates.
    private var unitEdges: [Key: Double] = [:]

    /// The most edges a memo keeps; it starts afresh when full: a bound on memory.
    public static let limit = 4096

    /// An empty memo.
    public init() {}

    /// The number of edges remembered.
    public var count: Int { unitEdges.count }

    /// `shape.unitAreaEdge(leavingAreaFraction: fraction)`, worked out once.
    mutating func unitEdge(of shape: RatingShape, leavingAreaFraction fraction: Double) -> Double {
        let key = Key(shape: shape, fraction: fraction)
        if let edge = unitEdges[key] { return edge }
        let edge = shape.unitAreaEdge(leavingAreaFraction: fraction)
        if unitEdges.count == Self.limit { unitEdges.removeAll(keepingCapacity: true) }
        unitEdges[key] = edge
        return edge
    }
}
