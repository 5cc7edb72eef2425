/// The soft edge's step before the blur, on whole pixels (`SoftEdgeMaskPart.step(for:)`): the
/// colour whole on the pixels before the edge's (after it, right to left), `coverage` across
/// the edge's pixel, none on the others.
struct SoftEdgeStep: Equatable, Sendable {
    /// The left side of the pixel the edge falls in.
    let pixel: Double
    /// The share of that pixel the colour covers, to the hundredth.
    let coverage: Double
    /// Whether the colour lies after the edge.
    let isRightToLeft: Bool

    /// The colour's share at `x`, before the blur.
    func share(atX x: Double) -> Double {
        if x >= pixel && x < pixel + 1 { return coverage }
        return isRightToLeft ? (x >= pixel + 1 ? 1 : 0) : (x < pixel ? 1 : 0)
    }
}
