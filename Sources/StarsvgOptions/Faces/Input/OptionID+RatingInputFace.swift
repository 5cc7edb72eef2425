extension OptionID {
    /// `--interactive`, which chooses the rating input (`RatingInputFace+Declaration.swift`),
    /// and the input's own options.
    package static let interactive = OptionID("interactive")
    package static let name = OptionID("name")
    package static let noScript = OptionID("no-script")
    package static let step = OptionID("step")
    package static let required = OptionID("required")
    package static let disabled = OptionID("disabled")
    package static let showLabel = OptionID("show-label")
    package static let average = OptionID("average")
}
