import StarGeometry

/// A path refused by `FilledPath` is part of a shape of the stars, a rating's `shape`: StarGeometry
/// knows nothing of a rating's parameters, so the conformance is made here, where the protocol is.
extension FilledPathError: RatingParameterError {
    /// `.shape`.
    public var parameter: RatingParameter { .shape }

    /// The description: it names what is wrong and the part at fault.
    public var requirement: String { description }
}
