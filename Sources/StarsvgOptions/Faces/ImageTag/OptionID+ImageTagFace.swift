extension OptionID {
    /// `--src`: the `<img>` tag's (`ImageTagFace+Declaration.swift`).
    package static let src = OptionID("src")
}
