extension OptionID {
    /// `--schema`: the HTML picture's (`HTMLPictureFace+Declaration.swift`).
    package static let schema = OptionID("schema")
    /// `--rating-count`: the HTML picture's.
    package static let ratingCount = OptionID("rating-count")
}
