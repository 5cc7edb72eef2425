/// Why an option's value was refused by its grammar, before the front end names the option
/// (`OptionDefinition.apply(_:to:)` makes it a `RequestError`).
package struct OptionValueError: Error, Equatable, Sendable {
    /// What is wrong.
    package let problem: RequestError.Problem

    /// The value breaks `requirement`; `givenText` is the part at fault when it is only a part.
    init(givenText: String? = nil, _ requirement: String) {
        problem = .invalid(givenText: givenText, requirement: requirement)
    }

    /// The value breaks `requirement`.
    static func invalid(_ requirement: String) -> OptionValueError {
        OptionValueError(requirement)
    }
}
