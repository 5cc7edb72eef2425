import Testing
import StarRatingSVG
import TestSupport

/// `RatingInputOptions.isLegendVisible` (`--show-label`): the input's legend shows on screen.
/// The fieldset carries `starsvg-legend` and the style sheet one group more, the rule that
/// shows the legend; nothing else changes, ids included. Without it the legend stays visually
/// hidden (the input group's rule), for screen readers only.
@Suite struct VisibleLegendTests {
    /// The group a shown legend adds, as compact output writes it: the legend shown, and the
    /// drawing at the start of the labels, which a wide legend may move from the left.
    static let rule = ".starsvg-input.starsvg-legend legend{position:static;width:auto;height:auto;overflow:visible;clip-path:none}"
        + ".starsvg-input.starsvg-legend svg{left:auto;inset-inline-start:0}"

    static let ratings: [StarRating] = [
        try! StarRating(starCount: 5, value: 3, label: "How did it taste?"),
        try! StarRating(starCount: 10, value: 2, levels: [2, 8], direction: .rightToLeft),
    ]

    /// Each rating as an input with and without its legend shown, in every kind of input:
    /// the one is the other plus the class and the group.
    @Test func aShownLegendAddsItsClassAndItsRuleAndNothingElse() throws {
        for rating in Self.ratings {
            for (step, isRequired, isAnimated, isLinked) in [(RatingInputStep.whole, false, false, false), (.half, true, true, false),
                                                             (.whole, false, false, true)] {
                func snippet(_ isLegendVisible: Bool) throws -> HTMLSnippet {
                    let input = try RatingInputOptions(name: "q", step: step, isRequired: isRequired, isLegendVisible: isLegendVisible)
                    return try rating.htmlSnippet(options: HTMLSnippetOptions(isAnimated: isAnimated, input: input, isStyleSheetLinked: isLinked))
                }
                let shown = try snippet(true), hidden = try snippet(false)
                let context = "\(rating.starCount) stars, \(step), required \(isRequired), animated \(isAnimated), linked \(isLinked)"
                #expect(shown.html.contains("class=\"starsvg starsvg-input ") && shown.html.contains(" starsvg-legend "), "\(context)")
                #expect(shown.styleGroups.filter { $0 == Self.rule }.count == 1, "\(context): \(shown.styleGroups)")
                #expect(shown.html.contains(Self.rule) == !isLinked, "\(context)")
                #expect(!hidden.html.contains("starsvg-legend") && !hidden.css.contains("starsvg-legend"), "\(context)")
                #expect(shown.styleGroups.filter { $0 != Self.rule } == hidden.styleGroups, "\(context)")
                #expect(shown.html.replacing(" starsvg-legend", with: "").replacing(Self.rule, with: "") == hidden.html, "\(context)")
                #expect(shown.script == hidden.script)
            }
        }
    }

    /// The legend holds the question, the rating's label (or, without one, the default
    /// legend), first in the fieldset, with the legend shown or not.
    @Test func theLegendIsTheQuestion() throws {
        for (rating, question) in [(Self.ratings[0], "How did it taste?"), (Self.ratings[1], "Rating out of 10")] {
            let snippet = try rating.htmlSnippet(options: HTMLSnippetOptions(input: try RatingInputOptions(isLegendVisible: true)))
            #expect(snippet.html.contains("><legend>\(question)</legend>"), "\(snippet.html.prefix(200))")
        }
    }

    /// Pretty output writes the same rule on a line of its own, and the hidden legend's rule
    /// is there in both, which the shown one outweighs by a class.
    @Test func prettyOutputHasTheRuleToo() throws {
        let snippet = try Self.ratings[0].htmlSnippet(options: HTMLSnippetOptions(input: try RatingInputOptions(isLegendVisible: true)),
                                                      writerOptions: .pretty)
        #expect(snippet.css.contains("\n" + Self.rule.replacing("}.", with: "}\n.") + "\n"))
        #expect(snippet.css.contains(".starsvg-input legend,"))
    }
}
