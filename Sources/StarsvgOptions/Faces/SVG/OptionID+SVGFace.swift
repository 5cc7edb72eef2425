extension OptionID {
    /// `--xlink`: the standalone SVG's (`SVGFace+Declaration.swift`).
    package static let xlink = OptionID("xlink")
}
