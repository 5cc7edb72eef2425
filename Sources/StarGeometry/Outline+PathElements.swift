/// An outline in the plane's vocabulary: the elements of a path, which a path writer or a
/// renderer of paths takes as it takes any other (the SVG face's path data is made of them).
extension Outline {
    /// The outline as a path's elements: one move, a line per line, a circular arc (an
    /// `ellipticalArc` of equal radii) per arc, and a close. An arc that sweeps more than
    /// `threshold` comes as equal pieces of at most `maximumPieceSweep`, for writers whose arcs
    /// are rebuilt from rounded end points (`CircularArc.pieces(beyond:atMost:)` says why). The
    /// path starts after the outline's last line, which the close then draws: the same outline,
    /// one element shorter. No elements for an outline of no segments.
    /// - Parameters:
    ///   - threshold: The largest sweep kept as one arc, in radians.
    ///   - maximumPieceSweep: The largest sweep of a piece; at most `threshold`.
    /// - Complexity: O(n) in the number of segments and pieces.
    public func elements(splittingArcsBeyond threshold: Double, intoPiecesOfAtMost maximumPieceSweep: Double) -> [PathElement] {
        guard !segments.isEmpty else { return [] }
        var drawn = segments[...]
        if segments.count > 1, let lastLine = segments.lastIndex(where: \.isLine) {
            drawn = segments[(lastLine + 1)...] + segments[..<lastLine]
        }
        var elements: [PathElement] = [.move(to: drawn[drawn.startIndex].start)]
        for segment in drawn {
            switch segment {
            case .line(_, let end):
                elements.append(.line(to: end))
            case .arc(let arc):
                for piece in arc.pieces(beyond: threshold, atMost: maximumPieceSweep) {
                    elements.append(.ellipticalArc(radiusX: piece.radius, radiusY: piece.radius, rotation: 0,
                                                   isLargeArc: piece.isLargeArc, isSweepClockwise: piece.isClockwise, to: piece.end))
                }
            }
        }
        elements.append(.close)
        return elements
    }
}
