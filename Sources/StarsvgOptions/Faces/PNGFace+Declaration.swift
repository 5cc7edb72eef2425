import StarRatingSVG

extension PNGFace {
    /// The PNG as the command offers it, with its own option, `--scale` (`PNGFace.scale`),
    /// which the `<img>` tag takes too.
    static let declaration = FaceDeclaration(
        PNGFace.self, format: "the still picture as a PNG image, for email, social cards and wherever SVG cannot go",
        own: [scaleOption],
        refusal: "a PNG is the still picture's pixels and nothing more",
        standalonePicture: "a PNG")

    /// `--scale`.
    private static let scaleOption = OptionDefinition(
        .scale, .value(placeholder: "N", grammar: .wholeNumber), sets: .pngScale,
        faces: .declared(because: "an SVG or HTML picture is drawn sharp at any screen's density; only a PNG has pixels to scale"),
        default: String(StarRating.pngScaleRange.lowerBound),
        "With --format png, device pixels per CSS pixel, \(StarRating.pngScaleRange.lowerBound) to \(StarRating.pngScaleRange.upperBound) (2 for high-density screens and email): the PNG is its CSS size, rounded up to whole pixels, times N, and holds at most \(StarRating.maximumPNGPixelCount) pixels (4096 × 4096). With --format img it is checked as the PNG's would be, and the tag keeps the CSS size.") { request, input throws(OptionValueError) in
        request.scale = try input.wholeNumber(in: StarRating.pngScaleRange, of: ValueGrammar.wholeNumber,
                                              PNGSizeError.scaleOutOfRange(0).requirement)
    }
}
