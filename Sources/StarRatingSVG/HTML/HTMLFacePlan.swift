import SVGKit

/// A rating checked to go with a web face (`HTMLPictureFace`, `RatingInputFace`,
/// `LiveRatingFace`): its snippet's plan, and how the snippet is written.
public struct HTMLFacePlan: RatingFacePlan, Equatable {
    /// The rating and the snippet's options, checked together.
    public let snippetPlan: HTMLSnippetPlan
    /// Compact or pretty, and the number precision.
    public let writerOptions: SVGWriterOptions

    /// The plan of `snippetPlan`'s snippet, written in `writerOptions`.
    public init(snippetPlan: HTMLSnippetPlan, writerOptions: SVGWriterOptions = .compact) {
        self.snippetPlan = snippetPlan
        self.writerOptions = writerOptions
    }

    /// The snippet's markup, with its style sheet when the page links it
    /// (`HTMLSnippetOptions.isStyleSheetLinked`) and a rating input's script when the page
    /// links it (`ScriptPlacement.linked`).
    public func output() -> RatingFaceOutput {
        let linked = linkedSnippet()
        return RatingFaceOutput(main: .text(linked.snippet.html), styleSheet: linked.styleGroups?.joined(), script: linked.script)
    }

    /// The snippet, with what of it goes into files the page links: its style groups when the
    /// page links its sheet (`nil` when the sheet is inside the snippet), and a rating input's
    /// script when the page links that. The one rule `output()` and the command both follow.
    package func linkedSnippet() -> (snippet: HTMLSnippet, styleGroups: [String]?, script: String?) {
        let snippet = snippetPlan.snippet(writerOptions: writerOptions)
        let options = snippetPlan.options
        return (snippet, options.isStyleSheetLinked ? snippet.styleGroups : nil, options.input?.script == .linked ? snippet.script : nil)
    }
}
