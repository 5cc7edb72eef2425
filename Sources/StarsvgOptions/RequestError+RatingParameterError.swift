import StarRatingSVG

extension RequestError {
    /// A library error as the error of the option that sets its parameter
    /// (`OptionDefinition.parameter`), worded as that option's declaration says; an error about
    /// two parameters is a need or a conflict between their options.
    init(_ error: some RatingParameterError) {
        let option = RatingOptions.option(setting: error.parameter)
        switch error.relation {
        case .needs(let other)?:
            self.init(option.id, .needs(other: RatingOptions.option(setting: other).id, requirement: error.requirement))
        case .excludes(let other)?:
            self.init(option.id, .conflicts(other: RatingOptions.option(setting: other).id, otherText: nil, reason: error.requirement))
        case nil:
            switch option.wording {
            case .requirement: self.init(option.id, .invalid(givenText: nil, requirement: error.requirement))
            case .requirementAndFinding: self.init(option.id, .invalid(givenText: nil, requirement: error.description))
            case .findingUnquoted: self.init(option.id, .invalidUnquoted(explanation: error.description))
            case .rule(let rule): self.init(option.id, .invalid(givenText: nil, requirement: rule))
            }
        }
    }
}
