/// The built-in translations, one language a property.
///
/// Each value form is given for every category the language's CLDR rule uses (even where it
/// is the same as `other`), so that the tests can check that none is forgotten. Where a choice
/// needs a reason, a comment says it.
enum BuiltInTexts {
    /// Texts from plain strings; the tests check that every one parses.
    private static func texts(label: String, legend: String, none: String,
                              value forms: [(PluralCategory, String)], average: String) -> RatingTexts {
        let allowed = RatingTexts.allowedPlaceholders
        let valueForms = forms.map { category, text in
            (category, TextTemplate(builtIn: text, allowed: allowed[3].placeholders, in: "value.\(category.rawValue)"))
        }
        let value: PluralForms
        do {
            value = try PluralForms(valueForms)
        } catch {
            preconditionFailure("built-in value forms are invalid: \(error)")
        }
        return RatingTexts(label: TextTemplate(builtIn: label, allowed: allowed[0].placeholders, in: "label"),
                           legend: TextTemplate(builtIn: legend, allowed: allowed[1].placeholders, in: "legend"),
                           none: TextTemplate(builtIn: none, allowed: allowed[2].placeholders, in: "none"),
                           value: value,
                           average: TextTemplate(builtIn: average, allowed: allowed[4].placeholders, in: "average"))
    }

    // Arabic: 1 and 2 are said without the digit, as Arabic does ("نجمة واحدة", the dual
    // "نجمتان"); 3–10 take the plural "نجوم", 11–99 and 0, 100+ and decimals the singular.
    static let arabic = texts(
        label: "التقييم: {value} من {stars}", legend: "التقييم من {stars}", none: "بدون تقييم",
        value: [(.zero, "{value} نجمة"), (.one, "نجمة واحدة"), (.two, "نجمتان"),
                (.few, "{value} نجوم"), (.many, "{value} نجمة"), (.other, "{value} نجمة")],
        average: "متوسط التقييم: {value} من {stars}")

    static let german = texts(
        label: "Bewertung: {value} von {stars}", legend: "Bewertung von {stars}", none: "Keine Bewertung",
        value: [(.one, "{value} Stern"), (.other, "{value} Sterne")],
        average: "Durchschnittliche Bewertung: {value} von {stars}")

    /// The product's English, unchanged.
    static let english = texts(
        label: "Rating: {value} out of {stars}", legend: "Rating out of {stars}", none: "No rating",
        value: [(.one, "{value} star"), (.other, "{value} stars")],
        average: "Average {value} out of {stars}")

    // "Valoración" reads right in Spain and in Latin America ("calificación" is American only);
    // "many" is CLDR's millions, which in digits take the plain plural.
    static let spanish = texts(
        label: "Valoración: {value} de {stars}", legend: "Valoración sobre {stars}", none: "Sin valoración",
        value: [(.one, "{value} estrella"), (.many, "{value} estrellas"), (.other, "{value} estrellas")],
        average: "Valoración media: {value} de {stars}")

    // Persian counts with the singular noun.
    static let persian = texts(
        label: "امتیاز: {value} از {stars}", legend: "امتیاز از {stars}", none: "بدون امتیاز",
        value: [(.one, "{value} ستاره"), (.other, "{value} ستاره")],
        average: "میانگین امتیاز: {value} از {stars}")

    // A no-break space before the colon, as French typography wants; "one" is 0 to 1.99 in
    // French ("1,5 étoile"), "many" the millions.
    static let french = texts(
        label: "Note\u{00A0}: {value} sur {stars}", legend: "Note sur {stars}", none: "Aucune note",
        value: [(.one, "{value} étoile"), (.many, "{value} étoiles"), (.other, "{value} étoiles")],
        average: "Note moyenne\u{00A0}: {value} sur {stars}")

    // "one" includes 0.5 in Hebrew, so it keeps the digit; stars take no dual.
    static let hebrew = texts(
        label: "דירוג: {value} מתוך {stars}", legend: "דירוג מתוך {stars}", none: "ללא דירוג",
        value: [(.one, "{value} כוכב"), (.two, "{value} כוכבים"), (.other, "{value} כוכבים")],
        average: "דירוג ממוצע: {value} מתוך {stars}")

    // Hindi says "5 में से 4" (of 5, 4), and review sites write "स्टार" for any number.
    static let hindi = texts(
        label: "रेटिंग: {stars} में से {value}", legend: "रेटिंग ({stars} में से)", none: "कोई रेटिंग नहीं",
        value: [(.one, "{value} स्टार"), (.other, "{value} स्टार")],
        average: "औसत रेटिंग: {stars} में से {value}")

    static let italian = texts(
        label: "Valutazione: {value} su {stars}", legend: "Valutazione su {stars}", none: "Nessuna valutazione",
        value: [(.one, "{value} stella"), (.many, "{value} stelle"), (.other, "{value} stelle")],
        average: "Valutazione media: {value} su {stars}")

    // As Japanese shops write it ("5つ星のうち4"), and "星4つ" for a value; a full-width colon.
    static let japanese = texts(
        label: "評価：{stars}つ星のうち{value}", legend: "評価（{stars}段階）", none: "評価なし",
        value: [(.other, "星{value}つ")],
        average: "平均評価：{stars}つ星のうち{value}")

    // "별점" is a star rating; "5점 만점에 4점" is "4 points of 5"; "별 4.5개" counts stars.
    static let korean = texts(
        label: "별점: {stars}점 만점에 {value}점", legend: "별점 ({stars}점 만점)", none: "별점 없음",
        value: [(.other, "별 {value}개")],
        average: "평균 별점: {stars}점 만점에 {value}점")

    // "4 uit 5 sterren" is how Dutch reviews say it.
    static let dutch = texts(
        label: "Beoordeling: {value} uit {stars}", legend: "Beoordeling uit {stars}", none: "Geen beoordeling",
        value: [(.one, "{value} ster"), (.other, "{value} sterren")],
        average: "Gemiddelde beoordeling: {value} uit {stars}")

    // Decimals ("2,5") take the genitive singular "gwiazdki", CLDR's "other".
    static let polish = texts(
        label: "Ocena: {value} na {stars}", legend: "Ocena w skali od 1 do {stars}", none: "Brak oceny",
        value: [(.one, "{value} gwiazdka"), (.few, "{value} gwiazdki"), (.many, "{value} gwiazdek"),
                (.other, "{value} gwiazdki")],
        average: "Średnia ocena: {value} na {stars}")

    // Words that Brazil and Portugal share; "one" is 0 to 1.99 in Brazil, 1 alone in Portugal.
    static let portuguese = texts(
        label: "Avaliação: {value} de {stars}", legend: "Avaliação de 1 a {stars}", none: "Sem avaliação",
        value: [(.one, "{value} estrela"), (.many, "{value} estrelas"), (.other, "{value} estrelas")],
        average: "Avaliação média: {value} de {stars}")

    // Decimals ("2,5") take the genitive singular "звезды", CLDR's "other".
    static let russian = texts(
        label: "Оценка: {value} из {stars}", legend: "Оценка по шкале от 1 до {stars}", none: "Без оценки",
        value: [(.one, "{value} звезда"), (.few, "{value} звезды"), (.many, "{value} звёзд"),
                (.other, "{value} звезды")],
        average: "Средняя оценка: {value} из {stars}")

    // Turkish says "5 üzerinden 4" and counts with the singular noun.
    static let turkish = texts(
        label: "Puan: {stars} üzerinden {value}", legend: "Puan ({stars} üzerinden)", none: "Puan yok",
        value: [(.one, "{value} yıldız"), (.other, "{value} yıldız")],
        average: "Ortalama puan: {stars} üzerinden {value}")

    // Decimals ("2,5") take the genitive singular "зірки", CLDR's "other".
    static let ukrainian = texts(
        label: "Оцінка: {value} з {stars}", legend: "Оцінка за шкалою від 1 до {stars}", none: "Без оцінки",
        value: [(.one, "{value} зірка"), (.few, "{value} зірки"), (.many, "{value} зірок"),
                (.other, "{value} зірки")],
        average: "Середня оцінка: {value} з {stars}")

    // Urdu says "5 میں سے 4" (of 5, 4), like Hindi.
    static let urdu = texts(
        label: "ریٹنگ: {stars} میں سے {value}", legend: "ریٹنگ ({stars} میں سے)", none: "کوئی ریٹنگ نہیں",
        value: [(.one, "{value} ستارہ"), (.other, "{value} ستارے")],
        average: "اوسط ریٹنگ: {stars} میں سے {value}")

    // Simplified Chinese, as review sites write it: "4.5分（满分5分）", "4星".
    static let chinese = texts(
        label: "评分：{value}分（满分{stars}分）", legend: "评分（满分{stars}分）", none: "无评分",
        value: [(.other, "{value}星")],
        average: "平均评分：{value}分（满分{stars}分）")
}
