import Testing
import StarRatingSVG
import TestSupport

/// A picture's own `<style>` (an HTML or a live picture written without `--css-out`) is the
/// sheet a page would share, each rule scoped by the snippet's own class, so that a page of
/// many such snippets does not style every rating with every copy's rules.
@Suite struct OwnSheetTests {
    /// The pictures checked: still, animated, right to left, custom colours, a heart, em sizes,
    /// and live.
    static let cases: [(name: String, rating: StarRating, options: HTMLSnippetOptions)] = {
        func rating(_ make: () throws -> StarRating) -> StarRating { try! make() }
        return [
            ("still", rating { try StarRating(value: 4.5) }, HTMLSnippetOptions()),
            ("empty", rating { try StarRating(value: 0) }, HTMLSnippetOptions()),
            ("animated", rating { try StarRating(value: 2.5) }, HTMLSnippetOptions(isAnimated: true)),
            ("right to left", rating { try StarRating(value: 3, direction: .rightToLeft) }, HTMLSnippetOptions()),
            ("colours", rating { try StarRating(value: 3, colors: try CSSColor.parseList("crimson,orange,teal")) }, HTMLSnippetOptions()),
            ("heart", rating { try StarRating(value: 1.5, shape: .heart) }, HTMLSnippetOptions(sizeUnit: .em)),
            ("live", rating { try StarRating(value: 2) }, HTMLSnippetOptions(live: LiveRatingOptions())),
        ]
    }()

    /// Each case's selectors checked, and its declarations in `@property` or `@keyframes` blocks,
    /// which have no selector to check: a sheet read as empty, or read wrong, checks nothing.
    static let checkedSelectors: [String: [Int]] = [
        "still": [50, 0], "empty": [46, 0], "animated": [52, 5], "right to left": [49, 0],
        "colours": [49, 0], "heart": [50, 0], "live": [81, 5],
    ]

    /// The class of `snippet`'s root that scopes its own sheet, if any.
    static func ownClass(_ snippet: HTMLSnippet) throws -> String? {
        let classes = try HTMLSnippetTests.rootClasses(snippet).filter { $0.wholeMatch(of: #/starsvg-s[A-Za-z0-9]{8}/#) != nil }
        try #require(classes.count <= 1, "\(classes)")
        return classes.first
    }

    /// The own sheet is the shared one with the snippet's class added to every rule's root,
    /// and the root carries that class beside the shared sheet's classes.
    @Test(.cases(7), arguments: cases.indices)
    func theOwnSheetIsTheSharedOneScopedByTheSnippetsClass(index: Int) throws {
        let (name, rating, options) = Self.cases[index]
        var linked = options
        linked.isStyleSheetLinked = true
        let own = try rating.htmlSnippet(options: options), shared = try rating.htmlSnippet(options: linked)
        let scope = try #require(try Self.ownClass(own), "\(name): no class of its own")
        #expect(try HTMLSnippetTests.rootClasses(own) == HTMLSnippetTests.rootClasses(shared) + [scope], "\(name)")
        #expect(try Self.ownClass(shared) == nil, "\(name): a shared sheet's snippet has no class of its own")
        #expect(own.css.replacing("." + scope, with: "") == shared.css, "\(name)")
        // Every selector of every rule (not @property's or @keyframes' blocks) names it.
        let sheet = CSSDeclarations(own.css)
        #expect(sheet.isBalanced)
        var (scoped, blocks) = (0, 0)
        for declaration in sheet.declarations {
            guard let selectors = declaration.headers.last, !selectors.hasPrefix("@"), !["from", "to"].contains(selectors) else {
                blocks += 1
                continue
            }
            for selector in selectors.split(separator: ",") {
                #expect(selector.contains("." + scope), "\(name): \(selector) is not scoped")
                scoped += 1
            }
        }
        #expect([scoped, blocks] == Self.checkedSelectors[name], "\(name): \(scoped) selectors scoped, \(blocks) declarations of blocks")
    }

    /// Equal snippets share the class (their rules are the same); another value, look or face
    /// takes another.
    @Test func equalSnippetsShareTheClassAndOthersDoNot() throws {
        let classes = try Self.cases.map { try #require(try Self.ownClass($0.rating.htmlSnippet(options: $0.options))) }
        #expect(Set(classes).count == classes.count, "\(classes)")
        let again = try Self.ownClass(StarRating(value: 4.5).htmlSnippet())
        #expect(again == classes[0])
        let other = try Self.ownClass(StarRating(value: 4.4).htmlSnippet())
        #expect(other != classes[0])
        // Pretty output names it as compact output does, as it names the look's and the edge's.
        for (name, rating, options) in Self.cases {
            let pretty = try rating.htmlSnippet(options: options, writerOptions: .pretty)
            #expect(try Self.ownClass(pretty) == Self.ownClass(rating.htmlSnippet(options: options)), "\(name)")
        }
    }

    /// A rating input keeps its sheet as a page shares it: a page holds a few inputs, not the
    /// hundreds of pictures whose copies' rules would weigh (Documentation/performance.md).
    @Test func anInputsSheetHasNoClassOfItsOwn() throws {
        let input = try StarRating(value: 3).htmlSnippet(options: HTMLSnippetOptions(input: RatingInputOptions()))
        #expect(try Self.ownClass(input) == nil)
        #expect(input.css.firstMatch(of: #/\.starsvg-s[A-Za-z0-9]{8}(?![A-Za-z0-9-])/#) == nil)
    }
}
