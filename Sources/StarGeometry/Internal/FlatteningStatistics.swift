/// What flattening tells about its own error (see `IconShape.areaErrorBound`).
struct FlatteningStatistics: Sendable {
    /// An upper bound on the area by which the fill of the polygons can differ from the true
    /// fill, whatever the rule and however paths overlap: a point changes sides only if some
    /// curve piece and its chord wind around it, so it lies in the region they enclose, and the
    /// sum of those regions' bounds (`PathSegment.appendPoints(pieces:to:)`) bounds them all.
    var errorArea = 0.0
}
