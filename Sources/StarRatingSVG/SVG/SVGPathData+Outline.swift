import StarGeometry
import SVGKit

extension SVGPathData {
    /// The path data of a closed outline: one `M`, an `L` per line, an exact `A` per arc, `Z`.
    ///
    /// Arcs stay arcs (no Bézier approximation), so every renderer draws the same curve.
    /// - Complexity: O(*n*) in the number of segments.
    public init(outline: Outline) {
        self.init()
        guard let first = outline.segments.first else { return }
        move(to: first.start.x, first.start.y)
        for segment in outline.segments {
            switch segment {
            case .line(_, let end):
                line(to: end.x, end.y)
            case .arc(let circularArc):
                arc(radius: circularArc.radius, isLargeArc: circularArc.isLargeArc,
                    isClockwise: circularArc.isClockwise,
                    to: circularArc.end.x, circularArc.end.y)
            }
        }
        close()
    }
}
