/// Long arcs as shorter ones, for writers whose arcs are rebuilt from rounded end points; by
/// the rule of `CircularArc.pieces(beyond:atMost:)`, which says why.
extension FilledPath {
    /// The elements with every elliptical arc that sweeps more than `threshold` radians (on the
    /// circle the ellipse is a stretched copy of) replaced by equal pieces of the same ellipse,
    /// each sweeping at most `maximumPieceSweep`: the same curve, as arcs whose centre follows
    /// from their end points and radii far more stably. Radii that the command's end points made
    /// grow (SVG 1.1, F.6.6) come out grown; the last piece ends exactly where the arc did.
    /// Other elements are unchanged.
    /// - Parameters:
    ///   - threshold: The largest sweep kept as one arc.
    ///   - maximumPieceSweep: The largest sweep of a piece; at most `threshold`.
    /// - Complexity: O(n) in the number of elements and pieces.
    public func elements(splittingArcsBeyond threshold: Double, intoPiecesOfAtMost maximumPieceSweep: Double) -> [PathElement] {
        var result: [PathElement] = []
        result.reserveCapacity(elements.count)
        var subpathStart = Point.zero
        var current = Point.zero
        for element in elements {
            defer {
                switch element {
                case .move(let point), .line(let point), .quadratic(_, let point), .cubic(_, _, let point),
                     .ellipticalArc(_, _, _, _, _, let point):
                    current = point
                    if case .move = element { subpathStart = point }
                case .close:
                    current = subpathStart
                }
            }
            guard case .ellipticalArc(let radiusX, let radiusY, let rotation, let isLargeArc, let isSweepClockwise, let end) = element,
                  case .arc(let arc) = EllipticalArc.segment(from: current, to: end, radiusX: radiusX, radiusY: radiusY,
                                                             rotation: rotation, isLargeArc: isLargeArc,
                                                             isSweepClockwise: isSweepClockwise) else {
                result.append(element)
                continue
            }
            let pieces = CircularArc.pieceCount(sweep: arc.sweep, beyond: threshold, atMost: maximumPieceSweep)
            guard pieces > 1 else {
                result.append(element)
                continue
            }
            for piece in 1...pieces {
                let pieceEnd = piece == pieces ? end : arc.point(atAngle: arc.startAngle + arc.sweep * Double(piece) / Double(pieces))
                result.append(.ellipticalArc(radiusX: arc.radiusX, radiusY: arc.radiusY, rotation: rotation,
                                             isLargeArc: false, isSweepClockwise: isSweepClockwise, to: pieceEnd))
            }
        }
        return result
    }
}
