extension OptionID {
    /// `--scale`: the PNG's (`PNGFace+Declaration.swift`), which the `<img>` tag takes too.
    package static let scale = OptionID("scale")
}
