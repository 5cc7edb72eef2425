/// An error about the parameters of the library's API: every error a throwing API of
/// StarRatingSVG throws conforms, so that a caller can map any of them to its own inputs in
/// one place, by `parameter`, without a case for each error.
public protocol RatingParameterError: Error, CustomStringConvertible, Sendable {
    /// The parameter at fault.
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
