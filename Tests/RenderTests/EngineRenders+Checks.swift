extension EngineRenders {
    /// How coloured each pixel of `image` (a picture of `item`) is, against this engine's own
    /// renders of the same row without colour and filled; `nil` when `item` shows no colour.
    func measurement(of image: RasterImage, for item: RenderCase) -> FillMeasurement? {
        guard let color = item.expectedColor else { return nil }
        return FillMeasurement(map: catalogue.map(for: item), rendered: image,
                               unfilled: images[catalogue.unfilledReference(for: item)],
                               filled: images[catalogue.filledReference(for: item, color: color)])
    }

    /// Names the engine, the case and the PNG to look at, for a failure message.
    func context(_ index: Int) -> String {
        "\(engine.rawValue), \(catalogue.cases[index].name) (\(pictureFiles[index].path))"
    }
}
