import Testing
import StarRatingSVG
import TestSupport

/// Direction, language and em sizes in the core: what the drawing and the markup carry. (The
/// browsers' side, clicks and pixels on right-to-left pages, is in RenderTests; the plural rules
/// and number formats against CLDR in LocalizedTextsTests.)
@Suite struct EveryPageTests {
    /// Right to left, the soft edge is the mirror image: its edge slides from the row's right end
    /// left by as much as it slides right left to right, for every value.
    @Test(.cases(3), arguments: FillMode.allCases)
    func aRightToLeftMaskMirrorsTheLeftToRightOne(mode: FillMode) throws {
        for value in stride(from: 0.0, through: 5, by: 0.25) {
            let ltr = try StarRating(value: value, fillMode: mode)
            let rtl = try StarRating(value: value, fillMode: mode, direction: .rightToLeft)
            let left = RatingScene(rating: ltr).softEdgeMask, right = RatingScene(rating: rtl).softEdgeMask
            let width = RatingScene(rating: ltr).width
            #expect(right.isRightToLeft && !left.isRightToLeft)
            if let fill = ltr.fillState(forValue: value) {
                // The edge slid from the row's start: from x = 0 (LTR), from its right end (RTL).
                let leftEdge = left.edgeX(for: fill), rightEdge = right.edgeX(for: fill)
                #expect(leftEdge == left.offset(for: fill) && rightEdge == width + right.offset(for: fill), "value \(value)")
                #expect(abs((width - rightEdge) - leftEdge) < 1e-9, "value \(value)")
            }
        }
    }

    /// `auto` and `ltr` draw the same standalone SVG under the same ids; `rtl` draws another, with ids
    /// of its own.
    @Test func onlyRightToLeftChangesTheStandaloneSVG() throws {
        let auto = try StarRating(value: 3.5), ltr = try StarRating(value: 3.5, direction: .leftToRight)
        let rtl = try StarRating(value: 3.5, direction: .rightToLeft)
        #expect(auto.svgString() == ltr.svgString())
        #expect(rtl.svgString() != auto.svgString() && rtl.idPrefix != auto.idPrefix)
    }

    /// In HTML, `auto` is mirrored by the style sheet where the page reads right to left and
    /// writes no `dir`; a fixed direction writes `dir` on an input, and no mirroring rule.
    @Test(.cases(3), arguments: RatingDirection.allCases)
    func aSnippetFollowsThePageOnlyWhenAuto(direction: RatingDirection) throws {
        let rating = try StarRating(value: 3, direction: direction)
        // The element that mirrors: a picture's root, an input's inner svg.
        let mirroringPicture = "svg.starsvg:dir(rtl):not(.starsvg-dir){transform:scaleX(-1)}"
        let mirroringInput = ".starsvg-input:dir(rtl):not(.starsvg-dir) svg{transform:scaleX(-1)}"
        // The sheet a page shares: a picture's own adds its class to each rule (OwnSheetTests).
        let picture = try rating.htmlSnippet(options: HTMLSnippetOptions(isStyleSheetLinked: true))
        let input = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        #expect(picture.css.contains(mirroringPicture) == (direction == .auto) && !picture.css.contains(mirroringInput))
        #expect(input.css.contains(mirroringInput) == (direction == .auto) && !input.css.contains(mirroringPicture))
        // A fixed direction carries the class the shared mirror rule passes by (it may share a
        // page, and so the sheet, with ratings that follow the page).
        #expect(try HTMLSnippetTests.rootClasses(picture).contains("starsvg-dir") == (direction != .auto))
        #expect(try HTMLSnippetTests.rootClasses(input).contains("starsvg-dir") == (direction != .auto))
        let fieldset = input.html.prefix { $0 != ">" }
        #expect(fieldset.contains(" dir=\"\(direction.rawValue)\"") == (direction != .auto), "\(fieldset)")
        #expect(!picture.html.contains(" dir="))
        // Two snippets of one rating in different directions differ, in their classes, and hold
        // no id that could collide on one page.
        let other = try StarRating(value: 3, direction: direction == .auto ? .leftToRight : .auto)
        #expect(try other.htmlSnippet().html != picture.html)
        #expect(!picture.html.contains(" id=\""))
    }

    /// Every built-in language's rating input names each value 0…12 by the form of its CLDR
    /// plural category (checked against Babel in LocalizedTextsTests), with the number as the
    /// locale writes it, and carries the locale's tag.
    @Test(.cases(19), arguments: RatingLocale.all)
    func everyLocaleNamesEachValueByItsPluralForm(locale: RatingLocale) throws {
        let rating = try StarRating(starCount: 12, value: 0, locale: locale)
        let stars = locale.localizedNumber("12")
        #expect(rating.inputOptionLabel(forValue: 0) == locale.texts.none.filled(value: locale.localizedNumber("0"), stars: stars))
        for value in 1...12 {
            let form = locale.texts.value.form(for: locale.pluralCategory(ofDecimal: String(value)))
            #expect(rating.inputOptionLabel(forValue: Double(value)) == form.filled(value: locale.localizedNumber(String(value)), stars: stars))
        }
        let input = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions())).html
        #expect(input.prefix { $0 != ">" }.contains(" lang=\"\(locale.tag)\""))
        #expect(input.contains("<legend>" + locale.texts.legend.filled(value: "", stars: stars).replacingOccurrences(of: "&", with: "&amp;") + "</legend>"))
        let svg = try StarRating(value: 1, locale: locale).svgString()
        #expect(svg.prefix { $0 != ">" }.contains(" xml:lang=\"\(locale.tag)\""))
    }

    /// What native speakers write, for the forms that trip up English-made components: Slavic
    /// few/many, Arabic's dual and few, decimals with a comma, and words around the number.
    @Test(.cases(17), arguments: [
        ("pl", 2.0, "2 gwiazdki"), ("pl", 5, "5 gwiazdek"), ("pl", 22, "22 gwiazdki"), ("pl", 1, "1 gwiazdka"),
        ("ru", 21, "21 звезда"), ("ru", 3, "3 звезды"), ("ru", 11, "11 звёзд"), ("uk", 4, "4 зірки"),
        ("ar", 2, "نجمتان"), ("ar", 3, "3 نجوم"), ("ar", 11, "11 نجمة"), ("de", 1, "1 Stern"), ("de", 2, "2 Sterne"),
        ("fr", 1, "1 étoile"), ("fr", 2, "2 étoiles"), ("he", 2, "2 כוכבים"), ("ja", 3, "星3つ"),
    ] as [(String, Double, String)])
    func nativeForms(tag: String, value: Double, expected: String) throws {
        let rating = try StarRating(starCount: 30, value: 0, locale: RatingLocale(tag: tag))
        #expect(rating.inputOptionLabel(forValue: value) == expected)
    }

    /// The label of a picture in German: a decimal comma; no locale, the English label as ever.
    @Test func aLabelWritesTheLocalesNumbers() throws {
        #expect(try StarRating(value: 3.5, locale: RatingLocale(tag: "de")).label == "Bewertung: 3,5 von 5")
        #expect(try StarRating(value: 3.5).label == "Rating: 3.5 out of 5")
        #expect(try StarRating(value: 3.5, locale: .english).label == "Rating: 3.5 out of 5")
    }

    /// Texts of one's own replace the locale's; their plural forms must be the locale's.
    @Test func textsOfOnesOwnFitTheirLocale() throws {
        let polish = try RatingLocale(tag: "pl")
        var texts = polish.texts
        texts.value = try PluralForms([(.one, TextTemplate("{value} łyżka", allowed: [.value, .stars], in: "value")),
                                       (.other, TextTemplate("{value} łyżki", allowed: [.value, .stars], in: "value"))])
        let rating = try StarRating(starCount: 5, value: 0, locale: polish, texts: texts)
        #expect(rating.inputOptionLabel(forValue: 1) == "1 łyżka" && rating.inputOptionLabel(forValue: 5) == "5 łyżki")
        texts.value = try PluralForms([(.two, TextTemplate("{value}", allowed: [.value], in: "value")),
                                       (.other, TextTemplate("{value}", allowed: [.value], in: "value"))])
        #expect(throws: StarRatingError.self) { try StarRating(value: 0, locale: polish, texts: texts) }
    }

    /// In ems, every length on the page is the pixel length / 16, and the drawing is the pixel
    /// one: the same viewBox, blur and rims.
    @Test func emSizesDivideThePageLengthsOnly() throws {
        let rating = try StarRating(value: 3, cellSize: 24)
        let pixels = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        let ems = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(), sizeUnit: .em))
        #expect(pixels.html.contains("<svg width=\"156\" height=\"24\" viewBox=\"0 0 156 24\""))
        #expect(ems.html.contains("<svg width=\"9.75em\" height=\"1.5em\" viewBox=\"0 0 156 24\""))
        #expect(pixels.css.contains("width:30px;height:24px") && ems.css.contains("width:1.875em;height:1.5em"))
        #expect(pixels.css.contains("padding:0 3px") && ems.css.contains("padding:0 0.1875em"))
        // The drawing itself is the same, under other ids.
        func drawing(_ html: String) -> String {
            String(html[html.range(of: "</style>")!.upperBound...]).replacingOccurrences(of: #"[A-Za-z][A-Za-z0-9]{5}(?=[a-z0-9-]|")"#, with: "ID", options: .regularExpression)
        }
        #expect(drawing(pixels.html) == drawing(ems.html))
    }
}
