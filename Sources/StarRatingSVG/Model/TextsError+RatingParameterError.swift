import LocalizedTexts

/// Texts, plural forms or a locale tag refused by LocalizedTexts (`RatingLocale(tag:)`,
/// `TextTemplate.init`, `PluralForms.init`) are the rating's `locale` or `texts`: LocalizedTexts
/// knows nothing of a rating's parameters, so the conformance is made here, where the protocol is.
extension TextsError: RatingParameterError {
    /// `.locale` for a tag that names no built-in locale; `.texts` for anything else.
    public var parameter: RatingParameter {
        switch self {
        case .unknownLocale, .unknownRegion, .unsupportedScript: .locale
        case .emptyText, .textTooLong, .forbiddenCharacter, .loneBrace, .unknownPlaceholder, .missingOtherForm, .repeatedCategory,
             .unusedCategory:
            .texts
        }
    }

    /// The description: each says what was wrong and what would be right, and quotes only the
    /// part of the text at fault.
    public var requirement: String { description }
}
