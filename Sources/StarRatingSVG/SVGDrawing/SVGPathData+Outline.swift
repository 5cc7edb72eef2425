import StarGeometry
import SVGKit

extension SVGPathData {
    /// The path data of a closed outline, its elements
    /// (`Outline.elements(splittingArcsBeyond:intoPiecesOfAtMost:)`): one `M`, an `L` per line,
    /// an exact `A` per arc, `Z`, starting after the outline's last line, which the `Z` then
    /// draws (10 bytes of a 24 px star's 345, in every rating).
    ///
    /// Arcs stay arcs (no Bézier approximation), so every renderer draws the same curve. An arc
    /// sweeping more than 150° is written in equal pieces of at most a quarter turn, whose
    /// centres a renderer finds again from their end points far more stably (`ArcPieces` says
    /// why).
    /// - Complexity: O(*n*) in the number of segments.
    public init(outline: Outline) {
        self.init(outline.elements(splittingArcsBeyond: ArcPieces.maximumSingleSweep, intoPiecesOfAtMost: ArcPieces.maximumPieceSweep))
    }

    /// The path of `shape` fitted in a square of `side` whose corner is at the origin, as
    /// `SVGPathData(outline: shape.outline(fittedInSquareOfSide: side))` for an outline shape,
    /// but from the unit shape's path, made once for the standard star, the heart and the
    /// circle: the arcs' end points cost trigonometry, and every rating of a page draws the same
    /// shape at one size or another (the saving is in Documentation/performance.md). An icon's
    /// path is its own paths' commands, curves and arcs as drawn.
    /// - Complexity: O(*n*) in the number of segments.
    /// - Parameters:
    ///   - shape: the shape.
    ///   - side: the side of the square cell.
    ///   - cellMinX: the x of the cell's left edge.
    public static func fitted(_ shape: RatingShape, side: Double, at cellMinX: Double = 0) -> SVGPathData {
        let unit: SVGPathData
        switch shape {
        case .star(let star): unit = star == .standard ? standardUnitStar : SVGPathData(outline: star.unitOutline)
        case .heart: unit = unitHeart
        case .circle: unit = unitCircle
        case .icon(let icon): unit = SVGPathData(icon: icon)
        }
        let fit = shape.fitting(inSquareOfSide: side)
        return unit.scaled(by: fit.scale, thenTranslatedBy: cellMinX + fit.offset.x, fit.offset.y)
    }

    /// The path data of an icon's `drawing`, in the icon's own units; an arc over
    /// 150° in pieces of at most a quarter turn, as an outline's (a
    /// semicircle, common in icon sets, is as ill-conditioned as the heart's lobes).
    /// - Complexity: O(*n*) in the number of elements.
    public init(icon: IconShape) {
        self.init(icon.drawing.elements(splittingArcsBeyond: ArcPieces.maximumSingleSweep, intoPiecesOfAtMost: ArcPieces.maximumPieceSweep))
    }

    /// The standard star's path at outer radius 1.
    private static let standardUnitStar = SVGPathData(outline: StarShape.standard.unitOutline)
    /// The heart's and the circle's unit paths, made once.
    private static let unitHeart = SVGPathData(outline: RatingShape.heart.unitOutline ?? Outline(segments: []))
    private static let unitCircle = SVGPathData(outline: RatingShape.circle.unitOutline ?? Outline(segments: []))
}
