import SVGKit

/// Many ratings on one web page: each snippet written without a style sheet of its own, and
/// one sheet for all of them, each rule once; a rating added again gets ids of its own. The
/// snippets and the sheet are what `starsvg batch --css-out` writes for the same ratings, byte
/// for byte.
///
/// Add every snippet first, then take the sheet: it holds the rules of the snippets added so
/// far. Put it in the page's `<style>` or in a file the page links (a `<link
/// rel="stylesheet">`); the snippets' markup goes where each rating is shown.
///
/// ```swift
/// var page = RatingPage()
/// var items = ""
/// for product in products {
///     let rating = try StarRating(value: product.score, label: "\(product.name): \(product.score) out of 5")
///     items += try page.add(rating.htmlSnippetPlan())
/// }
/// let html = "<style>\(page.styleSheet)</style>\n" + items
/// ```
///
/// A page of rating inputs that link their script (`ScriptPlacement.linked`, as a strict
/// Content-Security-Policy asks) loads `script` from a file of its own, once.
public struct RatingPage: Sendable {
    /// Compact or pretty, and the number precision, for every snippet and the sheet.
    public let writerOptions: SVGWriterOptions
    /// The sheet's groups of rules, each once, in the order the snippets first needed them.
    private var styleGroups = StyleGroupSet()
    /// The id prefixes the page's snippets have taken.
    private var ids = PageIDPrefixes()
    /// The rating input's script, once a snippet added links it.
    public private(set) var script: String?

    /// An empty page.
    /// - Parameter writerOptions: compact (the default) or pretty, and the number precision,
    ///   for every snippet and the sheet.
    public init(writerOptions: SVGWriterOptions = .compact) {
        self.writerOptions = writerOptions
    }

    /// The style sheet of every snippet added so far, each rule once: empty before the first.
    public var styleSheet: String { styleGroups.text }

    /// The markup of `plan`'s snippet for this page, ending with a newline: without a `<style>`
    /// (its rules go to `styleSheet`), whatever `plan`'s options say, and with ids no snippet
    /// added before has. A rating input added again gets other ids (its own prefix with `-2`,
    /// `-3`, …, as `starsvg batch` gives a line asked for again); a picture has none, and its
    /// copies are the same bytes.
    /// - Parameter plan: a rating checked with its snippet's options
    ///   (`StarRating.htmlSnippetPlan(options:)`).
    /// - Throws: `IDPrefixError.invalid` when a rating input added again has an id prefix of its own
    ///   so long that the suffix takes it over `StarRating.maximumIDPrefixLength`; the page is
    ///   then as it was.
    /// - Complexity: O(*n*) in the number of stars, and in the length of the snippet's sheet.
    public mutating func add(_ plan: HTMLSnippetPlan) throws(IDPrefixError) -> String {
        var planned = plan.linkingStyleSheet()
        if planned.writesIDs {
            var claimedIDs = ids
            let claimed = claimedIDs.claim(planned.rating.idPrefix)
            if claimed != planned.rating.idPrefix { planned = try planned.withIDPrefix(claimed) }
            ids = claimedIDs
        }
        let snippet = planned.snippet(writerOptions: writerOptions)
        styleGroups.insert(contentsOf: snippet.styleGroups)
        if script == nil, planned.options.input?.script == .linked { script = snippet.script }
        return snippet.html
    }
}
