/// Why a rating request was refused, with the key of the option at fault, so that each front
/// end names it its own way: `--value` on the command line, `"value"` on line 12 of a batch.
public struct RequestError: Error, Equatable, Sendable {
    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// The value breaks `requirement`. `givenText` is the text at fault when the request
        /// knows it (a list item, say); otherwise the front end quotes what it was given.
        case invalid(givenText: String?, requirement: String)
        /// The value breaks a rule that is explained without quoting it (the label, which may
        /// be long or hold control characters): `explanation` says what was found.
        case invalidUnquoted(explanation: String)
        /// The value is fine alone but needs `other` to be given too.
        case needs(other: OptionKey, requirement: String)
        /// The value is fine alone but cannot go with `other` as given (with the value
        /// `otherText`, when that is what matters): `reason` says why.
        case conflicts(other: OptionKey, otherText: String?, reason: String)
    }

    /// The option at fault.
    public let key: OptionKey
    /// What is wrong with it.
    public let problem: Problem

    /// Creates an error for `key`.
    public init(_ key: OptionKey, _ problem: Problem) {
        self.key = key
        self.problem = problem
    }

    /// An `.invalid` error for the text the front end was given for `key`.
    static func invalid(_ key: OptionKey, _ requirement: String) -> RequestError {
        RequestError(key, .invalid(givenText: nil, requirement: requirement))
    }

    /// An `.invalid` error for `text`, a part of what was given for `key`.
    static func invalid(_ key: OptionKey, text: String, _ requirement: String) -> RequestError {
        RequestError(key, .invalid(givenText: text, requirement: requirement))
    }
}
