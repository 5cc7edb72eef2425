/// A rating for a web page: the markup to paste, its style sheet and its script.
public struct HTMLSnippet: Equatable, Sendable {
    /// The markup to paste into a page, ending with a newline. It holds the style sheet and
    /// the script inline unless the options link them.
    public let html: String
    /// The style sheet, `Templates/rating.css` filled in: `styleGroups` one after the other;
    /// inline in `html` unless linked, when the page loads it with `<link rel="stylesheet" href="…">`.
    public var css: String { styleGroups.joined() }
    /// The style sheet's groups of rules. With the sheet linked, each is the same text in every
    /// snippet that needs it: a page of many snippets links one sheet holding each group once
    /// (`RatingPage`, as `starsvg batch --css-out` writes it), in any order. A picture's inline
    /// sheet is those groups with the snippet's own class in every rule, so that its rules
    /// style it alone (`HTMLSnippetOptions.isStyleSheetLinked`).
    public let styleGroups: [String]
    /// The rating input's script, `Templates/rating-input.js`; inline in `html` unless linked,
    /// when the page loads it with `<script src="…" defer>`. `nil` when there is none (a
    /// picture, or `ScriptPlacement.omitted`).
    public let script: String?
}
