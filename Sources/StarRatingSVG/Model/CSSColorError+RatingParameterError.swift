import CSSColor

/// A colour refused by `CSSColor(parsing:)` or `CSSColor.parseList(_:)` is one of the rating's
/// colours: CSSColor knows nothing of ratings, so the conformance is made here, where the
/// protocol is.
extension CSSColorError: RatingParameterError {
    /// `.colors`.
    public var parameter: RatingParameter { .colors }
}
