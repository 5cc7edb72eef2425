/// The soft edge's step before the blur, as a filter's floods lay it (`FloodedSoftEdge.step(for:)`).
struct SoftEdgeStep: Equatable, Sendable {
    /// The left side of the pixel the edge falls in.
    let pixel: Double
    /// The share of that pixel the colour covers, to the hundredth.
    let coverage: Double
    let isRightToLeft: Bool

    /// The colour's share at `x`: 1 before the edge's pixel (after, right to left), `coverage` in it.
    func share(atX x: Double) -> Double {
        if x >= pixel && x < pixel + 1 { return coverage }
        return isRightToLeft ? (x >= pixel + 1 ? 1 : 0) : (x < pixel ? 1 : 0)
    }
}
