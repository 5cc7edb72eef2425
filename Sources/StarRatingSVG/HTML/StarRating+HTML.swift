import SVGKit

extension StarRating {
    /// The rating for a web page: markup to paste, with its style sheet and, for a rating
    /// input, its script (`Templates/`), inline or apart as `options` say.
    ///
    /// The ids are this rating's prefix when one was given, and otherwise derived from all the
    /// parameters and the options, so that ratings pasted into one page never share an id
    /// unless they are the same rating with the same options.
    /// - Parameters:
    ///   - options: a picture or an input, animated or not, style inline or linked.
    ///   - writerOptions: compact (the default) or pretty, and the number precision.
    /// - Throws: `HTMLSnippetError.inputValueNotWhole` for an input whose value has a fraction
    ///   (`.inputValueNotHalf`, one that is not a half, for an input of half stars): its radio
    ///   buttons are the values its step offers; `.averageOutOfRange` for an input's average
    ///   outside 0…N, and `.averageWithValue` for one with a value picked at first;
    ///   `.microdataOnInput` for microdata on an input.
    /// - Complexity: O(*n*) in the number of stars.
    public func htmlSnippet(options: HTMLSnippetOptions = HTMLSnippetOptions(),
                            writerOptions: SVGWriterOptions = .compact) throws(HTMLSnippetError) -> HTMLSnippet {
        try htmlSnippetPlan(options: options).snippet(writerOptions: writerOptions)
    }

    /// This rating checked to go with `options`, to write as a snippet later, as often as
    /// needed: what `htmlSnippet(options:writerOptions:)` does, in two steps.
    /// - Throws: as `htmlSnippet(options:writerOptions:)`.
    public func htmlSnippetPlan(options: HTMLSnippetOptions = HTMLSnippetOptions()) throws(HTMLSnippetError) -> HTMLSnippetPlan {
        // The input checks what it asks of the rating; microdata on an input is these
        // options' own refusal, since no face takes both.
        if let input = options.input {
            try input.check(self)
            if options.microdata != nil { throw .microdataOnInput }
        }
        return HTMLSnippetPlan(checked: self, options: options)
    }
}
