extension StarRating {
    /// The accessible name of a rating input's option for `value`: the texts' `none` for 0,
    /// otherwise the value's label in the form of its plural category, with the numbers as the
    /// locale writes them ("No rating", "1 star", "3 stars"; "3 Sterne", "3 gwiazdki").
    /// - Parameter value: a value from 0 to the number of stars.
    public func inputOptionLabel(forValue value: Double) -> String {
        let texts = self.texts
        let stars = localizedNumber(Double(starCount))
        guard value > 0 else { return texts.none.filled(value: localizedNumber(0), stars: stars) }
        let category = (locale ?? .english).pluralCategory(ofDecimal: NumberText.describe(value))
        return texts.value.form(for: category).filled(value: localizedNumber(value), stars: stars)
    }

    /// The accessible description of a rating input that shows `average` until the reader
    /// picks: the texts' `average` filled in, with the numbers as the locale writes them
    /// ("Average 3.6 out of 5", "Durchschnittliche Bewertung: 3,6 von 5").
    /// - Parameter average: the average, from 0 to the number of stars.
    public func inputAverageDescription(_ average: Double) -> String {
        texts.average.filled(value: localizedNumber(average), stars: localizedNumber(Double(starCount)))
    }
}
