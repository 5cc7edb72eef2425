import SVGKit

extension StarRating {
    /// The live rating for a web page (`starsvg --live`, `LiveRatingFace`): the HTML picture with
    /// its value left to the page, which sets the CSS custom property `--starsvg-value` (0 to
    /// the number of stars) on the snippet or any element around it, or from a script; this
    /// rating's value shows where the page gives none. A new value slides the edge and
    /// cross-fades the colour. No script and no id: one snippet serves every value, and any
    /// number of copies stand on one page.
    ///
    /// ```swift
    /// let slot = try LiveValueSlot("{{ product.rating }}")   // what the template engine fills in
    /// let live = try StarRating(value: 0).liveSnippet(valueSlot: slot)
    /// // live.html, with its <style>, for the template
    /// ```
    ///
    /// For a page of many, add `liveSnippetPlan(valueSlot:isAnimated:sizeUnit:)` to a
    /// `RatingPage`, whose one sheet they all share.
    /// - Parameters:
    ///   - valueSlot: text a template engine fills with the value, written where the value goes
    ///     (the snippet's `--starsvg-value` and its accessible name); `nil`, the default, for none.
    ///   - isAnimated: whether the fill slides in and the colour fades in on load. Default `false`.
    ///   - isStyleSheetLinked: whether the page links the style sheet (`HTMLSnippet.css`), so that
    ///     the snippet has no `<style>`. Default `false`.
    ///   - sizeUnit: pixels, the default, or ems of the text around the snippet.
    ///   - writerOptions: compact (the default) or pretty, and the number precision.
    /// - Complexity: O(*n*) in the number of stars.
    public func liveSnippet(valueSlot: LiveValueSlot? = nil, isAnimated: Bool = false, isStyleSheetLinked: Bool = false,
                            sizeUnit: HTMLSizeUnit = .pixels, writerOptions: SVGWriterOptions = .compact) -> HTMLSnippet {
        var plan = liveSnippetPlan(valueSlot: valueSlot, isAnimated: isAnimated, sizeUnit: sizeUnit)
        if isStyleSheetLinked { plan = plan.linkingStyleSheet() }
        return plan.snippet(writerOptions: writerOptions)
    }

    /// This rating as a live snippet (`liveSnippet(valueSlot:isAnimated:isStyleSheetLinked:sizeUnit:writerOptions:)`),
    /// checked and ready to write: for a `RatingPage`, whose one style sheet every rating added
    /// shares, as `starsvg batch --css-out` writes a batch of `"live": true` lines.
    ///
    /// ```swift
    /// var page = RatingPage()
    /// let markup = try page.add(StarRating(value: 0).liveSnippetPlan(valueSlot: LiveValueSlot("{{ rating }}")))
    /// // page.styleSheet once in the page's <style> or linked file; markup where the rating goes
    /// ```
    /// - Parameters: as `liveSnippet(valueSlot:isAnimated:isStyleSheetLinked:sizeUnit:writerOptions:)`'s.
    /// - Complexity: O(1): the snippet is written later.
    public func liveSnippetPlan(valueSlot: LiveValueSlot? = nil, isAnimated: Bool = false, sizeUnit: HTMLSizeUnit = .pixels) -> HTMLSnippetPlan {
        // Every rating has a live picture: nothing of a live snippet's options can be refused.
        HTMLSnippetPlan(checked: self, options: HTMLSnippetOptions(isAnimated: isAnimated, sizeUnit: sizeUnit,
                                                                   live: LiveRatingOptions(valueSlot: valueSlot)))
    }
}
