import StarGeometry

/// A star shape refused by `StarShape.init` is the rating's `shape`: the geometry knows nothing
/// of a rating's parameters, so the conformance is made here, where the protocol is.
extension StarShapeError: RatingParameterError {
    /// `.shape`.
    public var parameter: RatingParameter { .shape }
}
