import SVGKit

/// A rating and the snippet options it was checked to go with
/// (`StarRating.htmlSnippetPlan(options:)`): a snippet that can be written without failing.
///
/// The front door to the web faces, kept for 1.x: the faces are the units (`HTMLPictureFace`,
/// `RatingInputFace`, `LiveRatingFace`, each with its own options and writer), and the plan
/// hands its snippet to the face its options stand for (see `HTMLSnippetOptions`).
public struct HTMLSnippetPlan: Equatable, Sendable {
    /// The rating.
    public let rating: StarRating
    /// What the snippet is.
    public let options: HTMLSnippetOptions

    /// A plan of `rating`, checked against `options` by `StarRating.htmlSnippetPlan(options:)`.
    init(checked rating: StarRating, options: HTMLSnippetOptions) {
        self.rating = rating
        self.options = options
    }

    /// Whether the snippet writes ids: a rating input's fieldset, radio buttons and labels do;
    /// the HTML picture writes none, so that its copies on a page never collide, and takes no
    /// id of its own on a page of many (`RatingPage`, `starsvg batch`).
    package var writesIDs: Bool { options.input != nil }

    /// This plan with `idPrefix` as the rating's id prefix (`StarRating.withIDPrefix(_:)`),
    /// which changes nothing that was checked.
    /// - Throws: `IDPrefixError.invalid` when `idPrefix` is not a valid prefix.
    public func withIDPrefix(_ idPrefix: String) throws(IDPrefixError) -> HTMLSnippetPlan {
        HTMLSnippetPlan(checked: try rating.withIDPrefix(idPrefix), options: options)
    }

    /// This plan with the style sheet linked (`HTMLSnippetOptions.isStyleSheetLinked`): the
    /// snippet has no `<style>`, its ids and classes are those it has with one. For a page
    /// whose snippets share one sheet (`RatingPage`, `starsvg batch --css-out`).
    public func linkingStyleSheet() -> HTMLSnippetPlan {
        var options = options
        options.isStyleSheetLinked = true
        return HTMLSnippetPlan(checked: rating, options: options)
    }

    /// This plan with a rating input's script linked (`ScriptPlacement.linked`) unless it
    /// has none (`ScriptPlacement.omitted`): the snippet has no `<script>`, and its ids are
    /// those it has with one. For a page whose inputs share one script (`starsvg batch
    /// --js-out`); a picture's plan is returned as it is.
    public func linkingScript() -> HTMLSnippetPlan {
        guard let input = options.input, input.script == .inline else { return self }
        var options = options
        options.input = input.placingScript(.linked)
        return HTMLSnippetPlan(checked: rating, options: options)
    }

    /// The snippet, written by the face its options stand for.
    /// - Parameter writerOptions: compact (the default) or pretty, and the number precision.
    /// - Complexity: O(*n*) in the number of stars.
    public func snippet(writerOptions: SVGWriterOptions = .compact) -> HTMLSnippet {
        HTMLSnippetFace(options, writerOptions: writerOptions).snippet(of: rating)
    }

    /// The snippet, with what a writer of many keeps from one to the next in `memo` (each
    /// look's style groups): the same bytes as `snippet(writerOptions:)`.
    package func snippet(writerOptions: SVGWriterOptions = .compact, memo: inout WebSnippetMemo) -> HTMLSnippet {
        HTMLSnippetFace(options, writerOptions: writerOptions).snippet(of: rating, memo: &memo)
    }
}
