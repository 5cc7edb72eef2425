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

    @Test("snippets leave their rules to one sheet, each group once", .cases(2), arguments: [SVGWriterOptions.compact, .pretty])
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

    @Test("no id twice: a picture has none, an input added again gets ids of its own")
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
        // A picture has no ids: its copies are the same bytes. An input added again is the same
        // input under other ids, a prefix with a suffix, as a batch names a line asked for again.
        let lamp = try StarRating(value: 4.5, label: "Desk lamp: 4.5 out of 5")
        var alone = RatingPage()
        let picture = try alone.add(lamp.htmlSnippetPlan())
        #expect(!picture.contains("id=\""))
        #expect(try alone.add(lamp.htmlSnippetPlan()) == picture)
        let input = try HTMLSnippetOptions(input: RatingInputOptions(name: "lamp"))
        let asked = try StarRating(value: 4, label: "Desk lamp")
        let first = try alone.add(asked.htmlSnippetPlan(options: input))
        let second = try alone.add(asked.htmlSnippetPlan(options: input))
        let prefix = try #require(first.firstMatch(of: /id="([A-Za-z0-9]+)"/)?.1)
        let other = try #require(second.firstMatch(of: /id="([A-Za-z0-9-]+)"/)?.1)
        #expect(other.hasSuffix("-2") && second == first.replacing(String(prefix), with: String(other)))
    }

    /// A given prefix at the length limit has no room for a suffix: the copy is refused, and
    /// the page stays as it was, so the next rating still gets the ids it would have had.
    @Test("a copy whose ids would be too long is refused, and the page stays as it was")
    func tooLongACopy() throws {
        let long = String(repeating: "a", count: StarRating.maximumIDPrefixLength)
        let rating = try StarRating(value: 3, idPrefix: long)
        let input = try HTMLSnippetOptions(input: RatingInputOptions(name: "stars"))
        var page = RatingPage()
        _ = try page.add(rating.htmlSnippetPlan(options: input))
        let sheet = page.styleSheet
        #expect(throws: IDPrefixError.invalid(long + "-2")) { try page.add(rating.htmlSnippetPlan(options: input)) }
        #expect(page.styleSheet == sheet)
        // A picture takes no id, so its copy is not refused.
        #expect(try page.add(rating.htmlSnippetPlan()) == page.add(rating.htmlSnippetPlan()))
        let short = try StarRating(value: 1, idPrefix: "x")
        #expect(try page.add(short.htmlSnippetPlan(options: input)).contains(#"id="x""#))
        #expect(try page.add(short.htmlSnippetPlan(options: input)).contains(#"id="x-2""#))
    }
}
