import SVGKit

/// Path data refused by `SVGPathData(parsing:)` is what the shapes of an icon file, a rating's
/// `shape`, are drawn with: SVGKit knows nothing of a rating's parameters, so the conformance is
/// made here, where the protocol is.
extension SVGPathDataError: RatingParameterError {
    /// `.shape`.
    public var parameter: RatingParameter { .shape }

    /// The description: it names what is wrong and the part at fault.
    public var requirement: String { description }
}
