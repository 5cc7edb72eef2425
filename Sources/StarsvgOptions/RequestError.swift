/// Why a rating request was refused, with the option at fault, so that each front end names it
/// its own way: `--value` on the command line, `"value"` on line 12 of a batch.
package struct RequestError: Error, Equatable, Sendable {
    /// What is wrong.
    package enum Problem: Equatable, Sendable {
        /// The value breaks `requirement`. `givenText` is the text at fault when the request
        /// knows it (a list item, say); otherwise the front end quotes what it was given.
        case invalid(givenText: String?, requirement: String)
        /// The value breaks a rule that is explained without quoting it (the label, which may
        /// be long or hold control characters): `explanation` says what was found.
        case invalidUnquoted(explanation: String)
        /// The value is fine alone but needs the option `other` to be given too.
        case needs(other: OptionID, requirement: String)
        /// The value is fine alone but cannot go with the option `other` as given (with the
        /// value `otherText`, when that is what matters): `reason` says why.
        case conflicts(other: OptionID, otherText: String?, reason: String)
    }

    /// The option at fault.
    package let option: OptionID
    /// What is wrong with it.
    package let problem: Problem

    /// Creates an error for `option`.
    package init(_ option: OptionID, _ problem: Problem) {
        self.option = option
        self.problem = problem
    }

    /// An `.invalid` error for the text the front end was given for `option`.
    static func invalid(_ option: OptionID, _ requirement: String) -> RequestError {
        RequestError(option, .invalid(givenText: nil, requirement: requirement))
    }

    /// An `.invalid` error for `text`, a part of what was given for `option`.
    static func invalid(_ option: OptionID, text: String, _ requirement: String) -> RequestError {
        RequestError(option, .invalid(givenText: text, requirement: requirement))
    }
}
