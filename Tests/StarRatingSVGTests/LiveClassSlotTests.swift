import Testing
import TestSupport
@testable import StarRatingSVG

/// A live rating's slot in the class (`LiveValueSlotPlacement.class`, `--slot-in class`), for
/// a page whose Content-Security-Policy refuses style attributes: the value as the class
/// `starsvg-value-` and its tenths, each class's rule in the sheet, and no style attribute.
@Suite struct LiveClassSlotTests {
    /// Slots as engines write the tenths: Jinja's, Liquid's, Hugo's, ERB's, with the markup
    /// characters a slot keeps verbatim.
    static let slots = ["{{ (rating * 10)|round|int }}", "{{ rating | times: 10 | round }}", "{{ math.Round (mul .rating 10) }}",
                        "<%= (rating * 10).round %>", "{% if a && b %}1{% endif %}'"]

    /// The slot stands verbatim, as the engine reads it, after `starsvg-value-` as the root's
    /// last class, and nowhere else: no style attribute, no aria-label (the slot holds tenths,
    /// which no label reads); the name is the spoken text, as without a slot, or the `<title>`
    /// of `--label`.
    @Test func theSlotIsTheLastClassAndNoStyleAttributeIsWritten() throws {
        for text in Self.slots {
            let slot = try LiveValueSlot(text, placement: .class)
            for linked in [true, false] {
                let face = LiveRatingFace(valueSlot: slot, isStyleSheetLinked: linked)
                let html = try #require(try face.output(of: try StarRating(value: 2)).main.text)
                // The root's class ends with the slot's, and the root is a group, named by its text.
                #expect(html.hasPrefix("<svg class=\"starsvg ")
                            && html.contains(" starsvg-value-\(text)\" width=\"156\" viewBox=\"0 0 156 24\" role=\"group\">"), "\(html)")
                #expect(!html.contains("style="), "\(html)")
                #expect(!html.contains(" aria-label=") && html.components(separatedBy: text).count == 2, "\(html)")
                #expect(html.contains("</span></span><span>Rating: <span></span> out of 5</span></foreignObject>"), "\(html)")
                // A page that links the sheet gets no <style> either.
                #expect(html.contains("<style>") == !linked, "\(html)")
            }
            let labelled = try #require(try LiveRatingFace(valueSlot: slot, isStyleSheetLinked: true)
                .output(of: try StarRating(value: 2, label: "Our score")).main.text)
            #expect(labelled.contains(#"role="img"><title>Our score</title>"#) && !labelled.contains("style="), "\(labelled)")
        }
        // The slot in the style is the default, and what 1.0 wrote.
        #expect(try LiveValueSlot("{{ r }}").placement == .style)
        let styled = try LiveRatingFace(valueSlot: try LiveValueSlot("{{ r }}", placement: .style)).output(of: try StarRating(value: 2))
        #expect(styled == (try LiveRatingFace(valueSlot: try LiveValueSlot("{{ r }}")).output(of: try StarRating(value: 2))))
        #expect(styled.main.text?.contains(#" style="--starsvg-value:{{ r }}">"#) == true)
    }

    /// The steps' rules: one for each tenth from 0 to 10·N, each setting the value, in a group
    /// a star (the first with 0); none without a slot in the class.
    @Test(arguments: [1, 3, 5, 10, 100])
    func theSheetHasARuleForEachTenth(stars: Int) throws {
        let face = LiveRatingFace(valueSlot: try LiveValueSlot("{{ t }}", placement: .class), isStyleSheetLinked: true)
        let snippet = try StarRating(starCount: stars, value: 0).liveSnippet(valueSlot: face.valueSlot, isStyleSheetLinked: true)
        let steps = snippet.styleGroups.filter { $0.hasPrefix(".starsvg-value-") }
        #expect(steps.count == stars)
        let rules = try steps.joined().split(separator: "}").map { rule in
            let match = try #require(rule.wholeMatch(of: /\.starsvg-value-([0-9]+)\{--starsvg-value:([0-9.]+)/), "\(rule)")
            return (tenths: try #require(Int(match.1)), value: try #require(Double(match.2)))
        }
        #expect(rules.count == 10 * stars + 1)
        #expect(rules.map(\.tenths) == Array(0...(10 * stars)))
        #expect(rules.allSatisfy { $0.value == Double($0.tenths) / 10 }, "\(rules.filter { $0.value != Double($0.tenths) / 10 })")
        #expect(steps[0].hasPrefix(".starsvg-value-0{--starsvg-value:0}.starsvg-value-1{--starsvg-value:.1}"), "\(steps[0])")
        let styled = try StarRating(starCount: stars, value: 0).liveSnippet(valueSlot: try LiveValueSlot("{{ t }}"), isStyleSheetLinked: true)
        #expect(!styled.css.contains("starsvg-value-"), "a slot in the style needs no steps")
    }

    /// A snippet's own sheet scopes the steps to it, as every rule; pretty, each rule is a
    /// line, and a group still holds no blank line (a shared pretty sheet splits at those).
    @Test func theStepsAreScopedAndIndentedAsTheOtherRules() throws {
        let slot = try LiveValueSlot("{{ t }}", placement: .class)
        let own = try StarRating(starCount: 2, value: 0).liveSnippet(valueSlot: slot)
        let scope = try #require(own.html.firstMatch(of: /\s(starsvg-s[A-Za-z0-9]{8})\s/)).1
        #expect(own.css.contains(".starsvg-value-15.\(scope){--starsvg-value:1.5}"), "\(own.css)")
        let pretty = try StarRating(starCount: 2, value: 0).liveSnippet(valueSlot: slot, isStyleSheetLinked: true, writerOptions: .pretty)
        let steps = pretty.styleGroups.filter { $0.hasPrefix(".starsvg-value-") }
        #expect(steps.count == 2 && steps.allSatisfy { !$0.contains("\n\n") })
        #expect(steps[1].hasPrefix(".starsvg-value-11{--starsvg-value:1.1}\n.starsvg-value-12{"), "\(steps[1])")
    }

    /// A page adds the steps once, however many ratings share them, and grows them with a
    /// rating of more stars: each rule once, the stars' groups in their order.
    @Test func aPageAddsTheStepsOnceAndGrowsThem() throws {
        let slot = try LiveValueSlot("{{ t }}", placement: .class)
        var page = RatingPage()
        for stars in [5, 5, 3, 10, 1, 10] {
            _ = try page.add(try StarRating(starCount: stars, value: 0).liveSnippetPlan(valueSlot: slot))
        }
        let sheet = page.styleSheet
        let rules = sheet.matches(of: /\.starsvg-value-([0-9]+)\{/).map { Int($0.1)! }
        #expect(rules == Array(0...100), "\(rules)")
    }
}
