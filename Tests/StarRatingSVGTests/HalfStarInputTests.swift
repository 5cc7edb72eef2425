import Testing
import StarRatingSVG
import SVGKit
import TestSupport

/// A rating input of half stars (`RatingInputStep.half`, `--step 0.5`): a radio button per
/// half, named in every locale, its ids apart from the whole values', its offsets and band
/// switches at the halves; and the values it refuses.
@Suite struct HalfStarInputTests {
    private static let half = HTMLSnippetOptions(input: try! RatingInputOptions(step: .half))

    @Test func aRadioButtonPerHalfInValueOrder() throws {
        let rating = try StarRating(starCount: 3, value: 1.5, idPrefix: "p")
        let snippet = try rating.htmlSnippet(options: Self.half)
        let html = snippet.html
        let fieldset = try #require(HTMLSnippetTests.tree(html, "halves")?.elements.first)
        let radios = fieldset.elements.filter { $0.name == "input" }
        #expect(radios.map { $0.attributes["value"] } == ["0", "0.5", "1", "1.5", "2", "2.5", "3"])
        #expect(radios.map { $0.attributes["id"] } == ["p-0", "p-0h", "p-1", "p-1h", "p-2", "p-2h", "p-3"])
        #expect(radios.filter { $0.attributes["checked"] != nil }.map { $0.attributes["value"] } == ["1.5"])
        let labels = fieldset.elements.filter { $0.name == "label" }
        #expect(labels.map(\.allText) == ["No rating", "0.5 stars", "1 star", "1.5 stars", "2 stars", "2.5 stars", "3 stars"])
        #expect(labels.map { $0.attributes["for"] } == radios.map { $0.attributes["id"] })
        // Each half is a label half a star and a gap wide: the 2 × 3 of them cover the row.
        let g = try HTMLSnippetTests.geometryClass(snippet)
        #expect(snippet.css.contains(".\(g) label{width:15px;height:24px}"))
    }

    /// Every built-in locale names 2.5 by the plural category of "2.5", its number written as
    /// the locale writes it; a few written out.
    @Test func everyLocaleNamesAHalfByItsCategory() throws {
        for tag in RatingLocale.builtInTags {
            let locale = try RatingLocale(tag: tag)
            let rating = try StarRating(value: 0, locale: locale)
            let expected = locale.texts.value.form(for: locale.pluralCategory(ofDecimal: "2.5"))
                .filled(value: locale.localizedNumber("2.5"), stars: locale.localizedNumber("5"))
            #expect(rating.inputOptionLabel(forValue: 2.5) == expected, "\(tag)")
            #expect(rating.inputOptionLabel(forValue: 2.5).contains(locale.localizedNumber("2.5")), "\(tag)")
            let html = try rating.withIDPrefix("q").htmlSnippet(options: Self.half).html
            #expect(html.contains("<label for=\"q-2h\">\(expected)</label>"), "\(tag)")
        }
        let written: [(String, Double, String)] = [
            ("en", 2.5, "2.5 stars"), ("de", 2.5, "2,5 Sterne"), ("fr", 1.5, "1,5 étoile"), ("fr", 2.5, "2,5 étoiles"),
            ("pl", 2.5, "2,5 gwiazdki"), ("ru", 0.5, "0,5 звезды"), ("he", 0.5, "0.5 כוכב"), ("he", 1.5, "1.5 כוכבים"),
        ]
        for (tag, value, label) in written {
            #expect(try StarRating(value: 0, locale: RatingLocale(tag: tag)).inputOptionLabel(forValue: value) == label, "\(tag) \(value)")
        }
    }

    /// Each half slides the soft edge to its own fill edge (in the fill mode's place), and a
    /// band switches after the value offered at or just below its level.
    @Test(.cases(3), arguments: [FillMode.area, .width, .linear])
    func offsetsAndBandSwitchesAtTheHalves(mode: FillMode) throws {
        let rating = try StarRating(starCount: 5, value: 0, levels: [2, 2.3, 3.5], colors: [.systemRed, .systemYellow, .systemGreen, .currentColor],
                                    fillMode: mode, idPrefix: "p")
        let snippet = try rating.htmlSnippet(options: Self.half)
        let css = snippet.css, g = try HTMLSnippetTests.geometryClass(snippet)
        let number = SVGNumberFormatter()
        for halves in 1...10 {
            let value = Double(halves) / 2
            let attribute = "\(halves / 2)" + (halves % 2 == 0 ? "" : ".5")
            let edge = rating.row.fillEdge(forValue: value, mode: mode)
            #expect(css.contains(".\(g) :where([value=\"\(attribute)\"]):checked~svg .starsvg-slide{transform:translateX(\(number.string(edge))px)}"),
                    "\(value)")
        }
        // Level 2: above it from 2.5; 2.3: from 2.5 too; 3.5: from 4.
        for rule in [".\(g) :where([value=\"2\"])~:checked~svg .starsvg-c0{opacity:0}", ".\(g) :where([value=\"2\"])~:checked~svg .starsvg-c1{opacity:0}",
                     ".\(g) :where([value=\"3.5\"])~:checked~svg .starsvg-c2{opacity:0}"] {
            #expect(css.contains(rule), "\(rule)")
        }
        #expect(css.components(separatedBy: "~:checked~svg").count - 1 == 3)
    }

    @Test func anInputOfHalvesTakesHalvesOnly() throws {
        #expect(throws: HTMLSnippetError.inputValueNotHalf(2.3, starCount: 5)) {
            try StarRating(value: 2.3).htmlSnippet(options: Self.half)
        }
        #expect(throws: HTMLSnippetError.inputValueNotWhole(2.5, starCount: 5)) {
            try StarRating(value: 2.5).htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(step: .whole)))
        }
        for value in [0, 0.5, 2.5, 5] {
            #expect(throws: Never.self, "\(value)") { try StarRating(value: value).htmlSnippet(options: Self.half) }
        }
        #expect(RatingInputStep.half.values(starCount: 2) == [0, 0.5, 1, 1.5, 2])
        #expect(RatingInputStep.whole.values(starCount: 2) == [0, 1, 2])
    }

    /// Whole stars are the default, and their input is the one it always was; halves give
    /// other ids, so that both can share a page.
    @Test func wholeStarsAreTheDefaultAndHalvesGetIDsOfTheirOwn() throws {
        let rating = try StarRating(value: 3)
        let plain = try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        #expect(try rating.htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions(step: .whole))) == plain)
        let halves = try rating.htmlSnippet(options: Self.half)
        let id = { (html: String) in html.split(separator: "\"")[3] }
        #expect(id(plain.html) != id(halves.html))
    }
}
