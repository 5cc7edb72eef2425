/// A built-in locale: its tag, plural rules, number symbols and texts.
///
/// Numbers are written as CLDR's locale writes them in its default numbering system: `ar`
/// itself with Latin digits (CLDR's default for `ar` since CLDR 42), `ar-EG`, `ar-SA` and most
/// Arab regions with Arabic-Indic digits and "٫" (٣٫٥), `ar-MA`, `ar-DZ`, `ar-TN` and `ar-LY`
/// with Latin digits and "," (3,5); `fa` and `ur-IN` with extended Arabic-Indic digits and "٫"
/// (۳٫۵).
///
/// A locale is one reference to its data, shared by every copy: a rating holds its locale, and
/// a batch holds every rating it checks until it writes them. Held inline, a locale would
/// more than double the size of every rating, and so the batch's peak memory.
public struct RatingLocale: Equatable, Hashable, Sendable {
    /// What a locale is, made once for each locale made.
    private final class Storage: Sendable {
        let tag: String
        let language: BuiltInLanguage
        /// The language's texts, made when first asked for (see `BuiltInLanguage.texts`).
        var texts: RatingTexts { language.texts }
        let rule: PluralRule
        let symbols: NumberSymbols
        let isRightToLeft: Bool

        init(tag: String, language: BuiltInLanguage, rule: PluralRule, symbols: NumberSymbols, isRightToLeft: Bool) {
            self.tag = tag
            self.language = language
            self.rule = rule
            self.symbols = symbols
            self.isRightToLeft = isRightToLeft
        }
    }

    private let storage: Storage

    /// The tag as it should appear in a `lang` attribute (normalised: "pt-BR", "zh", "de-AT").
    public var tag: String { storage.tag }
    /// The built-in texts.
    public var texts: RatingTexts { storage.texts }
    /// The CLDR cardinal rule of the locale (its region's, where CLDR has one: pt-PT).
    var rule: PluralRule { storage.rule }
    /// How the locale writes numbers.
    var symbols: NumberSymbols { storage.symbols }

    /// The locale of a language alone, or with a region of its.
    init(_ language: BuiltInLanguage, tag: String, region: RegionGroup?) {
        storage = Storage(tag: tag, language: language, rule: region?.rule ?? language.rule,
                          symbols: region?.symbols ?? language.symbols, isRightToLeft: language.isRightToLeft)
    }

    /// Locales are equal when everything they write is.
    public static func == (left: RatingLocale, right: RatingLocale) -> Bool {
        left.storage === right.storage
            || (left.tag == right.tag && left.texts == right.texts && left.rule == right.rule && left.symbols == right.symbols
                && left.isRightToLeft == right.isRightToLeft)
    }

    /// Hashes what `==` compares.
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
    }

    /// English, "en": the product's texts.
    public static let english = all.first { $0.tag == "en" }!

    /// The built-in ones, sorted by tag: one a language, without a region.
    public static let all: [RatingLocale] = BuiltInLanguage.all.map { RatingLocale($0, tag: $0.code, region: nil) }

    /// The tags of `all`, in its order, without making the locales: every run of the command
    /// lists them (in its help, completions and messages), and making the table for them
    /// weighs on the start of every run. A test holds the two lists equal.
    public static let builtInTags = ["ar", "de", "en", "es", "fa", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl", "pt", "ru",
                                     "tr", "uk", "ur", "zh"]

    /// The language subtag ("pt").
    public var language: String {
        String(tag.prefix { $0 != "-" })
    }

    /// Whether the language is written right to left (ar, he, fa, ur).
    public var isRightToLeft: Bool { storage.isRightToLeft }

    /// The categories this locale's cardinal rules use, CLDR order (en: one, other; ar: all
    /// six; ja: other).
    public var pluralCategories: [PluralCategory] { rule.categories }

    /// The CLDR cardinal category of a decimal written in ASCII as `decimalText` ("1", "2.5");
    /// precondition: valid text (`PluralOperands(decimalText:)` is not nil).
    ///
    /// The text matters, not only its value: English "1" is one, "1.0" other.
    public func pluralCategory(ofDecimal decimalText: some StringProtocol) -> PluralCategory {
        guard let operands = PluralOperands(decimalText: decimalText) else {
            preconditionFailure("'\(decimalText)' is not a decimal as written: ASCII digits and one optional '.'")
        }
        return rule.category(of: operands)
    }

    /// `decimalText` ("3.5", ASCII digits and ".") written as this locale writes it: its decimal
    /// separator and digits ("3,5" in de; "٣٫٥" in ar-EG; "۳٫۵" in fa).
    ///
    /// The integer part is grouped as CLDR says, for a locale whose minimumGroupingDigits lets
    /// 4-digit numbers be grouped ("1.000" in de, "1000" in es and pl, "10 000" in pl). The
    /// fraction digits are written as given: no rounding, no trailing zeros removed.
    /// - Complexity: O(*n*) in the length of the text.
    public func localizedNumber(_ decimalText: some StringProtocol) -> String {
        symbols.write(decimalText)
    }

    /// Checks that every category `forms` gives is one this locale uses (refuse "few" for en:
    /// "'few' is not a plural category of en; it has one, other").
    /// - Parameters:
    ///   - forms: The plural forms to check.
    ///   - field: The field they are for, kept in the error for the caller.
    /// - Throws: `TextsError.unusedCategory` for the first category the locale does not use.
    public func validate(_ forms: PluralForms, field: String) throws(TextsError) {
        let used = pluralCategories
        if let unused = forms.categories.first(where: { !used.contains($0) }) {
            throw .unusedCategory(unused, locale: tag, categories: used, field: field)
        }
    }
}
