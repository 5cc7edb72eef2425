import Testing
import TestSupport
import LocalizedTexts

@Suite struct BuiltInTextsTests {
    @Test func englishIsTheProductsOutput() {
        let english = RatingTexts.english
        #expect(english.label.text == "Rating: {value} out of {stars}")
        #expect(english.legend.text == "Rating out of {stars}")
        #expect(english.none.text == "No rating")
        #expect(english.value.categories == [.one, .other])
        #expect(english.value.form(for: .one).text == "{value} star")
        #expect(english.value.form(for: .other).text == "{value} stars")
        #expect(english.average.text == "Average {value} out of {stars}")
        #expect(RatingLocale.english.texts == english)
        #expect(RatingTexts.fieldNames == ["label", "legend", "none", "value", "average"])
    }

    /// Every category the locale uses has its own form, and no form is for one it does not.
    @Test(.cases(19), arguments: RatingLocale.all)
    func formsCoverExactlyTheLocalesCategories(locale: RatingLocale) throws {
        #expect(locale.texts.value.categories == locale.pluralCategories, "\(locale.tag)")
        try locale.validate(locale.texts.value, field: "value")
    }

    /// Each text parses with its field's placeholders, and the label says both numbers.
    @Test(.cases(19), arguments: RatingLocale.all)
    func textsHoldTheirFieldsPlaceholders(locale: RatingLocale) throws {
        let texts = locale.texts
        let allowed = RatingTexts.allowedPlaceholders
        let fields: [(String, TextTemplate)] = [("label", texts.label), ("legend", texts.legend), ("none", texts.none),
                                                ("average", texts.average)]
            + texts.value.categories.map { ("value", texts.value.form(for: $0)) }
        for (field, template) in fields {
            let placeholders = try #require(allowed.first { $0.field == field }).placeholders
            #expect(throws: Never.self, "\(locale.tag) \(field)") { try TextTemplate(template.text, allowed: placeholders, in: field) }
        }
        #expect(Set(texts.label.placeholders) == [.value, .stars], "\(locale.tag) label")
        #expect(Set(texts.average.placeholders) == [.value, .stars], "\(locale.tag) average")
        #expect(texts.average != texts.label, "\(locale.tag): the average's description is the picture's label")
        #expect(texts.legend.placeholders == [.stars], "\(locale.tag) legend")
        #expect(!texts.none.text.contains("{"), "\(locale.tag) none")
        // Only the forms of exactly one or two may leave the digit out (Arabic's "نجمتان").
        for category in texts.value.categories where ![.one, .two].contains(category) || locale.language != "ar" {
            #expect(texts.value.form(for: category).placeholders == [.value], "\(locale.tag) \(category)")
        }
    }

    @Test func valuesReadAsCLDRCountsThem() throws {
        func label(_ tag: String, _ value: String) throws -> String {
            let locale = try RatingLocale(tag: tag)
            return locale.texts.value.form(for: locale.pluralCategory(ofDecimal: value))
                .filled(value: locale.localizedNumber(value), stars: locale.localizedNumber("5"))
        }
        #expect(try label("en", "1") == "1 star")
        #expect(try label("en", "1.0") == "1.0 stars")
        #expect(try label("en", "2.5") == "2.5 stars")
        #expect(try label("fr", "1.5") == "1,5 étoile")
        #expect(try label("de", "3.5") == "3,5 Sterne")
        #expect(try label("pl", "2") == "2 gwiazdki")
        #expect(try label("pl", "5") == "5 gwiazdek")
        #expect(try label("pl", "22") == "22 gwiazdki")
        #expect(try label("pl", "2.5") == "2,5 gwiazdki")
        #expect(try label("ru", "21") == "21 звезда")
        #expect(try label("ru", "11") == "11 звёзд")
        #expect(try label("uk", "3") == "3 зірки")
        #expect(try label("ar", "2") == "نجمتان")
        #expect(try label("ar-EG", "4") == "٤ نجوم")
        #expect(try label("ar-EG", "11") == "١١ نجمة")
        #expect(try label("he", "0.5") == "0.5 כוכב")
        #expect(try label("ja", "4") == "星4つ")
        #expect(try label("fa", "3.5") == "۳٫۵ ستاره")
    }

    @Test func locationOfPlaceholdersMayDiffer() throws {
        let hindi = try RatingLocale(tag: "hi")
        #expect(hindi.texts.label.placeholders == [.stars, .value])
        #expect(hindi.texts.label.filled(value: "4", stars: "5") == "रेटिंग: 5 में से 4")
    }
}
