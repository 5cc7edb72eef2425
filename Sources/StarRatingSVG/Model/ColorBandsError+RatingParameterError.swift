import StarGeometry

/// Thresholds refused by `ColorBands(levels:)` are a rating's `levels`: StarGeometry knows nothing
/// of a rating's parameters, so the conformance is made here, where the protocol is.
extension ColorBandsError: RatingParameterError {
    /// `.levels`.
    public var parameter: RatingParameter { .levels }

    /// The description: it names what is wrong and the part at fault.
    public var requirement: String { description }
}
