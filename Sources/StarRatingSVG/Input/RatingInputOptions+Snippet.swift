extension RatingInputOptions {
    /// The input's texts for `StarRating.distinguished(asSnippet:isAnimated:sizeUnit:)`: its
    /// name, and `required` and `disabled`, which change the radio buttons and the style
    /// sheet, so that a required and a plain input on one page never share ids; an average
    /// too, which changes the drawing. The step and the average only when not the defaults,
    /// so that the ids of every input without them stay as they were.
    var distinguishingTexts: [String] {
        ["input", name] + (step == .whole ? [] : ["step", step.rawValue])
            + (isRequired ? ["required"] : []) + (isDisabled ? ["disabled"] : [])
            + (average.map { ["average", NumberText.describe($0)] } ?? [])
    }

    /// Checks that `rating` goes with this input: its value is one the step offers, and an
    /// average lies in 0…N with nothing picked at first.
    /// - Throws: `HTMLSnippetError.inputValueNotWhole` or `.inputValueNotHalf`,
    ///   `.averageOutOfRange` or `.averageWithValue`.
    func check(_ rating: StarRating) throws(HTMLSnippetError) {
        let value = rating.value, starCount = rating.starCount
        if !step.offers(value) {
            throw step == .whole ? .inputValueNotWhole(value, starCount: starCount) : .inputValueNotHalf(value, starCount: starCount)
        }
        if let average {
            guard average.isFinite, (0...Double(starCount)).contains(average) else {
                throw .averageOutOfRange(average, starCount: starCount)
            }
            guard value == 0 else { throw .averageWithValue(value) }
        }
    }
}
