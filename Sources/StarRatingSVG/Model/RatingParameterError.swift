/// An error about the parameters of the library's API: every error that an API `import
/// StarRatingSVG` brings throws conforms (StarRatingSVG's own, and those of the types it
/// re-exports: `CSSColorError`, `TextsError`, `StarShapeError`, `ColorBandsError`,
/// `FilledPathError`, `IconShapeError` and `SVGPathDataError`), so that a caller can show
/// any of them, or map it to its own inputs, in one place, without a case for each error and
/// without matching its text: `parameter` is the parameter at fault, `parameter.displayName` its
/// name for a reader, and `description` the message, one line without a trailing period that
/// says what is wrong and what would be right.
///
/// ```swift
/// func show(_ error: some RatingParameterError) -> String {
///     "\(error.parameter.displayName): \(error.description)"   // "PNG scale: the scale must be …"
/// }
/// ```
public protocol RatingParameterError: Error, CustomStringConvertible, Sendable {
    /// The parameter at fault; its `displayName` names it for a reader.
    var parameter: RatingParameter { get }
    /// What the parameter must be, without the value given: for a caller that quotes its
    /// user's own text. `description` is the requirement and what was given.
    var requirement: String { get }
    /// When the fault lies in `parameter` together with another, how it stands to that other;
    /// `nil` (the default) when `parameter` is at fault alone.
    var relation: RatingParameter.Relation? { get }
}

extension RatingParameterError {
    /// `nil`: the parameter is at fault alone.
    public var relation: RatingParameter.Relation? { nil }
}
