import Testing
import StarRatingSVG
import SVGKit
import TestSupport

/// A rating input that shows an average until the reader picks (`RatingInputOptions.average`,
/// `--average`): the drawing holds the average, "No rating" slides the soft edge there, the
/// layers above its band are hidden until a pick, and its description says it in every
/// locale; and what it refuses.
@Suite struct AverageInputTests {
    private static func options(average: Double?, isRequired: Bool = false) -> HTMLSnippetOptions {
        HTMLSnippetOptions(input: try! RatingInputOptions(isRequired: isRequired, average: average))
    }

    @Test func theDrawingIsTheAveragesAndNoRatingSlidesToIt() throws {
        let rating = try StarRating(starCount: 5, value: 0, levels: [1, 4], idPrefix: "p")
        let snippet = try rating.htmlSnippet(options: Self.options(average: 3.6))
        // The picture of 3.6 ends where its animated snippet's edge ends: its soft edge's
        // offset, the red layer (band 0) hidden, the colour shown.
        let picture = try StarRating(starCount: 5, value: 3.6, levels: [1, 4], idPrefix: "p")
            .htmlSnippet(options: HTMLSnippetOptions(isAnimated: true)).html
        let offset = try #require(rating.fillState(forValue: 3.6)).edge
        let formatted = SVGNumberFormatter().string(RatingScene(rating: rating).softEdgeMask.offset(for: try #require(rating.fillState(forValue: 3.6))))
        #expect(offset > 0)
        #expect(snippet.html.contains("transform=\"translate(\(formatted))\" class=\"starsvg-slide\""))
        #expect(picture.contains("{--starsvg-edge:\(formatted)px}"))
        #expect(snippet.html.contains("fill=\"#ff3b30\" opacity=\"0\" class=\"starsvg-c0\""))
        #expect(!snippet.html.contains("class=\"starsvg-color\" opacity=\"0\""))
        let g = try HTMLSnippetTests.geometryClass(snippet)
        #expect(snippet.css.contains(".\(g) :where([value=\"0\"]):checked~svg .starsvg-slide{transform:translateX(\(formatted)px)}"))
        // Nothing hides the colour at "No rating"; the red layer is hidden until a pick.
        #expect(!HTMLSnippetTests.hidesTheColour(snippet.css))
        #expect(snippet.css.contains(".\(g) .starsvg-color .starsvg-c0{opacity:0}"))
        #expect(snippet.css.contains(".\(g) :where([value=\"0\"])~:checked~svg .starsvg-c0{opacity:1}"))
        #expect(!snippet.css.contains(".starsvg-c1{opacity:1}"), "the yellow layer, the average's own, is never hidden by it")
        // Without an average, the input is as before, in a geometry of its own.
        let plain = try rating.htmlSnippet(options: Self.options(average: nil))
        let plainGeometry = try HTMLSnippetTests.geometryClass(plain)
        #expect(plainGeometry != g)
        #expect(plain.css.contains(".\(plainGeometry) :where([value=\"0\"]):checked~svg .starsvg-color{opacity:0}"))
        #expect(!plain.html.contains("aria-describedby") && !plain.html.contains("<span"))
    }

    @Test func aRequiredInputShowsTheAverageWithNothingChecked() throws {
        let rating = try StarRating(starCount: 5, value: 0, levels: [1, 4], idPrefix: "p")
        let snippet = try rating.htmlSnippet(options: Self.options(average: 4.5, isRequired: true))
        let css = snippet.css, g = try HTMLSnippetTests.geometryClass(snippet)
        #expect(!HTMLSnippetTests.hidesTheColour(css), "the colour is hidden with nothing checked")
        // Green (band 2): the red and the yellow layers hidden until a pick, shown again by any.
        for band in [0, 1] {
            #expect(css.contains(".\(g) .starsvg-color .starsvg-c\(band){opacity:0}"))
            #expect(css.contains(".\(g) :checked~svg .starsvg-c\(band){opacity:1}"))
        }
        let geometry = HTMLSnippetTests.selectors(css, scopedBy: g)
        #expect(!geometry.isEmpty && !geometry.contains { $0.contains("value=\"0\"") }, "a required input has no radio button 0 to name")
    }

    @Test func anAverageOfZeroShowsNoColourAsNoRatingDoes() throws {
        let rating = try StarRating(starCount: 5, value: 0, idPrefix: "p")
        let snippet = try rating.htmlSnippet(options: Self.options(average: 0))
        let g = try HTMLSnippetTests.geometryClass(snippet)
        #expect(snippet.css.contains(".\(g) :where([value=\"0\"]):checked~svg .starsvg-color{opacity:0}"))
        #expect(snippet.html.contains("<span id=\"p-a\" hidden=\"\">Average 0 out of 5</span>"))
    }

    @Test func theDescriptionSaysTheAverageInEveryLocale() throws {
        for tag in RatingLocale.builtInTags {
            let locale = try RatingLocale(tag: tag)
            let rating = try StarRating(value: 0, locale: locale, idPrefix: "q")
            let expected = locale.texts.average.filled(value: locale.localizedNumber("3.6"), stars: locale.localizedNumber("5"))
            #expect(rating.inputAverageDescription(3.6) == expected, "\(tag)")
            #expect(expected.contains(locale.localizedNumber("3.6")) && expected.contains(locale.localizedNumber("5")), "\(tag): \(expected)")
            let html = try rating.htmlSnippet(options: Self.options(average: 3.6)).html
            #expect(html.contains(" aria-describedby=\"q-a\">"), "\(tag)")
            #expect(html.contains("</legend><span id=\"q-a\" hidden=\"\">\(expected)</span>"), "\(tag)")
        }
        let written: [(String, String)] = [
            ("en", "Average 3.6 out of 5"), ("de", "Durchschnittliche Bewertung: 3,6 von 5"), ("fr", "Note moyenne\u{00A0}: 3,6 sur 5"),
            ("ar-EG", "متوسط التقييم: ٣٫٦ من ٥"), ("ja", "平均評価：5つ星のうち3.6"),
        ]
        for (tag, text) in written {
            #expect(try StarRating(value: 0, locale: RatingLocale(tag: tag)).inputAverageDescription(3.6) == text, "\(tag)")
        }
    }

    @Test func theAverageSetsTheIDsApart() throws {
        let rating = try StarRating(starCount: 5, value: 0)
        let prefixes = try [nil, 3.6, 3.7].map { average in
            try rating.htmlSnippet(options: Self.options(average: average)).html.split(separator: "\"")[3]
        }
        #expect(Set(prefixes).count == 3, "\(prefixes)")
    }

    @Test(.cases(6), arguments: [5.01, -0.5, 6, .nan, .infinity, -.infinity])
    func anAverageOutsideTheStarsIsRefused(average: Double) throws {
        let rating = try StarRating(starCount: 5, value: 0)
        do {
            _ = try rating.htmlSnippetPlan(options: Self.options(average: average))
            Issue.record("an average of \(average) was accepted")
        } catch {
            guard case .averageOutOfRange(let refused, 5) = error, refused.isNaN == average.isNaN, refused.isNaN || refused == average else {
                Issue.record("\(error)")
                return
            }
            #expect(error.requirement == "a rating input's average must be a number from 0 to 5")
        }
        // Its ends are averages too.
        for accepted in [0, 5] { _ = try rating.htmlSnippetPlan(options: Self.options(average: Double(accepted))) }
    }

    @Test func anAverageWithAValuePickedAtFirstIsRefused() throws {
        let rating = try StarRating(starCount: 5, value: 2)
        #expect(throws: HTMLSnippetError.averageWithValue(2)) { try rating.htmlSnippet(options: Self.options(average: 3.6)) }
    }
}
