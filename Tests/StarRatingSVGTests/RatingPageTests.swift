import Testing
import StarRatingSVG
import TestSupport

/// A page of many ratings: snippets without a sheet of their own, one sheet holding each group
/// once, and no id twice, however often a rating is added. (That a page is what `starsvg batch
/// --css-out` writes is `RatingPageBatchTests`' check.)
@Suite struct RatingPageTests {
    /// Pictures and inputs, one rating three times and another twice.
    static func plans() throws -> [HTMLSnippetPlan] {
        let lamp = try StarRating(value: 4.5, label: "Desk lamp: 4.5 out of 5")
        let kettle = try StarRating(value: 2, colors: CSSColor.parseList("#c33,#db2,#2a5"))
        let input = try RatingInputOptions(name: "stars", script: .linked)
        return [
            try lamp.htmlSnippetPlan(),
            try kettle.htmlSnippetPlan(options: HTMLSnippetOptions(isAnimated: true)),
            try lamp.htmlSnippetPlan(),
            try StarRating(value: 0).htmlSnippetPlan(options: HTMLSnippetOptions(input: input)),
            try lamp.htmlSnippetPlan(),
            try kettle.htmlSnippetPlan(options: HTMLSnippetOptions(isAnimated: true)),
        ]
    }

    @Test("snippets leave their rules to one sheet, each group once", arguments: [SVGWriterOptions.compact, .pretty])
    func oneSheet(writerOptions: SVGWriterOptions) throws {
        var page = RatingPage(writerOptions: writerOptions)
        #expect(page.styleSheet.isEmpty && page.script == nil)
        let plans = try Self.plans()
        let snippets = try plans.map { try page.add($0) }
        #expect(snippets.allSatisfy { !$0.contains("<style") && $0.hasSuffix("\n") })
        // The first of each rating is the snippet written alone with a linked sheet.
        #expect(snippets[0] == plans[0].linkingStyleSheet().snippet(writerOptions: writerOptions).html)
        #expect(snippets[1] == plans[1].linkingStyleSheet().snippet(writerOptions: writerOptions).html)
        // The sheet: every group any snippet needs, none twice.
        let groups = plans.flatMap { $0.linkingStyleSheet().snippet(writerOptions: writerOptions).styleGroups }
        var unique: [String] = []
        for group in groups where !unique.contains(group) { unique.append(group) }
        #expect(page.styleSheet == unique.joined())
        // The input links its script: the page holds it once, the snippet has no <script>.
        #expect(page.script == plans[3].snippet(writerOptions: writerOptions).script)
        #expect(page.script?.isEmpty == false && !snippets[3].contains("<script"))
    }

    @Test("a rating added again draws under ids of its own")
    func copiesHaveIDsOfTheirOwn() throws {
        var page = RatingPage()
        let body = try Self.plans().map { try page.add($0) }.joined()
        let document = try ParsedXMLDocument(parsing: "<body>" + body + "</body>").root
        let ids = document.allElements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "repeated ids: \(HTMLIDScan.repeatedIDs(in: body))")
        // Every reference inside a snippet names an id of that snippet.
        for picture in document.allElements where picture.name == "svg" && picture.attributes["role"] != nil {
            let own = Set(picture.allElements.compactMap { $0.attributes["id"] })
            for element in picture.allElements {
                for (name, value) in element.attributes where name.hasSuffix("href") {
                    #expect(own.contains(String(value.dropFirst())), "\(value) leads out of its picture")
                }
            }
        }
        // The copies are the same picture: only their ids differ, the copy's being the rating's
        // own prefix with a suffix, as a batch names a line asked for again.
        let lamp = try StarRating(value: 4.5, label: "Desk lamp: 4.5 out of 5")
        var alone = RatingPage()
        let first = try alone.add(lamp.htmlSnippetPlan())
        let second = try alone.add(lamp.htmlSnippetPlan())
        let prefix = try #require(first.firstMatch(of: /id="([A-Za-z0-9]+)"/)?.1)
        #expect(second == first.replacing(String(prefix), with: lamp.idPrefix + "-2"))
    }

    /// A given prefix at the length limit has no room for a suffix: the copy is refused, and
    /// the page stays as it was, so the next rating still gets the ids it would have had.
    @Test("a copy whose ids would be too long is refused, and the page stays as it was")
    func tooLongACopy() throws {
        let long = String(repeating: "a", count: StarRating.maximumIDPrefixLength)
        let rating = try StarRating(value: 3, idPrefix: long)
        var page = RatingPage()
        _ = try page.add(rating.htmlSnippetPlan())
        let sheet = page.styleSheet
        #expect(throws: IDPrefixError.invalid(long + "-2")) { try page.add(rating.htmlSnippetPlan()) }
        #expect(page.styleSheet == sheet)
        let short = try StarRating(value: 1, idPrefix: "x")
        #expect(try page.add(short.htmlSnippetPlan()).contains(#"id="x""#))
        #expect(try page.add(short.htmlSnippetPlan()).contains(#"id="x-2""#))
    }
}
