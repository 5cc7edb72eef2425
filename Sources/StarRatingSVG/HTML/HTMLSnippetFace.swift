import SVGKit

/// The face that a combined `HTMLSnippetOptions` stands for, with its own options alone: the
/// one place that reads the options' rule (an input wins over `live`, and `microdata` goes
/// with the picture alone).
enum HTMLSnippetFace {
    /// A picture of the rating's value.
    case picture(HTMLPictureFace)
    /// A rating input.
    case input(RatingInputFace)
    /// A live rating, its value given by the page.
    case live(LiveRatingFace)

    /// The face of `options`, written in `writerOptions`.
    init(_ options: HTMLSnippetOptions, writerOptions: SVGWriterOptions) {
        if let input = options.input {
            self = .input(RatingInputFace(input: input, isAnimated: options.isAnimated, isStyleSheetLinked: options.isStyleSheetLinked,
                                          sizeUnit: options.sizeUnit, writerOptions: writerOptions))
        } else if let live = options.live {
            self = .live(LiveRatingFace(valueSlot: live.valueSlot, isAnimated: options.isAnimated,
                                        isStyleSheetLinked: options.isStyleSheetLinked, sizeUnit: options.sizeUnit,
                                        writerOptions: writerOptions))
        } else {
            self = .picture(HTMLPictureFace(isAnimated: options.isAnimated, isStyleSheetLinked: options.isStyleSheetLinked,
                                            microdata: options.microdata, sizeUnit: options.sizeUnit, writerOptions: writerOptions))
        }
    }

    /// The snippet of `rating`, written by the face's own writer.
    func snippet(of rating: StarRating) -> HTMLSnippet {
        var memo = WebSnippetMemo()
        return snippet(of: rating, memo: &memo)
    }

    /// The snippet of `rating`, written by the face's own writer, with what it keeps from one
    /// snippet to the next in `memo`.
    func snippet(of rating: StarRating, memo: inout WebSnippetMemo) -> HTMLSnippet {
        switch self {
        case .picture(let face): PictureSnippetWriter(of: rating, face: face).snippet(memo: &memo)
        case .input(let face): RatingInputWriter(of: rating, face: face).snippet(memo: &memo)
        case .live(let face): LiveSnippetWriter(of: rating, face: face).snippet(memo: &memo)
        }
    }
}
