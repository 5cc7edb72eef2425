import Testing
import TestSupport
import LocalizedTexts

@Suite struct RatingLocaleTagTests {
    static let builtIn = "ar, de, en, es, fa, fr, he, hi, it, ja, ko, nl, pl, pt, ru, tr, uk, ur, zh"

    /// The tags listed without making the locales are the built-in locales' own, in order.
    @Test func theListedTagsAreTheBuiltInLocales() {
        #expect(RatingLocale.builtInTags == RatingLocale.all.map(\.tag))
        #expect(RatingLocale.builtInTags == RatingLocale.builtInTags.sorted())
    }

    @Test(.cases(15), arguments: [
        ("DE", "de"), ("de", "de"), ("de_at", "de-AT"), ("de-AT", "de-AT"), ("pt-br", "pt-BR"), ("PT_br", "pt-BR"),
        ("es-419", "es-419"), ("zh", "zh"), ("zh-cn", "zh-CN"), ("zh-hans", "zh-Hans"), ("ZH_HANS_sg", "zh-Hans-SG"),
        ("zh-Hans-HK", "zh-Hans-HK"), ("ar-ma", "ar-MA"), ("sr-latn", nil), ("en-latn-us", "en-Latn-US"),
    ] as [(String, String?)])
    func acceptsAndNormalises(tag: String, normalised: String?) throws {
        guard let normalised else {
            #expect(throws: TextsError.unknownLocale(tag, builtIn: Self.builtIn.components)) { try RatingLocale(tag: tag) }
            return
        }
        #expect(try RatingLocale(tag: tag).tag == normalised)
    }

    @Test(.cases(15), arguments: ["xx", "", "de-", "-de", "de--AT", "d", "deutsch", "de-AT-x-private", "de-1901", "en-US-POSIX",
                      "de AT", "de-ÄT", "sv", "en-u-nu-arab", "de-AT-"])
    func refusesWhatIsNoBuiltInLocale(tag: String) {
        let error = TextsError.unknownLocale(tag, builtIn: Self.builtIn.components)
        #expect(throws: error) { try RatingLocale(tag: tag) }
        #expect(error.description == "unknown locale '\(tag)'; built in: \(Self.builtIn)")
    }

    @Test(.cases(5), arguments: [
        ("zh-TW", "zh-TW", "Hant"), ("zh-Hant", "zh-Hant", "Hant"), ("zh_hk", "zh-HK", "Hant"), ("zh-MO", "zh-MO", "Hant"),
        ("zh-Hant-TW", "zh-Hant-TW", "Hant"),
    ])
    func refusesTraditionalChinese(tag: String, normalised: String, script: String) {
        let error = TextsError.unsupportedScript(normalised, script: script, builtInScript: "Hans")
        #expect(throws: error) { try RatingLocale(tag: tag) }
        #expect(error.description == "locale '\(normalised)' is written in Hant (Traditional Chinese); the built-in texts are in Hans (Simplified Chinese) only")
    }

    @Test func refusesAnotherScript() {
        let error = TextsError.unsupportedScript("hi-Latn", script: "Latn", builtInScript: "Deva")
        #expect(throws: error) { try RatingLocale(tag: "hi-latn") }
        #expect(error.description == "locale 'hi-Latn' is written in Latn (Latin); the built-in texts are in Deva (Devanagari) only")
        #expect(throws: TextsError.unsupportedScript("en-Dsrt", script: "Dsrt", builtInScript: "Latn")) { try RatingLocale(tag: "en-Dsrt") }
        #expect(TextsError.unsupportedScript("en-Dsrt", script: "Dsrt", builtInScript: "Latn").description
                == "locale 'en-Dsrt' is written in Dsrt; the built-in texts are in Latn (Latin) only")
    }

    @Test func refusesARegionCLDRHasNoLocaleFor() {
        let error = TextsError.unknownRegion("de-JP", language: "de", regions: ["AT", "BE", "CH", "DE", "IT", "LI", "LU"])
        #expect(throws: error) { try RatingLocale(tag: "de_jp") }
        #expect(error.description == "unknown locale 'de-JP': CLDR has no de for that region; de has AT, BE, CH, DE, IT, LI, LU")
        #expect(throws: TextsError.unknownRegion("zh-Hans-TW", language: "zh", regions: ["CN", "HK", "MO", "MY", "SG"])) {
            try RatingLocale(tag: "zh-Hans-TW")
        }
    }

    @Test func regionsKeepTheLanguagesTexts() throws {
        let german = try RatingLocale(tag: "de")
        let swiss = try RatingLocale(tag: "de-CH")
        #expect(swiss.texts == german.texts)
        #expect(swiss.language == "de")
        #expect(swiss.localizedNumber("3.5") == "3.5")
        #expect(german.localizedNumber("3.5") == "3,5")
        #expect(swiss != german)
        #expect(try RatingLocale(tag: "de-at") == RatingLocale(tag: "de_AT"))
    }

    @Test func regionsCountAsCLDRSays() throws {
        // Portugal's Portuguese counts 0 and 1.5 as other; Brazil's, as one.
        let brazil = try RatingLocale(tag: "pt-BR"), portugal = try RatingLocale(tag: "pt-PT")
        #expect(brazil.pluralCategory(ofDecimal: "0") == .one)
        #expect(brazil.pluralCategory(ofDecimal: "1.5") == .one)
        #expect(portugal.pluralCategory(ofDecimal: "0") == .other)
        #expect(portugal.pluralCategory(ofDecimal: "1.5") == .other)
        #expect(portugal.pluralCategory(ofDecimal: "1") == .one)
        #expect(portugal.localizedNumber("1000") == "1000")
        #expect(brazil.localizedNumber("1000") == "1.000")
    }

    @Test func arabicDigitsFollowTheRegion() throws {
        #expect(try RatingLocale(tag: "ar").localizedNumber("3.5") == "3.5")
        #expect(try RatingLocale(tag: "ar-EG").localizedNumber("3.5") == "٣٫٥")
        #expect(try RatingLocale(tag: "ar-SA").localizedNumber("10") == "١٠")
        #expect(try RatingLocale(tag: "ar-MA").localizedNumber("3.5") == "3,5")
        #expect(try RatingLocale(tag: "fa").localizedNumber("3.5") == "۳٫۵")
        #expect(try RatingLocale(tag: "ur").localizedNumber("3.5") == "3.5")
        #expect(try RatingLocale(tag: "ur-IN").localizedNumber("3.5") == "۳٫۵")
        #expect(try RatingLocale(tag: "zh-CN").localizedNumber("3.5") == "3.5")
    }

    @Test func validateRefusesACategoryTheLocaleDoesNotUse() throws {
        let few = try PluralForms([(.few, TextTemplate("{value} x", allowed: [.value], in: "value")),
                                   (.other, TextTemplate("{value} y", allowed: [.value], in: "value"))])
        let error = TextsError.unusedCategory(.few, locale: "en", categories: [.one, .other], field: "value")
        #expect(throws: error) { try RatingLocale.english.validate(few, field: "value") }
        #expect(error.description == "'few' is not a plural category of en; it has one, other")
        #expect(throws: TextsError.unusedCategory(.few, locale: "ja", categories: [.other], field: "texts.value")) {
            try RatingLocale(tag: "ja").validate(few, field: "texts.value")
        }
        try RatingLocale(tag: "pl").validate(few, field: "value")
        try RatingLocale(tag: "ru-UA").validate(few, field: "value")
        #expect(throws: Never.self) { try RatingLocale(tag: "ar").validate(few, field: "value") }
    }

    @Test func directionAndLanguage() throws {
        let rightToLeft = RatingLocale.all.filter(\.isRightToLeft).map(\.tag)
        #expect(rightToLeft == ["ar", "fa", "he", "ur"])
        #expect(try RatingLocale(tag: "ar-EG").isRightToLeft)
        #expect(try RatingLocale(tag: "pt-BR").language == "pt")
        #expect(try RatingLocale(tag: "es-419").language == "es")
        #expect(RatingLocale.english.tag == "en")
        #expect(RatingLocale.all.map(\.tag) == RatingLocale.all.map(\.tag).sorted())
        #expect(RatingLocale.all.map(\.tag).joined(separator: ", ") == Self.builtIn)
    }
}

private extension String {
    /// "a, b" → ["a", "b"].
    var components: [String] { split(separator: ",").map { $0.trimmingPrefix(" ") }.map(String.init) }
}
