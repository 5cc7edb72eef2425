/// Long arcs as shorter ones, for writers whose arcs are rebuilt from rounded end points.
///
/// An arc command gives its end points and radii, and a reader finds the centre from them.
/// Near half a turn that is ill-conditioned: end points rounded by ε move the centre by about
/// √(2rε), where a quarter turn moves it by about ε. The same rule cuts an outline's circular
/// arcs (here) and an icon's elliptical ones (`FilledPath.elements(splittingArcsBeyond:
/// intoPiecesOfAtMost:)`).
extension CircularArc {
    /// The arc as equal pieces of at most `maximumPieceSweep` when it sweeps more than
    /// `threshold`, else itself alone: the same curve. Piece k ends at
    /// `startAngle + sweep · k / n`.
    /// - Parameters:
    ///   - threshold: The largest sweep kept as one arc.
    ///   - maximumPieceSweep: The largest sweep of a piece; at most `threshold`.
    public func pieces(beyond threshold: Double, atMost maximumPieceSweep: Double) -> [CircularArc] {
        let count = Self.pieceCount(sweep: sweep, beyond: threshold, atMost: maximumPieceSweep)
        guard count > 1 else { return [self] }
        let angles = (0...count).map { startAngle + sweep * Double($0) / Double(count) }
        return (1...count).map { CircularArc(center: center, radius: radius, startAngle: angles[$0 - 1], sweep: angles[$0] - angles[$0 - 1]) }
    }

    /// How many equal pieces an arc of `sweep` is written in: 1 up to `threshold`, else as few
    /// as keep each within `maximumPieceSweep`.
    static func pieceCount(sweep: Double, beyond threshold: Double, atMost maximumPieceSweep: Double) -> Int {
        sweep.magnitude > threshold ? Int((sweep.magnitude / maximumPieceSweep).rounded(.up)) : 1
    }
}
